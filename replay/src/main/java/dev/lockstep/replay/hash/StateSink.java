package dev.lockstep.replay.hash;

/**
 * Receives a simulation's state as a structured canonical encoding: parts (subsystems) in the
 * simulation's fixed order, inside each part optional part-level fields, then bodies by strictly
 * ascending id, each followed by its fields in a fixed order.
 *
 * <p>The same call sequence drives the byte encoder ({@link CanonicalEncoder}, used for snapshots), the
 * hasher ({@link StateHasher}) and, through {@link StateDiff}, the field-level desync report, so the
 * hash, the snapshot and the diff can never disagree about what the state is. The byte stream that the
 * calls stand for is specified in {@link CanonicalEncoding}.
 *
 * <p>Contract for implementers of {@code encodeState}: emit every value that influences a later tick
 * (caches included), as raw {@code long}s (Q31.32 raw values, integers, booleans as 0/1), never
 * {@code hashCode}, {@code toString} or anything iteration-order dependent.
 */
public interface StateSink {
    /**
     * Starts the next part (subsystem); {@code name} must be the next name of the simulation's
     * declared part list.
     *
     * @throws CanonicalFormatException if the name is out of order, unknown or not a valid name
     */
    void beginPart(String name);

    /**
     * Starts the body {@code id} inside the current part; the fields that follow belong to it.
     *
     * @throws CanonicalFormatException if no part is open or {@code id} is not greater than the previous
     *     body id of this part
     */
    void body(long id);

    /**
     * Emits one 64-bit field of the current body (or of the part when no body has started yet).
     *
     * @throws CanonicalFormatException if no part is open or the name is invalid
     */
    void field(String name, long bits);

    /**
     * Emits an opaque byte field (for example a game's own serialised sub-state), copied, never retained.
     *
     * @throws CanonicalFormatException if no part is open, the name is invalid or {@code length} exceeds
     *     {@link CanonicalEncoding#MAX_BLOB_BYTES}
     */
    void blob(String name, byte[] data, int offset, int length);
}
