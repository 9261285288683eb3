package dev.lockstep.collision.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The SAT the uncached contact runs ({@link HullHullSat#runForContact}, B's faces deferred by
 * {@link PlacedHull#loadTransformedDeferred}) against the scanning SAT, the reference: the same
 * kind, and bit for bit the same fields the contact reads (A's face query; B's when its face is
 * chosen or separates; the edge pair, separation and axis when an edge pair is chosen or
 * separates). On the scenes of {@link EdgeWalkProperties}, with early outs. Coverage: every
 * kind occurs, and the flip-flop floors of {@link FaceQuery#runClimbingAbove} and
 * {@link EdgeQuery#runWalkAbove} did leave B's face and the edge pair different from the full
 * queries' where they lose (so the floors were exercised).
 */
class SatForContactProperties {
    private static final long ONE = Fixed.ONE;

    @Test
    void issue4_satForContact_equalsScanningSat_whereTheContactReadsIt() {
        long[] kinds = new long[4];
        long[] floorSkipped = new long[1];
        long[] faceFloorSkipped = new long[1];
        qt().withFixedSeed(0x5A7_C047_AC7L).withExamples(250).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            ConvexHull ha = EdgeWalkProperties.hull(r);
            ConvexHull hb = EdgeWalkProperties.hull(r);
            Transform ta = EdgeWalkProperties.pose(r, ONE);
            Transform tb = EdgeWalkProperties.pose(r, 2 * ONE);
            for (long stop : new long[] {Long.MAX_VALUE, 0, ONE / 16, ONE / 2}) {
                SatWorkspace scan = new SatWorkspace();
                SatWorkspace fast = new SatWorkspace();
                scan.relative.setFrom(ta, tb);
                fast.relative.setFrom(ta, tb);
                scan.a.loadIdentity(ha);
                fast.a.loadIdentity(ha);
                scan.b.loadTransformed(hb, scan.relative);
                fast.b.loadTransformedDeferred(hb, fast.relative);
                int k1 = HullHullSat.runScanning(scan, stop);
                int k2 = HullHullSat.runForContact(fast, stop);
                String at = "seed " + seed + " stop " + stop;
                assertEquals(k1, k2, at);
                kinds[k1]++;
                assertEquals(scan.faceA.separating, fast.faceA.separating, at);
                assertEquals(scan.faceA.face, fast.faceA.face, at);
                assertEquals(scan.faceA.separation, fast.faceA.separation, at);
                if (scan.faceA.separating) {
                    continue;
                }
                assertEquals(scan.faceB.separating, fast.faceB.separating, at);
                if (k1 == HullHullSat.FACE_B || scan.faceB.separating) {
                    assertEquals(scan.faceB.face, fast.faceB.face, at);
                    assertEquals(scan.faceB.separation, fast.faceB.separation, at);
                } else if (scan.faceB.face != fast.faceB.face) {
                    faceFloorSkipped[0]++;
                }
                if (scan.faceB.separating) {
                    continue;
                }
                assertEquals(scan.edge.separating, fast.edge.separating, at);
                if (k1 == HullHullSat.EDGE || scan.edge.separating) {
                    assertEquals(scan.edge.edgeA, fast.edge.edgeA, at);
                    assertEquals(scan.edge.edgeB, fast.edge.edgeB, at);
                    assertEquals(scan.edge.separation, fast.edge.separation, at);
                    assertEquals(scan.edge.axisX, fast.edge.axisX, at);
                    assertEquals(scan.edge.axisY, fast.edge.axisY, at);
                    assertEquals(scan.edge.axisZ, fast.edge.axisZ, at);
                } else if (scan.edge.edgeA != fast.edge.edgeA || scan.edge.edgeB != fast.edge.edgeB) {
                    floorSkipped[0]++;
                }
            }
        });
        assertTrue(kinds[HullHullSat.SEPARATED] > 60 && kinds[HullHullSat.FACE_A] > 30 && kinds[HullHullSat.FACE_B] > 30
                && kinds[HullHullSat.EDGE] > 10, "separated/faceA/faceB/edge " + Arrays.toString(kinds));
        assertTrue(floorSkipped[0] > 30, "face outcomes whose edge fields the floor changed: " + floorSkipped[0]);
        assertTrue(faceFloorSkipped[0] > 30, "outcomes whose B face the floor changed: " + faceFloorSkipped[0]);
    }
}
