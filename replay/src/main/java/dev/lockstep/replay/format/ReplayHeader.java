package dev.lockstep.replay.format;

import java.util.ArrayList;
import java.util.List;

/**
 * The header record (record 0) of a replay.
 *
 * <pre>
 * kind:u8(=1) rulesHash:u64 kernelVersion:str roundingSpec:str simulationId:str parameters:u32+bytes
 * phaseCount:u8 phaseName* partCount:u8 partName* encodingVersion:u8
 * seed:u64 playerCount:u32 maxInputBytes:u32 firstTick:u32 keyframeInterval:u32
 * </pre>
 * {@code rulesHash} must equal the hash recomputed from the fields that follow it (checked on read).
 * {@code keyframeInterval} 0 means only the initial keyframe.
 *
 * @param rules the rule set
 * @param seed the seed the session was started with (informational for the verifier; part of the file)
 * @param playerCount players, 1..{@link ReplayLimits#MAX_PLAYERS}
 * @param maxInputBytes per-player per-tick input limit of this replay, 0..{@link ReplayLimits#MAX_INPUT_BYTES}
 * @param firstTick tick number of the first tick record, below {@link ReplayLimits#TICK_LIMIT}
 * @param keyframeInterval a keyframe precedes every tick {@code t} with {@code (t - firstTick) % interval == 0}
 */
public record ReplayHeader(SimulationRules rules, long seed, int playerCount, int maxInputBytes, int firstTick,
        int keyframeInterval) {

    /**
     * Validates the header.
     *
     * @throws IllegalArgumentException if any value is outside its limit
     */
    public ReplayHeader {
        if (playerCount < 1 || playerCount > ReplayLimits.MAX_PLAYERS) {
            throw new IllegalArgumentException("playerCount " + playerCount + " outside 1.." + ReplayLimits.MAX_PLAYERS);
        }
        if (maxInputBytes < 0 || maxInputBytes > ReplayLimits.MAX_INPUT_BYTES) {
            throw new IllegalArgumentException("maxInputBytes " + maxInputBytes + " outside 0.." + ReplayLimits.MAX_INPUT_BYTES);
        }
        if (firstTick < 0) {
            throw new IllegalArgumentException("firstTick " + firstTick + " negative");
        }
        if (keyframeInterval < 0) {
            throw new IllegalArgumentException("keyframeInterval " + keyframeInterval + " negative");
        }
    }

    /** Returns true when a keyframe must precede tick {@code tick}. */
    public boolean isKeyframeTick(long tick) {
        long rel = tick - firstTick;
        return rel == 0 || (keyframeInterval > 0 && rel % keyframeInterval == 0);
    }

    /** Appends the header record payload (including its kind byte). */
    public void encode(PayloadWriter w) {
        w.u8(RecordKind.HEADER);
        w.i64(rules.rulesHash());
        PayloadWriter r = new PayloadWriter(256);
        rules.encode(r);
        // The rules bytes minus their 8-byte tag, so the header stays a plain field list.
        w.raw(r.buffer(), 8, r.length() - 8);
        w.i64(seed).u32(playerCount).u32(maxInputBytes).u32(firstTick).u32(keyframeInterval);
    }

    /**
     * Decodes a header record payload whose kind byte has already been consumed, checking every limit
     * before allocating and the stored rules hash against the recomputed one.
     */
    public static ReplayHeader decode(PayloadReader in) throws ReplayFormatException {
        long storedRulesHash = in.i64("rules hash");
        String kernel = in.string("kernel version", ReplayLimits.MAX_STRING_BYTES);
        String rounding = in.string("rounding spec", ReplayLimits.MAX_STRING_BYTES);
        String simId = in.string("simulation id", ReplayLimits.MAX_STRING_BYTES);
        byte[] params = in.bytes("simulation parameters", ReplayLimits.MAX_PARAMETER_BYTES);
        List<String> phases = names(in, "phase", ReplayLimits.MAX_PHASES);
        List<String> parts = names(in, "part", ReplayLimits.MAX_PARTS);
        int encodingVersion = in.u8("state encoding version");
        if (encodingVersion != dev.lockstep.replay.hash.CanonicalEncoding.VERSION) {
            throw in.defect("state encoding version " + encodingVersion + " unknown (this reader knows "
                    + dev.lockstep.replay.hash.CanonicalEncoding.VERSION + ")");
        }
        long seed = in.i64("seed");
        long players = in.u32("player count");
        if (players < 1 || players > ReplayLimits.MAX_PLAYERS) {
            throw in.defect("player count " + players + " outside 1.." + ReplayLimits.MAX_PLAYERS);
        }
        long maxInput = in.u32("max input bytes");
        if (maxInput > ReplayLimits.MAX_INPUT_BYTES) {
            throw in.defect("max input bytes " + maxInput + " exceeds MAX_INPUT_BYTES " + ReplayLimits.MAX_INPUT_BYTES);
        }
        long firstTick = in.u32("first tick");
        if (firstTick >= ReplayLimits.TICK_LIMIT) {
            throw in.defect("first tick " + firstTick + " not below TICK_LIMIT 2^31");
        }
        long interval = in.u32("keyframe interval");
        if (interval >= ReplayLimits.TICK_LIMIT) {
            throw in.defect("keyframe interval " + interval + " not below 2^31");
        }
        in.expectEnd("header");
        SimulationRules rules;
        try {
            rules = new SimulationRules(kernel, rounding, simId, params, phases, parts);
        } catch (IllegalArgumentException e) {
            throw in.defect("invalid rules: " + e.getMessage());
        }
        if (rules.rulesHash() != storedRulesHash) {
            throw in.defect(String.format("stored rules hash 0x%016x does not match the header's rules (0x%016x)",
                    storedRulesHash, rules.rulesHash()));
        }
        return new ReplayHeader(rules, seed, (int) players, (int) maxInput, (int) firstTick, (int) interval);
    }

    private static List<String> names(PayloadReader in, String what, int max) throws ReplayFormatException {
        int n = in.u8(what + " count");
        if (n < 1 || n > max) {
            throw in.defect(what + " count " + n + " outside 1.." + max);
        }
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int len = in.u8(what + " name length");
            if (len < 1 || len > dev.lockstep.replay.hash.CanonicalEncoding.MAX_NAME_BYTES) {
                throw in.defect(what + " name length " + len + " outside 1.."
                        + dev.lockstep.replay.hash.CanonicalEncoding.MAX_NAME_BYTES);
            }
            byte[] d = in.data();
            int p = in.position();
            in.skip(len);
            char[] c = new char[len];
            for (int k = 0; k < len; k++) {
                c[k] = (char) (d[p + k] & 0xff);
            }
            out.add(new String(c));
        }
        return out;
    }
}
