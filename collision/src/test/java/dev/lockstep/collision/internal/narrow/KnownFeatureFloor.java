package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.internal.sat.HullHullSat;
import dev.lockstep.collision.internal.sat.KnownFeatureSat;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.HullHullWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Transform;

/**
 * The floor of any same-bit pair cache on a sequence of poses (issue 20, "3x cached"): the
 * manifold built from the winning feature known for free (recorded per pose from the uncached
 * query, with the support it found as the climb's start), without any SAT search. What is left:
 * the relative pose, B's placement as the uncached query places it (vertices, then normals), the
 * winning feature's value at the pose, the contact (incident face, clip, keep, reduce, or the
 * edge contact) and the output. A measurement aid, not a route of the library; the constructor
 * checks that it gives the uncached bits on every pose.
 */
public final class KnownFeatureFloor {
    private final ConvexHull a;
    private final ConvexHull b;
    private final Transform ta;
    private final Transform[] tb;
    private final boolean swapped;
    private final int[] kind;
    private final int[] feature1;
    private final int[] feature2;
    private final int[] start;
    private final KnownFeatureSat decide = new KnownFeatureSat();

    /** Records the winning features of the uncached query on every pose {@code tb[k]}, contact distance 0. */
    public KnownFeatureFloor(ConvexHull a, Transform ta, ConvexHull b, Transform[] tb, HullHullWorkspace ws) {
        this.swapped = HullHullContact.canonicalOrder(a, b) > 0;
        this.a = swapped ? b : a;
        this.b = swapped ? a : b;
        this.ta = ta;
        this.tb = tb.clone();
        int n = tb.length;
        kind = new int[n];
        feature1 = new int[n];
        feature2 = new int[n];
        start = new int[n];
        ContactManifold expected = new ContactManifold();
        ContactManifold actual = new ContactManifold();
        for (int k = 0; k < n; k++) {
            HullHullContact.collide(a, ta, b, tb[k], 0, ws, null, expected);
            SatWorkspace sat = ((HullHullScratch) ws).sat;
            if (swapped) {
                sat.relative.setFrom(tb[k], ta);
            } else {
                sat.relative.setFrom(ta, tb[k]);
            }
            sat.a.loadIdentity(this.a);
            sat.b.loadTransformedDeferred(this.b, sat.relative);
            kind[k] = HullHullSat.runForContact(sat, 0);
            feature1[k] = KnownFeatureSat.feature1(sat, kind[k]);
            feature2[k] = KnownFeatureSat.feature2(sat, kind[k]);
            start[k] = KnownFeatureSat.support(sat, kind[k]);
            collide(k, ws, actual);
            if (!actual.sameBits(expected)) {
                throw new IllegalStateException("floor differs from the uncached query at pose " + k + ":\n" + actual
                        + "\nuncached " + expected);
            }
        }
    }

    /** Returns how many poses have a contact of {@code kindWanted} ({@code HullHullSat} kinds). */
    public int count(int kindWanted) {
        int c = 0;
        for (int k : kind) {
            c += k == kindWanted ? 1 : 0;
        }
        return c;
    }

    /** The manifold of pose {@code k} from its known feature, into {@code out}; returns the point count. */
    public int collide(int k, HullHullWorkspace ws, ContactManifold out) {
        out.reset();
        Transform tA = swapped ? tb[k] : ta;
        Transform tB = swapped ? ta : tb[k];
        SatWorkspace sat = ((HullHullScratch) ws).sat;
        sat.relative.setFrom(tA, tB);
        sat.a.loadIdentity(a);
        sat.b.loadTransformedDeferred(b, sat.relative);
        sat.b.placeDeferredFaces();
        int kd = kind[k];
        if (kd == HullHullSat.SEPARATED) {
            return 0;
        }
        decide.decide(sat, kd, feature1[k], feature2[k], start[k]);
        if (kd == HullHullSat.EDGE) {
            HullEdgeContact.edgeContact(ws);
        } else {
            HullFaceContact.faceContact(ws, kd == HullHullSat.FACE_A, 0);
        }
        SeparatedHullContact.confirm(ws, kd, 0);
        int n = HullHullContact.emit(ws, tA, out);
        if (swapped) {
            out.swapAB();
        }
        return n;
    }

    /** Returns the placement-only part of {@link #collide} (relative pose, A, B with its normals). */
    public int place(int k, HullHullWorkspace ws) {
        Transform tA = swapped ? tb[k] : ta;
        Transform tB = swapped ? ta : tb[k];
        SatWorkspace sat = ((HullHullScratch) ws).sat;
        sat.relative.setFrom(tA, tB);
        sat.a.loadIdentity(a);
        sat.b.loadTransformedDeferred(b, sat.relative);
        sat.b.placeDeferredFaces();
        return sat.b.vertexCount();
    }
}
