package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.epa.EpaWorkspace;
import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * The scratch of the contact functions: core features, closest points, the hull-vs-hull scratch,
 * GJK/EPA, and the capsule-box SAT tables. Allocated once, at construction; the pair functions
 * read and write its fields. The API type {@link dev.lockstep.collision.narrow.ContactWorkspace}
 * extends it rather than holding it, so the pair functions read the same fields with no extra
 * indirection. Not thread-safe.
 */
public class NarrowScratch {
    // world-space core features: sphere centers, segment ends
    final MutableVec3 a0 = new MutableVec3();
    final MutableVec3 a1 = new MutableVec3();
    final MutableVec3 b0 = new MutableVec3();
    final MutableVec3 b1 = new MutableVec3();
    // unit directions and the normal
    final MutableVec3 uA = new MutableVec3();
    final MutableVec3 uB = new MutableVec3();
    final MutableVec3 normal = new MutableVec3();
    // closest core points
    final MutableVec3 coreA = new MutableVec3();
    final MutableVec3 coreB = new MutableVec3();
    // clipped points of parallel capsules
    final MutableVec3 clipA = new MutableVec3();
    final MutableVec3 clipB = new MutableVec3();
    // tangent scratch for fallback normals, local-point scratch
    final MutableVec3 t1 = new MutableVec3();
    final MutableVec3 t2 = new MutableVec3();
    final MutableVec3 local = new MutableVec3();
    // hull-vs-hull scratch (SAT, clipping, reduction)
    final HullHullScratch hullHull = new HullHullScratch();

    // closest points of two segments
    final SegmentClosestPoints segments = new SegmentClosestPoints();
    // GJK/EPA for the hull pairs and the convex fallback
    final GjkWorkspace gjk = new GjkWorkspace();
    final EpaWorkspace epa = new EpaWorkspace();
    final DistanceResult distance = new DistanceResult();
    // hull-frame scratch
    final MutableVec3 hullA = new MutableVec3();
    final MutableVec3 hullB = new MutableVec3();
    final MutableVec3 faceNormal = new MutableVec3();
    // closed-form closest feature of a hull to a point (sphere-hull shallow contact)
    final PointHullRegion pointRegion = new PointHullRegion();
    /** Capsule-box SAT ({@code CapsuleBoxSat}): per box axis, which orientation of its edge axis wins, or parallel. */
    final byte[] boxEdgeState = new byte[3];
    /** Capsule-box SAT: the unit edge axis of each box axis, x y z interleaved. */
    final long[] boxEdgeAxis = new long[9];
    /**
     * Capsule-box SAT: the separation along each box axis's edge axis in slots 0-2 and the box's
     * largest projection on it in slots 3-5.
     */
    final long[] boxEdgeSeparation = new long[6];
    // capsule-hull: whether the last query ended in the closed-form face contact (tests read it)
    boolean capsuleFaceClosedForm;
    // capsule-box: the regime the last query ended in (CapsuleBoxContact's constants; tests count them)
    int capsuleBoxRegime;

    // capsule-hull SAT results
    int satFace;
    long satFaceSeparation;
    int satEdge;
    long satEdgeSeparation;

    /** Creates the scratch; everything is allocated here, once. */
    public NarrowScratch() {
    }
}
