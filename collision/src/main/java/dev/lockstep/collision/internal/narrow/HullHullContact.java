package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.internal.clip.IncidentFace;
import dev.lockstep.collision.internal.clip.ReferenceFace;
import dev.lockstep.collision.internal.manifold.ContactReduction;
import dev.lockstep.collision.internal.sat.BoxBoxSat;
import dev.lockstep.collision.internal.sat.EdgeResult;
import dev.lockstep.collision.internal.sat.HullHullSat;
import dev.lockstep.collision.internal.sat.RelativePose;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldCache;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.collision.manifold.TangentBasis;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;

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

    /** As {@link #collide(ConvexHull, Transform, ConvexHull, Transform, long, HullHullScratch, ManifoldCache, ContactManifold)} without a cache. */
    public static int collide(ConvexHull a, Transform ta, ConvexHull b, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold outManifold) {
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
            HullHullScratch ws, ManifoldCache cache, ContactManifold outManifold) {
        return collide(a, ta, b, tb, contactDistance, ws, cache, outManifold, true);
    }

    /**
     * {@link #collide} without the box-vs-box closed forms ({@code BoxBoxSat}): the general
     * placement and SAT for every pair. The reference the box path is checked against
     * ({@code BoxBoxContactProperties}); same result bits.
     */
    static int collideGeneral(ConvexHull a, Transform ta, ConvexHull b, Transform tb, long contactDistance,
            HullHullScratch ws, ContactManifold outManifold) {
        return collide(a, ta, b, tb, contactDistance, ws, null, outManifold, false);
    }

    private static int collide(ConvexHull a, Transform ta, ConvexHull b, Transform tb, long contactDistance,
            HullHullScratch ws, ManifoldCache cache, ContactManifold outManifold, boolean boxPath) {
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
            long contactDistance, HullHullScratch ws, ManifoldCache cache, ContactManifold out, boolean boxPath) {
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
            cache.copyResultInto(ws.frame.raw());
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
            HullEdgeContact.edgeContact(ws);
        } else {
            boolean refIsA = kind == HullHullSat.FACE_A;
            if (!(boxPath && refIsA && BoxFaceContact.faceOfA(ws, contactDistance))) {
                HullFaceContact.faceContact(ws, refIsA, contactDistance);
            }
        }
        SeparatedHullContact.confirm(ws, kind, contactDistance);
        if (cache != null) {
            cache.recordTouching(a, b, swapped, sat.relative, contactDistance, ws.frame.raw(), ws.frame.length());
        }
        return emit(ws, ta, out);
    }

    /**
     * Re-tests the cached separating axis with the SAT's own arithmetic where the bound of
     * {@link CachedSeparation#faceOfA} could not decide; counts the path taken when it answers.
     * {@code sat.relative} and {@code sat.a} are loaded.
     */
    private static boolean stillSeparates(ManifoldCache cache, ConvexHull a, ConvexHull b, int faceOfAProof,
            long contactDistance, HullHullScratch ws) {
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
        if (sat.faceA.result().separating()) {
            cache.recordSeparated(a, b, swapped, HullHullSat.FACE_A, sat.faceA.result().face(), 0);
        } else if (sat.faceB.result().separating()) {
            cache.recordSeparated(a, b, swapped, HullHullSat.FACE_B, sat.faceB.result().face(), 0);
        } else {
            EdgeResult edge = sat.edge.result();
            cache.recordSeparated(a, b, swapped, HullHullSat.EDGE, edge.edgeA(), edge.edgeB());
        }
    }

    // ------------------------------------------------------------------ output

    static void writePoint(HullHullScratch ws, int j, long ax, long ay, long az, long bx, long by, long bz, long depth,
            long id) {
        ws.frame.setPoint(j, ax, ay, az, bx, by, bz, ws.sat.relative, depth, id);
    }

    static int emit(HullHullScratch ws, Transform ta, ContactManifold out) {
        FrameManifold f = ws.frame;
        int k = f.count();
        MutableVec3 s = ws.s;
        if (RelativePose.isIdentity(ta)) {
            return emitUnrotated(ws, ta, out);
        }
        ta.applyToVectorInto(f.normalX(), f.normalY(), f.normalZ(), s);
        out.setNormal(Fixed.clamp(s.x, -Fixed.ONE, Fixed.ONE), Fixed.clamp(s.y, -Fixed.ONE, Fixed.ONE),
                Fixed.clamp(s.z, -Fixed.ONE, Fixed.ONE));
        for (int j = 0; j < k; j++) {
            ta.applyToPointInto(f.witnessA(j, 0), f.witnessA(j, 1), f.witnessA(j, 2), s);
            long ax = s.x;
            long ay = s.y;
            long az = s.z;
            ta.applyToPointInto(f.witnessB(j, 0), f.witnessB(j, 1), f.witnessB(j, 2), s);
            ManifoldPoint p = out.addPoint();
            p.setWorld(ContactMath.midpoint(ax, s.x), ContactMath.midpoint(ay, s.y), ContactMath.midpoint(az, s.z));
            p.setLocalA(f.witnessA(j, 0), f.witnessA(j, 1), f.witnessA(j, 2));
            p.setLocalB(f.localB(j, 0), f.localB(j, 1), f.localB(j, 2));
            p.setDepth(f.depth(j)).setFeatureId(f.featureId(j));
        }
        return k;
    }

    /**
     * {@link #emit} for a transform whose basis is exactly the identity: every rotation
     * {@code Fixed.dot3} would return its input unrounded, so the points are only translated
     * (exact adds); same bits.
     */
    private static int emitUnrotated(HullHullScratch ws, Transform ta, ContactManifold out) {
        FrameManifold f = ws.frame;
        int k = f.count();
        long px = ta.px();
        long py = ta.py();
        long pz = ta.pz();
        out.setNormal(Fixed.clamp(f.normalX(), -Fixed.ONE, Fixed.ONE), Fixed.clamp(f.normalY(), -Fixed.ONE, Fixed.ONE),
                Fixed.clamp(f.normalZ(), -Fixed.ONE, Fixed.ONE));
        for (int j = 0; j < k; j++) {
            ManifoldPoint p = out.addPoint();
            p.setWorld(ContactMath.midpoint(Fixed.add(f.witnessA(j, 0), px), Fixed.add(f.witnessB(j, 0), px)),
                    ContactMath.midpoint(Fixed.add(f.witnessA(j, 1), py), Fixed.add(f.witnessB(j, 1), py)),
                    ContactMath.midpoint(Fixed.add(f.witnessA(j, 2), pz), Fixed.add(f.witnessB(j, 2), pz)));
            p.setLocalA(f.witnessA(j, 0), f.witnessA(j, 1), f.witnessA(j, 2));
            p.setLocalB(f.localB(j, 0), f.localB(j, 1), f.localB(j, 2));
            p.setDepth(f.depth(j)).setFeatureId(f.featureId(j));
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
