package dev.lockstep.collision.epa;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuildException;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.collision.shape.SupportMap;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.generators.SourceDSL;

/**
 * Point and segment cores placed deep inside random hulls: GJK must report overlap and EPA's core
 * depth must match a SAT oracle (doubles, world frame: hull face planes, plus segment x hull-edge
 * axes). Targets the GJK bug where a core 1 raw from a box centre was "1 ulp apart": offsets of 0
 * to 2 raw from the hull's vertex centroid, cores on the symmetry planes of boxes, and short
 * segments through the centroid, with the core and the hull sharing one transform so the local
 * offsets are exact.
 */
class DeepCoreProperties {
    private static final long SEED = 0xDEE9_2026_1122L;
    private static final long ONE = Fixed.ONE;

    /** A hull (B) and a point or segment core (A) in the hull's local frame, from one seed. */
    static final class Case {
        final long seed;
        final ConvexHull hull;
        final Transform t;
        final Vec3 p0;
        final Vec3 p1;

        Case(long seed) {
            this.seed = seed;
            Random rnd = new Random(seed);
            boolean box = rnd.nextInt(3) == 0;
            hull = box ? ConvexHull.box(new Vec3(half(rnd), half(rnd), half(rnd))) : cloudHull(rnd);
            long cx = 0;
            long cy = 0;
            long cz = 0;
            for (int i = 0; i < hull.vertexCount(); i++) {
                cx += hull.vertexX(i);
                cy += hull.vertexY(i);
                cz += hull.vertexZ(i);
            }
            int n = hull.vertexCount();
            cx /= n;
            cy /= n;
            cz /= n;
            int kind = rnd.nextInt(4);
            long ox;
            long oy;
            long oz;
            if (kind <= 1) {
                // 0..2 raw from the centroid (a box's centroid is its centre: on all three symmetry planes)
                ox = rnd.nextInt(5) - 2;
                oy = rnd.nextInt(5) - 2;
                oz = rnd.nextInt(5) - 2;
            } else {
                // up to 1/16 unit away, one coordinate kept on the centroid's plane (a box symmetry plane)
                ox = small(rnd);
                oy = small(rnd);
                oz = small(rnd);
                switch (rnd.nextInt(3)) {
                    case 0: ox = rnd.nextInt(3) - 1; break;
                    case 1: oy = rnd.nextInt(3) - 1; break;
                    default: oz = rnd.nextInt(3) - 1; break;
                }
            }
            p0 = new Vec3(cx + ox, cy + oy, cz + oz);
            if (rnd.nextBoolean()) {
                p1 = p0;
            } else if (rnd.nextBoolean()) {
                // axis-aligned (parallel to box faces and symmetry planes)
                long len = ONE / 8 + small(rnd);
                int axis = rnd.nextInt(3);
                p1 = p0.add(new Vec3(axis == 0 ? len : 0, axis == 1 ? len : 0, axis == 2 ? len : 0));
            } else {
                p1 = p0.add(new Vec3(small(rnd) * 2, small(rnd) * 2, small(rnd) * 2));
            }
            Quat q = rnd.nextInt(3) == 0 ? Quat.IDENTITY
                    : new Quat(coord(rnd), coord(rnd), coord(rnd), coord(rnd) | 1).normalize();
            t = Transform.of(q, new Vec3(coord(rnd) * 3, coord(rnd) * 3, coord(rnd) * 3));
        }

        @Override
        public String toString() {
            return "DeepCore(seed=" + seed + ", p0=" + p0 + ", p1=" + p1 + ")";
        }
    }

    private static long half(Random rnd) {
        return ONE / 2 + (long) (rnd.nextDouble() * ONE);
    }

    private static long small(Random rnd) {
        return (long) ((rnd.nextDouble() * 2 - 1) * ONE / 16);
    }

    private static long coord(Random rnd) {
        return (long) ((rnd.nextDouble() * 2 - 1) * ONE);
    }

    private static ConvexHull cloudHull(Random rnd) {
        while (true) {
            int n = 8 + rnd.nextInt(40);
            long[] p = new long[3 * n];
            for (int i = 0; i < n; i++) {
                double x = rnd.nextGaussian();
                double y = rnd.nextGaussian();
                double z = rnd.nextGaussian();
                double s = 1 / Math.sqrt(x * x + y * y + z * z);
                p[3 * i] = (long) (x * s * ONE);
                p[3 * i + 1] = (long) (y * s * ONE);
                p[3 * i + 2] = (long) (z * s * ONE);
            }
            try {
                return HullBuilder.build(p);
            } catch (HullBuildException e) {
                // degenerate draw: draw again
            }
        }
    }

