package dev.lockstep.tools.bench;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * Fuzzes {@link JmhTable#fromJson}, the reader of JMH's result files: whatever the bytes, the
 * result is a table (or "(no results)") or an {@link IllegalArgumentException} saying it is not a
 * JMH result; any other throwable escapes and fails the test. Stored inputs under
 * {@code JmhTableFuzzTestInputs/fuzzTable} replay in the normal suite; fuzz with {@code JAZZER_FUZZ=1}.
 */
class JmhTableFuzzTest {
    @FuzzTest(maxDuration = "30s")
    void fuzzTable(byte[] data) {
        try {
            String table = JmhTable.fromJson(new String(data, StandardCharsets.UTF_8));
            if (!table.startsWith("| benchmark | score | B/op |\n") && !table.equals("(no results)\n")) {
                throw new AssertionError("not a table: " + table);
            }
        } catch (IllegalArgumentException expected) {
            if (expected.getMessage() == null || !expected.getMessage().startsWith("not a JMH JSON result")) {
                throw new AssertionError("unexplained rejection: " + expected.getMessage());
            }
        }
    }
}
