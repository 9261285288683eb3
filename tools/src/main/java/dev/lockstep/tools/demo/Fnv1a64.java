package dev.lockstep.tools.demo;

/**
 * FNV-1a, 64-bit, over the little-endian bytes of raw longs: the canonical state hash of the demo
 * workload (the same function Box2D's recordings use for positions at full width). A port hashes
 * the same sequence of longs to the same value.
 */
final class Fnv1a64 {
    static final long OFFSET_BASIS = 0xcbf29ce484222325L;
    static final long PRIME = 0x100000001b3L;

    private long h = OFFSET_BASIS;

    /** Hashes the 8 bytes of {@code v}, least significant first. */
    void addLong(long v) {
        for (int i = 0; i < 8; i++) {
            h = (h ^ ((v >>> (8 * i)) & 0xff)) * PRIME;
        }
    }

    long value() {
        return h;
    }
}
