package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.replay.DesyncReport;
import dev.lockstep.replay.SyncTest;
import dev.lockstep.replay.TickInputSource;
import dev.lockstep.replay.TickInputs;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Rollback proofs (research brief pitfall 8): GGPO's sync test on every golden scene (restore
 * {@code k} ticks back every tick, re-simulate, compare every phase hash), and the raw
 * {@link WorldSnapshot} ring: restore-then-step equals step, bit for bit.
 */
class WorldSyncTest {
    /** Two players push bodies 1 and 2 with forces from their input bytes (x, z in newtons/16, signed). */
    static final WorldSimulation.InputRule PUSH = (world, tick, inputs) -> {
        for (int p = 0; p < inputs.playerCount(); p++) {
            if (inputs.length(p) < 2) {
                continue;
            }
            BodyId id = world.bodyAt(1 + p);
            if (id == null || world.type(id) != BodyType.DYNAMIC) {
                continue;
            }
            long fx = Fixed.fromInt((byte) inputs.byteAt(p, 0)) / 16 * 8;
            long fz = Fixed.fromInt((byte) inputs.byteAt(p, 1)) / 16 * 8;
            if ((fx | fz) != 0) {
                world.applyForce(id, new Vec3(fx, 0, fz));
            }
        }
    };

    /** Deterministic inputs: bytes from a fixed LCG of (tick, player); silent most ticks. */
    static final TickInputSource SCRIPT = (tick, out) -> {
        out.reset(2);
        for (int p = 0; p < 2; p++) {
            long x = (tick * 6364136223846793005L + p * 1442695040888963407L) >>> 33;
            if (tick % 7 < 3) {
                out.set(p, new byte[] {(byte) x, (byte) (x >>> 8)});
            }
        }
    };

    private static void sync(Consumer<World> scene, WorldDef def, int ticks, int k) {
        World world = new World(def);
        scene.accept(world);
        WorldSimulation sim = new WorldSimulation("world-test", new byte[] {1}, world, PUSH);
        DesyncReport report = SyncTest.run(sim, SCRIPT, 2, 0, ticks, k);
        assertNull(report, () -> report.describe());
    }

    @Test
    void pyramidSurvivesRollbackEveryTick() {
        sync(w -> {
            Scenes.ground(w, 20, 5);
            Scenes.pyramid(w, 8);
        }, new WorldDef(), 90, 8);
    }

    @Test
    void mixedPileOnMeshSurvivesRollbackEveryTick() {
        sync(Scenes::mixedPile, new WorldDef(), 120, 8);
        sync(Scenes::mixedPile, new WorldDef(), 60, 1);
    }

    @Test
    void smashSurvivesRollbackEveryTick() {
        sync(w -> Scenes.smash(w, 6, 4), new WorldDef().gravity(Vec3.ZERO), 90, 8);
    }

    /** PUSH, and at tick 50 a new joint (into the slot the chain's broken joint freed) between bodies 1 and 2. */
    static final WorldSimulation.InputRule PUSH_AND_JOIN = (world, tick, inputs) -> {
        PUSH.apply(world, tick, inputs);
        if (tick == 50) {
            BodyId a = world.bodyAt(1);
            BodyId b = world.bodyAt(2);
            world.createJoint(JointDef.distance(a, b, world.position(a), world.position(b)).collideConnected(true));
        }
    };

    @Test
    void jointedSceneSurvivesRollbackEveryTick() {
        for (int k : new int[] {8, 3, 1}) {
            World world = new World(new WorldDef());
            JointScenes.jointMix(world);
            int joints = world.jointCount();
            WorldSimulation sim = new WorldSimulation("world-test", new byte[] {1}, world, PUSH_AND_JOIN);
            DesyncReport report = SyncTest.run(sim, SCRIPT, 2, 0, k == 8 ? 120 : 70, k);
            assertNull(report, () -> report.describe());
            assertEquals(joints, world.jointCount(), "the chain's breakable link broke and the tick-50 joint was made");
        }
    }

    @Test
    void rawSnapshotRingRestoresTheTrajectory() {
        World a = new World(new WorldDef());
        Scenes.mixedPile(a);
        World b = new World(new WorldDef());
        Scenes.mixedPile(b);
        WorldSnapshot[] ring = new WorldSnapshot[9];
        for (int i = 0; i < ring.length; i++) {
            ring[i] = new WorldSnapshot();
        }
        long[] hashes = new long[400];
        for (int t = 0; t < 400; t++) {
            a.snapshot(ring[t % 9]);
            a.step();
            hashes[t] = a.stateHash();
            if (t >= 8 && t % 3 == 0) {
                // b: jump to a's state 8 ticks back and re-simulate those ticks
                b.restore(ring[(t - 8) % 9]);
                for (int u = t - 8; u <= t; u++) {
                    b.step();
                    assertEquals(hashes[u], b.stateHash(), "tick " + u + " after restoring tick " + (t - 8));
                }
            }
        }
        WorldSnapshot sa = new WorldSnapshot();
        WorldSnapshot sb = new WorldSnapshot();
        a.snapshot(sa);
        b.restore(sa);
        b.snapshot(sb);
        assertTrue(sa.sameAs(sb), "snapshot -> restore -> snapshot is the identity");
    }

    @Test
    void restoreRevivesDestroyedBodiesAndInvalidatesNewOnes() {
        World w = new World(new WorldDef());
        Scenes.ground(w, 10, 10);
        BodyId box = Scenes.unitBox(w, 0, Fixed.fromInt(3), 0);
        WorldSnapshot before = new WorldSnapshot();
        w.snapshot(before);
        long hash = w.stateHash();
        w.destroyBody(box);
        BodyId other = Scenes.unitBox(w, Fixed.fromInt(2), Fixed.fromInt(3), 0);
        assertEquals(box.index(), other.index(), "the freed slot is reused");
        w.restore(before);
        assertTrue(w.isValid(box));
        assertTrue(!w.isValid(other), "a handle minted after the snapshot is rejected");
        assertEquals(hash, w.stateHash());
        for (int i = 0; i < 60; i++) {
            w.step();
        }
        World fresh = new World(new WorldDef());
        Scenes.ground(fresh, 10, 10);
        Scenes.unitBox(fresh, 0, Fixed.fromInt(3), 0);
        for (int i = 0; i < 60; i++) {
            fresh.step();
        }
        assertEquals(fresh.position(fresh.bodyAt(1)), w.position(box));
    }
}
