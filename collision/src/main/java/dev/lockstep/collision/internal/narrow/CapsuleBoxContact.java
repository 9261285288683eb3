package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Capsule (A) vs a centred box hull (B, {@link BoxFeatures}) in closed form, without GJK (issue
 * 20): the segment is brought into the box's frame, and the separated, face and deep regimes of
 * {@link CapsuleHullContact} are decided by comparisons with the half extents and a SAT that uses
 * the box's symmetries, the apart regime by the exact closest points of segment and box. Taken by
 * {@link ContactDispatch} for every box. It gives the contact semantics and feature ids of the
 * general capsule-hull path ({@link CapsuleHullContact#collideGeneral}) and, everywhere but the
 * apart regime, its bits ({@code CapsuleBoxClosedFormProperties} checks both at every depth).
 *
 * <p>The regimes, in the order they are decided:
 * <ol>
 *   <li><b>Separated by a face plane</b>: the face separations {@code s_f = min(n_f.s0, n_f.s1) -
 *       offset_f} are exactly {@code min(+-s0_k, +-s1_k) - h_k} (a box normal is {@code +-ONE} on
 *       one axis, so the general path's rounded dot is exact); the best face is the largest, ties to
 *       the lowest index. Beyond {@code r + contactDistance} (plus the general path's margin): no
 *       point.</li>
 *   <li><b>Face contact</b> ({@code s_F > 0}, the segment clipped to {@code F} lies within the
 *       general path's slack of the bound): the general path's clipped points, computed by its own
 *       clip ({@link CapsuleHullContact#clipAgainstFace}).</li>
 *   <li><b>Deep</b> ({@code s_F <= 0} and a point of the core segment lies inside the box by at
 *       least {@link CapsuleHullContact#BOX_DEEP_MARGIN} on every axis): GJK would report the cores
 *       overlapping (see {@link CapsuleHullContact#BOX_DEEP_MARGIN}), so the deep SAT decides, here
 *       in closed form ({@link CapsuleBoxSat}), and the general path's deep contact
 *       ({@link CapsuleHullContact#deep}) builds the manifold from its result.</li>
 *   <li><b>Apart</b> (the core segment outside the box by more than
 *       {@link ContactConstants#GJK_CONFIRM_DISTANCE}: it hangs over an edge or a corner within
 *       reach): the exact closest points of the segment and the box
 *       ({@link SegmentBoxClosestPoints}) in place of GJK's, with the general path's semantics
 *       for them (reference-face clip, else one point). This is the one regime that is not the
 *       general path's bits: GJK's closest points carry its own rounding, and where several
 *       closest pairs exist it stops at another one; {@code CapsuleBoxClosedFormProperties}
 *       checks it against the exact oracle and against GJK.</li>
 *   <li>Otherwise (the core segment grazes or crosses the surface, or the coordinates exceed
 *       {@code 2^28} units): the general path, whose GJK and SAT decide.</li>
 * </ol>
 * {@code NarrowScratch.capsuleBoxRegime} records which regime answered (for the tests).
 */
final class CapsuleBoxContact {
    private CapsuleBoxContact() {
    }

    /** The regime the last query of this thread's workspace ended in (tests count them). */
    static final int FACE_SEPARATED = 0;
    static final int FACE_CONTACT = 1;
    static final int DEEP = 2;
    static final int GENERAL = 3;
    static final int APART = 4;
    static final int APART_FACE = 5;

    /**
     * Coordinates at or beyond {@code 2^60} raw (2^28 units) skip the deep test's slab clip (its
     * differences could overflow); such poses take the general path.
     */
    private static final long SLAB_COORDINATE_LIMIT = 1L << 60;

    static int collide(Capsule a, Transform ta, ConvexHull b, BoxFeatures box, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold outManifold) {
        ContactMath.checkContactDistance(contactDistance);
        outManifold.reset();
        // the segment in world and in the box's frame, as the general path forms it
        CapsuleHullContact.placeSegment(a, ta, tb, ws);
        MutableVec3 s0 = ws.hullA;
        MutableVec3 s1 = ws.hullB;

        ws.capsuleFaceClosedForm = false;
        int bestFace = bestFace(box, s0, s1, ws);
        long faceSeparation = ws.satFaceSeparation;
        if (faceSeparation > 0) {
            if (CapsuleHullContact.beyondFace(faceSeparation, a.radius(), contactDistance)) {
                ws.capsuleBoxRegime = FACE_SEPARATED;
                return 0;
            }
            if (CapsuleHullContact.faceContact(a, b, box, bestFace, faceSeparation, ta, tb, contactDistance, ws, outManifold)) {
                ws.capsuleFaceClosedForm = true;
                ws.capsuleBoxRegime = FACE_CONTACT;
                return outManifold.pointCount();
            }
        } else if (coreDeepInBox(box, s0, s1)) {
            CapsuleBoxSat.run(b, box, bestFace, faceSeparation, ws);
            ws.capsuleBoxRegime = DEEP;
            return CapsuleHullContact.deep(a, ta, b, box, tb, contactDistance, ws, outManifold);
        }
        outManifold.reset();
        if (!far(s0) && !far(s1)) {
            int n = apart(a, ta, b, box, tb, contactDistance, ws, outManifold);
            if (n >= 0) {
                return n;
            }
            outManifold.reset();
        }
        ws.capsuleBoxRegime = GENERAL;
        return CapsuleHullContact.collide(a, ta, b, tb, contactDistance, ws, outManifold);
    }

    /**
     * The contact of a core segment that is apart from the box ({@link SegmentBoxClosestPoints}),
     * as the general path's GJK branch forms it: no point beyond the contact distance; the
     * reference face (the box face whose normal is within the parallel cone of the normal) with the
     * segment clipped to it when its deepest point is within {@link ContactConstants#CLIP_DEPTH_TOLERANCE}
     * of the distance; else one point (capsule witness the core point pushed out by the radius along
     * the normal, box witness the closest box point, feature ids of the closest features). Returns
     * -1, leaving the query to the general path, when the core distance is within
     * {@link ContactConstants#GJK_CONFIRM_DISTANCE} (touching or crossing the surface: there the
     * general path's GJK and SAT decide between apart and deep).
     */
    private static int apart(Capsule a, Transform ta, ConvexHull b, BoxFeatures box, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold out) {
        MutableVec3 s0 = ws.hullA;
        MutableVec3 s1 = ws.hullB;
        long t = SegmentBoxClosestPoints.parameter(box, s0, s1);
        long px = t == Fixed.ONE ? s1.x : s0.x + Fixed.mul(s1.x - s0.x, t);
        long py = t == Fixed.ONE ? s1.y : s0.y + Fixed.mul(s1.y - s0.y, t);
        long pz = t == Fixed.ONE ? s1.z : s0.z + Fixed.mul(s1.z - s0.z, t);
        long hx = box.halfExtent(0);
        long hy = box.halfExtent(1);
        long hz = box.halfExtent(2);
        long qx = Math.max(-hx, Math.min(hx, px));
        long qy = Math.max(-hy, Math.min(hy, py));
        long qz = Math.max(-hz, Math.min(hz, pz));
        long coreDistance = Fixed.length3(qx - px, qy - py, qz - pz);
        if (coreDistance <= ContactConstants.GJK_CONFIRM_DISTANCE) {
            return -1;
        }
        ws.capsuleBoxRegime = APART;
        long depth = Fixed.sub(a.radius(), coreDistance);
        if (depth < -contactDistance) {
            return 0;
        }
        // the normal from the capsule into the box, box frame
        MutableVec3 n = ws.uB;            // not touched by the clip below
        VecMath.normalizeInto(qx - px, qy - py, qz - pz, n);
        int face = referenceFace(box, n);
        if (face >= 0 && CapsuleHullContact.clipAgainstFace(a, b, box, face, tb, ta, contactDistance, ws, out) > 0
                && CapsuleHullContact.deepest(out) >= Fixed.sub(depth, ContactConstants.CLIP_DEPTH_TOLERANCE)) {
            ws.capsuleBoxRegime = APART_FACE;
            return out.pointCount();
        }
        out.reset();
        long r = a.radius();
        long wx = Fixed.add(px, Fixed.mul(r, n.x));
        long wy = Fixed.add(py, Fixed.mul(r, n.y));
        long wz = Fixed.add(pz, Fixed.mul(r, n.z));
        tb.applyToVectorInto(n.x, n.y, n.z, ws.t1);
        ContactMath.setUnitNormal(ws.t1.x, ws.t1.y, ws.t1.z, ws.normal, out);
        tb.applyToPointInto(wx, wy, wz, ws.coreA);
        tb.applyToPointInto(qx, qy, qz, ws.coreB);
        long feature = FeatureId.of(t == 0 ? FeatureId.VERTEX : t == Fixed.ONE ? FeatureId.VERTEX : FeatureId.EDGE,
                t == Fixed.ONE ? 1 : 0, 0, 0) | boxFeature(b, box, px >= hx || px <= -hx, py >= hy || py <= -hy,
                        pz >= hz || pz <= -hz, qx, qy, qz);
        ContactMath.addWitnessPointLocalB(out, ws.coreA, ws.coreB, qx, qy, qz, depth, feature, ta, ws.local);
        return 1;
    }

    /**
     * Returns the box face the general path's {@code referenceFace} takes for box-frame unit normal
     * {@code n} (capsule to box): the face whose outward normal is most anti-parallel to it (ties:
     * lowest index), when {@code 1 - cos^2 <= PARALLEL_SINE_SQUARED}; else -1.
     */
    private static int referenceFace(BoxFeatures box, MutableVec3 n) {
        int best = -1;
        long bestCos = 0;
        for (int f = 0; f < 6; f++) {
            int k = box.faceAxis(f);
            long c = box.faceSign(f) > 0 ? -(k == 0 ? n.x : k == 1 ? n.y : n.z) : (k == 0 ? n.x : k == 1 ? n.y : n.z);
            if (c > bestCos) {
                best = f;
                bestCos = c;
            }
        }
        if (best < 0 || Fixed.mulSubMul(Fixed.ONE, Fixed.ONE, bestCos, bestCos) > ContactConstants.PARALLEL_SINE_SQUARED) {
            return -1;
        }
        return best;
    }

    /**
     * Returns B's half of the feature id of box point {@code q}, on its bounds (clamped to them or
     * exactly there) on the axes flagged: three
     * axes a {@code VERTEX} (index bits 4 = +x, 2 = +y, 1 = +z), two the {@code EDGE} along the
     * free axis at those signs, one the {@code FACE} (as {@link SimplexFeatures} names GJK's
     * supports of such a point).
     */
    private static long boxFeature(ConvexHull b, BoxFeatures box, boolean cx, boolean cy, boolean cz, long qx, long qy,
            long qz) {
        int clamped = (cx ? 1 : 0) + (cy ? 1 : 0) + (cz ? 1 : 0);
        if (clamped == 1) {
            int k = cx ? 0 : cy ? 1 : 2;
            long c = cx ? qx : cy ? qy : qz;
            return FeatureId.of(FeatureId.NONE, 0, FeatureId.FACE, box.face(k, c > 0 ? 1 : -1));
        }
        int v = (qx > 0 ? 4 : 0) | (qy > 0 ? 2 : 0) | (qz > 0 ? 1 : 0);
        if (clamped == 3) {
            return FeatureId.of(FeatureId.NONE, 0, FeatureId.VERTEX, v);
        }
        int free = !cx ? 0 : !cy ? 1 : 2;
        int w = v | 4 >> free;
        v &= ~(4 >> free);
        return FeatureId.of(FeatureId.NONE, 0, FeatureId.EDGE, SimplexFeatures.edgeIndex(b, v, w));
    }

    /**
     * Returns the face with the largest {@code min(n.s0, n.s1) - offset} (ties: lowest index) and
     * leaves the separation in {@code ws.satFaceSeparation}: the general path's values, since
     * {@code n_f . s} with {@code n_f = +-ONE} on axis {@code k} is exactly {@code +-s_k}.
     */
    private static int bestFace(BoxFeatures box, MutableVec3 s0, MutableVec3 s1, NarrowScratch ws) {
        int best = 0;
        long bestSep = 0;
        for (int f = 0; f < 6; f++) {
            int k = box.faceAxis(f);
            long c0 = k == 0 ? s0.x : k == 1 ? s0.y : s0.z;
            long c1 = k == 0 ? s1.x : k == 1 ? s1.y : s1.z;
            long low = box.faceSign(f) > 0 ? Math.min(c0, c1) : Math.min(-c0, -c1);
            long sep = Fixed.sub(low, box.halfExtent(k));
            if (f == 0 || sep > bestSep) {
                best = f;
                bestSep = sep;
            }
        }
        ws.satFaceSeparation = bestSep;
        return best;
    }

    /**
     * True when a point of the box-frame core segment lies inside the box by at least
     * {@link CapsuleHullContact#BOX_DEEP_MARGIN} on every axis. The ends and the midpoint are tried
     * first; then a point in the middle of the segment's clipped part (slab test against the
     * shrunk box, fractions rounded by {@link Fixed#divClamped}). Whatever the candidate, the
     * verdict is the exact comparison of a point within 1 ulp of the segment with the shrunk half
     * extents, which the margin absorbs, so a rounded fraction can only miss a deep pose (it then
     * takes the general path), never admit a shallow one.
     */
    static boolean coreDeepInBox(BoxFeatures box, MutableVec3 s0, MutableVec3 s1) {
        long hx = box.halfExtent(0) - CapsuleHullContact.BOX_DEEP_MARGIN;
        long hy = box.halfExtent(1) - CapsuleHullContact.BOX_DEEP_MARGIN;
        long hz = box.halfExtent(2) - CapsuleHullContact.BOX_DEEP_MARGIN;
        if (hx < 0 || hy < 0 || hz < 0) {
            return false;
        }
        if (inside(s0.x, s0.y, s0.z, hx, hy, hz) || inside(s1.x, s1.y, s1.z, hx, hy, hz)
                || inside((s0.x >> 1) + (s1.x >> 1), (s0.y >> 1) + (s1.y >> 1), (s0.z >> 1) + (s1.z >> 1), hx, hy, hz)) {
            return true;
        }
        if (far(s0) || far(s1)) {
            return false;
        }
        long enter = 0;
        long exit = Fixed.ONE;
        for (int k = 0; k < 3 && enter <= exit; k++) {
            long o = k == 0 ? s0.x : k == 1 ? s0.y : s0.z;
            long d = (k == 0 ? s1.x : k == 1 ? s1.y : s1.z) - o;
            long h = k == 0 ? hx : k == 1 ? hy : hz;
            if (d == 0) {
                if (o > h || o < -h) {
                    return false;
                }
            } else if (d > 0) {
                enter = Math.max(enter, Fixed.divClamped(-h - o, d, Fixed.ONE));
                exit = Math.min(exit, Fixed.divClamped(h - o, d, Fixed.ONE));
            } else {
                enter = Math.max(enter, Fixed.divClamped(o - h, -d, Fixed.ONE));
                exit = Math.min(exit, Fixed.divClamped(o + h, -d, Fixed.ONE));
            }
        }
        if (enter > exit) {
            return false;
        }
        long t = (enter + exit) >>> 1;
        return inside(s0.x + Fixed.mulDiv(s1.x - s0.x, t, Fixed.ONE), s0.y + Fixed.mulDiv(s1.y - s0.y, t, Fixed.ONE),
                s0.z + Fixed.mulDiv(s1.z - s0.z, t, Fixed.ONE), hx, hy, hz);
    }

    private static boolean far(MutableVec3 p) {
        return Math.abs(p.x) >= SLAB_COORDINATE_LIMIT || Math.abs(p.y) >= SLAB_COORDINATE_LIMIT
                || Math.abs(p.z) >= SLAB_COORDINATE_LIMIT;
    }

    private static boolean inside(long x, long y, long z, long hx, long hy, long hz) {
        return x <= hx && x >= -hx && y <= hy && y >= -hy && z <= hz && z >= -hz;
    }
}
