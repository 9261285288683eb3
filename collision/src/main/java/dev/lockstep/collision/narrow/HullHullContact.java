package dev.lockstep.collision.narrow;

import dev.lockstep.collision.clip.ClipWorkspace;
import dev.lockstep.collision.clip.IncidentFace;
import dev.lockstep.collision.clip.ReferenceFace;
import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.Gjk;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ContactReduction;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.manifold.ManifoldCache;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.collision.manifold.TangentBasis;
import dev.lockstep.collision.sat.BoxBoxSat;
import dev.lockstep.collision.sat.HullHullSat;
import dev.lockstep.collision.sat.PlacedHull;
import dev.lockstep.collision.sat.RelativePose;
import dev.lockstep.collision.sat.SatWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullQueryIndex;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Hull (A) vs hull (B), the one-shot manifold of seed 001 ("Hull vs Hull"): SAT, then a face
 * contact by clipping or an edge contact by closest points, reduced to at most four points.
 *
 * <ol>
 *   <li><b>Canonical order.</b> Two different hulls are computed in one canonical order (vertex
 *       count, then vertex bits; never the poses) and swapped back with
 *       {@link ContactManifold#swapAB}, so {@code collide(B, A)} is exactly the swap of
 *       {@code collide(A, B)}. For two hulls with identical bits (the same box twice) the
 *       caller's first argument is A, and the swapped query agrees only within rounding (the
 *       other hull's frame is used); the feature choice stays stable either way.</li>
 *   <li><b>Frame.</b> B is placed in A's local frame ({@link RelativePose}); everything
 *       below happens there, a pure function of the relative pose bits.</li>
 *   <li><b>SAT</b> ({@link HullHullSat}) with the flip-flop bias; "no contact" when an axis
 *       separates by more than {@code contactDistance}.</li>
 *   <li><b>Face contact</b>: reference face = SAT face, incident face = {@link IncidentFace},
 *       {@link ReferenceFace#clipIncident}, keep points with {@code n . p - offset <= contactDistance},
 *       project them onto the reference plane ({@code q = p - n * sep}, one rounding per
 *       component). Witness on the reference hull: {@code q}; on the incident hull: {@code p};
 *       depth {@code -sep}. More than four: {@link ContactReduction} on the coordinates of
 *       {@code q} along the {@link TangentBasis} of the normal.</li>
 *   <li><b>Edge contact</b>: closest points of the two witness edges (seed 004, "Edge-to-edge
 *       intersections", solved with unit directions: {@code b = uA . uB},
 *       {@code sA = (b (uB . r) - uA . r) / (1 - b^2)}, {@code sB = ((uB . r) - b (uA . r)) / (1 - b^2)},
 *       {@code r = pA0 - pB0}, each numerator and denominator rounded once, then clamped to the
 *       edges and placed with one {@code mulDiv} per component); one point, in the middle; normal
 *       = the SAT edge axis; depth = minus its separation.</li>
 *   <li><b>Output</b>: normal {@code RA n} (one rounding per component, clamped to [-1, 1]);
 *       world point = midpoint of the two world witnesses; localA = the A-frame witness (exact);
 *       localB = {@code R^T (wB - p)}.</li>
 * </ol>
 *
 * <p>Feature ids: face contact points carry (reference FACE, incident VERTEX), (reference EDGE,
 * incident EDGE) or (reference EDGE, incident FACE), see {@link ReferenceFace}, on the sides of
 * A and B as the reference face lies; an edge contact carries (EDGE, EDGE).
 *
 * <p>Temporal coherence: with a {@link ManifoldCache} (one per pair) the query tries, cheapest
 * first, the still pose (copy), the cached separating axis ({@link CachedSeparation}: a proven
 * bound for a face of A, the SAT's own arithmetic on the few entries read for a face of B or an
 * edge pair), the same relative pose (re-place the A-frame manifold) and the same relative
 * rotation ({@code TranslationCoherence}), and only then the uncached query's SAT, warm-started
 * by the last query's supports and kept faces when the pair has them ({@code SatSeeds}); each
 * gives the uncached result bit for bit ({@code ManifoldCacheProperties}).
 *
 * <p>Bounds: hull coordinates within {@code HullBuilder.MAX_COORDINATE} and relative positions
 * below {@code 2^15} units; beyond, {@code Fixed} throws {@code FixedOverflowException}.
 */
public final class HullHullContact {
    private HullHullContact() {
    }

    /** As {@link #collide(ConvexHull, Transform, ConvexHull, Transform, long, HullHullWorkspace, ManifoldCache, ContactManifold)} without a cache. */
    public static int collide(ConvexHull a, Transform ta, ConvexHull b, Transform tb, long contactDistance,
            ContactWorkspace ws, ContactManifold outManifold) {
        return collide(a, ta, b, tb, contactDistance, ws.hullHull, null, outManifold);
    }

    /**
     * Resets {@code outManifold} and fills it with the contact of {@code a} and {@code b}, normal
     * from A to B; returns the number of points (0 to 4). With a non-null {@code cache} (one per
     * pair, kept across ticks) the result is bit-identical to the uncached one, only faster when
     * motion is coherent.
     *
     * @param contactDistance raw, {@code >= 0}: separations up to this still give points (negative depth)
     * @throws IllegalArgumentException if {@code contactDistance < 0}
     */
    public static int collide(ConvexHull a, Transform ta, ConvexHull b, Transform tb, long contactDistance,
            HullHullWorkspace ws, ManifoldCache cache, ContactManifold outManifold) {
        return collide(a, ta, b, tb, contactDistance, ws, cache, outManifold, true);
    }

    /**
     * {@link #collide} without the box-vs-box closed forms ({@code BoxBoxSat}): the general
     * placement and SAT for every pair. The reference the box path is checked against
     * ({@code BoxBoxContactProperties}); same result bits.
     */
    static int collideGeneral(ConvexHull a, Transform ta, ConvexHull b, Transform tb, long contactDistance,
            HullHullWorkspace ws, ContactManifold outManifold) {
        return collide(a, ta, b, tb, contactDistance, ws, null, outManifold, false);
    }

    private static int collide(ConvexHull a, Transform ta, ConvexHull b, Transform tb, long contactDistance,
            HullHullWorkspace ws, ManifoldCache cache, ContactManifold outManifold, boolean boxPath) {
        ContactMath.checkContactDistance(contactDistance);
        if (cache != null && cache.sameWorld(a, ta, b, tb, contactDistance)) {
            // same shapes, same transform bits, same distance: the query is a pure function of them
            cache.countPath(ManifoldCache.PATH_STILL);
            return cache.copyStillInto(outManifold);
        }
        outManifold.reset();
        int n;
        if (canonicalOrder(a, b) > 0) {
            n = collideOrdered(b, tb, a, ta, true, contactDistance, ws, cache, outManifold, boxPath);
            outManifold.swapAB();
        } else {
            n = collideOrdered(a, ta, b, tb, false, contactDistance, ws, cache, outManifold, boxPath);
        }
        if (cache != null) {
            cache.recordWorld(a, ta, b, tb, contactDistance, outManifold);
        }
        return n;
    }

    private static int collideOrdered(ConvexHull a, Transform ta, ConvexHull b, Transform tb, boolean swapped,
            long contactDistance, HullHullWorkspace ws, ManifoldCache cache, ContactManifold out, boolean boxPath) {
        SatWorkspace sat = ws.sat;
        boolean cached = cache != null && cache.matches(a, b, swapped);
        boolean separatedBefore = cached && cache.state() == ManifoldCache.SEPARATED;
        int faceOfAProof = 0;
        if (separatedBefore && cache.axisKind() == HullHullSat.FACE_A) {
            // cheapest re-test: no relative transform, no placement (proof in CachedSeparation)
            faceOfAProof = CachedSeparation.faceOfA(a, ta, b, tb, cache.axisIndex1(), contactDistance, cache, ws.s);
            if (faceOfAProof > 0) {
                cache.countPath(ManifoldCache.PATH_FACE_A_BOUND);
                return 0;
            }
        }
        sat.relative.setFrom(ta, tb);
        if (cached && cache.samePose(sat.relative, contactDistance)) {
            cache.copyResultInto(ws.frame);
            cache.countPath(ManifoldCache.PATH_SAME_POSE);
            return emit(ws, ta, out);
        }
        sat.a.loadIdentity(a);
        if (separatedBefore && stillSeparates(cache, a, b, faceOfAProof, contactDistance, ws)) {
            return 0;
        }
        int kind;
        if (cache != null && cache.translation().canRun(a, b, sat.relative)) {
            // same relative rotation bits as before: the SAT from its rotation-only tables
            kind = cache.translation().run(sat, contactDistance);
            cache.countPath(ManifoldCache.PATH_TRANSLATED);
        } else {
            boolean box = boxPath && BoxBoxSat.applies(a, b);
            long seededBefore = cache == null ? 0 : cache.seeds().seededRuns();
            if (box) {
                // same bits, closed form; edge pairs below the flip-flop threshold skipped (only
                // the contact and the cache's separating axis read the edge query: see runForContact)
                kind = BoxBoxSat.runForContact(sat, b, contactDistance);
            } else if (cache == null || !cache.translation().buildsAfter(a, b, sat.relative)) {
                // nothing reads B's faces after a separation by A's faces, nor the edge query
                // after a face contact: the contact reads only what runForContact keeps exact, and
                // the cache only the separating axis, which it also keeps (a miss of a turning
                // pair costs the uncached query); with a cache, warm-started by the last query's
                // supports and kept faces, the same bits (SatSeeds: the tier for a touching pair
                // that turns)
                sat.b.loadTransformedDeferred(b, sat.relative);
                kind = HullHullSat.runForContact(sat, contactDistance, cache == null ? null : cache.seeds());
            } else {
                // the rotation repeats: the rotation-only tables are built from every field of B
                sat.b.loadTransformed(b, sat.relative);
                kind = HullHullSat.run(sat, contactDistance);
            }
            if (cache != null) {
                boolean seeded = cache.seeds().seededRuns() != seededBefore;
                if (cached || seeded) {
                    cache.countPath(seeded ? ManifoldCache.PATH_SEEDED : ManifoldCache.PATH_MISS);
                }
                cache.translation().afterFullSat(sat);
                if (!box) {
                    // the box closed forms do not run the face queries whose supports seed
                    cache.seeds().record(sat, kind);
                }
            }
        }
        if (kind == HullHullSat.SEPARATED) {
            if (cache != null) {
                recordSeparation(cache, a, b, swapped, sat);
            }
            return 0;
        }
        if (kind == HullHullSat.EDGE) {
            edgeContact(ws);
        } else {
            boolean refIsA = kind == HullHullSat.FACE_A;
            if (!(boxPath && refIsA && BoxFaceContact.faceOfA(ws, contactDistance))) {
                faceContact(ws, refIsA, contactDistance);
            }
        }
        SeparatedHullContact.confirm(ws, kind, contactDistance);
        if (cache != null) {
            cache.recordTouching(a, b, swapped, sat.relative, contactDistance, ws.frame,
                    HullHullWorkspace.POINTS_AT + (int) ws.frame[3] * HullHullWorkspace.POINT_STRIDE);
        }
        return emit(ws, ta, out);
    }

    /**
     * Re-tests the cached separating axis with the SAT's own arithmetic where the bound of
     * {@link CachedSeparation#faceOfA} could not decide; counts the path taken when it answers.
     * {@code sat.relative} and {@code sat.a} are loaded.
     */
    private static boolean stillSeparates(ManifoldCache cache, ConvexHull a, ConvexHull b, int faceOfAProof,
            long contactDistance, HullHullWorkspace ws) {
        SatWorkspace sat = ws.sat;
        switch (cache.axisKind()) {
            case HullHullSat.FACE_A:
                if (faceOfAProof < 0) {
                    return false;
                }
                // inside the margin: the exact value of the same axis decides
                cache.countPath(ManifoldCache.PATH_MARGIN);
                return CachedSeparation.faceOfAExact(b, cache.axisIndex1(), contactDistance, sat);
            case HullHullSat.FACE_B:
                if (CachedSeparation.faceOfB(b, cache.axisIndex1(), contactDistance, sat)) {
                    cache.countPath(ManifoldCache.PATH_FACE_B);
                    return true;
                }
                return false;
            default:
                if (CachedSeparation.edgePair(b, cache.axisIndex1(), cache.axisIndex2(), contactDistance, sat, cache)) {
                    cache.countPath(ManifoldCache.PATH_EDGE);
                    return true;
                }
                return false;
        }
    }

    private static void recordSeparation(ManifoldCache cache, ConvexHull a, ConvexHull b, boolean swapped, SatWorkspace sat) {
        cache.setVertexNormBound(CachedSeparation.vertexNorm(b));
        if (sat.faceA.separating) {
            cache.recordSeparated(a, b, swapped, HullHullSat.FACE_A, sat.faceA.face, 0);
        } else if (sat.faceB.separating) {
            cache.recordSeparated(a, b, swapped, HullHullSat.FACE_B, sat.faceB.face, 0);
        } else {
            cache.recordSeparated(a, b, swapped, HullHullSat.EDGE, sat.edge.edgeA, sat.edge.edgeB);
        }
    }

    // ------------------------------------------------------------------ face contact

    /**
     * The face contact of seed 001 ("Contact Creation": reference face, incident face, clipping):
     * the incident face clipped against the reference face's side planes, each clipped point
     * within the contact distance of the reference face kept and moved onto it
     * ({@link #keepPoint}), at most four kept by area ({@link ContactReduction}).
     *
     * <p>When no clipped point is kept and the SAT's separation for the face is not positive (the
     * hulls overlap), the incident hull's deepest vertex along the reference normal (its support
     * for the SAT's face axis) is offered instead, the one point of a deep contact. Why: in a deep
     * overlap the reference face the SAT keeps (the flip-flop bias may keep
     * A's face while B's is up to about 5% shallower, {@link HullHullSat#bias}) and its incident
     * face need not overlap side to side, so the clip can come out empty although the hulls
     * overlap along this axis by its full depth; the contact was then lost and the bodies reported
     * apart (20-, 32- and 128-point sphere-like pairs up to 1.4 units deep: 1, 2 and 11 of the
     * 256 benchmark pairs). The vertex is where this axis's separation is
     * attained, so its depth is the SAT's depth for the axis (on a bent reference face, measured
     * by the same triangle rule as clipped points, never deeper). A pair apart by up to the
     * contact distance gets its true gap instead ({@link #speculativePoint}): with nothing of the
     * faces side by side its nearest features are usually a vertex or an edge, whose gap the face
     * axis understates.
     */
    private static void faceContact(HullHullWorkspace ws, boolean refIsA, long contactDistance) {
        SatWorkspace sat = ws.sat;
        PlacedHull ref = refIsA ? sat.a : sat.b;
        PlacedHull inc = refIsA ? sat.b : sat.a;
        int refFace = refIsA ? sat.faceA.face : sat.faceB.face;
        long nx = ref.nx(refFace);
        long ny = ref.ny(refFace);
        long nz = ref.nz(refFace);
        long offset = ref.offset(refFace);
        int incFace = IncidentFace.find(inc, nx, ny, nz);
        ClipWorkspace clip = ws.clip;
        ReferenceFace.clipIncident(ref, refFace, inc, incFace, clip);
        // manifold normal A -> B: the reference normal, negated when the reference face is B's
        long mx = refIsA ? nx : -nx;
        long my = refIsA ? ny : -ny;
        long mz = refIsA ? nz : -nz;
        ws.reserve(clip.count() + 1);
        int triangles = bentTriangles(ws, ref, refFace, refIsA);
        int kept = 0;
        long deepest = 0;
        for (int i = 0, n = clip.count(); i < n; i++) {
            if (keepPoint(ws, kept, clip.x(i), clip.y(i), clip.z(i), clip.refFeature(i), clip.incFeature(i), nx, ny, nz,
                    offset, triangles, refIsA, contactDistance)) {
                deepest = kept == 0 ? ws.depth[0] : Math.max(deepest, ws.depth[kept]);
                kept++;
            }
        }
        long faceSeparation = refIsA ? sat.faceA.separation : sat.faceB.separation;
        boolean supportClipped = kept > 0 && faceSeparation <= 0 && deepest < 0;
        if (kept == 0 || supportClipped) {
            // nothing of the incident face kept over the reference face, or only points shallower
            // than the face's depth (the support vertex lies beyond the side planes, so the
            // clipped manifold understates the overlap along its own normal, and can call an
            // overlapping pair apart; issue 20): overlapping, the deepest vertex too, so the
            // manifold's depth is the axis's; apart by up to the contact distance, the true gap
            // (see above)
            int s = inc.minVertex(nx, ny, nz);
            int speculative = faceSeparation <= 0 ? CORES_TOUCH : speculativePoint(ws, refIsA, refFace, s, contactDistance);
            if (speculative == 1) {
                kept = 1;
            } else if (speculative == CORES_TOUCH) {
                // overlapping, or apart by less than GJK can resolve (before issue 20 such a
                // touching pair got no point at all): the deepest vertex, at the face's separation
                if (keepPoint(ws, kept, inc.x(s), inc.y(s), inc.z(s), ClipWorkspace.pack(FeatureId.FACE, refFace),
                        ClipWorkspace.pack(FeatureId.VERTEX, s), nx, ny, nz, offset, triangles, refIsA,
                        contactDistance)) {
                    kept++;
                }
            }
        }
        if (kept > ContactManifold.MAX_POINTS) {
            // in-plane coordinates only feed the reduction, which keeps up to four points as they are
            // a placed normal of B may exceed 1 by an ulp of rounding; clamped as emit clamps it
            TangentBasis.computeInto(Fixed.clamp(mx, -Fixed.ONE, Fixed.ONE), Fixed.clamp(my, -Fixed.ONE, Fixed.ONE),
                    Fixed.clamp(mz, -Fixed.ONE, Fixed.ONE), ws.t1, ws.t2);
            long[] q = refIsA ? ws.wa : ws.wb;
            for (int i = 0; i < kept; i++) {
                long qx = q[3 * i];
                long qy = q[3 * i + 1];
                long qz = q[3 * i + 2];
                ws.u[i] = Fixed.dot3(ws.t1.x, ws.t1.y, ws.t1.z, qx, qy, qz);
                ws.v[i] = Fixed.dot3(ws.t2.x, ws.t2.y, ws.t2.z, qx, qy, qz);
            }
        }
        int k = ContactReduction.reduceInPlane(kept, ws.u, ws.v, ws.depth, ws.id, ws.keep);
        long[] f = ws.frame;
        f[0] = mx;
        f[1] = my;
        f[2] = mz;
        f[3] = k;
        for (int j = 0; j < k; j++) {
            int i = ws.keep[j];
            writePoint(ws, j, ws.wa[3 * i], ws.wa[3 * i + 1], ws.wa[3 * i + 2], ws.wb[3 * i], ws.wb[3 * i + 1],
                    ws.wb[3 * i + 2], ws.depth[i], ws.id[i]);
        }
    }

    /**
     * The speculative point of a face contact whose clip kept nothing while the hulls are apart
     * (the face's separation is positive, at most the contact distance): the closest points of
     * the two placed hulls by GJK ({@link PlacedSupport}, A's frame, identity transforms), kept
     * when their distance {@code d} is at most {@code contactDistance}, as point 0 with depth
     * {@code -d}, the witnesses on A and on B, and the same features as the deep point
     * (reference FACE, incident VERTEX {@code s}: the incident hull's deepest vertex along the
     * reference normal), so a pair that closes in keeps its feature id. Returns 1 when kept, 0
     * when not, {@link #CORES_TOUCH} when GJK finds the hulls touching within its rounding
     * (then the caller offers the deepest vertex, as for an overlap).
     *
     * <p>Why GJK and not the face axis: with nothing of the two faces side by side, the nearest
     * features are usually a vertex or an edge beside the reference face, and the face axis
     * understates their gap (up to the whole contact distance). Taking {@code -d} as the depth is
     * what a speculative contact needs: the bodies cannot touch before one of them has moved
     * {@code d} relative to the other, along any direction, so along the manifold normal too.
     * Without this step such pairs have no point at all (10 of 1,603 speculative pairs in a search
     * over random sphere-like hulls of 32 and 128 points, contact distance 1/32).
     *
     * <p>Hulls placed beyond GJK's working bound ({@code MinkowskiDifference.MAX_SUPPORT_COORDINATE},
     * 8192 units from A's origin, far outside what a contact distance reaches for hulls within
     * {@code HullBuilder.MAX_COORDINATE}) get no point, as before.
     */
    private static int speculativePoint(HullHullWorkspace ws, boolean refIsA, int refFace, int s,
            long contactDistance) {
        SatWorkspace sat = ws.sat;
        PlacedSupport a = ws.supportA.of(sat.a);
        PlacedSupport b = ws.supportB.of(sat.b);
        if (!a.withinGjkBounds() || !b.withinGjkBounds()) {
            return 0;
        }
        DistanceResult gap = ws.gap;
        Gjk.distance(a, Transform.IDENTITY, b, Transform.IDENTITY, ws.gjk, gap);
        if (gap.coresOverlap()) {
            return CORES_TOUCH;
        }
        if (gap.distance() > contactDistance) {
            return 0;
        }
        setPoint(ws.wa, 0, gap.pointAX(), gap.pointAY(), gap.pointAZ());
        setPoint(ws.wb, 0, gap.pointBX(), gap.pointBY(), gap.pointBZ());
        ws.depth[0] = Fixed.neg(gap.distance());
        ws.id[0] = refIsA ? FeatureId.of(FeatureId.FACE, refFace, FeatureId.VERTEX, s)
                : FeatureId.of(FeatureId.VERTEX, s, FeatureId.FACE, refFace);
        return 1;
    }

    /** {@link #speculativePoint}'s answer when GJK finds the placed hulls touching or overlapping. */
    private static final int CORES_TOUCH = -1;

    /**
     * Offers point {@code p} of the incident hull (reference and incident features packed as
     * {@link ClipWorkspace} packs them) as point {@code kept} of the face contact: its separation
     * from the reference face ({@code n}, {@code offset}), or on a bent reference face the largest
     * over the face plane and its {@code triangles} placed triangle planes ({@link #bentTriangles});
     * when it is within {@code contactDistance}, the point is moved onto that plane along its
     * normal, both witnesses, the depth and the feature id are written at {@code kept}, and true
     * is returned.
     */
    private static boolean keepPoint(HullHullWorkspace ws, int kept, long px, long py, long pz, int r, int c, long nx,
            long ny, long nz, long offset, int triangles, boolean refIsA, long contactDistance) {
        long sep = Fixed.sub(dotWithNormal(nx, ny, nz, px, py, pz), offset);
        // the direction the point is moved along: the reference normal, or on a bent reference
        // face the normal of the triangle plane that gave its separation (bentTriangles)
        long ux = nx;
        long uy = ny;
        long uz = nz;
        long[] t = ws.bentPlanes;
        for (int k = 0; k < triangles; k++) {
            long st = Fixed.sub(Fixed.dot3(t[4 * k], t[4 * k + 1], t[4 * k + 2], px, py, pz), t[4 * k + 3]);
            if (st > sep) {
                sep = st;
                ux = t[4 * k];
                uy = t[4 * k + 1];
                uz = t[4 * k + 2];
            }
        }
        if (sep > contactDistance) {
            return false;
        }
        // a zero normal component moves nothing: Fixed.mul(0, sep) is exactly 0
        long qx = ux == 0 ? px : Fixed.sub(px, Fixed.mul(ux, sep));
        long qy = uy == 0 ? py : Fixed.sub(py, Fixed.mul(uy, sep));
        long qz = uz == 0 ? pz : Fixed.sub(pz, Fixed.mul(uz, sep));
        long id;
        if (refIsA) {
            setPoint(ws.wa, kept, qx, qy, qz);
            setPoint(ws.wb, kept, px, py, pz);
            id = FeatureId.of(ClipWorkspace.type(r), ClipWorkspace.index(r), ClipWorkspace.type(c), ClipWorkspace.index(c));
        } else {
            setPoint(ws.wa, kept, px, py, pz);
            setPoint(ws.wb, kept, qx, qy, qz);
            id = FeatureId.of(ClipWorkspace.type(c), ClipWorkspace.index(c), ClipWorkspace.type(r), ClipWorkspace.index(r));
        }
        ws.depth[kept] = Fixed.neg(sep);
        ws.id[kept] = id;
        return true;
    }

    /**
     * Writes the placed planes of the triangles under a bent reference face into
     * {@code ws.bentPlanes} (unit normal x, y, z and offset, four entries each) and returns their
     * number; 0 for a planar face (every face of most hulls, which keep their bits). Why: a bent
     * face (merged from nearly coplanar triangles, {@code HullQueryIndex.planarFace} false) has a
     * plane that supports the hull but lies above its true surface by up to the bend; measured
     * against it, clipped points sat in the air and depths were overstated, by up to 2.1e-3 of the
     * face's width (0.045 units on 16-unit hulls), and 0.8% of such contacts were made on pairs
     * truly apart (a search of 24,000 shallow pairs). Each triangle plane
     * ({@code HullQueryIndex.bentTriangleStart}) also supports the hull, so the largest
     * separation over the face plane and these is never farther than the truth, and is the
     * point's height over the surface under it (the capsule rule, {@code CapsuleHullContact}).
     * Normals: the hull's triangle normals, rotated as {@link PlacedHull#placeNormal} rotates
     * face normals when the reference hull is B ({@code sat.relative}: the same relative rotation
     * every SAT path placed B by); offsets: the placed first vertex's rounded dot.
     */
    static int bentTriangles(HullHullWorkspace ws, PlacedHull ref, int refFace, boolean refIsA) {
        HullQueryIndex index = ref.hull().queryIndex();
        int first = index.bentTriangleStart(refFace);
        int count = index.bentTriangleStart(refFace + 1) - first;
        if (count == 0) {
            return 0;
        }
        if (ws.bentPlanes.length < 4 * count) {
            ws.bentPlanes = new long[4 * count];
        }
        RelativePose pose = ws.sat.relative;
        for (int k = 0; k < count; k++) {
            int t = first + k;
            long x = index.bentTriangleNormalX(t);
            long y = index.bentTriangleNormalY(t);
            long z = index.bentTriangleNormalZ(t);
            if (!refIsA) {
                long rx = pose.rotateX(x, y, z);
                long ry = pose.rotateY(x, y, z);
                long rz = pose.rotateZ(x, y, z);
                x = rx;
                y = ry;
                z = rz;
            }
            int v = index.bentTriangleVertex(t, 0);
            ws.bentPlanes[4 * k] = x;
            ws.bentPlanes[4 * k + 1] = y;
            ws.bentPlanes[4 * k + 2] = z;
            ws.bentPlanes[4 * k + 3] = Fixed.dot3(x, y, z, ref.x(v), ref.y(v), ref.z(v));
        }
        return count;
    }

    /**
     * Returns {@code Fixed.dot3(n, p)}: one {@code Fixed.mul} when {@code n} lies along a
     * coordinate axis (a box face in its own frame), the other products being
     * exactly zero, so the same exact sum and the same rounding.
     */
    private static long dotWithNormal(long nx, long ny, long nz, long px, long py, long pz) {
        if (ny == 0 && nz == 0) {
            return Fixed.mul(nx, px);
        }
        if (nx == 0 && nz == 0) {
            return Fixed.mul(ny, py);
        }
        if (nx == 0 && ny == 0) {
            return Fixed.mul(nz, pz);
        }
        return Fixed.dot3(nx, ny, nz, px, py, pz);
    }

    private static void setPoint(long[] arr, int i, long x, long y, long z) {
        arr[3 * i] = x;
        arr[3 * i + 1] = y;
        arr[3 * i + 2] = z;
    }

    // ------------------------------------------------------------------ edge contact

    private static void edgeContact(HullHullWorkspace ws) {
        SatWorkspace sat = ws.sat;
        PlacedHull a = sat.a;
        PlacedHull b = sat.b;
        int ea = sat.edge.edgeA;
        int eb = sat.edge.edgeB;
        int a0 = a.hull().edgeVertexA(ea);
        int a1 = a.hull().edgeVertexB(ea);
        int b0 = b.hull().edgeVertexA(eb);
        int b1 = b.hull().edgeVertexB(eb);
        MutableVec3 pa = ws.p;
        MutableVec3 pb = ws.q;
        closestOnEdge(a.x(a0), a.y(a0), a.z(a0), a.x(a1), a.y(a1), a.z(a1), b.x(b0), b.y(b0), b.z(b0), b.x(b1), b.y(b1),
                b.z(b1), ws.t1, ws.t2, pa, pb);
        long[] f = ws.frame;
        f[0] = sat.edge.axisX;
        f[1] = sat.edge.axisY;
        f[2] = sat.edge.axisZ;
        f[3] = 1;
        writePoint(ws, 0, pa.x, pa.y, pa.z, pb.x, pb.y, pb.z, Fixed.neg(sat.edge.separation),
                FeatureId.of(FeatureId.EDGE, ea, FeatureId.EDGE, eb));
    }

    /**
     * Writes the closest points of segments {@code p0 -> p1} and {@code q0 -> q1} (non-parallel)
     * into {@code outP} and {@code outQ}; see the class description for the formula and its
     * roundings. {@code uA} and {@code uB} are scratch for the unit directions.
     */
    static void closestOnEdge(long p0x, long p0y, long p0z, long p1x, long p1y, long p1z, long q0x, long q0y, long q0z,
            long q1x, long q1y, long q1z, MutableVec3 uA, MutableVec3 uB, MutableVec3 outP, MutableVec3 outQ) {
        long dax = Fixed.sub(p1x, p0x);
        long day = Fixed.sub(p1y, p0y);
        long daz = Fixed.sub(p1z, p0z);
        long dbx = Fixed.sub(q1x, q0x);
        long dby = Fixed.sub(q1y, q0y);
        long dbz = Fixed.sub(q1z, q0z);
        long lenA = Fixed.length3(dax, day, daz);
        long lenB = Fixed.length3(dbx, dby, dbz);
        VecMath.normalizeInto(dax, day, daz, uA);
        VecMath.normalizeInto(dbx, dby, dbz, uB);
        long rx = Fixed.sub(p0x, q0x);
        long ry = Fixed.sub(p0y, q0y);
        long rz = Fixed.sub(p0z, q0z);
        long bb = Fixed.dot3(uA.x, uA.y, uA.z, uB.x, uB.y, uB.z);
        long c = Fixed.dot3(uA.x, uA.y, uA.z, rx, ry, rz);
        long f = Fixed.dot3(uB.x, uB.y, uB.z, rx, ry, rz);
        long den = Fixed.mulSubMul(Fixed.ONE, Fixed.ONE, bb, bb);
        long sA = along(Fixed.mulSubMul(bb, f, c, Fixed.ONE), den, lenA);
        long sB = along(Fixed.mulSubMul(f, Fixed.ONE, bb, c), den, lenB);
        outP.set(at(p0x, dax, sA, lenA), at(p0y, day, sA, lenA), at(p0z, daz, sA, lenA));
        outQ.set(at(q0x, dbx, sB, lenB), at(q0y, dby, sB, lenB), at(q0z, dbz, sB, lenB));
    }

    /** Returns {@code clamp(num / den, 0, len)} (one rounding; half the edge when {@code den <= 0}). */
    private static long along(long num, long den, long len) {
        if (den <= 0) {
            return len >> 1;
        }
        if (num <= 0) {
            return 0;
        }
        if (num >= Fixed.mul(den, len)) {
            return len;
        }
        return Fixed.div(num, den);
    }

    private static long at(long p0, long d, long s, long len) {
        return s == 0 ? p0 : s == len ? Fixed.add(p0, d) : Fixed.add(p0, Fixed.mulDiv(d, s, len));
    }

    // ------------------------------------------------------------------ output

    static void writePoint(HullHullWorkspace ws, int j, long ax, long ay, long az, long bx, long by, long bz, long depth,
            long id) {
        long[] f = ws.frame;
        int o = HullHullWorkspace.POINTS_AT + j * HullHullWorkspace.POINT_STRIDE;
        f[o] = ax;
        f[o + 1] = ay;
        f[o + 2] = az;
        f[o + 3] = bx;
        f[o + 4] = by;
        f[o + 5] = bz;
        ws.sat.relative.inverseApplyInto(bx, by, bz, f, o + 6);
        f[o + 9] = depth;
        f[o + 10] = id;
    }

    private static int emit(HullHullWorkspace ws, Transform ta, ContactManifold out) {
        long[] f = ws.frame;
        int k = (int) f[3];
        MutableVec3 s = ws.s;
        if (RelativePose.isIdentity(ta)) {
            return emitUnrotated(ws, ta, out);
        }
        ta.applyToVectorInto(f[0], f[1], f[2], s);
        out.setNormal(Fixed.clamp(s.x, -Fixed.ONE, Fixed.ONE), Fixed.clamp(s.y, -Fixed.ONE, Fixed.ONE),
                Fixed.clamp(s.z, -Fixed.ONE, Fixed.ONE));
        for (int j = 0; j < k; j++) {
            int o = HullHullWorkspace.POINTS_AT + j * HullHullWorkspace.POINT_STRIDE;
            ta.applyToPointInto(f[o], f[o + 1], f[o + 2], s);
            long ax = s.x;
            long ay = s.y;
            long az = s.z;
            ta.applyToPointInto(f[o + 3], f[o + 4], f[o + 5], s);
            ManifoldPoint p = out.addPoint();
            p.setWorld(ContactMath.midpoint(ax, s.x), ContactMath.midpoint(ay, s.y), ContactMath.midpoint(az, s.z));
            p.setLocalA(f[o], f[o + 1], f[o + 2]);
            p.setLocalB(f[o + 6], f[o + 7], f[o + 8]);
            p.setDepth(f[o + 9]).setFeatureId(f[o + 10]);
        }
        return k;
    }

    /**
     * {@link #emit} for a transform whose basis is exactly the identity: every rotation
     * {@code Fixed.dot3} would return its input unrounded, so the points are only translated
     * (exact adds); same bits.
     */
    private static int emitUnrotated(HullHullWorkspace ws, Transform ta, ContactManifold out) {
        long[] f = ws.frame;
        int k = (int) f[3];
        long px = ta.px();
        long py = ta.py();
        long pz = ta.pz();
        out.setNormal(Fixed.clamp(f[0], -Fixed.ONE, Fixed.ONE), Fixed.clamp(f[1], -Fixed.ONE, Fixed.ONE),
                Fixed.clamp(f[2], -Fixed.ONE, Fixed.ONE));
        for (int j = 0; j < k; j++) {
            int o = HullHullWorkspace.POINTS_AT + j * HullHullWorkspace.POINT_STRIDE;
            ManifoldPoint p = out.addPoint();
            p.setWorld(ContactMath.midpoint(Fixed.add(f[o], px), Fixed.add(f[o + 3], px)),
                    ContactMath.midpoint(Fixed.add(f[o + 1], py), Fixed.add(f[o + 4], py)),
                    ContactMath.midpoint(Fixed.add(f[o + 2], pz), Fixed.add(f[o + 5], pz)));
            p.setLocalA(f[o], f[o + 1], f[o + 2]);
            p.setLocalB(f[o + 6], f[o + 7], f[o + 8]);
            p.setDepth(f[o + 9]).setFeatureId(f[o + 10]);
        }
        return k;
    }

    // ------------------------------------------------------------------ canonical order

    /**
     * Returns a negative number, zero or a positive number as hull {@code a} orders before, the
     * same as, or after hull {@code b}: vertex count, then vertex bits in index order. Zero for
     * the same hull object or identical bits. Deliberately independent of the poses: an order
     * based on positions would swap the roles of A and B whenever two bodies jitter across each
     * other's coordinate, and with it the face preferred by the flip-flop bias (found by
     * {@code issue4_flipFlop_restingBoxKeepsFeaturesTickAfterTick}).
     */
    static int canonicalOrder(ConvexHull a, ConvexHull b) {
        if (a == b) {
            return 0;
        }
        int c = Integer.compare(a.vertexCount(), b.vertexCount());
        for (int i = 0; c == 0 && i < a.vertexCount(); i++) {
            c = Long.compare(a.vertexX(i), b.vertexX(i));
            if (c == 0) {
                c = Long.compare(a.vertexY(i), b.vertexY(i));
            }
            if (c == 0) {
                c = Long.compare(a.vertexZ(i), b.vertexZ(i));
            }
        }
        return c;
    }
}
