package dev.lockstep.tools.simulate;

import com.code_intelligence.jazzer.junit.DictionaryEntries;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;

/**
 * Fuzzes {@link SceneParser#parse} and {@link SceneWorld#build}: whatever the bytes, the result is a
 * world (with its joints) or a {@link SceneException} whose message starts with a JSON path, and the
 * first step either runs or throws the {@link ArithmeticException} that {@code simulate} reports as
 * leaving the Q31.32 range; any other throwable escapes and fails the test. Stored inputs under {@code SceneParserFuzzTestInputs/fuzzScene} replay
 * in the normal suite; fuzz with {@code JAZZER_FUZZ=1}.
 */
class SceneParserFuzzTest {
    @FuzzTest(maxDuration = "30s")
    @DictionaryEntries({"\"joints\"", "\"bodyA\"", "\"bodyB\"", "\"pivot\"", "\"frameRotation\"", "\"localFrames\"", "\"anchorA\"",
        "\"anchorB\"", "\"rotationA\"", "\"rotationB\"", "\"spherical\"", "\"revolute\"", "\"prismatic\"", "\"weld\"", "\"distance\"",
        "\"enableLimit\"", "\"lower\"", "\"upper\"", "\"enableCone\"", "\"coneAngle\"", "\"enableTwist\"", "\"twistLower\"",
        "\"twistUpper\"", "\"enableMotor\"", "\"motorSpeed\"", "\"maxMotorForce\"", "\"unlimitedMotorForce\"", "\"enableSpring\"",
        "\"springHertz\"", "\"springDampingRatio\"", "\"length\"", "\"linearHertz\"", "\"angularHertz\"", "\"breakable\"",
        "\"breakForce\"", "\"breakTorque\"", "\"collideConnected\"", "\"jointHertz\"", "true", "\"3.1415926\""})
    void fuzzScene(byte[] data) {
        String text = new String(data, StandardCharsets.UTF_8);
        try {
            SceneWorld world = SceneWorld.build(new SceneParser(null).parse(text));
            try {
                world.world().step();
            } catch (ArithmeticException leavesTheRange) {
                // simulate reports this as "tick 0: the scene leaves the Q31.32 range" (exit 2); the world throws rather
                // than wrap, e.g. joint frames built 8200 m apart (stored input joint_frames_8200m_apart_overflows)
            }
        } catch (SceneException expected) {
            String m = expected.getMessage();
            if (m == null || !m.matches("^(scene|world|bodies|joints|events|queries)[\\[\\]0-9a-zA-Z_.]*: (?s).*")) {
                throw new AssertionError("message does not start with a JSON path: " + m);
            }
        }
    }
}
