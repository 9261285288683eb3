package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.replay.hash.CanonicalEncoder;
import dev.lockstep.replay.hash.StateReader;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * A restored state is hostile input (a replay's keyframe): every forged value fails with a message
 * naming part, body and field, before the world is stepped again (issue 23's rule for world snapshots).
 */
class WorldRestoreValidationTest {
    private static World scene() {
        World w = new World(new WorldDef());
        Scenes.mixedPile(w);
        for (int t = 0; t < 90; t++) {
            w.step();
        }
        return w;
    }

    /** Finds the raw index of the first occurrence of {@code value} after {@code from} in the snapshot. */
    private static int indexOf(WorldSnapshot s, long value, int from) {
        for (int i = from; i < s.length; i++) {
            if (s.data[i] == value) {
                return i;
            }
        }
        throw new AssertionError("value not found");
    }

    private static void forged(Consumer<WorldSnapshot> forge, String... expectedWords) {
        World w = scene();
        WorldSnapshot s = new WorldSnapshot();
        w.snapshot(s);
        forge.accept(s);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> w.restore(s));
        for (String word : expectedWords) {
            assertTrue(e.getMessage().contains(word), () -> "message lacks '" + word + "': " + e.getMessage());
        }
        // after a failed restore a good one still works
        World fresh = scene();
        WorldSnapshot good = new WorldSnapshot();
        fresh.snapshot(good);
        w.restore(good);
        w.step();
    }

    @Test
    void forgedValuesAreRejectedWithPartBodyAndField() {
        World w = scene();
        long qw = w.rotation(w.bodyAt(1)).w();
        long cy = w.centerOfMass(w.bodyAt(1)).y();
        forged(s -> s.data[indexOf(s, qw, 0)] = 0, "bodies", "body 1", "qw", "unit quaternion");
        forged(s -> s.data[indexOf(s, cy, 0)] = Long.MAX_VALUE, "bodies", "body 1", "cy", "world-size budget");
        forged(s -> s.data[s.length - 1] = Long.MIN_VALUE, "contacts");
        forged(s -> s.length = s.length / 2, "ends");
        forged(s -> s.data[0] = -5, "world", "count");
    }

    @Test
    void canonicalBytesOfAnotherLayoutAreRejected() {
        World w = scene();
        CanonicalEncoder encoder = new CanonicalEncoder(WorldState.PARTS.toArray(new String[0]), 1 << 22);
        int n = encoder.encode(w::encodeState);
        byte[] bytes = java.util.Arrays.copyOf(encoder.buffer(), n);
        // a good round trip first
        World other = scene();
        other.restore(new StateReader(bytes, 0, n));
        assertTrue(other.stateHash() == w.stateHash());
        // then a truncated one
        assertThrows(RuntimeException.class, () -> other.restore(new StateReader(bytes, 0, n / 2)));
    }

    @Test
    void aHeavyCubeWithFrictionThreeStepsWithoutOverflow() {
        // Fixed3D's TestFrictionCapWrap: a 65,536 kg cube with friction 3 squared its friction cap
        // into a wrap (research brief pitfall 1); here the cone's length is formed at 128 bits
        World w = new World(new WorldDef());
        w.createBody(new BodyDef().position(new dev.lockstep.fixedpoint.Vec3(0, -Fixed.HALF, 0))
                .shape(ShapeDef.box(new dev.lockstep.fixedpoint.Vec3(Fixed.fromInt(20), Fixed.HALF, Fixed.fromInt(20)))
                        .friction(Fixed.fromInt(3))));
        long half = Fixed.fromInt(2);
        BodyId cube = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(dev.lockstep.fixedpoint.Vec3.ofInts(0, 3, 0))
                .linearVelocity(dev.lockstep.fixedpoint.Vec3.ofInts(10, 0, 3))
                .shape(ShapeDef.box(new dev.lockstep.fixedpoint.Vec3(half, half, half)).density(Fixed.fromInt(1024))
                        .friction(Fixed.fromInt(3))));
        assertTrue(w.mass(cube) == Fixed.fromInt(65536));
        for (int t = 0; t < 300; t++) {
            w.step();
        }
        assertTrue(w.position(cube).y() > Fixed.ONE, "rests on the ground");
    }
}
