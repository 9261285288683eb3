package dev.lockstep.replay.hash;

/**
 * Checks the order rules of {@link StateSink} and turns the calls into the bytes of
 * {@link CanonicalEncoding}; subclasses decide what to do with each byte (store or hash).
 */
abstract class AbstractStateSink implements StateSink {
    private final String[] partNames;
    private int partIndex;
    private boolean bodySeen;
    private long lastBodyId;
    private boolean started;

    AbstractStateSink(String[] partNames) {
        this.partNames = partNames;
    }

    /** Number of declared parts. */
    final int partCount() {
        return partNames.length;
    }

    /** Starts a new encoding pass: writes the version byte. Call before the simulation's items. */
    public final void begin() {
        partIndex = -1;
        started = true;
        onStart();
        emit(CanonicalEncoding.VERSION);
    }

    /**
     * Ends the pass: checks that every declared part was emitted and writes the end tag.
     *
     * @throws CanonicalFormatException if a part is missing
     */
    public final void end() {
        requireStarted();
        if (partIndex != partNames.length - 1) {
            throw new CanonicalFormatException(-1, "state ended after " + (partIndex + 1) + " of "
                    + partNames.length + " parts; missing part '" + partNames[partIndex + 1] + "'");
        }
        onPartEnd(partIndex);
        started = false;
        emit(CanonicalEncoding.TAG_END);
    }

    @Override
    public final void beginPart(String name) {
        requireStarted();
        int next = partIndex + 1;
        if (next >= partNames.length || !partNames[next].equals(name)) {
            throw new CanonicalFormatException(-1, "part '" + name + "' out of order; expected '"
                    + (next < partNames.length ? partNames[next] : "<end of state>") + "'");
        }
        if (partIndex >= 0) {
            onPartEnd(partIndex);
        }
        partIndex = next;
        bodySeen = false;
        onPartStart(partIndex);
        emit(CanonicalEncoding.TAG_PART);
        emitName(name);
    }

    @Override
    public final void body(long id) {
        requirePart();
        if (bodySeen && id <= lastBodyId) {
            throw new CanonicalFormatException(-1, "body id " + id + " not above previous id " + lastBodyId
                    + " in part '" + partNames[partIndex] + "' (bodies must be in strictly ascending id order)");
        }
        bodySeen = true;
        lastBodyId = id;
        emit(CanonicalEncoding.TAG_BODY);
        emitLong(id);
    }

    @Override
    public final void field(String name, long bits) {
        requirePart();
        emit(CanonicalEncoding.TAG_FIELD);
        emitName(name);
        emitLong(bits);
    }

    @Override
    public final void blob(String name, byte[] data, int offset, int length) {
        requirePart();
        if (length < 0 || length > CanonicalEncoding.MAX_BLOB_BYTES) {
            throw new CanonicalFormatException(-1, "blob '" + name + "' length " + length + " outside 0.."
                    + CanonicalEncoding.MAX_BLOB_BYTES);
        }
        emit(CanonicalEncoding.TAG_BLOB);
        emitName(name);
        emitInt(length);
        for (int i = 0; i < length; i++) {
            emit(data[offset + i]);
        }
    }

    private void requireStarted() {
        if (!started) {
            throw new CanonicalFormatException(-1, "state sink used outside an encoding pass");
        }
    }

    private void requirePart() {
        requireStarted();
        if (partIndex < 0) {
            throw new CanonicalFormatException(-1, "item before the first part");
        }
    }

    private void emitName(String name) {
        int n = name.length();
        if (n == 0 || n > CanonicalEncoding.MAX_NAME_BYTES) {
            throw new CanonicalFormatException(-1, "name length " + n + " outside 1.." + CanonicalEncoding.MAX_NAME_BYTES);
        }
        emit(n);
        for (int i = 0; i < n; i++) {
            char c = name.charAt(i);
            if (!CanonicalEncoding.isNameChar(c)) {
                throw new CanonicalFormatException(-1, "name '" + name + "' has invalid character at index " + i);
            }
            emit(c);
        }
    }

    private void emitInt(int v) {
        for (int i = 0; i < 4; i++) {
            emit(v >>> (8 * i));
        }
    }

    /** Emits the 8 bytes of {@code v}, least significant first; subclasses may override for speed. */
    void emitLong(long v) {
        for (int i = 0; i < 8; i++) {
            emit((int) (v >>> (8 * i)));
        }
    }

    /** Receives the next byte of the stream (low 8 bits of {@code b}). */
    abstract void emit(int b);

    void onStart() {
    }

    void onPartStart(int index) {
    }

    void onPartEnd(int index) {
    }
}
