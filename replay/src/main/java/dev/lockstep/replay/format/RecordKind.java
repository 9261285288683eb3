package dev.lockstep.replay.format;

/**
 * The first payload byte of every logical record. Kinds {@code >= 0x80} are optional: a reader that
 * does not know one skips it (this is how a minor version adds data); an unknown kind below 0x80 is a
 * defect.
 */
public final class RecordKind {
    /** Replay header; always record 0. */
    public static final int HEADER = 1;
    /** One tick: inputs of every player, phase hashes, part hashes. */
    public static final int TICK = 2;
    /** Keyframe: canonical state snapshot taken before a tick. */
    public static final int KEYFRAME = 3;
    /** End record: tick count, final hash, hash-chain digest. */
    public static final int END = 4;

    private RecordKind() {
    }

    /** Returns true for kinds an older reader may skip. */
    public static boolean isOptional(int kind) {
        return kind >= 0x80;
    }

    /** Returns a readable name of {@code kind}. */
    public static String name(int kind) {
        switch (kind) {
            case HEADER: return "header";
            case TICK: return "tick";
            case KEYFRAME: return "keyframe";
            case END: return "end";
            default: return "kind 0x" + Integer.toHexString(kind);
        }
    }
}
