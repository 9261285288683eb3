package dev.lockstep.collision.internal.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.internal.narrow.HullScenes;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link TranslationCoherence#run} leaves every field of the SAT's queries exactly as
 * {@link HullHullSat#run} does on fully placed hulls (not only the fields the manifold reads):
 * feature indices, separations, {@code separating} flags, the edge pair and its axis, and the
 * placed hull B, for random pairs translated by random amounts under the same relative rotation.
 * Integer-grid hulls and boxes give many exactly tied faces and edge pairs, so the tie rules
 * (first index wins) are exercised.
 */
class TranslationCoherenceProperties {
    private static final long SEED = 0x5EED_0004_7A45_1A7EL;
    private static final long UNIT = Fixed.ONE;

    @Test
    void issue4_translationTables_giveEverySatFieldBitForBit() {
        SatWorkspace full = new SatWorkspace();
        SatWorkspace fast = new SatWorkspace();
        long[] kinds = new long[4];
        qt().withFixedSeed(SEED).withExamples(240).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            ConvexHull a = r.nextInt(3) == 0 ? ConvexHull.box(new Vec3(UNIT, UNIT / 2, UNIT)) : HullScenes.randomHull(r, 4 + r.nextInt(20), UNIT);
            ConvexHull b = r.nextInt(3) == 0 ? ConvexHull.box(new Vec3(UNIT / 2, UNIT / 2, UNIT)) : HullScenes.randomHull(r, 4 + r.nextInt(20), UNIT);
            Transform ta = HullScenes.randomTransform(r, UNIT);
            Transform tb = HullScenes.randomTransform(r, 2 * UNIT);
            if (r.nextInt(3) == 0) {
                // integer-grid hulls, unrotated, on a grid offset: many exactly tied faces and edge pairs
                // (boxes offset diagonally by equal amounts: two faces tie at the maximum)
                a = r.nextBoolean() ? ConvexHull.box(new Vec3(UNIT, UNIT, UNIT)) : gridHull(r);
                b = r.nextBoolean() ? ConvexHull.box(new Vec3(UNIT / 2, UNIT / 2, UNIT / 2)) : gridHull(r);
                long t = (r.nextInt(9) - 4) * (UNIT / 4);
                ta = Transform.IDENTITY;
                tb = Transform.of(r.nextInt(3) != 0 ? dev.lockstep.fixedpoint.Quat.IDENTITY
                        : dev.lockstep.fixedpoint.Quat.fromAxisAngle(Vec3.UNIT_Y, Fixed.HALF_PI / 2),
                        new Vec3(t, r.nextBoolean() ? t : -t, r.nextBoolean() ? t : (r.nextInt(9) - 4) * (UNIT / 4)));
            }
            long distance = r.nextBoolean() ? 0 : UNIT / 64;
            TranslationCoherence tc = new TranslationCoherence();
            satAt(full, a, ta, b, tb, distance);
            tc.afterFullSat(full);
            satAt(full, a, ta, b, tb, distance);
            tc.afterFullSat(full);
            assertTrue(tc.canRun(a, b, full.relative), "seed " + seed);
            for (int k = 0; k < 12; k++) {
                // a new translation only: the rotation bits of both transforms stay
                long step = k < 6 ? r.nextInt(33) - 16 : r.nextLong() % (UNIT / 2);
                // symmetric moves keep diagonal ties: the same step on x and y (or none)
                Vec3 move = k % 3 == 0 ? new Vec3(step, step, 0) : new Vec3(step, r.nextInt(3) == 0 ? 0 : step / 3, -step / 2);
                Transform moved = Transform.of(tb.rotation(), tb.translation().add(move));
                int expected = satAt(full, a, ta, b, moved, distance);
                fast.relative.setFrom(ta, moved);
                assertTrue(tc.canRun(a, b, fast.relative), "seed " + seed);
                fast.a.loadIdentity(a);
                int actual = tc.run(fast, distance);
                String where = "seed " + seed + " move " + k;
                assertEquals(expected, actual, where);
                kinds[actual]++;
                samePlacement(full.b, fast.b, where);
                assertEquals(full.faceA.result().face(), fast.faceA.result().face(), where);
                assertEquals(full.faceA.result().separation(), fast.faceA.result().separation(), where);
                assertEquals(full.faceA.result().separating(), fast.faceA.result().separating(), where);
                assertEquals(full.faceB.result().separating(), fast.faceB.result().separating(), where);
                assertEquals(full.edge.result().separating(), fast.edge.result().separating(), where);
                if (full.faceA.result().separating()) {
                    continue;
                }
                assertEquals(full.faceB.result().face(), fast.faceB.result().face(), where);
                assertEquals(full.faceB.result().separation(), fast.faceB.result().separation(), where);
                if (full.faceB.result().separating()) {
                    continue;
                }
                assertEquals(full.edge.result().edgeA(), fast.edge.result().edgeA(), where);
                assertEquals(full.edge.result().edgeB(), fast.edge.result().edgeB(), where);
                if (full.edge.result().edgeA() >= 0) {
                    assertEquals(full.edge.result().separation(), fast.edge.result().separation(), where);
                    assertEquals(full.edge.result().axisX(), fast.edge.result().axisX(), where);
                    assertEquals(full.edge.result().axisY(), fast.edge.result().axisY(), where);
                    assertEquals(full.edge.result().axisZ(), fast.edge.result().axisZ(), where);
                }
            }
        });
        assertTrue(kinds[HullHullSat.SEPARATED] > 100 && kinds[HullHullSat.FACE_A] + kinds[HullHullSat.FACE_B] > 100
                && kinds[HullHullSat.EDGE] > 20, "separated/faceA/faceB/edge " + java.util.Arrays.toString(kinds));
    }

    /** A hull of 6 to 12 points on the quarter grid within one unit (many parallel edges, coplanar faces). */
    private static ConvexHull gridHull(Random r) {
        for (;;) {
            int n = 6 + r.nextInt(7);
            long[] xyz = new long[3 * n];
            for (int i = 0; i < xyz.length; i++) {
                xyz[i] = (r.nextInt(9) - 4) * (UNIT / 4);
            }
            try {
                return dev.lockstep.collision.shape.HullBuilder.build(xyz);
            } catch (dev.lockstep.collision.shape.HullBuildException e) {
                // degenerate cloud (coplanar): draw again
            }
        }
    }

    private static int satAt(SatWorkspace ws, ConvexHull a, Transform ta, ConvexHull b, Transform tb, long distance) {
        ws.relative.setFrom(ta, tb);
        ws.a.loadIdentity(a);
        ws.b.loadTransformed(b, ws.relative);
        return HullHullSat.run(ws, distance);
    }

    private static void samePlacement(PlacedHull expected, PlacedHull actual, String where) {
        for (int i = 0; i < expected.vertexCount(); i++) {
            assertEquals(expected.x(i), actual.x(i), where);
            assertEquals(expected.y(i), actual.y(i), where);
            assertEquals(expected.z(i), actual.z(i), where);
        }
        for (int f = 0; f < expected.faceCount(); f++) {
            assertEquals(expected.nx(f), actual.nx(f), where);
            assertEquals(expected.ny(f), actual.ny(f), where);
            assertEquals(expected.nz(f), actual.nz(f), where);
            assertEquals(expected.offset(f), actual.offset(f), where);
        }
    }
}
