package dev.lockstep.collision.internal.sat;

import dev.lockstep.fixedpoint.Fixed;

/**
 * The carried face bounds of one {@link FaceQuery} (issue 20, a touching pair that turns slowly):
 * per face, an upper bound of its distance at the pose of the last full climbing run (its
 * distance, or the value that ruled it out), each the value of one term that {@link PoseDrift}
 * bounds the motion of. {@link SatSeeds} keeps the largest before and after the kept face
 * ({@link #recordInto}), and the next seeded query may then be decided by one climb
 * ({@link #runSeedOnly}) instead of the face loop.
 */
final class CarriedFaceBounds {
    /** {@link #upper} holds nothing (a scan, a run stopped by a separating face). */
    static final int NONE = 0;
    /** {@link #upper} was filled by the last run, at its pose. */
    static final int FRESH = 1;
    /** The last run was {@link #runSeedOnly}: the seed's bounds, plus their drift, still hold. */
    static final int CARRIED = 2;
    /** Per face: the upper bound of its distance; valid when {@link #state} is {@link #FRESH}. */
    long[] upper = new long[16];
    /** {@link #NONE}, {@link #FRESH} or {@link #CARRIED}: what {@link #upper} holds. */
    int state;

    /** Makes room for {@code faceCount} faces. */
    void ensure(int faceCount) {
        if (upper.length < faceCount) {
            upper = new long[faceCount];
        }
    }

    /**
     * Records into {@code outSeed} what these bounds say for a seed whose kept face is {@code best}
     * of {@code faceCount}: fresh bounds become the largest before and after {@code best} with no
     * drift yet; carried ones stay as they are while the kept face is the same; anything else
     * leaves the seed without bounds.
     */
    void recordInto(SatSeeds.Side outSeed, int best, int faceCount) {
        if (state == FRESH) {
            long before = Long.MIN_VALUE;
            long after = Long.MIN_VALUE;
            for (int f = 0; f < faceCount; f++) {
                if (f < best) {
                    before = Math.max(before, upper[f]);
                } else if (f > best) {
                    after = Math.max(after, upper[f]);
                }
            }
            outSeed.maxBefore = before;
            outSeed.maxAfter = after;
            outSeed.drift = 0;
            outSeed.boundsValid = true;
        } else if (state != CARRIED || best != outSeed.face) {
            outSeed.boundsValid = false;
        }
    }

    /**
     * {@link FaceQuery#runClimbingSeeded} of {@code query} without the face loop when the seed's
     * carried bounds decide it: returns true and fills {@code query} as a seeded run with
     * {@code keepSupports} false would (same result fields; supports: the seed face's exact one,
     * the seed's start vertices for the others, to be climbed on demand by
     * {@link FaceQuery#exactSupport}), or returns false having changed nothing but scratch (the
     * caller then runs {@link FaceQuery#runClimbingSeeded}).
     *
     * <p>Why the result is the same: the seed face {@code w} is climbed to its exact distance
     * {@code S <= stopAbove}. Every other face's distance is at most the seed's recorded bound of
     * it plus {@code drift} ({@link PoseDrift}: the sum of the bounds of the pose changes since the
     * bounds were recorded, each bound term moving by at most that). When that is below {@code S}
     * for every face before {@code w}, at most {@code S} after it (and, with {@code useFloor}, at
     * most {@code floor} also passes), no other face is the first maximum above the floor nor
     * separates, exactly the rule by which {@link FaceQuery#runClimbingSeeded} rules faces out; so
     * its result is {@code (w, S)}, not separating. {@code SeededSatProperties} and
     * {@code CarriedFaceBoundProperties} check it against the unseeded query.
     */
    boolean runSeedOnly(FaceQuery query, PlacedHull faces, PlacedHull other, long stopAbove, boolean useFloor,
            long floor, SatSeeds.Side seed) {
        if (seed == null || !seed.boundsValid) {
            return false;
        }
        int w = seed.face;
        int s = query.climbExactPrepared(faces, w, other, seed.vertex[w]);
        long distance = Fixed.sub(other.dot(s, faces.nx(w), faces.ny(w), faces.nz(w)), faces.offset(w));
        if (distance > stopAbove || distance == Long.MIN_VALUE) {
            return false;
        }
        long limitBefore = distance - 1;
        long limitAfter = distance;
        if (useFloor) {
            limitBefore = Math.max(limitBefore, floor);
            limitAfter = Math.max(limitAfter, floor);
        }
        if (seed.maxBefore > limitBefore - seed.drift || seed.maxAfter > limitAfter - seed.drift) {
            return false;
        }
        query.keepSeedFace(faces.faceCount, w, s, distance, seed.vertex);
        state = CARRIED;
        return true;
    }
}
