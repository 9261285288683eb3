package dev.lockstep.fixedpoint.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The layering scanner finds what it must: this very test class names JUnit, and nothing names a made-up package. */
class LayeringScannerTest {
    @Test
    void findsAReferenceInATestClass_andNoneToAnAbsentPackage() throws Exception {
        Path testClasses = Path.of("target", "test-classes");
        List<String> junit = LayeringScanner.violations(testClasses, List.of("org/junit/jupiter/api/"));
        assertTrue(junit.contains("dev/lockstep/fixedpoint/rules/LayeringScannerTest -> org/junit/jupiter/api/Test"), junit.toString());
        assertEquals(List.of(), LayeringScanner.violations(testClasses, List.of("com/example/nothing/")));
    }

    @Test
    void findsAnotherModulesInternalType_butNotItsOwnOrAStringLiteral() throws Exception {
        Path testClasses = Path.of("target", "test-classes");
        String user = "dev/lockstep/fixedpoint/rules/fixtures/InternalUserFixture";
        assertEquals(List.of(user + " -> dev/lockstep/fixedpoint/rules/fixtures/internal/HiddenFixture"),
                LayeringScanner.foreignInternals(testClasses, "collision").stream().filter(v -> v.startsWith(user + " ")).toList());
        assertEquals(List.of(), LayeringScanner.foreignInternals(testClasses, "fixedpoint"));
    }
}
