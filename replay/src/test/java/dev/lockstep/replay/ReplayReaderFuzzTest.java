package dev.lockstep.replay;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.lockstep.replay.format.PayloadWriter;
import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.replay.format.ReplayFormatException;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.hash.CanonicalEncoder;
import dev.lockstep.replay.hash.Fnv1a64;
import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.CraftedReplay;
import dev.lockstep.replay.testing.ReplayFiles;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Jazzer fuzz test of the reader and verifier. The harness frames fuzzer-chosen records with valid CRCs
 * (a plausible header, keyframes of a real state, tick and end records with fuzzed fields, raw bytes),
 * so the fuzzer gets past the framing into record decoding, then optionally damages the file. Strict
 * and recovery reads and a verification of whatever reads completely may throw only
 * {@link ReplayFormatException} or {@link RulesMismatchException}; anything else is a finding.
 *
 * <p>In the normal suite Jazzer runs the stored inputs under
 * {@code src/test/resources/dev/lockstep/replay/ReplayReaderFuzzTestInputs/fuzzReader/} (regression
 * mode). Fuzz for real with {@code JAZZER_FUZZ=1 mvn -o -pl replay -am test -Dtest=ReplayReaderFuzzTest}.
 */
class ReplayReaderFuzzTest {
    @FuzzTest(maxDuration = "60s")
    void fuzzReader(FuzzedDataProvider data) {
        ArenaSimulation sim = new ArenaSimulation(1 + data.consumeInt(0, 4), 1);
        int players = 1 + data.consumeInt(0, 3);
        int maxInput = data.consumeInt(0, 16);
        int firstTick = data.consumeInt(0, 3);
        int interval = data.consumeInt(0, 4);
        List<byte[]> records = new ArrayList<>();
        if (data.consumeBoolean()) {
            PayloadWriter w = new PayloadWriter(256);
            new ReplayHeader(sim.rules(), data.consumeLong(), players, maxInput, firstTick, interval).encode(w);
            records.add(w.toByteArray());
        } else {
            records.add(data.consumeBytes(200));
        }
        int n = data.consumeInt(0, 12);
        for (int i = 0; i < n; i++) {
            switch (data.consumeInt(0, 3)) {
                case 0:
                    records.add(keyframe(sim, data.consumeInt(0, 8)));
                    break;
                case 1: {
                    PayloadWriter w = new PayloadWriter(64).u8(RecordKind.TICK).u32(data.consumeInt(0, 8));
                    int p = data.consumeInt(0, players + 1);
                    for (int k = 0; k < p; k++) {
                        byte[] in = data.consumeBytes(data.consumeInt(0, maxInput + 1));
                        w.u16(in.length).raw(in, 0, in.length);
                    }
                    int hashes = data.consumeInt(0, 7);
                    for (int k = 0; k < hashes; k++) {
                        w.i64(data.consumeLong());
                    }
                    records.add(w.toByteArray());
                    break;
                }
                case 2:
                    records.add(new PayloadWriter(32).u8(RecordKind.END).u32(data.consumeInt(0, 4)).i64(data.consumeLong())
                            .i64(data.consumeLong()).toByteArray());
                    break;
                default:
                    records.add(data.consumeBytes(300));
                    break;
            }
        }
        byte[] file = CraftedReplay.file(records.toArray(new byte[0][]));
        if (data.consumeBoolean() && file.length > 0) {
            file[data.consumeInt(0, file.length - 1)] ^= (byte) (1 + data.consumeInt(0, 254));
        }
        ReplayFiles.read(file, ReplayReader.Mode.RECOVER);
        ReplayFiles.Outcome strict = ReplayFiles.read(file, ReplayReader.Mode.STRICT);
        if (strict.complete()) {
            try (ReplayReader r = ReplayReader.open(file, ReplayReader.Mode.STRICT)) {
                ReplayVerifier.verify(r, sim);
            } catch (ReplayFormatException | RulesMismatchException expected) {
                // Documented rejections.
            } catch (IOException e) {
                throw new AssertionError("unexpected I/O exception on an in-memory replay", e);
            }
        }
    }

    private static byte[] keyframe(ArenaSimulation sim, int tick) {
        CanonicalEncoder e = new CanonicalEncoder(sim.rules().partNameArray(), 1 << 20);
        int len = e.encode(sim);
        return new PayloadWriter(len + 32).u8(RecordKind.KEYFRAME).u32(tick).i64(Fnv1a64.hash(e.buffer(), 0, len))
                .u32(len).raw(e.buffer(), 0, len).toByteArray();
    }
}
