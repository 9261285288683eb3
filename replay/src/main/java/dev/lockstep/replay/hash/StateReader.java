package dev.lockstep.replay.hash;

/**
 * Reads a canonical encoding ({@link CanonicalEncoding}), either as a typed cursor for
 * {@code restore} (expect part X, body, field Y) or item by item ({@link #next()}) for validation and
 * diffs. Every defect throws {@link CanonicalFormatException} with the byte offset; nothing is read
 * past the given range and no array is allocated from a length read out of the data except
 * {@link #blob(String)}, which is bounded by {@link CanonicalEncoding#MAX_BLOB_BYTES} and the remaining
 * bytes.
 */
public final class StateReader {
    private final byte[] data;
    private final int start;
    private final int limit;
    private int pos;
    private boolean bodySeen;
    private long lastBodyId;

    private int itemTag;
    private int itemNameOffset;
    private int itemNameLength;
    private long itemBits;
    private int itemBlobOffset;
    private int itemBlobLength;

    /**
     * Opens {@code data[offset, offset+length)} and checks the version byte.
     *
     * @throws CanonicalFormatException if empty or of another encoding version
     */
    public StateReader(byte[] data, int offset, int length) {
        if (offset < 0 || length < 0 || offset + length > data.length || offset + length < 0) {
            throw new IllegalArgumentException("range [" + offset + ", +" + length + ") outside array of " + data.length);
        }
        this.data = data;
        this.start = offset;
        this.limit = offset + length;
        this.pos = offset;
        int version = u8();
        if (version != CanonicalEncoding.VERSION) {
            throw error(0, "encoding version " + version + ", this reader knows " + CanonicalEncoding.VERSION);
        }
    }

    /** Opens all of {@code data}. */
    public StateReader(byte[] data) {
        this(data, 0, data.length);
    }

    /** Returns the current offset relative to the start of the encoding. */
    public int position() {
        return pos - start;
    }

    /** Returns the tag of the next item without consuming it. */
    public int peekTag() {
        if (pos >= limit) {
            throw error(pos - start, "unexpected end of encoding");
        }
        return data[pos] & 0xff;
    }

    /** Returns true when the next item is a body. */
    public boolean atBody() {
        return peekTag() == CanonicalEncoding.TAG_BODY;
    }

    /**
     * Consumes the part tag and checks its name.
     *
     * @throws CanonicalFormatException if the next item is not part {@code name}
     */
    public void beginPart(String name) {
        expect(CanonicalEncoding.TAG_PART, name);
    }

    /** Consumes a body tag and returns its id, checking the ascending order. */
    public long body() {
        expect(CanonicalEncoding.TAG_BODY, null);
        return itemBits;
    }

    /** Consumes field {@code name} and returns its bits. */
    public long field(String name) {
        expect(CanonicalEncoding.TAG_FIELD, name);
        return itemBits;
    }

    /** Consumes byte field {@code name} and returns a copy of its bytes. */
    public byte[] blob(String name) {
        expect(CanonicalEncoding.TAG_BLOB, name);
        byte[] out = new byte[itemBlobLength];
        System.arraycopy(data, itemBlobOffset, out, 0, itemBlobLength);
        return out;
    }

    /** Skips the items of the current part up to the next part tag or the end tag. */
    public void skipPart() {
        while (pos < limit) {
            int tag = data[pos] & 0xff;
            if (tag == CanonicalEncoding.TAG_PART || tag == CanonicalEncoding.TAG_END) {
                return;
            }
            next();
        }
    }

    /**
     * Consumes the end tag.
     *
     * @throws CanonicalFormatException if the next item is not the end tag or bytes follow it
     */
    public void end() {
        int at = pos - start;
        if (peekTag() != CanonicalEncoding.TAG_END) {
            throw error(at, "expected end of state, found tag 0x" + Integer.toHexString(peekTag()));
        }
        pos++;
        if (pos != limit) {
            throw error(pos - start, (limit - pos) + " bytes after the end tag");
        }
    }

    /** Returns true when the next item is the end tag. */
    public boolean atEnd() {
        return peekTag() == CanonicalEncoding.TAG_END;
    }

