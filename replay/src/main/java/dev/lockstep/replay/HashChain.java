package dev.lockstep.replay;

import dev.lockstep.replay.hash.Fnv1a64;

/**
 * Hash-chain digest of a run: {@code d = OFFSET_BASIS; for each tick in order: d = FNV-1a-64 update of d
 * by the 8 little-endian bytes of that tick's state hash}. One value that pins every tick's hash, so a
 * golden file can check thousands of ticks with one line.
 */
public final class HashChain {
    private long digest = Fnv1a64.OFFSET_BASIS;

    /** Adds the state hash of the next tick. */
    public void add(long stateHash) {
        digest = Fnv1a64.updateLongLe(digest, stateHash);
    }

    /** Returns the digest so far. */
    public long digest() {
        return digest;
    }

    /** Restarts the chain. */
    public void reset() {
        digest = Fnv1a64.OFFSET_BASIS;
    }
}
