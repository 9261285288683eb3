package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.CollisionTolerances;
import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.internal.gjk.GjkLoop;
import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Capsule (A) vs convex hull (B) (seed 001, "Capsule vs Hull": shallow and deep penetration,
 * deep face and edge contact, "Capsule vs Hull: Stacking / Clipping"), one or two points. The
 * geometry runs in the hull's frame: the capsule's world segment is brought into it once.
 *
 * <h2>Closed-form face contact (no GJK)</h2>
 * The face {@code F} of largest separation {@code s_F = min(n_F.s0, n_F.s1) - offset_F} (ties:
 * lowest index) bounds the segment-hull distance from below. If {@code s_F > 0}: beyond
 * {@code r + contactDistance} (plus the rounding margin) there is no contact; otherwise the segment
 * is clipped against {@code F}'s side planes (below), and if the lowest clipped point lies at most
 * {@code 16 + (s_F >> 14)} raw above the bound, the true distance is pinned between the two and the
 * closest point lies on {@code F} (or within about 0.6 degrees of its normal), so the clipped
 * points are the answer: the reference face and points the GJK path below would choose, without
 * the iterations. Otherwise (the segment's low end hangs beyond the face, or {@code s_F <= 0})
 * the GJK path decides.
 *
 * <h2>Shallow (the inner segment is outside the hull)</h2>
 * {@link Gjk#distance} between the capsule (core segment) and the hull. Then the <b>reference
 * face</b> is searched: the face whose outward normal is most anti-parallel to the contact normal
 * (ties: lowest index), accepted when {@code 1 - (n_f . -n)^2 <=}
 * {@link ContactConstants#PARALLEL_SINE_SQUARED}. With one, the segment is clipped against the
 * face's side planes (below) and the clipped points give the manifold; points deeper than
 * {@code -contactDistance} survive. If none does, if the deepest survivor is shallower than GJK's
 * depth by more than {@link ContactConstants#CLIP_DEPTH_TOLERANCE} (the closest point was beyond
 * the face), or if no face is parallel, GJK's single point is used (depth {@code -distance}, GJK's
 * normal and witnesses, simplex feature ids). GJK core distances up to
 * {@link ContactConstants#GJK_CONFIRM_DISTANCE} are confirmed by SAT first.
 *
 * <h2>Deep (GJK reports the segment touching or inside the hull)</h2>
 * SAT in the hull's frame over the face normals ({@code sep_f = min(n_f.s0, n_f.s1) - offset_f})
 * and the cross products {@code u x d_k} of the segment direction with every hull edge (both
 * orientations; {@code sep = min over the segment - max over the hull} along the axis; axes whose
 * squared sine is below {@code PARALLEL_SINE_SQUARED} are skipped, and so are edges not on the
 * hull's supporting side along the axis, since parallel edges share one axis). The largest separation wins,
 * ties to the lowest index; an edge axis must beat the best face by more than
 * {@link ContactConstants#FACE_PREFERENCE} (seed 001's flip-flop bias).
 * <ul>
 *   <li><b>Face</b>: clip the segment against the face's side planes; each clipped point {@code q}
 *       gets depth {@code r - (n_f.q - offset_f)}, hull witness its projection onto the face (kept
 *       as B's local witness, exactly), capsule witness {@code q - n_f r}; normal {@code -R_B n_f}.
 *       If clipping leaves nothing, the deeper segment end projected onto the face is used.</li>
 *   <li><b>Edge</b>: the closest points of the segment and the hull edge
 *       ({@link SegmentClosestPoints}); normal minus the axis (A to B), depth {@code r - sep}.</li>
 * </ul>
 *
 * <h2>Clipping and feature ids</h2>
 * The side plane of face edge {@code v_i -> v_j} has normal {@code (v_j - v_i) x n_f} (outward for
 * the counter-clockwise loop); the segment parameter interval {@code [t0, t1]} is cut at each plane
 * with {@code t = d0 / (d0 - d1)} (one {@link Fixed#mulDiv}, used for ordering), and a cut end is
 * placed at {@code s0 + (s1 - s0) d0 / (d0 - d1)} (one {@code mulDiv} per component). A point that is a segment end keeps
 * A {@code VERTEX 0/1} and B {@code FACE f}; a point cut by a side plane is A {@code EDGE 0} and B
 * {@code EDGE k} (the hull edge of that side), so the two points of a manifold never share an id.
 */
public final class CapsuleHullContact {
    private CapsuleHullContact() {
    }

    /**
     * Resets {@code outManifold} and fills it with the contact of capsule {@code a} and hull
     * {@code b}, normal from the capsule to the hull; returns the number of points (0, 1 or 2).
     *
     * @throws IllegalArgumentException if {@code contactDistance < 0}, or if the shapes are farther
     *     apart than GJK's working bound
     */
    public static int collide(Capsule a, Transform ta, ConvexHull b, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold outManifold) {
        return collideGeneral(a, ta, b, tb, contactDistance, ws, outManifold);
    }

    /** The general path (every hull, boxes too): what the closed forms' tests compare with. */
    static int collideGeneral(Capsule a, Transform ta, ConvexHull b, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold outManifold) {
        ContactMath.checkContactDistance(contactDistance);
        outManifold.reset();
        placeSegment(a, ta, tb, ws);
        MutableVec3 s0 = ws.hullA;
        MutableVec3 s1 = ws.hullB;

        // ---- closed-form face contact: the face of largest separation, the segment clipped to it
        ws.capsuleFaceClosedForm = false;
        int bestFace = bestFace(b, s0, s1, ws);
        long faceSeparation = ws.satFaceSeparation;
        if (faceSeparation > 0) {
            if (beyondFace(faceSeparation, a.radius(), contactDistance)) {
                return 0;
            }
            if (faceContact(a, b, null, bestFace, faceSeparation, ta, tb, contactDistance, ws, outManifold)) {
                ws.capsuleFaceClosedForm = true;
                return outManifold.pointCount();
            }
            outManifold.reset();
        }

        DistanceResult r = ws.distance;
        GjkLoop.distance(a, ta, b, tb, ws.gjk, r);
        boolean deep = r.coresOverlap();
        if (!deep && r.coreDistance() <= ContactConstants.GJK_CONFIRM_DISTANCE) {
            sat(b, ws);
            deep = Math.max(ws.satFaceSeparation, ws.satEdge >= 0 ? ws.satEdgeSeparation : Long.MIN_VALUE) < 0;
        }
        if (!deep) {
            long depth = Fixed.neg(r.distance());
            if (depth < -contactDistance) {
                return 0;
            }
            int face = referenceFace(b, r, tb, ws);
            if (face >= 0 && clipAgainstFace(a, b, null, face, tb, ta, contactDistance, ws, outManifold) > 0
                    && deepest(outManifold) >= Fixed.sub(depth, ContactConstants.CLIP_DEPTH_TOLERANCE)) {
                return outManifold.pointCount();
            }
            outManifold.reset();
            ContactMath.setUnitNormal(r.normalX(), r.normalY(), r.normalZ(), ws.normal, outManifold);
            r.pointAInto(ws.coreA);
            r.pointBInto(ws.coreB);
            ContactMath.addWitnessPoint(outManifold, ws.coreA, ws.coreB, depth, SimplexFeatures.featureId(a, b, r),
                    ta, tb, ws.local);
            return 1;
        }
        sat(b, ws);
        return deep(a, ta, b, null, tb, contactDistance, ws, outManifold);
    }

    /**
     * Depth inside a box that makes a core point certainly deep, raw: {@code 2^24} (2^-8 units,
     * {@code LINEAR_SLOP << 2}), {@link CapsuleBoxContact}'s test for skipping GJK.
     * GJK's distance is within {@code 2^-10} of the truth for hull pairs (distance-contract.md),
     * far below this, and a point this deep has every SAT axis negative, so the general path
     * would take its deep branch; {@code CapsuleBoxDeepProperties} checks the bits.
     */
    public static final long BOX_DEEP_MARGIN = CollisionTolerances.LINEAR_SLOP << 2;

    /**
     * The capsule's segment in world ({@code ws.a0}, {@code ws.a1}) and in the hull's frame
     * ({@code ws.hullA}, {@code ws.hullB}): the placement every capsule-vs-hull route starts from.
     */
    static void placeSegment(Capsule a, Transform ta, Transform tb, NarrowScratch ws) {
        Vec3 p0 = a.p0();
        Vec3 p1 = a.p1();
        if (opposite(p0.x(), p1.x()) && opposite(p0.y(), p1.y()) && opposite(p0.z(), p1.z())) {
            // a core centred on A's origin (the usual capsule): R p1 = -(R p0) bit for bit, since each
            // dot rounds once, ties to even, which is odd; one rotation instead of two
            MutableVec3 r = ws.a1;
            ta.applyToVectorInto(p0.x(), p0.y(), p0.z(), r);
            ws.a0.set(Fixed.add(r.x, ta.px()), Fixed.add(r.y, ta.py()), Fixed.add(r.z, ta.pz()));
            r.set(Fixed.sub(ta.px(), r.x), Fixed.sub(ta.py(), r.y), Fixed.sub(ta.pz(), r.z));
        } else {
            ta.applyToPointInto(p0.x(), p0.y(), p0.z(), ws.a0);
            ta.applyToPointInto(p1.x(), p1.y(), p1.z(), ws.a1);
        }
        tb.inverseApplyToPointInto(ws.a0.x, ws.a0.y, ws.a0.z, ws.hullA);
        tb.inverseApplyToPointInto(ws.a1.x, ws.a1.y, ws.a1.z, ws.hullB);
    }

    /** True when {@code b == -a} (and {@code -a} does not wrap). */
    private static boolean opposite(long a, long b) {
        return b == -a && a != Long.MIN_VALUE;
    }

    /**
     * True when a face separating the core segment by {@code faceSeparation > 0} proves the capsule
     * beyond the contact distance: the face plane bounds the segment-hull distance from below (see
     * SphereHullContact), less a margin for the rounding of the placed segment.
     */
    static boolean beyondFace(long faceSeparation, long radius, long contactDistance) {
        return Fixed.sub(Fixed.sub(faceSeparation, radius), SEPARATION_MARGIN_FLOOR + (faceSeparation >> 28)) > contactDistance;
    }

    /**
     * The closed-form face contact: the segment clipped to face {@code bestFace}, kept when it has a
     * point and its deepest point is as deep as the face's separation says (else the caller goes on
     * to the general answer, with {@code outManifold} to be reset).
     */
    static boolean faceContact(Capsule a, ConvexHull b, BoxFeatures box, int bestFace, long faceSeparation, Transform ta,
            Transform tb, long contactDistance, NarrowScratch ws, ContactManifold outManifold) {
        return clipAgainstFace(a, b, box, bestFace, tb, ta, contactDistance, ws, outManifold) > 0
                && deepest(outManifold) >= Fixed.sub(Fixed.sub(a.radius(), faceSeparation), faceClipSlack(faceSeparation));
    }

    /** Floor of the separated early out's margin, raw: 8 (derivation in {@code SphereHullContact}). */
    private static final long SEPARATION_MARGIN_FLOOR = 8;
    /** Floor of {@link #faceClipSlack}, raw: 16 ulps. */
    private static final long FACE_CLIP_SLACK_FLOOR = 16;
    /** Relative part of {@link #faceClipSlack}: {@code separation >> 14}. */
    private static final int FACE_CLIP_SLACK_SHIFT = 14;

    /**
     * Returns how much higher than the face bound {@code s_F} (the lowest segment end's plane
     * distance) the lowest clipped point may lie for the closed-form face contact to stand:
     * {@code 16 + (s_F >> 14)} raw. The true segment-hull distance lies between the two, so the
     * depth is within this of the truth; and a closest point off the face would have to be tilted
     * from {@code n_F} by at most {@code sqrt(2 slack / s_F)}, about 0.6 degrees, inside the
     * {@link ContactConstants#PARALLEL_SINE_SQUARED} cone (0.9 degrees) in which the GJK path
     * chose the same reference face and the same clipped points.
     */
    private static long faceClipSlack(long separation) {
        return FACE_CLIP_SLACK_FLOOR + (separation >> FACE_CLIP_SLACK_SHIFT);
    }

    /**
     * Returns the face with the largest {@code min(n.s0, n.s1) - offset} for the hull-frame segment
     * (ties: lowest index), leaving that separation in {@code ws.satFaceSeparation}.
     */
    private static int bestFace(ConvexHull b, MutableVec3 s0, MutableVec3 s1, NarrowScratch ws) {
        int bestFace = 0;
        long faceSep = 0;
        for (int f = 0; f < b.faceCount(); f++) {
            long nx = b.faceNormalX(f);
            long ny = b.faceNormalY(f);
            long nz = b.faceNormalZ(f);
            long sep = Fixed.sub(Math.min(Fixed.dot3(nx, ny, nz, s0.x, s0.y, s0.z), Fixed.dot3(nx, ny, nz, s1.x, s1.y, s1.z)),
                    b.faceOffset(f));
            if (f == 0 || sep > faceSep) {
                bestFace = f;
                faceSep = sep;
            }
        }
        ws.satFaceSeparation = faceSep;
        return bestFace;
    }

    static long deepest(ContactManifold m) {
        long d = m.point(0).depth();
        for (int i = 1; i < m.pointCount(); i++) {
            d = Math.max(d, m.point(i).depth());
        }
        return d;
    }

    /** Returns the face parallel to GJK's normal (most anti-parallel outward normal), or -1. */
    private static int referenceFace(ConvexHull b, DistanceResult r, Transform tb, NarrowScratch ws) {
        MutableVec3 n = ws.faceNormal;
        tb.inverseApplyToVectorInto(r.normalX(), r.normalY(), r.normalZ(), n);
        int best = -1;
        long bestCos = 0;
        for (int f = 0; f < b.faceCount(); f++) {
            long c = -Fixed.dot3(b.faceNormalX(f), b.faceNormalY(f), b.faceNormalZ(f), n.x, n.y, n.z);
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
     * SAT of the hull-frame segment {@code ws.hullA - ws.hullB} against hull {@code b}: best face
     * and its separation, best supporting edge axis (or -1) and its separation, the winning edge
     * axis (oriented from the hull to the segment) left in {@code ws.t2}.
     */
    private static void sat(ConvexHull b, NarrowScratch ws) {
        MutableVec3 s0 = ws.hullA;
        MutableVec3 s1 = ws.hullB;
        // ---- face axes
        ws.capsuleFaceClosedForm = false;
        int bestFace = bestFace(b, s0, s1, ws);
        long faceSep = ws.satFaceSeparation;
        // ---- edge axes u x d_k (segment direction against every hull edge)
        long ex = Fixed.sub(s1.x, s0.x);
        long ey = Fixed.sub(s1.y, s0.y);
        long ez = Fixed.sub(s1.z, s0.z);
        int bestEdge = -1;
        long edgeSep = 0;
        MutableVec3 axis = ws.t1;
        MutableVec3 u = ws.uA;
        MutableVec3 d = ws.uB;
        if ((ex | ey | ez) != 0) {
            VecMath.normalizeInto(ex, ey, ez, u);
            for (int k = 0; k < b.edgeCount(); k++) {
                int va = b.edgeVertexA(k);
                int vb = b.edgeVertexB(k);
                VecMath.normalizeInto(Fixed.sub(b.vertexX(vb), b.vertexX(va)), Fixed.sub(b.vertexY(vb), b.vertexY(va)),
                        Fixed.sub(b.vertexZ(vb), b.vertexZ(va)), d);
                VecMath.crossInto(u.x, u.y, u.z, d.x, d.y, d.z, axis);
                if (Fixed.dot3(axis.x, axis.y, axis.z, axis.x, axis.y, axis.z) <= ContactConstants.PARALLEL_SINE_SQUARED) {
                    continue;
                }
                VecMath.normalizeInto(axis.x, axis.y, axis.z, axis);
                long sep = edgeSeparation(b, axis, s0, s1);
                // parallel edges share the axis; only an edge on the hull's supporting side along
                // it can be the witness (the one the segment actually meets)
                if ((bestEdge < 0 || sep > edgeSep) && supports(b, axis, va, vb)) {
                    bestEdge = k;
                    edgeSep = sep;
                    ws.t2.set(axis);      // keep the oriented winning axis (sign set by edgeSeparation)
                }
            }
        }
        ws.satFace = bestFace;
        ws.satFaceSeparation = faceSep;
        ws.satEdge = bestEdge;
        ws.satEdgeSeparation = edgeSep;
    }

    /**
     * The deep contact from the SAT's result in {@code ws}: the edge when it beats the face by
     * {@link ContactConstants#FACE_PREFERENCE}, else the face clip. {@code box} is B's
     * {@link BoxFeatures} for the box's shortcuts of the same bits ({@link #clipAgainstFace}), or null.
     */
    static int deep(Capsule a, Transform ta, ConvexHull b, BoxFeatures box, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold out) {
        MutableVec3 s0 = ws.hullA;
        MutableVec3 s1 = ws.hullB;
        int bestFace = ws.satFace;
        long faceSep = ws.satFaceSeparation;
        int bestEdge = ws.satEdge;
        long edgeSep = ws.satEdgeSeparation;
        if (bestEdge >= 0 && edgeSep > Fixed.add(faceSep, ContactConstants.FACE_PREFERENCE)) {
            return edgeContact(a, ta, b, tb, bestEdge, edgeSep, contactDistance, ws, out);
        }
        if (clipAgainstFace(a, b, box, bestFace, tb, ta, contactDistance, ws, out) > 0) {
            return out.pointCount();
        }
        // nothing inside the face's side planes: the deeper end, projected onto the face
        out.reset();
        long nx = b.faceNormalX(bestFace);
        long ny = b.faceNormalY(bestFace);
        long nz = b.faceNormalZ(bestFace);
        boolean endOne = Fixed.dot3(nx, ny, nz, s1.x, s1.y, s1.z) < Fixed.dot3(nx, ny, nz, s0.x, s0.y, s0.z);
        MutableVec3 q = endOne ? s1 : s0;
        return facePoint(a, b, box, bestFace, q.x, q.y, q.z,
                FeatureId.of(FeatureId.VERTEX, endOne ? 1 : 0, FeatureId.FACE, bestFace), true, tb, ta, contactDistance, ws, out);
    }

    /**
     * Returns the larger separation of the two orientations of unit {@code axis} (hull frame) and
     * flips {@code axis} in place to the winning one, which points from the hull to the segment:
     * {@code sep(L) = min(L.s0, L.s1) - max over hull vertices of L.v}.
     */
    private static long edgeSeparation(ConvexHull b, MutableVec3 axis, MutableVec3 s0, MutableVec3 s1) {
        long hullMax = Long.MIN_VALUE;
        long hullMin = Long.MAX_VALUE;
        for (int i = 0; i < b.vertexCount(); i++) {
            long p = Fixed.dot3(axis.x, axis.y, axis.z, b.vertexX(i), b.vertexY(i), b.vertexZ(i));
            hullMax = Math.max(hullMax, p);
            hullMin = Math.min(hullMin, p);
        }
        long p0 = Fixed.dot3(axis.x, axis.y, axis.z, s0.x, s0.y, s0.z);
        long p1 = Fixed.dot3(axis.x, axis.y, axis.z, s1.x, s1.y, s1.z);
        long plus = Fixed.sub(Math.min(p0, p1), hullMax);
        long minus = Fixed.sub(hullMin, Math.max(p0, p1));
        if (minus > plus) {               // ties keep the orientation u x d
            axis.set(-axis.x, -axis.y, -axis.z);
            return minus;
        }
        return plus;
    }

    /** True when edge {@code va-vb} holds the hull's furthest vertex along {@code axis} (exact max of rounded dots). */
    private static boolean supports(ConvexHull b, MutableVec3 axis, int va, int vb) {
        long hullMax = Long.MIN_VALUE;
        for (int i = 0; i < b.vertexCount(); i++) {
            hullMax = Math.max(hullMax, Fixed.dot3(axis.x, axis.y, axis.z, b.vertexX(i), b.vertexY(i), b.vertexZ(i)));
        }
        long pa = Fixed.dot3(axis.x, axis.y, axis.z, b.vertexX(va), b.vertexY(va), b.vertexZ(va));
        long pb = Fixed.dot3(axis.x, axis.y, axis.z, b.vertexX(vb), b.vertexY(vb), b.vertexZ(vb));
        return Math.max(pa, pb) == hullMax;
    }

    private static int edgeContact(Capsule a, Transform ta, ConvexHull b, Transform tb, int edge, long sep,
            long contactDistance, NarrowScratch ws, ContactManifold out) {
        long depth = Fixed.sub(a.radius(), sep);
        if (depth < -contactDistance) {
            return 0;
        }
        MutableVec3 axis = ws.t2;
        // normal from the capsule into the hull: minus the axis, in world
        tb.applyToVectorInto(-axis.x, -axis.y, -axis.z, ws.faceNormal);
        ContactMath.setUnitNormal(ws.faceNormal.x, ws.faceNormal.y, ws.faceNormal.z, ws.normal, out);
        // closest points of the segment and the hull edge, both in the hull's frame
        int va = b.edgeVertexA(edge);
        int vb = b.edgeVertexB(edge);
        ws.b0.set(b.vertexX(va), b.vertexY(va), b.vertexZ(va));
        ws.b1.set(b.vertexX(vb), b.vertexY(vb), b.vertexZ(vb));
        SegmentClosestPoints seg = ws.segments;
        seg.compute(ws.hullA, ws.hullB, ws.b0, ws.b1, ws.uA, ws.uB, ws.clipA, ws.clipB);
        tb.applyToPointInto(ws.clipA.x, ws.clipA.y, ws.clipA.z, ws.coreA);
        tb.applyToPointInto(ws.clipB.x, ws.clipB.y, ws.clipB.z, ws.coreB);
        int typeA = seg.s == 0 || seg.s == seg.lenA ? FeatureId.VERTEX : FeatureId.EDGE;
        int indexA = seg.s != 0 && seg.s == seg.lenA ? 1 : 0;
        ContactMath.addRoundPoint(out, ws.coreA, a.radius(), ws.coreB, 0, ws.normal, depth,
                FeatureId.of(typeA, indexA, FeatureId.EDGE, edge), ta, tb, ws.local);
        return 1;
    }

    /**
     * Clips the hull-frame segment {@code ws.hullA - ws.hullB} against the side planes of face
     * {@code f} and adds a point for each end of the clipped part deeper than
     * {@code -contactDistance}; sets the normal {@code -R_B n_f}. Returns the number added.
     *
     * <p>With {@code box} (B's {@link BoxFeatures}, else null) the same bits by fewer products: a
     * box's side normal lies on one axis (its face normal is {@code +-ONE} on one axis, its edges run
     * along another), so each plane distance {@code dot3(m, p)} is the one rounded product
     * {@code m_j p_j}; the face plane's {@code n_f . q} is {@code +-q_k} exactly.
     */
    static int clipAgainstFace(Capsule a, ConvexHull b, BoxFeatures box, int f, Transform tb, Transform ta,
            long contactDistance, NarrowScratch ws, ContactManifold out) {
        MutableVec3 s0 = ws.hullA;
        MutableVec3 s1 = ws.hullB;
        long nx = b.faceNormalX(f);
        long ny = b.faceNormalY(f);
        long nz = b.faceNormalZ(f);
        long t0 = 0;
        long t1 = Fixed.ONE;
        int edge0 = -1;                   // hull edge whose side plane cut each end, -1 for none
        int edge1 = -1;
        long num0 = 0;                    // each cut end is s0 + (s1 - s0) * num / den, exactly rounded
        long den0 = 1;
        long num1 = 0;
        long den1 = 1;
        int e = b.faceFirstEdge(f);
        for (int k = b.faceVertexCount(f); k > 0; k--, e = b.halfEdgeNext(e)) {
            int vi = b.halfEdgeOrigin(e);
            int vj = b.halfEdgeOrigin(b.halfEdgeNext(e));
            // side normal (v_j - v_i) x n_f, precomputed with the hull (same bits as VecMath.crossInto)
            long mx = b.sideNormalX(e);
            long my = b.sideNormalY(e);
            long mz = b.sideNormalZ(e);
            long d0;
            long d1;
            if (box != null) {
                long m = mx != 0 ? mx : my != 0 ? my : mz;
                long c = Fixed.mul(m, mx != 0 ? b.vertexX(vi) : my != 0 ? b.vertexY(vi) : b.vertexZ(vi));
                d0 = Fixed.sub(Fixed.mul(m, mx != 0 ? s0.x : my != 0 ? s0.y : s0.z), c);
                d1 = Fixed.sub(Fixed.mul(m, mx != 0 ? s1.x : my != 0 ? s1.y : s1.z), c);
            } else {
                long c = Fixed.dot3(mx, my, mz, b.vertexX(vi), b.vertexY(vi), b.vertexZ(vi));
                d0 = Fixed.sub(Fixed.dot3(mx, my, mz, s0.x, s0.y, s0.z), c);
                d1 = Fixed.sub(Fixed.dot3(mx, my, mz, s1.x, s1.y, s1.z), c);
            }
            if (d0 > 0 && d1 > 0) {
                return 0;
            }
            if (d0 > 0) {
                long t = Fixed.mulDiv(d0, Fixed.ONE, Fixed.sub(d0, d1));
                if (t > t0) {
                    t0 = t;
                    edge0 = e >> 1;
                    num0 = d0;
                    den0 = Fixed.sub(d0, d1);
                }
            } else if (d1 > 0) {
                long t = Fixed.mulDiv(d0, Fixed.ONE, Fixed.sub(d0, d1));
                if (t < t1) {
                    t1 = t;
                    edge1 = e >> 1;
                    num1 = d0;
                    den1 = Fixed.sub(d0, d1);
                }
            }
        }
        if (t0 > t1) {
            return 0;
        }
        if (box != null) {
            // R_B (-n_f) for n_f = sigma ONE e_k is exactly -sigma times column k of R_B
            int k = box.faceAxis(f);
            long sigma = box.faceSign(f);
            ws.faceNormal.set(-sigma * (k == 0 ? tb.m00() : k == 1 ? tb.m01() : tb.m02()),
                    -sigma * (k == 0 ? tb.m10() : k == 1 ? tb.m11() : tb.m12()),
                    -sigma * (k == 0 ? tb.m20() : k == 1 ? tb.m21() : tb.m22()));
        } else {
            tb.applyToVectorInto(-nx, -ny, -nz, ws.faceNormal);
        }
        ContactMath.setUnitNormal(ws.faceNormal.x, ws.faceNormal.y, ws.faceNormal.z, ws.normal, out);
        boolean pointLike = s0.x == s1.x && s0.y == s1.y && s0.z == s1.z;
        int added = 0;
        for (int end = 0; end < 2; end++) {
            long t = end == 0 ? t0 : t1;
            int cut = end == 0 ? edge0 : edge1;
            if (end == 1 && (t1 == t0 || pointLike)) {
                break;                    // the clipped part (or the whole core) is a single point
            }
            long num = end == 0 ? num0 : num1;
            long den = end == 0 ? den0 : den1;
            long qx = pointOnSegment(s0.x, s1.x, cut, t, num, den);
            long qy = pointOnSegment(s0.y, s1.y, cut, t, num, den);
            long qz = pointOnSegment(s0.z, s1.z, cut, t, num, den);
            long feature = cut >= 0 ? FeatureId.of(FeatureId.EDGE, 0, FeatureId.EDGE, cut)
                    : t == 0 ? FeatureId.of(FeatureId.VERTEX, 0, FeatureId.FACE, f)
                    : t == Fixed.ONE ? FeatureId.of(FeatureId.VERTEX, 1, FeatureId.FACE, f)
                    : FeatureId.of(FeatureId.EDGE, 0, FeatureId.FACE, f);
            added += facePoint(a, b, box, f, qx, qy, qz, feature, false, tb, ta, contactDistance, ws, out);
        }
        return added;
    }

    /**
     * Returns one coordinate of a clipped end: {@code p0} or {@code p1} for an uncut end
     * ({@code t} 0 or 1), else {@code p0 + (p1 - p0) * num / den} with one {@link Fixed#mulDiv}
     * rounding (rather than through the rounded {@code t}, which would round twice).
     */
    private static long pointOnSegment(long p0, long p1, int cut, long t, long num, long den) {
        if (cut < 0) {
            return t == 0 ? p0 : p1;
        }
        return Fixed.add(p0, Fixed.mulDiv(Fixed.sub(p1, p0), num, den));
    }

    /**
     * Returns {@code n . q} for {@code n} {@code +-ONE} on one axis and zero on the others (a box's
     * face normal): {@link Fixed#dot3}'s value, exactly, without its products.
     */
    private static long axisDot(long nx, long ny, long nz, long qx, long qy, long qz) {
        long c = nx != 0 ? qx : ny != 0 ? qy : qz;
        return (nx | ny | nz) < 0 ? Fixed.neg(c) : c;
    }

    /**
     * Adds the point of hull-frame core point {@code q} against face {@code f} (separation
     * {@code n_f.q - offset_f}), setting the normal first when {@code setNormal}.
     */
    private static int facePoint(Capsule a, ConvexHull b, BoxFeatures box, int f, long qx, long qy, long qz, long feature,
            boolean setNormal, Transform tb, Transform ta, long contactDistance, NarrowScratch ws, ContactManifold out) {
        long nx = b.faceNormalX(f);
        long ny = b.faceNormalY(f);
        long nz = b.faceNormalZ(f);
        // a box's faces are planar and their normals unit axes
        long sep = Fixed.sub(box != null ? axisDot(nx, ny, nz, qx, qy, qz) : Fixed.dot3(nx, ny, nz, qx, qy, qz), b.faceOffset(f));
        // the witness is projected along the plane that gave sep
        long px = nx;
        long py = ny;
        long pz = nz;
        HullQueryIndex index = HullQueryIndex.of(b);
        if (box == null && !index.planarFace(f)) {
            // a bent face's plane supports the hull but lies above its true surface by up to the
            // bend (about 1% of the face's width): the largest separation from the triangles of
            // that surface (HullQueryIndex.bentTriangleStart), each plane also supporting the
            // hull, is the point's distance to the surface it lies over (seed 001, "Capsule vs Hull")
            for (int t = index.bentTriangleStart(f); t < index.bentTriangleStart(f + 1); t++) {
                int v = index.bentTriangleVertex(t, 0);
                long tx = index.bentTriangleNormalX(t);
                long ty = index.bentTriangleNormalY(t);
                long tz = index.bentTriangleNormalZ(t);
                long st = Fixed.dot3(tx, ty, tz, Fixed.sub(qx, b.vertexX(v)), Fixed.sub(qy, b.vertexY(v)), Fixed.sub(qz, b.vertexZ(v)));
                if (st > sep) {
                    sep = st;
                    px = tx;
                    py = ty;
                    pz = tz;
                }
            }
        }
        long depth = Fixed.sub(a.radius(), sep);
        if (depth < -contactDistance) {
            return 0;
        }
        if (setNormal) {
            tb.applyToVectorInto(-nx, -ny, -nz, ws.faceNormal);
            ContactMath.setUnitNormal(ws.faceNormal.x, ws.faceNormal.y, ws.faceNormal.z, ws.normal, out);
        }
        long r = a.radius();
        // hull witness: q projected onto the face; capsule witness: q pushed r into the hull. The hull
        // witness is known in B's frame, so its local point is kept exactly rather than brought back
        // from world (two more roundings and a rotation per point)
        if (box != null) {
            // n_f = sigma ONE e_k: the products by n_f are exact (sep, r or 0), and the two witnesses
            // differ on axis k only, so they share the transform's other products
            int k = box.faceAxis(f);
            boolean up = box.faceSign(f) > 0;
            long qk = k == 0 ? qx : k == 1 ? qy : qz;
            long bk = Fixed.sub(qk, up ? sep : Fixed.neg(sep));
            AxisPairPlacement.applyToPointsInto(tb, k, qx, qy, qz, bk, Fixed.sub(qk, up ? r : -r), ws.coreB, ws.coreA);
            ContactMath.addWitnessPointLocalB(out, ws.coreA, ws.coreB, k == 0 ? bk : qx, k == 1 ? bk : qy,
                    k == 2 ? bk : qz, depth, feature, ta, ws.local);
            return 1;
        }
        long bx = Fixed.sub(qx, Fixed.mul(sep, px));
        long by = Fixed.sub(qy, Fixed.mul(sep, py));
        long bz = Fixed.sub(qz, Fixed.mul(sep, pz));
        tb.applyToPointInto(bx, by, bz, ws.coreB);
        tb.applyToPointInto(Fixed.sub(qx, Fixed.mul(r, nx)), Fixed.sub(qy, Fixed.mul(r, ny)),
                Fixed.sub(qz, Fixed.mul(r, nz)), ws.coreA);
        ContactMath.addWitnessPointLocalB(out, ws.coreA, ws.coreB, bx, by, bz, depth, feature, ta, ws.local);
        return 1;
    }
}
