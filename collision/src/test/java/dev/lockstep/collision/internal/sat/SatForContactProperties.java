package dev.lockstep.collision.internal.sat;

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
                assertEquals(scan.faceA.result().separating(), fast.faceA.result().separating(), at);
                assertEquals(scan.faceA.result().face(), fast.faceA.result().face(), at);
                assertEquals(scan.faceA.result().separation(), fast.faceA.result().separation(), at);
                if (scan.faceA.result().separating()) {
                    continue;
                }
                assertEquals(scan.faceB.result().separating(), fast.faceB.result().separating(), at);
                if (k1 == HullHullSat.FACE_B || scan.faceB.result().separating()) {
                    assertEquals(scan.faceB.result().face(), fast.faceB.result().face(), at);
                    assertEquals(scan.faceB.result().separation(), fast.faceB.result().separation(), at);
                } else if (scan.faceB.result().face() != fast.faceB.result().face()) {
                    faceFloorSkipped[0]++;
                }
                if (scan.faceB.result().separating()) {
                    continue;
                }
                assertEquals(scan.edge.result().separating(), fast.edge.result().separating(), at);
                if (k1 == HullHullSat.EDGE || scan.edge.result().separating()) {
                    assertEquals(scan.edge.result().edgeA(), fast.edge.result().edgeA(), at);
                    assertEquals(scan.edge.result().edgeB(), fast.edge.result().edgeB(), at);
                    assertEquals(scan.edge.result().separation(), fast.edge.result().separation(), at);
                    assertEquals(scan.edge.result().axisX(), fast.edge.result().axisX(), at);
                    assertEquals(scan.edge.result().axisY(), fast.edge.result().axisY(), at);
                    assertEquals(scan.edge.result().axisZ(), fast.edge.result().axisZ(), at);
                } else if (scan.edge.result().edgeA() != fast.edge.result().edgeA() || scan.edge.result().edgeB() != fast.edge.result().edgeB()) {
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