    /** SAT depth of the segment (or point) {@code s0 s1} inside the hull, world frame, doubles. */
    private static double satDepth(HullFeatureOracle h, double[] s0, double[] s1) {
        double best = Double.POSITIVE_INFINITY;
        double[] seg = HullFeatureOracle.sub(s1, s0);
        boolean segment = HullFeatureOracle.dot(seg, seg) > 0;
        for (int[] loop : h.faces) {
            for (int i = 0; i < loop.length; i++) {
                for (int j = i + 1; j < loop.length; j++) {
                    for (int k = j + 1; k < loop.length; k++) {
                        best = Math.min(best, overlap(HullFeatureOracle.cross(
                                HullFeatureOracle.sub(h.vertices[loop[j]], h.vertices[loop[i]]),
                                HullFeatureOracle.sub(h.vertices[loop[k]], h.vertices[loop[i]])), h, s0, s1));
                    }
                }
            }
        }
        if (segment) {
            for (int[] e : h.edges) {
                best = Math.min(best, overlap(HullFeatureOracle.cross(seg,
                        HullFeatureOracle.sub(h.vertices[e[1]], h.vertices[e[0]])), h, s0, s1));
            }
        }
        return best;
    }

    private static double overlap(double[] n, HullFeatureOracle h, double[] s0, double[] s1) {
        double l = Math.sqrt(HullFeatureOracle.dot(n, n));
        if (l < 1e-9) {
            return Double.POSITIVE_INFINITY;
        }
        double[] u = {n[0] / l, n[1] / l, n[2] / l};
        double hMin = Double.POSITIVE_INFINITY;
        double hMax = Double.NEGATIVE_INFINITY;
        for (double[] v : h.vertices) {
            double d = HullFeatureOracle.dot(u, v);
            hMin = Math.min(hMin, d);
            hMax = Math.max(hMax, d);
        }
        double a0 = HullFeatureOracle.dot(u, s0);
        double a1 = HullFeatureOracle.dot(u, s1);
        return Math.min(hMax - Math.min(a0, a1), Math.max(a0, a1) - hMin);
    }

    private static double[] world(Transform t, Vec3 p) {
        MutableVec3 m = new MutableVec3();
        t.applyToPointInto(p.x(), p.y(), p.z(), m);
        return new double[] {Fixed.toDoubleForDisplay(m.x), Fixed.toDoubleForDisplay(m.y), Fixed.toDoubleForDisplay(m.z)};
    }

    @Test
    void coresDeepInsideHulls_overlap_epaDepthMatchesSat() {
        GjkWorkspace gjk = new GjkWorkspace();
        EpaWorkspace epa = new EpaWorkspace();
        DistanceResult r = new DistanceResult();
        AtomicInteger checked = new AtomicInteger();
        AtomicInteger nearCentroid = new AtomicInteger();
        long radius = ONE / 8;
        qt().withFixedSeed(SEED).withShrinkCycles(0).withExamples(300).forAll(SourceDSL.longs().all().map(Case::new)).checkAssert(c -> {
            HullFeatureOracle oh = new HullFeatureOracle(c.hull, c.t);
            double depth = satDepth(oh, world(c.t, c.p0), world(c.t, c.p1));
            if (depth < 1.0 / 64) {
                return;                   // not deep: outside this property
            }
            checked.incrementAndGet();
            if (c.p0.equals(c.p1)) {
                nearCentroid.incrementAndGet();
            }
            SupportMap core = new Capsule(c.p0, c.p1, radius);
            long expected = (long) Math.rint(depth * ONE);
            for (int swap = 0; swap < 2; swap++) {
                if (swap == 0) {
                    GjkEpa.signedDistance(core, c.t, c.hull, c.t, gjk, epa, r);
                } else {
                    GjkEpa.signedDistance(c.hull, c.t, core, c.t, gjk, epa, r);
                }
                assertTrue(r.coresOverlap() && r.penetrating(), c + " swap " + swap + ": GJK " + r.termination()
                        + " core distance " + r.coreDistance() + ", SAT depth " + depth);
                long coreDepth = -r.distance() - radius;
                assertTrue(Math.abs(coreDepth - expected) <= HullPairProperties.TOLERANCE,
                        c + " swap " + swap + ": EPA core depth " + coreDepth + " SAT " + expected);
            }
        });
        assertTrue(checked.get() >= 200 && nearCentroid.get() >= 50,
                "coverage: deep " + checked.get() + ", point cores " + nearCentroid.get());
    }
}
