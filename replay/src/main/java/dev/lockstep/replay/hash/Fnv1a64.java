package dev.lockstep.replay.hash;

/**
 * 64-bit FNV-1a, the state hash function of the canonical encoding (spec: {@code replay/docs/file-format.md},
 * "State hash").
 *
 * <p>Definition, byte at a time: {@code h = OFFSET_BASIS; for each byte b: h = (h XOR (b & 0xff)) * PRIME}
 * with wrap-around 64-bit multiplication. Chosen over xxHash64 because it is a three-line loop that any
 * language reproduces without a reference implementation, and its per-byte cost is irrelevant next to
 * a physics step (measured in {@code StateHashBenchmark}). It is not a cryptographic hash: a replay is
 * protected against accidents, not against a forger who can also rewrite the CRCs.
 */
public final class Fnv1a64 {
    /** FNV-1a 64 offset basis, {@code 0xcbf29ce484222325}. */
    public static final long OFFSET_BASIS = 0xcbf29ce484222325L;
    /** FNV 64 prime, {@code 2^40 + 2^8 + 0xb3 = 0x100000001b3}. */
    public static final long PRIME = 0x100000001b3L;

    private Fnv1a64() {
    }

    /** Returns {@code h} advanced by one byte (the low 8 bits of {@code b}). */
    public static long update(long h, int b) {
        return (h ^ (b & 0xff)) * PRIME;
    }

    /** Returns {@code h} advanced by the 8 bytes of {@code v}, least significant byte first. */
    public static long updateLongLe(long h, long v) {
        for (int i = 0; i < 8; i++) {
            h = (h ^ ((v >>> (8 * i)) & 0xff)) * PRIME;
        }
        return h;
    }

    /** Returns {@code h} advanced by {@code length} bytes of {@code data} from {@code offset}. */
    public static long update(long h, byte[] data, int offset, int length) {
        for (int i = 0; i < length; i++) {
            h = (h ^ (data[offset + i] & 0xff)) * PRIME;
        }
        return h;
    }

    /** Returns the FNV-1a 64 hash of {@code length} bytes of {@code data} from {@code offset}. */
    public static long hash(byte[] data, int offset, int length) {
        return update(OFFSET_BASIS, data, offset, length);
    }

    /** Returns the FNV-1a 64 hash of all of {@code data}. */
    public static long hash(byte[] data) {
        return hash(data, 0, data.length);
    }
}
