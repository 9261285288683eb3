package dev.lockstep.tools.replay;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Jazzer fuzz test of the replay commands against forged replays (issue 23): the fuzzer picks a
 * scenario, up to four fields of its first keyframe and their values; the harness rewrites a genuine
 * recording with them (valid hashes and CRCs) and runs {@code verify}, {@code verify --sync-test},
 * {@code inspect} and {@code diff}. Any exit other than 0, 1 or 2, or a trace, is a finding.
 *
 * <p>In the normal suite Jazzer runs this in regression mode; fuzz for real with
 * {@code JAZZER_FUZZ=1 mvn -o -pl tools -am test -Dtest=HostileReplayFuzzTest}.
 */
class HostileReplayFuzzTest {
    private static final List<String> SCENARIOS = List.of("world");
    private static final Path[] ORIGINALS = new Path[SCENARIOS.size()];
    private static Path dir;

    private static synchronized Path original(int scenario) throws IOException {
        if (dir == null) {
            dir = Files.createTempDirectory("lockstep-hostile-fuzz");
            dir.toFile().deleteOnExit();
        }
        if (ORIGINALS[scenario] == null) {
            Path p = dir.resolve(SCENARIOS.get(scenario) + ".replay");
            CliRun r = CliRun.run("", "record", SCENARIOS.get(scenario), "--ticks", "10", "--keyframe-interval", "5",
                    "--out", p.toString());
            if (r.exitCode() != ExitCodes.OK) {
                throw new AssertionError(r.err());
            }
            p.toFile().deleteOnExit();
            ORIGINALS[scenario] = p;
        }
        return ORIGINALS[scenario];
    }

    @FuzzTest(maxDuration = "60s")
    void fuzzForgedKeyframe(FuzzedDataProvider data) {
        try {
            Path original = original(data.consumeInt(0, SCENARIOS.size() - 1));
            byte[] state = ForgedReplays.firstKeyframe(original);
            List<ForgedReplays.Field> fields = ForgedReplays.fields(state);
            int changes = data.consumeInt(1, 4);
            for (int c = 0; c < changes; c++) {
                ForgedReplays.Field f = fields.get(data.consumeInt(0, fields.size() - 1));
                long v = data.consumeLong();
                for (int i = 0; i < 8; i++) {
                    state[f.bitsOffset() + i] = (byte) (v >>> (8 * i));
                }
            }
            Path forged = Files.createTempFile(dir, "forged", ".replay");
            try {
                ForgedReplays.withFirstKeyframe(original, forged, state);
                check(CliRun.run("", "verify", forged.toString()));
                check(CliRun.run("", "verify", "--sync-test", "2", forged.toString()));
                check(CliRun.run("", "inspect", forged.toString()));
                check(CliRun.run("", "diff", original.toString(), forged.toString()));
            } finally {
                Files.deleteIfExists(forged);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void check(CliRun r) {
        if (r.exitCode() < ExitCodes.OK || r.exitCode() > ExitCodes.BAD_INPUT || r.err().contains("internal error")
                || r.err().contains("\tat ")) {
            throw new AssertionError("exit " + r.exitCode() + "\n" + r.out() + r.err());
        }
    }
}
