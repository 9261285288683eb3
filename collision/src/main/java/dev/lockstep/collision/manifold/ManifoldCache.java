package dev.lockstep.collision.manifold;

import dev.lockstep.collision.internal.sat.RelativePose;
import dev.lockstep.collision.internal.sat.SatSeeds;
import dev.lockstep.collision.internal.sat.TranslationCoherence;
import dev.lockstep.fixedpoint.MutableTransform;
import dev.lockstep.fixedpoint.Transform;

/**
 * Temporal coherence for one pair of hulls (seed 001, "Hull vs Hull: Temporal Coherence"): what
 * the last query found, tried first by the next one. Caller-owned, one per pair, kept across
 * ticks; {@link #clear()} when the pair is created or its shapes change.
 *
 * <h2>What it holds and how it is used (HullHullContact)</h2>
 * <ul>
 *   <li><b>Still</b> (any outcome): the caller's two shapes, the bits of both world transforms,
 *       the contact distance and the final manifold. A query with all of them bit-identical
 *       (both bodies asleep or resting without jitter) copies the manifold: the query is a pure
 *       function of those inputs.</li>
 *   <li><b>Separated</b>: the separating axis (face of A, face of B, or edge pair, in the pair's
 *       canonical order), plus the last support vertex of B and B's largest vertex 1-norm for
 *       the face-of-A bound. The next query tests that axis first; if it still separates by
 *       more than the contact distance the answer is "no contact" without the full SAT. This is
 *       exact: the full SAT also tests that axis and reports "separated" as soon as any axis it
 *       tests separates, so it returns the same empty manifold (the proofs per axis kind are in
 *       {@code CachedSeparation}).</li>
 *   <li><b>Touching</b>: the relative pose bits, the contact distance and the manifold in A's
 *       frame. The next query reuses it when the relative pose is bit-identical (bodies at rest
 *       or moving together), re-placing it with the new world transforms.</li>
 *   <li><b>Same relative rotation</b> (any outcome): {@link TranslationCoherence}, the SAT's
 *       rotation-only tables, built when the relative rotation bits repeat; while they keep
 *       repeating (sliding, falling, positional jitter) the SAT costs one rounded dot per face and
 *       candidate edge pair. The contact (clipping, reduction) is then built as usual.</li>
 *   <li><b>Seeds</b> (touching, any rotation): {@link SatSeeds}, the last query's supports and
 *       kept faces; a query whose relative rotation changed runs the uncached query's SAT
 *       warm-started by them (the kept faces decided first, most others ruled out by one dot
 *       each), the same bits whatever they hold.</li>
 * </ul>
 * <p>Deliberate deviation from the seed: seed 001 rebuilds the contact from the last touching
 * features whenever the pose changed; that skips the SAT but can return different features than
 * a full query would, and issue 4 requires the cache to change nothing but speed (checked bit for
 * bit by {@code ManifoldCacheProperties}). So a changed relative rotation with overlap runs the
 * SAT the uncached query runs, seeded (at most the checks plus an uncached query), and a changed
 * translation alone runs the SAT from the rotation-only tables.
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

    /** Path counter: bit-identical world poses, manifold copied. */
    public static final int PATH_STILL = 0;
    /** Path counter: bit-identical relative pose, A-frame manifold re-placed. */
    public static final int PATH_SAME_POSE = 1;
    /** Path counter: cached face of A proven separating by the rotated-axis lower bound. */
    public static final int PATH_FACE_A_BOUND = 2;
    /** Path counter: cached face of B re-tested exactly on its own placed vertices. */
    public static final int PATH_FACE_B = 3;
    /** Path counter: cached edge pair re-tested exactly. */
    public static final int PATH_EDGE = 4;
    /**
     * Path counter: the face-of-A bound was inside its safety margin (neither proven separated
     * nor proven touching along the axis), so the full SAT answered.
     */
    public static final int PATH_MARGIN = 5;
    /**
     * Path counter: a cache entry for the pair existed but could not answer; the uncached query's
     * SAT ran (the general one only to build {@link TranslationCoherence}'s tables).
     */
    public static final int PATH_MISS = 6;
    /**
     * Path counter: the relative rotation bits repeated, so the SAT ran from the tables of
     * {@link TranslationCoherence} (then the contact was built as usual).
     */
    public static final int PATH_TRANSLATED = 7;
    /**
     * Path counter: the relative rotation changed, and the uncached query's SAT ran warm-started
     * by the last query's supports and kept faces ({@link SatSeeds}: the kept faces re-validated
     * first, most others ruled out by one rounded dot each; same bits).
     */
    public static final int PATH_SEEDED = 8;
    /** Number of path counters. */
    public static final int PATH_COUNT = 9;

    private Object shapeA;
    private Object shapeB;
    private boolean swapped;
    private int state;
    private int axisKind;
    private int axisIndex1;
    private int axisIndex2;
    private final RelativePose pose = new RelativePose();
    private long contactDistance;
    private long[] result = new long[0];
    private int resultLength;
    private long hits;
    private final long[] pathCounts = new long[PATH_COUNT];
    private int supportStart;
    private long vertexNormBound;

    private final long[] axisScratch = new long[AXIS_SCRATCH_LENGTH];
    private final TranslationCoherence translation = new TranslationCoherence();
    private final SatSeeds seeds = new SatSeeds();

    private Object stillA;
    private Object stillB;
    // copies of the poses, not references: a caller may pass a pose it overwrites in place (MutableTransform)
    private final MutableTransform stillTa = new MutableTransform();
    private final MutableTransform stillTb = new MutableTransform();
    private boolean stillValid;
    private long stillContactDistance;
    private final ContactManifold stillManifold = new ContactManifold();

    /** Creates an empty cache. */
    public ManifoldCache() {
    }

    /** Forgets everything. */
    public void clear() {
        state = EMPTY;
        shapeA = null;
        shapeB = null;
        stillValid = false;
        stillA = null;
        stillB = null;
        supportStart = 0;
        axisScratch[0] = 0;
        translation.clear();
        seeds.clear();
    }

    /**
     * Returns the pair's SAT warm starts (see {@link SatSeeds}): the last query's supports and
     * kept faces; it checks the hulls itself.
     */
    public SatSeeds seeds() {
        return seeds;
    }

    /**
     * Returns the pair's SAT tables for queries whose relative rotation bits repeat (see
     * {@link TranslationCoherence}); it checks the hulls and the rotation itself.
     */
    public TranslationCoherence translation() {
        return translation;
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
     * Counts one query that took {@code path} (one of the {@code PATH_*} constants); the paths
     * that answer from the cache also count a hit. For tests (coverage of every cached path) and
     * benchmarks; never part of a result.
     */
    public void countPath(int path) {
        pathCounts[path]++;
        if (path != PATH_MARGIN && path != PATH_MISS) {
            hits++;
        }
    }

    /** Returns how many queries took {@code path} (a {@code PATH_*} constant). */
    public long pathCount(int path) {
        return pathCounts[path];
    }

    /**
     * Returns true when the last query had these caller-order shapes (reference equality), these
     * exact transform bits and this contact distance; {@link #copyStillInto} then gives its result.
     */
    public boolean sameWorld(Object a, Transform ta, Object b, Transform tb, long distance) {
        return stillValid && a == stillA && b == stillB && distance == stillContactDistance && stillTa.sameBits(ta)
                && stillTb.sameBits(tb);
    }

    /** Records the inputs and final result of a query for {@link #sameWorld}. */
    public void recordWorld(Object a, Transform ta, Object b, Transform tb, long distance, ContactManifold result) {
        stillA = a;
        stillB = b;
        stillTa.set(ta);
        stillTb.set(tb);
        stillContactDistance = distance;
        stillManifold.copyFrom(result);
        stillValid = true;
    }

    /** Length of {@link #axisScratch()}. */
    public static final int AXIS_SCRATCH_LENGTH = 16;

    /**
     * Returns scratch owned by the cached separating-axis test of the hull pair
     * ({@code HullHullContact}): values derived from the cached axis and the bits of the two
     * rotations they were derived from, so a later query with the same rotation bits reuses them
     * (a pure function of those bits, hence exact). Element 0 is zero when nothing is valid; it is
     * zeroed whenever a new axis is recorded or the cache is cleared.
     */
    public long[] axisScratch() {
        return axisScratch;
    }

    /** Copies the result recorded by {@link #recordWorld} into {@code outManifold}; returns its point count. */
    public int copyStillInto(ContactManifold outManifold) {
        outManifold.copyFrom(stillManifold);
        return stillManifold.pointCount();
    }

    /** Returns the vertex the next support search of the cached axis starts from (a warm start only). */
    public int supportStart() {
        return supportStart;
    }

    /** Sets the warm start of {@link #supportStart()}. */
    public void setSupportStart(int vertex) {
        supportStart = vertex;
    }

    /**
     * Returns the largest {@code |x| + |y| + |z|} (raw) over the vertices of the cached pair's
     * B, set with the separating axis; it scales the safety margin of the face-of-A bound.
     */
    public long vertexNormBound() {
        return vertexNormBound;
    }

    /** Sets {@link #vertexNormBound()}. */
    public void setVertexNormBound(long bound) {
        vertexNormBound = bound;
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
        if (b != shapeB) {
            supportStart = 0;
        }
        axisScratch[0] = 0;
        shapeA = a;
        shapeB = b;
        swapped = isSwapped;
        state = SEPARATED;
        axisKind = kind;
        axisIndex1 = index1;
        axisIndex2 = index2;
    }

    /**
     * Records a contact: the bits of {@code relative}, contact distance and the first
     * {@code length} longs of the A-frame result.
     */
    public void recordTouching(Object a, Object b, boolean isSwapped, RelativePose relative, long distance, long[] frameResult,
            int length) {
        shapeA = a;
        shapeB = b;
        swapped = isSwapped;
        state = TOUCHING;
        pose.set(relative);
        contactDistance = distance;
        if (result.length < length) {
            result = new long[length];
        }
        System.arraycopy(frameResult, 0, result, 0, length);
        resultLength = length;
    }

    /** Returns true when touching was cached for exactly this relative pose and contact distance. */
    public boolean samePose(RelativePose relative, long distance) {
        return state == TOUCHING && distance == contactDistance && pose.samePose(relative);
    }

    /** Copies the cached A-frame result into {@code outFrameResult} and returns its length. */
    public int copyResultInto(long[] outFrameResult) {
        System.arraycopy(result, 0, outFrameResult, 0, resultLength);
        return resultLength;
    }
}
