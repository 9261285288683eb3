package dev.lockstep.collision.mesh.clean;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.lockstep.collision.mesh.TriangleMesh;

/**
 * Fuzzes {@link ObjReader#parse}: whatever the bytes, the reader returns a valid mesh or throws
 * {@link ObjFormatException}; any other throwable escapes and fails the test. Stored inputs under
 * {@code ObjReaderFuzzTestInputs/fuzzObj} replay in the normal suite; fuzz with
 * {@code JAZZER_FUZZ=1}.
 */
class ObjReaderFuzzTest {
    private static final ObjLimits SMALL = new ObjLimits(1 << 16, 256, 1000, 1000, 16);

    @FuzzTest(maxDuration = "30s")
    void fuzzObj(byte[] data) {
        try {
            TriangleMesh mesh = ObjReader.parse("fuzz.obj", data, SMALL);
            for (int t = 0; t < mesh.triangleCount(); t++) {
                for (int k = 0; k < 3; k++) {
                    int v = mesh.vertex(t, k);
                    if (v < 0 || v >= mesh.vertexCount()) {
                        throw new AssertionError("index out of range in an accepted mesh");
                    }
                }
            }
        } catch (ObjFormatException expected) {
            if (expected.getMessage() == null || !expected.getMessage().startsWith("fuzz.obj:")) {
                throw new AssertionError("message lacks the file name: " + expected.getMessage());
            }
        }
    }
}
