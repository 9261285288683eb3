package dev.lockstep.collision.epa;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * The GJK+EPA fallback agrees with the closed-form sphere and capsule pairs of the collision table
 * (seed 001): the signed distance equals minus the deepest manifold depth, and away from contact
 * the normals agree. Degenerate draws (coincident centres, parallel and crossing segments) are mixed
 * in.
 */
class ClosedFormCrossCheckProperties {
    static final long SEED = 0x5CC5_2026_1122L;

    /** Raw {@code 2^12}: EPA's tolerance plus rounding of two different computations. */
    static final long TOLERANCE = 1L << 12;

    @Test
    void signedDistanceMatchesClosedFormPairs() {
        GjkWorkspace gjk = new GjkWorkspace();
        EpaWorkspace epa = new EpaWorkspace();
        DistanceResult r = new DistanceResult();
        ContactWorkspace cw = new ContactWorkspace();
        ContactManifold m = new ContactManifold();
        AtomicInteger penetrating = new AtomicInteger();
        AtomicInteger separated = new AtomicInteger();
        qt().withFixedSeed(SEED).withExamples(400).forAll(SourceDSL.longs().all()).checkAssert(seed -> {
            Random rnd = new Random(seed);
            Shape a = roundShape(rnd);
            Transform ta = Transform.of(rotation(rnd), vec(rnd, 3));
            Shape b;
            Transform tb;
            if (rnd.nextInt(4) == 0) {
                // seed 001's degenerate cases: cores that touch or overlap exactly, same frame
                tb = ta;
                b = touchingCore(rnd, a);
            } else {
                b = roundShape(rnd);
                tb = Transform.of(rotation(rnd), ta.translation().add(vec(rnd, 2)));
            }
            GjkEpa.signedDistance(a, ta, b, tb, gjk, epa, r);
            int n = ContactDispatch.collide(a, ta, b, tb, 64 * Fixed.ONE, cw, m);
            assertTrue(n > 0, "seed " + seed);
            long deepest = m.point(0).depth();
            for (int i = 1; i < n; i++) {
                deepest = Math.max(deepest, m.point(i).depth());
            }
            (r.penetrating() ? penetrating : separated).incrementAndGet();
            assertTrue(Math.abs(r.distance() + deepest) <= TOLERANCE,
                    "seed " + seed + " GJK/EPA " + r.distance() + " closed form " + (-deepest));
            if (!r.coresOverlap() && r.coreDistance() > Fixed.ONE >> 8) {
                long tol = 1L << 16;
                assertTrue(Math.abs(r.normalX() - m.normalX()) <= tol && Math.abs(r.normalY() - m.normalY()) <= tol
                        && Math.abs(r.normalZ() - m.normalZ()) <= tol, "seed " + seed + " " + r.normal() + " vs " + m.normal());
            }
        });
        assertTrue(penetrating.get() >= 30 && separated.get() >= 100,
                "coverage: penetrating cores " + penetrating.get() + ", separated cores " + separated.get());
        System.out.println("closed-form cross-check: penetrating cores " + penetrating.get() + ", separated cores " + separated.get());
    }

    private static Shape roundShape(Random rnd) {
        long radius = Fixed.ONE / 8 + (long) (rnd.nextDouble() * Fixed.ONE);
        if (rnd.nextBoolean()) {
            return new Sphere(rnd.nextInt(3) == 0 ? Vec3.ZERO : vec(rnd, 1), radius);
        }
        Vec3 p0 = vec(rnd, 1);
        Vec3 p1 = rnd.nextInt(8) == 0 ? p0 : vec(rnd, 1);
        return new Capsule(p0, p1, radius);
    }

    /** A shape whose core meets {@code a}'s core: coincident centre, shared end, collinear overlap, crossing. */
    private static Shape touchingCore(Random rnd, Shape a) {
        Vec3 p0 = a instanceof Sphere ? ((Sphere) a).center() : ((Capsule) a).p0();
        Vec3 p1 = a instanceof Sphere ? p0 : ((Capsule) a).p1();
        long radius = Fixed.ONE / 8 + (long) (rnd.nextDouble() * Fixed.ONE);
        switch (rnd.nextInt(4)) {
            case 0:
                return new Sphere(p0, radius);                                   // centre on A's core
            case 1:
                return new Capsule(p1, p1.add(vec(rnd, 1)), radius);             // shared end point
            case 2:
                Vec3 d = p1.sub(p0);                                             // collinear, overlapping
                return new Capsule(p0.add(new Vec3(d.x() / 2, d.y() / 2, d.z() / 2)), p1.add(d), radius);
            default:
                Vec3 mid = new Vec3((p0.x() >> 1) + (p1.x() >> 1), (p0.y() >> 1) + (p1.y() >> 1), (p0.z() >> 1) + (p1.z() >> 1));
                Vec3 e = vec(rnd, 1);                                            // through a point near A's middle
                return new Capsule(mid.sub(e), mid.add(e), radius);
        }
    }

    private static Vec3 vec(Random rnd, int range) {
        return new Vec3(coord(rnd, range), coord(rnd, range), coord(rnd, range));
    }

    private static long coord(Random rnd, int range) {
        long v = (long) ((rnd.nextDouble() * 2 - 1) * range * Fixed.ONE);
        return rnd.nextInt(4) == 0 ? v & ~((Fixed.ONE >> 2) - 1) : v;
    }

    private static Quat rotation(Random rnd) {
        if (rnd.nextInt(3) == 0) {
            return Quat.IDENTITY;
        }
        return new Quat(coord(rnd, 1), coord(rnd, 1), coord(rnd, 1), coord(rnd, 1) | 1).normalize();
    }
}
