package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.internal.clip.ClipWorkspace;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * The scratch of the hull-vs-hull contact: SAT, clipping, candidate points and the A-frame result.
 * Arrays grow to the largest faces seen, then stay: 0 B/op in steady state. The API type
 * {@link dev.lockstep.collision.narrow.HullHullWorkspace} extends it. Not thread-safe.
 */
public class HullHullScratch {
    final SatWorkspace sat = new SatWorkspace();
    final ClipWorkspace clip = new ClipWorkspace();
    /** The A-frame result. */
    final FrameManifold frame = new FrameManifold();
    /** The placed planes of a bent reference face's triangles (HullFaceContact.bentTriangles), four entries each. */
    long[] bentPlanes = new long[4 * 8];
    long[] u = new long[ClipWorkspace.INITIAL_CAPACITY];
    long[] v = new long[ClipWorkspace.INITIAL_CAPACITY];
    long[] depth = new long[ClipWorkspace.INITIAL_CAPACITY];
    long[] id = new long[ClipWorkspace.INITIAL_CAPACITY];
    long[] wa = new long[3 * ClipWorkspace.INITIAL_CAPACITY];
    long[] wb = new long[3 * ClipWorkspace.INITIAL_CAPACITY];
    final int[] keep = new int[4];
    final long[] localB = new long[3];
    final MutableVec3 t1 = new MutableVec3();
    final MutableVec3 t2 = new MutableVec3();
    final MutableVec3 s = new MutableVec3();
    final MutableVec3 p = new MutableVec3();
    final MutableVec3 q = new MutableVec3();
    /** The true gap of a speculative pair whose clip kept nothing (HullFaceContact.speculativePoint). */
    final GjkWorkspace gjk = new GjkWorkspace();
    /** See {@link #gjk}. */
    final DistanceResult gap = new DistanceResult();
    /** The placed hulls as GJK's support maps, see {@link #gjk}. */
    final PlacedSupport supportA = new PlacedSupport();
    /** See {@link #supportA}. */
    final PlacedSupport supportB = new PlacedSupport();

    /** Creates the scratch. */
    public HullHullScratch() {
    }

    void reserve(int n) {
        if (u.length < n) {
            u = new long[n];
            v = new long[n];
            depth = new long[n];
            id = new long[n];
            wa = new long[3 * n];
            wb = new long[3 * n];
        }
    }
}
