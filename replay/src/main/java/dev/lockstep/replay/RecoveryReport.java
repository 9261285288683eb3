package dev.lockstep.replay;

/**
 * What recovery mode salvaged from a damaged or unfinished replay.
 *
 * @param ticksRecovered number of complete, valid tick records in the valid prefix
 * @param lastTick tick number of the last recovered tick, or -1 when none
 * @param defectOffset byte offset where the defect was found (the start of the defective fragment, or
 *     the file length when the file simply ends)
 * @param validPrefixEnd byte offset just after the last valid logical record
 * @param recordIndex index of the logical record that failed (or would have come next)
 * @param reason what was wrong
 */
public record RecoveryReport(long ticksRecovered, long lastTick, long defectOffset, long validPrefixEnd,
        long recordIndex, String reason) {

    /** Returns {@code "truncated after tick N at byte X: reason"} (or "before the first tick"). */
    public String describe() {
        String after = lastTick >= 0 ? "after tick " + lastTick : "before the first tick";
        return "truncated " + after + " at byte " + defectOffset + ": " + reason;
    }
}