    /**
     * Reads the next item of any kind (part, body, field, blob; not the end tag) and returns its tag;
     * details are then in {@link #itemName()}, {@link #itemBits()} and the blob accessors.
     */
    public int next() {
        int at = pos - start;
        int tag = u8();
        itemTag = tag;
        switch (tag) {
            case CanonicalEncoding.TAG_PART:
                readName();
                bodySeen = false;
                break;
            case CanonicalEncoding.TAG_BODY:
                itemNameLength = 0;
                itemBits = i64();
                if (bodySeen && itemBits <= lastBodyId) {
                    throw error(at, "body id " + itemBits + " not above previous id " + lastBodyId);
                }
                bodySeen = true;
                lastBodyId = itemBits;
                break;
            case CanonicalEncoding.TAG_FIELD:
                readName();
                itemBits = i64();
                break;
            case CanonicalEncoding.TAG_BLOB:
                readName();
                long len = u32();
                if (len > CanonicalEncoding.MAX_BLOB_BYTES || len > limit - pos) {
                    throw error(pos - start - 4, "blob length " + len + " exceeds the limit or the remaining "
                            + (limit - pos) + " bytes");
                }
                itemBlobOffset = pos;
                itemBlobLength = (int) len;
                pos += (int) len;
                break;
            default:
                throw error(at, "unknown tag 0x" + Integer.toHexString(tag));
        }
        return tag;
    }

    private void expect(int tag, String name) {
        int at = pos - start;
        int actual = peekTag();
        if (actual != tag) {
            throw error(at, "expected " + tagName(tag) + (name != null ? " '" + name + "'" : "") + ", found "
                    + tagName(actual));
        }
        next();
        if (name != null && !nameEquals(name)) {
            throw error(at, "expected " + tagName(tag) + " '" + name + "', found '" + itemName() + "'");
        }
    }

    private boolean nameEquals(String name) {
        if (name.length() != itemNameLength) {
            return false;
        }
        for (int i = 0; i < itemNameLength; i++) {
            if (name.charAt(i) != (data[itemNameOffset + i] & 0xff)) {
                return false;
            }
        }
        return true;
    }

    /** Returns the tag of the last item read by {@link #next()}. */
    public int itemTag() {
        return itemTag;
    }

    /** Returns the name of the last part, field or blob item (allocates a string). */
    public String itemName() {
        char[] c = new char[itemNameLength];
        for (int i = 0; i < itemNameLength; i++) {
            c[i] = (char) (data[itemNameOffset + i] & 0xff);
        }
        return new String(c);
    }

    /** Returns the bits of the last field, or the id of the last body. */
    public long itemBits() {
        return itemBits;
    }

    /** Returns the absolute array offset of the last blob's bytes. */
    public int itemBlobOffset() {
        return itemBlobOffset;
    }

    /** Returns the length of the last blob. */
    public int itemBlobLength() {
        return itemBlobLength;
    }

    /** Returns the array this reader reads from. */
    byte[] data() {
        return data;
    }

    static String tagName(int tag) {
        switch (tag) {
            case CanonicalEncoding.TAG_PART: return "part";
            case CanonicalEncoding.TAG_BODY: return "body";
            case CanonicalEncoding.TAG_FIELD: return "field";
            case CanonicalEncoding.TAG_BLOB: return "blob";
            case CanonicalEncoding.TAG_END: return "end";
            default: return "tag 0x" + Integer.toHexString(tag);
        }
    }

    private void readName() {
        int n = u8();
        if (n == 0 || n > CanonicalEncoding.MAX_NAME_BYTES) {
            throw error(pos - start - 1, "name length " + n + " outside 1.." + CanonicalEncoding.MAX_NAME_BYTES);
        }
        need(n);
        for (int i = 0; i < n; i++) {
            if (!CanonicalEncoding.isNameChar(data[pos + i] & 0xff)) {
                throw error(pos - start + i, "invalid name character 0x" + Integer.toHexString(data[pos + i] & 0xff));
            }
        }
        itemNameOffset = pos;
        itemNameLength = n;
        pos += n;
    }

    private void need(int n) {
        if (limit - pos < n) {
            throw error(pos - start, "unexpected end of encoding: need " + n + " bytes, " + (limit - pos) + " left");
        }
    }

    private int u8() {
        need(1);
        return data[pos++] & 0xff;
    }

    private long u32() {
        need(4);
        long v = 0;
        for (int i = 0; i < 4; i++) {
            v |= (long) (data[pos++] & 0xff) << (8 * i);
        }
        return v;
    }

    private long i64() {
        need(8);
        long v = 0;
        for (int i = 0; i < 8; i++) {
            v |= (long) (data[pos++] & 0xff) << (8 * i);
        }
        return v;
    }

    private CanonicalFormatException error(long offset, String reason) {
        return new CanonicalFormatException(offset, reason);
    }
}
