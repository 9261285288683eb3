package dev.lockstep.replay.hash;

import java.util.List;

/**
 * The canonical state encoding, version {@value #VERSION}: the byte stream that a {@link StateSink} call
 * sequence stands for, hashed by {@link StateHasher} and stored as snapshots by {@link CanonicalEncoder}.
 *
 * <pre>
 * state := VERSION:u8(=1) part* END:u8(=0x45 'E')
 * part  := 0x50 'P' name item*            parts in the simulation's declared order, each exactly once
 * item  := 0x42 'B' id:i64                 body; ids strictly ascending within the part
 *        | 0x46 'F' name bits:i64          64-bit field (of the last body, or of the part before any body)
 *        | 0x44 'D' name len:u32 byte*len  opaque byte field, len &lt;= MAX_BLOB_BYTES
 * name  := len:u8 (1..64) ASCII byte*len   characters [A-Za-z0-9_.-]
 * </pre>
 *
 * All integers little-endian, two's complement. Nothing depends on Java class layout, so a port in
 * another language can produce the same bytes and therefore the same hash.
 */
public final class CanonicalEncoding {
    /** Encoding version written as the first byte; bumped on any change of the byte stream. */
    public static final int VERSION = 1;
    /** Tag of a part. */
    public static final int TAG_PART = 0x50;
    /** Tag of a body. */
    public static final int TAG_BODY = 0x42;
    /** Tag of a 64-bit field. */
    public static final int TAG_FIELD = 0x46;
    /** Tag of a byte field. */
    public static final int TAG_BLOB = 0x44;
    /** Tag that ends the state. */
    public static final int TAG_END = 0x45;
    /** Longest part or field name in bytes. */
    public static final int MAX_NAME_BYTES = 64;
    /** Largest byte field, 1 MiB: a blob is for small opaque sub-states, not for bulk data. */
    public static final int MAX_BLOB_BYTES = 1 << 20;
    /** Most parts a simulation may declare. */
    public static final int MAX_PARTS = 32;

    private CanonicalEncoding() {
    }

    /**
     * Checks that {@code name} is a valid part or field name.
     *
     * @throws CanonicalFormatException if it is empty, longer than {@link #MAX_NAME_BYTES} or has a
     *     character outside {@code [A-Za-z0-9_.-]}
     */
    public static void checkName(String name) {
        int n = name.length();
        if (n == 0 || n > MAX_NAME_BYTES) {
            throw new CanonicalFormatException(-1, "name length " + n + " outside 1.." + MAX_NAME_BYTES);
        }
        for (int i = 0; i < n; i++) {
            if (!isNameChar(name.charAt(i))) {
                throw new CanonicalFormatException(-1, "name '" + name + "' has invalid character at index " + i);
            }
        }
    }

    static boolean isNameChar(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '_' || c == '.' || c == '-';
    }

    /**
     * Checks a declared part list: 1..{@link #MAX_PARTS} valid, distinct names.
     *
     * @throws CanonicalFormatException if not
     */
    public static String[] checkPartNames(List<String> names) {
        if (names.isEmpty() || names.size() > MAX_PARTS) {
            throw new CanonicalFormatException(-1, "part count " + names.size() + " outside 1.." + MAX_PARTS);
        }
        String[] out = names.toArray(new String[0]);
        for (int i = 0; i < out.length; i++) {
            checkName(out[i]);
            for (int j = 0; j < i; j++) {
                if (out[j].equals(out[i])) {
                    throw new CanonicalFormatException(-1, "duplicate part name '" + out[i] + "'");
                }
            }
        }
        return out;
    }

    /**
     * Checks the structure of an encoding against the grammar above and the declared part names, without
     * allocating per item.
     *
     * @throws CanonicalFormatException naming the byte offset of the first defect
     */
    public static void validate(byte[] data, int offset, int length, String[] partNames) {
        StateReader r = new StateReader(data, offset, length);
        for (String part : partNames) {
            r.beginPart(part);
            r.skipPart();
        }
        r.end();
    }
}
