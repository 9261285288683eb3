/**
 * Canonical state encoding and the 64-bit state hash (issue 6, "State hashing"; spec in
 * {@code replay/docs/file-format.md}).
 *
 * <p>A simulation describes its state once, through {@link dev.lockstep.replay.hash.StateSink}: parts
 * (subsystems) in a declared order, bodies by strictly ascending id, explicit named 64-bit fields in a
 * fixed order. That single description feeds the snapshot bytes
 * ({@link dev.lockstep.replay.hash.CanonicalEncoder}), the state hash and per-part hashes
 * ({@link dev.lockstep.replay.hash.StateHasher}, FNV-1a 64) and the field-level diff
 * ({@link dev.lockstep.replay.hash.StateDiff}).
 *
 * <p>Guarantees: the encoding is versioned ({@link dev.lockstep.replay.hash.CanonicalEncoding#VERSION}),
 * little-endian, independent of Java class layout, {@code hashCode}, {@code toString} and
 * serialization; the hash of a state is the FNV-1a 64 of exactly the bytes the encoder writes (pinned by
 * {@code CanonicalEncodingGoldenTest}). No floating point, no clocks, no hash-ordered iteration.
 */
package dev.lockstep.replay.hash;
