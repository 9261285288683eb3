package dev.lockstep.collision.manifold;

import java.util.Arrays;

/**
 * Temporal coherence for one pair of hulls (seed 001, "Hull vs Hull: Temporal Coherence"): what
 * the last query found, tried first by the next one. Caller-owned, one per pair, kept across
 * ticks; {@link #clear()} when the pair is created or its shapes change.
 *
 * <h2>What it holds and how it is used (HullHullContact)</h2>
 * <ul>
 *   <li><b>Separated</b>: the separating axis (face of A, face of B, or edge pair, in the pair's
 *       canonical order). The next query tests that axis first; if it still separates by more
 *       than the contact distance the answer is "no contact" without the full SAT. This is exact:
 *       the full SAT also tests that axis (for an edge pair, only when it still passes the Gauss
 *       map, which the cached test re-checks) with the same arithmetic, so it would also have
 *       found a separating axis and returned the same empty manifold.</li>
 *   <li><b>Touching</b>: the relative pose bits, the contact distance and the manifold in A's
 *       frame. The next query reuses it when the relative pose is bit-identical (bodies at rest
 *       or moving together), re-placing it with the new world transforms.</li>
 * </ul>
 * <p>Deliberate deviation from the seed: seed 001 rebuilds the contact from the last touching
 * features whenever the pose changed; that skips the SAT but can return different features than
 * a full query would, and issue 4 requires the cache to change nothing but speed (checked bit for
 * bit by {@code ManifoldCacheProperties}). So a changed pose with overlap runs the full SAT.
 *
 * <p>The cache is part of the simulation state for replay purposes only in the sense that it
 * cannot change results; it need not be hashed or snapshotted.
 */
public final class ManifoldCache {
    /** Nothing cached. */
    public static final int EMPTY = 0;
    /** Last query found a separating axis. */
    public static final int SEPARATED = 1;
    /** Last query found a contact. */
    public static final int TOUCHING = 2;

    private Object shapeA;
    private Object shapeB;
    private boolean swapped;
    private int state;
    private int axisKind;
    private int axisIndex1;
    private int axisIndex2;
    private final long[] pose = new long[12];
    private long contactDistance;
    private long[] result = new long[0];
    private int resultLength;
    private long hits;

    /** Creates an empty cache. */
    public ManifoldCache() {
    }

    /** Forgets everything. */
    public void clear() {
        state = EMPTY;
        shapeA = null;
        shapeB = null;
    }

    /** Returns the state: {@link #EMPTY}, {@link #SEPARATED} or {@link #TOUCHING}. */
    public int state() {
        return state;
    }

    /** Returns how many queries were answered from the cache (for tests and benchmarks). */
    public long hits() {
        return hits;
    }

    /** Counts one answer from the cache. */
    public void countHit() {
        hits++;
    }

    /**
     * Returns true when the cache describes this pair in this canonical order: the same shape
     * objects (reference equality, never hash codes) and the same {@code swapped} flag.
     */
    public boolean matches(Object a, Object b, boolean isSwapped) {
        return state != EMPTY && shapeA == a && shapeB == b && swapped == isSwapped;
    }

    /** Returns the cached separating axis kind (the SAT's FACE_A, FACE_B or EDGE constant). */
    public int axisKind() {
        return axisKind;
    }

    /** Returns the face index, or the edge of A for an edge axis. */
    public int axisIndex1() {
        return axisIndex1;
    }

    /** Returns the edge of B for an edge axis. */
    public int axisIndex2() {
        return axisIndex2;
    }

    /** Records a separating axis. */
    public void recordSeparated(Object a, Object b, boolean isSwapped, int kind, int index1, int index2) {
        shapeA = a;
        shapeB = b;
        swapped = isSwapped;
        state = SEPARATED;
        axisKind = kind;
        axisIndex1 = index1;
        axisIndex2 = index2;
    }

    /**
     * Records a contact: relative pose {@code relative[0..11]}, contact distance and the first
     * {@code length} longs of the A-frame result.
     */
    public void recordTouching(Object a, Object b, boolean isSwapped, long[] relative, long distance, long[] frameResult,
            int length) {
        shapeA = a;
        shapeB = b;
        swapped = isSwapped;
        state = TOUCHING;
        System.arraycopy(relative, 0, pose, 0, 12);
        contactDistance = distance;
        if (result.length < length) {
            result = new long[length];
        }
        System.arraycopy(frameResult, 0, result, 0, length);
        resultLength = length;
    }

    /** Returns true when touching was cached for exactly this relative pose and contact distance. */
    public boolean samePose(long[] relative, long distance) {
        return state == TOUCHING && distance == contactDistance && Arrays.equals(pose, 0, 12, relative, 0, 12);
    }

    /** Copies the cached A-frame result into {@code outFrameResult} and returns its length. */
    public int copyResultInto(long[] outFrameResult) {
        System.arraycopy(result, 0, outFrameResult, 0, resultLength);
        return resultLength;
    }
}
