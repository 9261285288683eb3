package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;

/** Small fixtures shared by the narrow-phase tests. */
final class ContactAssertions {
    private ContactAssertions() {
    }

    static long fx(double v) {
        // test fixture literals only: exact for the dyadic values used in the examples
        long raw = (long) (v * 4294967296.0);
        if (raw / 4294967296.0 != v) {
            throw new IllegalArgumentException("not exactly representable: " + v);
        }
        return raw;
    }

    static Vec3 v(double x, double y, double z) {
        return new Vec3(fx(x), fx(y), fx(z));
    }

    static Transform at(double x, double y, double z) {
        return Transform.translation(v(x, y, z));
    }

    static Transform at(Quat q, Vec3 p) {
        return Transform.of(q, p);
    }

    static void assertPoint(ManifoldPoint p, Vec3 world, Vec3 localA, Vec3 localB, long depth, long featureId) {
        assertEquals(world, p.world(), "world");
        assertEquals(localA, p.localA(), "localA");
        assertEquals(localB, p.localB(), "localB");
        assertEquals(depth, p.depth(), "depth");
        assertEquals(featureId, p.featureId(), "featureId");
    }

    static void assertNormal(ContactManifold m, Vec3 n) {
        assertEquals(n, m.normal(), "normal");
    }

    static final long ONE = Fixed.ONE;
}
