package dev.lockstep.tools.replay;

import dev.lockstep.replay.FlushPolicy;
import dev.lockstep.replay.ReplayReader;
import dev.lockstep.replay.ReplayWriter;
import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.replay.hash.CanonicalEncoding;
import dev.lockstep.replay.hash.Fnv1a64;
import dev.lockstep.replay.hash.StateReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Forges replays the way an attacker would: a genuine recording rewritten through the replay API with
 * one canonical field of its first keyframe replaced, so the keyframe's state hash, every CRC and the
 * end record are valid and only the value is hostile (issue 23).
 */
final class ForgedReplays {
    /** One 64-bit field of a canonical state: where its bits are, its body (-1 before any) and name. */
    record Field(int bitsOffset, long body, String name) {
        String describe() {
            return (body >= 0 ? "body " + body + " " : "") + name;
        }
    }

    private ForgedReplays() {
    }

    /** Returns every 64-bit field of the canonical state {@code state}, in order. */
    static List<Field> fields(byte[] state) {
        StateReader r = new StateReader(state);
        List<Field> fields = new ArrayList<>();
        long body = -1;
        while (!r.atEnd()) {
            int tag = r.next();
            if (tag == CanonicalEncoding.TAG_PART) {
                body = -1;
            } else if (tag == CanonicalEncoding.TAG_BODY) {
                body = r.itemBits();
            } else if (tag == CanonicalEncoding.TAG_FIELD) {
                fields.add(new Field(r.position() - 8, body, r.itemName()));
            }
        }
        return fields;
    }

    /** Returns the first keyframe's canonical state of {@code replay}. */
    static byte[] firstKeyframe(Path replay) throws IOException {
        try (ReplayReader r = ReplayReader.open(replay, ReplayReader.Mode.STRICT)) {
            while (r.next() != RecordKind.KEYFRAME) {
                // the first keyframe follows the header
            }
            return r.keyframeCopy();
        }
    }

    /** Writes {@code original} to {@code out} with field {@code field} of its first keyframe set to {@code bits}. */
    static void withFirstKeyframeField(Path original, Path out, Field field, long bits) throws IOException {
        byte[] state = firstKeyframe(original);
        for (int i = 0; i < 8; i++) {
            state[field.bitsOffset() + i] = (byte) (bits >>> (8 * i));
        }
        withFirstKeyframe(original, out, state);
    }

    /** Writes {@code original} to {@code out} with its first keyframe's state replaced by {@code state}. */
    static void withFirstKeyframe(Path original, Path out, byte[] state) throws IOException {
        withKeyframe(original, out, -1, state);
    }

    /** Returns the canonical state of the keyframe before tick {@code tick} of {@code replay}. */
    static byte[] keyframe(Path replay, int tick) throws IOException {
        try (ReplayReader r = ReplayReader.open(replay, ReplayReader.Mode.STRICT)) {
            int kind;
            while ((kind = r.next()) != ReplayReader.END_OF_REPLAY) {
                if (kind == RecordKind.KEYFRAME && r.tick() == tick) {
                    return r.keyframeCopy();
                }
            }
            throw new IllegalArgumentException("no keyframe before tick " + tick);
        }
    }

    /**
     * Writes {@code original} to {@code out} with the state of the keyframe before tick {@code tick}
     * (-1: the first keyframe) replaced by {@code state}. For a later keyframe the forger also rewrites
     * the last phase hash of the tick before it, which the reader checks against the keyframe's hash;
     * the end record's chain digest is recomputed by the writer.
     */
    static void withKeyframe(Path original, Path out, int tick, byte[] state) throws IOException {
        long forgedHash = Fnv1a64.hash(state, 0, state.length);
        try (ReplayReader r = ReplayReader.open(original, ReplayReader.Mode.STRICT);
             ReplayWriter w = ReplayWriter.create(out, r.header(), FlushPolicy.ON_CLOSE)) {
            int phases = r.header().rules().phaseNames().size();
            int parts = r.header().rules().partNames().size();
            long[] phaseHashes = new long[phases];
            long[] partHashes = new long[parts];
            boolean first = true;
            int kind;
            while ((kind = r.next()) != ReplayReader.END_OF_REPLAY) {
                if (kind == RecordKind.KEYFRAME) {
                    boolean forged = tick < 0 ? first : r.tick() == tick;
                    byte[] s = forged ? state : r.keyframeCopy();
                    w.writeKeyframe(r.tick(), s, s.length, Fnv1a64.hash(s, 0, s.length));
                    first = false;
                } else if (kind == RecordKind.TICK) {
                    for (int i = 0; i < phases; i++) {
                        phaseHashes[i] = r.phaseHash(i);
                    }
                    for (int i = 0; i < parts; i++) {
                        partHashes[i] = r.partHash(i);
                    }
                    if (tick > 0 && r.tick() == tick - 1) {
                        phaseHashes[phases - 1] = forgedHash;
                    }
                    w.writeTick(r.tick(), r.inputs(), phaseHashes, partHashes);
                }
            }
            w.finish();
        }
    }
}
