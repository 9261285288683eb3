package dev.lockstep.replay.hash;

/**
 * The first difference between two canonical encodings, as found by {@link StateDiff}.
 *
 * @param part name of the part (subsystem) where the difference is
 * @param inBody true when the item belongs to a body, false for a part-level item
 * @param bodyId id of that body (0 when {@code inBody} is false)
 * @param field name of the differing field or blob; for a structural difference, the item that differs
 * @param expectedBits expected field bits (0 for structural or blob differences)
 * @param actualBits actual field bits (0 for structural or blob differences)
 * @param structural true when the items differ in kind, name or body id rather than in value
 * @param detail human-readable description of the difference
 */
public record FieldDifference(String part, boolean inBody, long bodyId, String field, long expectedBits,
        long actualBits, boolean structural, String detail) {

    /** Returns e.g. {@code part 'bodies' body 7 field 'px': expected 0x0000000180000000 actual 0x0000000180000001}. */
    public String describe() {
        String where = "part '" + part + "'" + (inBody ? " body " + bodyId : "");
        if (structural) {
            return where + ": " + detail;
        }
        return where + " field '" + field + "': " + detail;
    }

    static String hex(long v) {
        return String.format("0x%016x", v);
    }
}
