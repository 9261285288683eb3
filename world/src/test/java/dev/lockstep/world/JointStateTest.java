package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.replay.hash.CanonicalEncoder;
import dev.lockstep.replay.hash.StateReader;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Joints in snapshots: round trips, the free list, and forged joint values rejected naming part, joint and field. */
class JointStateTest {
    /** A hinge with a limit (joint 0), a broken-and-freed slot (1) and a spring (2), after 30 ticks. */
    static World scene() {
        World w = new World(new WorldDef());
        BodyId top = JointScenes.anchor(w, Vec3.ofInts(0, 5, 0));
        BodyId arm = JointScenes.box(w, Vec3.ofInts(1, 5, 0), new Vec3(Fixed.ONE, Fixed.ONE / 10, Fixed.ONE / 10));
        BodyId bob = JointScenes.sphere(w, Vec3.ofInts(3, 3, 0), Fixed.ONE / 4);
        w.createJoint(JointDef.revolute(top, arm, Vec3.ofInts(0, 5, 0)).limit(-Fixed.ONE / 4, Fixed.ONE / 4));
        JointId gone = w.createJoint(JointDef.spherical(arm, bob, Vec3.ofInts(2, 5, 0)));
        w.createJoint(JointDef.distance(arm, bob, Vec3.ofInts(2, 5, 0), Vec3.ofInts(3, 3, 0)).spring(Fixed.fromInt(3), Fixed.HALF));
        w.destroyJoint(gone);
        for (int t = 0; t < 30; t++) {
            w.step();
        }
        return w;
    }

    /** The raw index of joint slot 0's id in the snapshot. */
    private static int slot0(WorldSnapshot s) {
        for (int i = 0; i < s.length; i++) {
            if (s.data[i] == JointState.HEADER + 1) {
                return i;
            }
        }
        throw new AssertionError("no joint slot 0");
    }

