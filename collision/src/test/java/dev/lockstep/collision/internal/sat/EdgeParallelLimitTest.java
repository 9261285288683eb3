package dev.lockstep.collision.internal.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.internal.narrow.HullScenes;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The relative parallel limit of an edge axis ({@link SatConstants#EDGE_PARALLEL_SHIFT}, seed 001
 * edge queries): long edges a tiny angle apart are no edge axis although their cross product is
 * far above the absolute {@link SatConstants#EDGE_CROSS_MIN_RAW}; the decision equals its
 * BigInteger definition.
 */
class EdgeParallelLimitTest {
    private static final long ONE = Fixed.ONE;

    @Test
    void longEdges_2toMinus18RadApart_areNoEdgeAxis_2toMinus14_are() {
        // rods 1024 units long along x; B turned about z: the x edges cross at the turn angle,
        // cross product about 2^20 sin(angle) units^2 (4 units^2 at 2^-18 rad, above 2^-20)
        assertFalse(longEdgesPairAxis(ONE >> 18), "2^-18 rad");
        assertTrue(longEdgesPairAxis(ONE >> 14), "2^-14 rad");
    }

    private static boolean longEdgesPairAxis(long angle) {
        ConvexHull rod = ConvexHull.box(new Vec3(512 * ONE, ONE, ONE));
        SatWorkspace ws = new SatWorkspace();
        Transform tb = Transform.of(Quat.fromAxisAngle(Vec3.UNIT_Z, angle), new Vec3(0, 0, 3 * ONE));
        ws.relative.setFrom(Transform.IDENTITY, tb);
        ws.a.loadIdentity(rod);
        ws.b.loadTransformed(rod, ws.relative);
        int i = longestXEdge(ws.a);
        int j = longestXEdge(ws.b);
        long cMax = crossMax(ws.a, i, ws.b, j);
        assertTrue(cMax > 1L << 30, "cross product far above EDGE_CROSS_MIN_RAW: " + cMax);
        return EdgePairAxis.pairAxis(ws.a, i, ws.b, j, new MutableVec3());
    }

    @Test
    void nearlyParallel_equalsItsExactDefinition() {
        int[] decided = new int[2];
        qt().withFixedSeed(0xED6E_0016L).withExamples(300).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            long scale = ONE << r.nextInt(12);
            ConvexHull ha = HullScenes.randomHull(r, 4 + r.nextInt(12), scale);
            ConvexHull hb = HullScenes.randomHull(r, 4 + r.nextInt(12), scale);
            SatWorkspace ws = new SatWorkspace();
            ws.relative.setFrom(Transform.IDENTITY, HullScenes.randomTransform(r, scale));
            ws.a.loadIdentity(ha);
            ws.b.loadTransformed(hb, ws.relative);
            for (int i = 0; i < ha.edgeCount(); i++) {
                for (int j = 0; j < hb.edgeCount(); j++) {
                    long cMax = crossMax(ws.a, i, ws.b, j);
                    boolean expected = cMax < SatConstants.EDGE_CROSS_MIN_RAW
                            || BigInteger.valueOf(cMax).shiftLeft(32 + SatConstants.EDGE_PARALLEL_SHIFT)
                                    .compareTo(BigInteger.valueOf(edgeMax(ws.a, i)).multiply(BigInteger.valueOf(edgeMax(ws.b, j)))) < 0;
                    assertEquals(expected, EdgePairAxis.nearlyParallel(ws.a, i, ws.b, j, cMax), "pair " + i + ", " + j);
                    decided[expected ? 1 : 0]++;
                }
            }
        });
        assertTrue(decided[0] > 1000, "accepted pairs: " + decided[0]);
        assertTrue(decided[1] > 0, "rejected pairs: " + decided[1]);
    }

    private static long crossMax(PlacedHull a, int i, PlacedHull b, int j) {
        MutableVec3 c = new MutableVec3();
        EdgePairAxis.edgeCrossInto(a, i, b, j, c);
        return Math.max(Math.abs(c.x), Math.max(Math.abs(c.y), Math.abs(c.z)));
    }

    private static long edgeMax(PlacedHull p, int e) {
        ConvexHull h = p.hull();
        int v0 = h.edgeVertexA(e);
        int v1 = h.edgeVertexB(e);
        return Math.max(Math.abs(p.x(v1) - p.x(v0)), Math.max(Math.abs(p.y(v1) - p.y(v0)), Math.abs(p.z(v1) - p.z(v0))));
    }

    private static int longestXEdge(PlacedHull p) {
        ConvexHull h = p.hull();
        int best = -1;
        long bestX = -1;
        for (int e = 0; e < h.edgeCount(); e++) {
            long dx = Math.abs(p.x(h.edgeVertexB(e)) - p.x(h.edgeVertexA(e)));
            if (dx > bestX) {
                bestX = dx;
                best = e;
            }
        }
        return best;
    }
}
