package dev.lockstep.collision.internal.sat;

/**
 * What a {@link HullClimber} climb leaves besides the vertex it returns: the exact 128-bit sum
 * {@code v . d} at that vertex ({@code Dot128} words: signed high, unsigned low), so the caller
 * can round it ({@link PlacedHull#roundedDot}) instead of recomputing it, and whether the climb
 * stopped at its cutoff. Scratch owned by the query that climbs (a {@link FaceQuery}); every
 * climb overwrites it, and it is meaningless after a climb that returned -1.
 */
public final class ClimbResult {
    /** High word of the exact sum at the returned vertex. */
    long sumHi;
    /** Low word, see {@link #sumHi}. */
    long sumLo;
    /**
     * True when a climb with a cutoff stopped at a vertex whose rounded dot is at most the cutoff
     * (that vertex need not be the minimiser); false when it returned the certified minimiser.
     */
    boolean stoppedAtCutoff;

    /** Creates an empty result. */
    public ClimbResult() {
    }

    /** Returns the high word of the exact sum at the returned vertex. */
    public long sumHigh() {
        return sumHi;
    }

    /** Returns the low word of the exact sum at the returned vertex. */
    public long sumLow() {
        return sumLo;
    }

    /** Returns true when the climb stopped at its cutoff (see {@link #stoppedAtCutoff}). */
    public boolean stoppedAtCutoff() {
        return stoppedAtCutoff;
    }
}