    private static void forged(Consumer<WorldSnapshot> forge, String... words) {
        World w = scene();
        WorldSnapshot s = new WorldSnapshot();
        w.snapshot(s);
        forge.accept(s);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> w.restore(s));
        for (String word : words) {
            assertTrue(e.getMessage().contains(word), () -> "message lacks '" + word + "': " + e.getMessage());
        }
        WorldSnapshot good = new WorldSnapshot();
        scene().snapshot(good);
        w.restore(good);
        w.step();
    }

    @Test
    void forgedJointValuesAreRejectedWithPartJointAndField() {
        forged(s -> s.data[slot0(s) + 4] = 99, "part contacts", "joint 0", "bodyA", "live body");
        forged(s -> s.data[slot0(s) + 5] = s.data[slot0(s) + 4], "joint 0", "bodyB", "other than bodyA");
        forged(s -> s.data[slot0(s) + 3] = 7, "joint 0", "type");
        forged(s -> s.data[slot0(s) + 9] = 0, "joint 0", "rotationA", "unit quaternion");
        forged(s -> s.data[slot0(s) + 20] = 256, "joint 0", "flags");
        forged(s -> s.data[slot0(s) + 21] = Fixed.ONE, "joint 0", "lower", "lower <= upper");
        forged(s -> s.data[slot0(s) + 38 + Joint.LOWER] = -1, "joint 0", "impulse6");
        forged(s -> s.data[slot0(s) + 38] = Long.MAX_VALUE, "joint 0", "impulse0");
        forged(s -> s.data[slot0(s) + 2] = 0, "joint 0", "alive", "free list");
        forged(s -> s.data[slot0(s) - 1] = 5, "joints", "slot", "distinct free joint slot");
    }

    @Test
    void snapshotsRoundTripJointsAndTheirFreeList() {
        World a = scene();
        WorldSnapshot s = new WorldSnapshot();
        a.snapshot(s);
        World b = scene();
        b.step();
        b.restore(s);
        assertEquals(a.stateHash(), b.stateHash());
        JointId reused = new JointId(1, 1);
        BodyId top = a.bodyAt(0);
        BodyId arm = a.bodyAt(1);
        JointId ja = a.createJoint(JointDef.weld(top, arm, Vec3.ofInts(0, 5, 0)));
        JointId jb = b.createJoint(JointDef.weld(top, arm, Vec3.ofInts(0, 5, 0)));
        assertEquals(reused, ja, "the destroyed slot 1 is reused, generation 1");
        assertEquals(ja, jb);
        for (int t = 0; t < 30; t++) {
            a.step();
            b.step();
            assertEquals(a.stateHash(), b.stateHash(), "tick " + a.tick());
        }
        // the canonical byte path gives the same state
        CanonicalEncoder encoder = new CanonicalEncoder(WorldState.PARTS.toArray(new String[0]), 1 << 20);
        int n = encoder.encode(a::encodeState);
        World c = scene();
        c.restore(new StateReader(java.util.Arrays.copyOf(encoder.buffer(), n), 0, n));
        assertEquals(a.stateHash(), c.stateHash());
    }

    /**
     * A restore reads each joint into the object already in its slot. After an abandoned timeline
     * put another joint in the spring's slot (a stiffer spring, or a soft weld), stepping on from
     * the restore gives the original timeline's state at every tick: every field is read again and
     * the spring's softness recomputed, not kept from the slot's last occupant.
     */
    @Test
    void aRestoreReadsEveryFieldIntoTheJointAlreadyInTheSlot() {
        World a = scene();
        WorldSnapshot s = new WorldSnapshot();
        a.snapshot(s);
        long[] hashes = new long[30];
        for (int t = 0; t < hashes.length; t++) {
            a.step();
            hashes[t] = a.stateHash();
        }
        for (int variant = 0; variant < 2; variant++) {
            World b = scene();
            BodyId arm = b.bodyAt(1);
            BodyId bob = b.bodyAt(2);
            b.destroyJoint(new JointId(2, 0));
            JointDef other = variant == 0
                    ? JointDef.distance(arm, bob, Vec3.ofInts(2, 5, 0), Vec3.ofInts(3, 3, 0)).spring(Fixed.fromInt(7), Fixed.ONE)
                    : JointDef.weld(arm, bob, Vec3.ofInts(2, 5, 0)).weldSoftness(Fixed.fromInt(5), Fixed.HALF, Fixed.fromInt(2), Fixed.ONE);
            assertEquals(new JointId(2, 1), b.createJoint(other), "the spring's slot is reused");
            for (int t = 0; t < 5; t++) {
                b.step();
            }
            b.restore(s);
            for (int t = 0; t < hashes.length; t++) {
                b.step();
                assertEquals(hashes[t], b.stateHash(), "variant " + variant + ", tick " + b.tick());
            }
        }
    }

    @Test
    void aSnapshotFromBeforeTheFirstJointRestoresAWorldWithoutJoints() {
        World w = new World(new WorldDef());
        BodyId top = JointScenes.anchor(w, Vec3.ofInts(0, 5, 0));
        BodyId box = JointScenes.box(w, Vec3.ofInts(0, 4, 0), new Vec3(Fixed.HALF, Fixed.HALF, Fixed.HALF));
        WorldSnapshot before = new WorldSnapshot();
        w.snapshot(before);
        long hash = w.stateHash();
        JointId j = w.createJoint(JointDef.spherical(top, box, Vec3.ofInts(0, 5, 0)));
        w.step();
        assertTrue(hash != w.stateHash());
        w.restore(before);
        assertEquals(hash, w.stateHash(), "no joint part: the jointless encoding");
        assertFalse(w.isValid(j));
        assertEquals(0, w.jointCount());
        for (int t = 0; t < 30; t++) {
            w.step();
        }
        assertTrue(Fixed.toDoubleForDisplay(w.position(box).y()) < 3, "it falls (1.2 m in 0.5 s): nothing holds it");
    }

    @Test
    void aJointMadeAndDestroyedInAnAbandonedTimelineLeavesNoTrace() {
        World w = scene();
        WorldSnapshot s = new WorldSnapshot();
        w.snapshot(s);
        BodyId top = w.bodyAt(0);
        BodyId arm = w.bodyAt(1);
        // the abandoned timeline: the free slot 1 and a new slot 3 used and freed again
        JointId one = w.createJoint(JointDef.weld(top, arm, Vec3.ofInts(0, 5, 0)));
        JointId three = w.createJoint(JointDef.weld(top, arm, Vec3.ofInts(0, 5, 0)));
        assertEquals(3, three.index());
        w.destroyJoint(three);
        w.destroyJoint(one);
        w.restore(s);
        World fresh = scene();
        JointId again = w.createJoint(JointDef.weld(top, arm, Vec3.ofInts(0, 5, 0)));
        JointId freshOne = fresh.createJoint(JointDef.weld(top, arm, Vec3.ofInts(0, 5, 0)));
        JointId again3 = w.createJoint(JointDef.weld(top, arm, Vec3.ofInts(0, 5, 0)));
        JointId fresh3 = fresh.createJoint(JointDef.weld(top, arm, Vec3.ofInts(0, 5, 0)));
        assertEquals(freshOne, again);
        assertEquals(fresh3, again3, "slot 3 starts over at generation 0");
        assertEquals(fresh.stateHash(), w.stateHash());
    }
}
