package dev.lockstep.replay.hash;

/**
 * Hashes the canonical encoding ({@link CanonicalEncoding}) with {@link Fnv1a64} while it is produced,
 * without materialising the bytes: one whole-state hash and one hash per part.
 *
 * <p>State hash = FNV-1a 64 over every byte of the encoding (version byte through end tag). Part hash
 * {@code i} = FNV-1a 64 over the bytes of part {@code i}, from its {@code 'P'} tag up to (excluding) the
 * next part's tag or the end tag. Allocation-free after construction; not thread-safe.
 */
public final class StateHasher extends AbstractStateSink {
    private final long[] partHashes;
    private long hash;
    private long partHash;

    /** Creates a hasher for states with the given part names. */
    public StateHasher(String[] partNames) {
        super(partNames.clone());
        this.partHashes = new long[partNames.length];
    }

    /** Runs a full pass over {@code source} and returns the state hash. */
    public long hash(StateSource source) {
        begin();
        source.encodeState(this);
        end();
        return hash;
    }

    @Override
    void onStart() {
        hash = Fnv1a64.OFFSET_BASIS;
        partHash = Fnv1a64.OFFSET_BASIS;
        java.util.Arrays.fill(partHashes, 0L);
    }

    @Override
    void onPartStart(int index) {
        partHash = Fnv1a64.OFFSET_BASIS;
    }

    @Override
    void onPartEnd(int index) {
        partHashes[index] = partHash;
    }

    @Override
    void emit(int b) {
        int v = b & 0xff;
        hash = (hash ^ v) * Fnv1a64.PRIME;
        partHash = (partHash ^ v) * Fnv1a64.PRIME;
    }

    @Override
    void emitLong(long v) {
        long h = hash;
        long p = partHash;
        for (int i = 0; i < 64; i += 8) {
            long b = (v >>> i) & 0xff;
            h = (h ^ b) * Fnv1a64.PRIME;
            p = (p ^ b) * Fnv1a64.PRIME;
        }
        hash = h;
        partHash = p;
    }

    /** Returns the state hash of the last completed pass. */
    public long stateHash() {
        return hash;
    }

    /** Returns the hash of part {@code index} of the last completed pass. */
    public long partHash(int index) {
        return partHashes[index];
    }

    /** Copies the part hashes of the last completed pass into {@code outHashes[0..partCount)}. */
    public void partHashes(long[] outHashes) {
        System.arraycopy(partHashes, 0, outHashes, 0, partHashes.length);
    }

    /** Returns the number of parts. */
    public int parts() {
        return partCount();
    }
}
