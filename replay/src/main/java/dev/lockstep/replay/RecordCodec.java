package dev.lockstep.replay;

import dev.lockstep.replay.format.PayloadReader;
import dev.lockstep.replay.format.PayloadWriter;
import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.replay.format.ReplayFormatException;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.format.ReplayLimits;

/**
 * Payload layouts of the tick, keyframe and end records (the header is {@link ReplayHeader}):
 * <pre>
 * tick     := kind:u8(=2) tick:u32 (len:u16 byte*len){playerCount} phaseHash:u64{phaseCount} partHash:u64{partCount}
 * keyframe := kind:u8(=3) tick:u32 stateHash:u64 len:u32 canonicalState[len]
 * end      := kind:u8(=4) tickCount:u32 finalStateHash:u64 hashChainDigest:u64
 * </pre>
 * The last phase hash of a tick is the state hash after the tick.
 */
final class RecordCodec {
    private RecordCodec() {
    }

    static void encodeTick(PayloadWriter w, ReplayHeader h, int tick, TickInputs inputs, long[] phaseHashes,
            long[] partHashes) {
        w.u8(RecordKind.TICK).u32(tick);
        byte[] raw = inputs.rawData();
        for (int p = 0; p < h.playerCount(); p++) {
            int n = inputs.length(p);
            w.u16(n).raw(raw, inputs.rawOffset(p), n);
        }
        int phases = h.rules().phaseNames().size();
        for (int i = 0; i < phases; i++) {
            w.i64(phaseHashes[i]);
        }
        int parts = h.rules().partNames().size();
        for (int i = 0; i < parts; i++) {
            w.i64(partHashes[i]);
        }
    }

    /** Decodes a tick payload after its kind byte; returns the tick number. */
    static int decodeTick(PayloadReader in, ReplayHeader h, TickInputs outInputs, long[] outPhaseHashes,
            long[] outPartHashes) throws ReplayFormatException {
        long tick = in.u32("tick");
        in.tick(tick);
        if (tick >= ReplayLimits.TICK_LIMIT) {
            throw in.defect("tick " + tick + " not below TICK_LIMIT 2^31");
        }
        outInputs.reset(h.playerCount());
        for (int p = 0; p < h.playerCount(); p++) {
            int n = in.u16("input length");
            if (n > h.maxInputBytes()) {
                throw in.defect("input of player " + p + " has " + n + " bytes, over the replay's limit of "
                        + h.maxInputBytes());
            }
            int at = in.position();
            in.skip(n);
            outInputs.set(p, in.data(), at, n);
        }
        int phases = h.rules().phaseNames().size();
        for (int i = 0; i < phases; i++) {
            outPhaseHashes[i] = in.i64("phase hash");
        }
        int parts = h.rules().partNames().size();
        for (int i = 0; i < parts; i++) {
            outPartHashes[i] = in.i64("part hash");
        }
        in.expectEnd("tick record");
        return (int) tick;
    }

    static void encodeKeyframe(PayloadWriter w, int tick, long stateHash, byte[] state, int length) {
        w.u8(RecordKind.KEYFRAME).u32(tick).i64(stateHash).u32(length).raw(state, 0, length);
    }

    static void encodeEnd(PayloadWriter w, long tickCount, long finalHash, long chainDigest) {
        w.u8(RecordKind.END).u32(tickCount).i64(finalHash).i64(chainDigest);
    }
}
