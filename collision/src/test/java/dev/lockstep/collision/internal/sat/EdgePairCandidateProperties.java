package dev.lockstep.collision.internal.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.internal.narrow.HullScenes;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link EdgePairAxis#candidateAxis} and {@link EdgePairAxis#candidateSeparation} (the pair cache's
 * and the translation coherence's view of one edge pair) against the edge query: the first
 * largest separation over every candidate pair, in (edge of A, edge of B) order, is the
 * {@link EdgeQuery#run} result bit for bit (pair, separation, axis), and no pair is a candidate
 * exactly when the query found none.
 */
class EdgePairCandidateProperties {
    @Test
    void candidatePairs_bruteForce_equalTheEdgeQuery() {
        long[] counts = new long[2];        // scenes with a pair, candidate pairs
        qt().withFixedSeed(0xED6_EC4L).withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            ConvexHull ha = HullScenes.randomHull(r, 4 + r.nextInt(16), Fixed.ONE);
            ConvexHull hb = HullScenes.randomHull(r, 4 + r.nextInt(16), Fixed.ONE);
            Transform ta = HullScenes.randomTransform(r, Fixed.ONE);
            Transform tb = HullScenes.randomTransform(r, Fixed.ONE);
            SatWorkspace ws = new SatWorkspace();
            ws.relative.setFrom(ta, tb);
            ws.a.loadIdentity(ha);
            ws.b.loadTransformed(hb, ws.relative);
            ws.edge.run(ws.a, ws.b, Long.MAX_VALUE);
            EdgeResult expected = ws.edge.result();
            MutableVec3 axis = new MutableVec3();
            int bestA = -1;
            int bestB = -1;
            long best = 0;
            long bx = 0;
            long by = 0;
            long bz = 0;
            for (int i = 0; i < ha.edgeCount(); i++) {
                for (int j = 0; j < hb.edgeCount(); j++) {
                    if (!EdgePairAxis.candidateAxis(ws.a, i, ws.b, j, axis)) {
                        continue;
                    }
                    counts[1]++;
                    long d = EdgePairAxis.candidateSeparation(ws.a, i, ws.b, j, axis);
                    if (bestA < 0 || d > best) {
                        bestA = i;
                        bestB = j;
                        best = d;
                        bx = axis.x;
                        by = axis.y;
                        bz = axis.z;
                    }
                }
            }
            String at = "seed " + seed;
            assertEquals(expected.edgeA(), bestA, at);
            assertEquals(expected.edgeB(), bestB, at);
            if (bestA >= 0) {
                counts[0]++;
                assertEquals(expected.separation(), best, at);
                assertEquals(expected.axisX(), bx, at);
                assertEquals(expected.axisY(), by, at);
                assertEquals(expected.axisZ(), bz, at);
            }
        });
        // the comparison must see real pairs, not only empty queries
        assertTrue(counts[0] > 100, "scenes with an edge pair: " + counts[0]);
        assertTrue(counts[1] > 1000, "candidate pairs: " + counts[1]);
    }
}
