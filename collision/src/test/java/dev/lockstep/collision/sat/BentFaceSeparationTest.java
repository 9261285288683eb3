package dev.lockstep.collision.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.Gjk;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.HullHullContact;
import dev.lockstep.collision.narrow.HullHullWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Regression for the edge query on bent faces (issue 4; {@link EdgeQuery#checkedSeparation}): a
 * face merged from nearly coplanar triangles is not perpendicular to its edges, so the Gauss-map
 * predicate accepted an edge pair off the Minkowski faces whose computed separation was above
 * the true one along its axis, and above the hulls' true distance: a contact distance between
 * the two made the SAT answer "separated" and lost the (speculative) contact. Scene: the
 * {@link EdgeWalkProperties} hulls and poses, hull coordinates and translations scaled by
 * {@code 2^(0..8)}; a search of 30,000 such scenes (12,522 with a bent hull, 2026-11-23) found 4
 * where the check changes the edge query's answer, in each the unchecked one above the GJK
 * distance (0.278 against 0.120 units here, 1.157 against 0.962, 13.055 against 13.037, 20.475
 * against 20.321). This is the first.
 */
class BentFaceSeparationTest {
    private static final long ONE = Fixed.ONE;
    private static final long SEED = 15658L;

    @Test
    void issue4_offFacePairOnABentFace_doesNotOverstateTheSeparation() {
        Random r = new Random(SEED);
        int shift = r.nextInt(9);
        ConvexHull ha = ArcBoundProperties.scaled(EdgeWalkProperties.hull(r), shift);
        ConvexHull hb = ArcBoundProperties.scaled(EdgeWalkProperties.hull(r), shift);
        Transform ta = scaled(EdgeWalkProperties.pose(r, ONE), shift);
        Transform tb = scaled(EdgeWalkProperties.pose(r, 2 * ONE), shift);
        assertTrue(ha.queryIndex().bentFaces().length + hb.queryIndex().bentFaces().length > 0, "a bent face");

        DistanceResult gjk = new DistanceResult();
        Gjk.distance(ha, ta, hb, tb, new GjkWorkspace(), gjk);
        long distance = gjk.distance();
        assertEquals(0.120, Fixed.toDoubleForDisplay(distance), 0.001, "the hulls' distance (GJK)");

        // the pair: its computed separation is far above the true separation along its own axis
        SatWorkspace ws = new SatWorkspace();
        RelativeTransform.computeInto(ta, tb, ws.relative);
        ws.a.loadIdentity(ha);
        ws.b.loadTransformed(hb, ws.relative);
        EdgeQuery q = new EdgeQuery();
        q.prepareWalk(ws.a, ws.b);
        MutableVec3 axis = new MutableVec3();
        int[] partners = new int[hb.edgeCount()];
        long rawMax = Long.MIN_VALUE;
        long checkedAtRawMax = 0;
        BigInteger trueAtRawMax = null;
        for (int i = 0; i < ha.edgeCount(); i++) {
            int n = q.arcPairsBruteForce(ws.a, ws.b, i, partners);
            for (int k = 0; k < n; k++) {
                int j = partners[k];
                if (!EdgeQuery.pairAxis(ws.a, i, ws.b, j, axis)) {
                    continue;
                }
                long d = ArcBoundProperties.rawSeparation(ws, i, j, axis);
                if (d > rawMax) {
                    rawMax = d;
                    checkedAtRawMax = EdgeQuery.checkedSeparation(ws.a, i, ws.b, j, axis, d);
                    trueAtRawMax = ArcBoundProperties.trueSeparation(ws, axis);
                }
            }
        }
        assertEquals(0.278, Fixed.toDoubleForDisplay(rawMax), 0.001, "the pair's computed separation");
        assertTrue(rawMax > distance, "above the distance: an overstatement");
        assertEquals(trueAtRawMax.shiftRight(31).add(BigInteger.ONE).shiftRight(1).longValueExact(), checkedAtRawMax,
                "held to round(S), S its true separation along the axis");
        assertTrue(checkedAtRawMax <= distance, "a separation along a valid axis is at most the distance");

        // the SAT with a contact distance between the two: not separated, every path
        long contactDistance = ONE / 5;
        for (int path = 0; path < 3; path++) {
            SatWorkspace w = new SatWorkspace();
            RelativeTransform.computeInto(ta, tb, w.relative);
            w.a.loadIdentity(ha);
            w.b.loadTransformedDeferred(hb, w.relative);
            int kind = path == 0 ? HullHullSat.runScanning(w, contactDistance)
                    : path == 1 ? HullHullSat.runWalking(w, contactDistance) : HullHullSat.runForContact(w, contactDistance);
            assertNotEquals(HullHullSat.SEPARATED, kind, "path " + path);
        }
        // and the contact is generated (speculative: the hulls are 0.12 apart)
        ContactManifold m = new ContactManifold();
        assertTrue(HullHullContact.collide(ha, ta, hb, tb, contactDistance, new HullHullWorkspace(), null, m) > 0,
                "the speculative contact");
    }

    private static Transform scaled(Transform t, int shift) {
        return Transform.of(t.rotation(), ArcBoundProperties.shift(t.translation(), shift));
    }
}
