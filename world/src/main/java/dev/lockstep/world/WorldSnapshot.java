package dev.lockstep.world;

import dev.lockstep.replay.hash.StateSink;
import java.util.Arrays;

/**
 * A caller-owned buffer holding a world's whole dynamic state as raw longs, for rollback: the same
 * values, in the same order, as the world's canonical encoding ({@link World#encodeState}), without
 * names, tags or hashing. {@link World#snapshot} fills it and {@link World#restore(WorldSnapshot)}
 * reads it back. The buffer grows when a larger state is written and is reused after that, so a
 * ring of snapshots allocates nothing per tick in steady state.
 *
 * <p>Holds no shapes, meshes or broadphase structure: those are world definition (research brief
 * (e)), kept by the world across restores.
 */
public final class WorldSnapshot {
    long[] data = new long[256];
    int length;

    /** Creates an empty snapshot. */
    public WorldSnapshot() {
    }

    private final Writer writer = new Writer();
    private final Reader reader = new Reader();

    Writer writer() {
        return writer;
    }

    Reader reader() {
        return reader;
    }

    /** Returns the number of longs the last {@link World#snapshot} wrote. */
    public int length() {
        return length;
    }

    /** Returns the number of bytes the state occupies ({@code 8 * length()}). */
    public long bytes() {
        return 8L * length;
    }

    /** Copies {@code other} into this snapshot (grows only when needed). */
    public void copyFrom(WorldSnapshot other) {
        if (data.length < other.length) {
            data = new long[other.data.length];
        }
        System.arraycopy(other.data, 0, data, 0, other.length);
        length = other.length;
    }

    /** Returns true when both hold the same longs. */
    public boolean sameAs(WorldSnapshot o) {
        return Arrays.equals(data, 0, length, o.data, 0, o.length);
    }

    /** The writer: every body id and field value appended in call order. */
    final class Writer implements StateSink {
        void reset() {
            length = 0;
        }

        private void put(long v) {
            if (length == data.length) {
                data = Arrays.copyOf(data, 2 * length);
            }
            data[length++] = v;
        }

        @Override
        public void beginPart(String name) {
        }

        @Override
        public void body(long id) {
            put(id);
        }

        @Override
        public void field(String name, long bits) {
            put(bits);
        }

        @Override
        public void blob(String name, byte[] bytes, int offset, int count) {
            throw new UnsupportedOperationException("the world encodes no blobs");
        }
    }

    /** The reader: values back in the order the writer appended them. */
    final class Reader implements StateInput {
        private int position;

        void reset() {
            position = 0;
        }

        private long take() {
            if (position >= length) {
                throw new IllegalArgumentException("world snapshot ends at long " + position + " of " + length);
            }
            return data[position++];
        }

        @Override
        public void beginPart(String name) {
        }

        @Override
        public long body() {
            return take();
        }

        @Override
        public boolean atBody() {
            return position < length;                 // the contacts part is the last: anything left is a body
        }

        @Override
        public long field(String name) {
            return take();
        }

        @Override
        public String where() {
            return "world snapshot long " + position;
        }
    }
}
