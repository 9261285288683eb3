package dev.lockstep.fixedpoint.rules;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The one-line check each core module's {@code DeterminismScanTest} runs on its own
 * {@code target/classes}: fails with every violation (class, method, what) listed.
 */
public final class DeterminismAssertions {
    private DeterminismAssertions() {
    }

    /**
     * Scans the main classes of the module under test ({@code target/classes} relative to the
     * module directory, Surefire's working directory) and fails on any violation.
     *
     * @param expectedPackage a package directory that must exist once the module has main classes
     *                        (guards against scanning an empty or wrong directory)
     * @param extraFloatAllowList {@code internal/ClassName#method} display or parse conversions
     *                            allowed to use floating point, beyond the defaults
     */
    public static void assertModuleIsDeterministic(String expectedPackage, String... extraFloatAllowList) throws IOException {
        assertModuleIsDeterministic(expectedPackage, List.of(extraFloatAllowList), List.of());
    }

    /**
     * As {@link #assertModuleIsDeterministic(String, String...)}, and also excuses nondeterminism
     * findings in the methods listed in {@code clockAllowList} (entries {@code internal/Class#method},
     * matched exactly). Only for code that provably never feeds state, such as a replay writer's
     * time-based fsync policy; each entry needs a comment at the call site saying why.
     */
    public static void assertModuleIsDeterministic(String expectedPackage, List<String> extraFloatAllowList,
            List<String> clockAllowList) throws IOException {
        Path classes = Path.of("target", "classes");
        assumeTrue(Files.isDirectory(classes.resolve(expectedPackage)),
                () -> "no main classes under " + classes.toAbsolutePath() + "/" + expectedPackage + " yet; nothing to scan");
        List<Violation> found = new DeterminismScanner(extraFloatAllowList).scanDirectory(classes).stream()
                .filter(v -> !(v.rule() == Violation.Rule.NONDETERMINISM
                        && clockAllowList.contains(v.className().replace('.', '/') + "#" + methodName(v.method()))))
                .toList();
        if (!found.isEmpty()) {
            fail(DeterminismScanner.report(found));
        }
        assertTrue(found.isEmpty());
    }

    private static String methodName(String methodWithDescriptor) {
        int paren = methodWithDescriptor.indexOf('(');
        return paren < 0 ? methodWithDescriptor : methodWithDescriptor.substring(0, paren);
    }
}
