package dev.lockstep.tools.collide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code lockstep collide}: one JSON line out per line in; bad lines answered, stream goes on. */
class CollideCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static final String SPHERES = "{\"a\":{\"type\":\"sphere\",\"radius\":\"1\"},\"ta\":{\"p\":[\"0\",\"0\",\"0\"]},"
            + "\"b\":{\"type\":\"sphere\",\"radius\":\"1\"},\"tb\":{\"p\":[\"1.5\",\"0\",\"0\"]}}";

    @Test
    void everyLine_getsOneJsonLine_andBadLinesDoNotStopTheStream() throws Exception {
        String in = String.join("\n", "{not json", SPHERES, "{\"a\":{\"type\":\"sphere\",\"radius\":1}}", "", SPHERES) + "\n";
        CliRun r = CliRun.run(in, "collide");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        String[] lines = r.outLines();
        assertEquals(5, lines.length, r.out());
        for (String line : lines) {
            JsonNode node = JSON.readTree(line);            // every answer line is valid JSON
            assertTrue(node.isObject(), line);
        }
        assertTrue(JSON.readTree(lines[0]).get("error").asText().startsWith("malformed JSON"), lines[0]);
        assertTrue(JSON.readTree(lines[2]).get("error").asText().startsWith("a.radius: numbers must be decimal strings"),
                lines[2]);
        assertTrue(JSON.readTree(lines[3]).get("error").asText().startsWith("empty line"), lines[3]);
        assertEquals(lines[1], lines[4], "same request, same answer");
    }

    /** Seed 001 sphere vs sphere: radii 1 and 1, centres 1.5 apart: depth 0.5, point midway between surfaces. */
    @Test
    void overlappingSpheres_distanceNormalPoint() {
        CliRun r = CliRun.run(SPHERES + "\n", "collide");
        assertEquals("{\"distance\":\"-0.5\",\"normal\":[\"1\",\"0\",\"0\"],\"points\":[{\"p\":[\"0.75\",\"0\",\"0\"],"
                + "\"depth\":\"0.5\"}]}", r.outLines()[0]);
    }

    static final String SPHERE_CAPSULE_APART = "{\"a\":{\"type\":\"sphere\",\"radius\":\"1\"},\"ta\":{\"p\":[\"0\",\"0\",\"0\"]},"
            + "\"b\":{\"type\":\"capsule\",\"p0\":[\"0\",\"-1\",\"0\"],\"p1\":[\"0\",\"1\",\"0\"],\"radius\":\"0.5\"},"
            + "\"tb\":{\"p\":[\"3\",\"0\",\"0\"]}}";

    /** Apart: positive distance and the normal, no points at contact distance 0. */
    @Test
    void separatedPair_positiveDistance_noPoints() {
        CliRun r = CliRun.run(SPHERE_CAPSULE_APART + "\n", "collide");
        assertEquals("{\"distance\":\"1.5\",\"normal\":[\"1\",\"0\",\"0\"],\"points\":[]}", r.outLines()[0]);
    }

    /** Within --contact-distance, separated shapes get a speculative point with negative depth. */
    @Test
    void contactDistance_givesSpeculativePoint() {
        CliRun r = CliRun.run(SPHERE_CAPSULE_APART + "\n", "collide", "--contact-distance", "2");
        assertEquals("{\"distance\":\"1.5\",\"normal\":[\"1\",\"0\",\"0\"],\"points\":[{\"p\":[\"1.75\",\"0\",\"0\"],"
                + "\"depth\":\"-1.5\"}]}", r.outLines()[0]);
    }

    @Test
    void negativeContactDistance_isBadInput() {
        CliRun r = CliRun.run("", "collide", "--contact-distance", "-1");
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("--contact-distance must be a decimal >= 0"), r.err());
    }

    /** Issue 3: collide(B, A) is collide(A, B) with the normal negated, same distance and points. */
    @Test
    void swappedPair_negatesNormal() throws Exception {
        String swapped = "{\"a\":{\"type\":\"capsule\",\"p0\":[\"0\",\"-1\",\"0\"],\"p1\":[\"0\",\"1\",\"0\"],\"radius\":\"0.5\"},"
                + "\"ta\":{\"p\":[\"3\",\"0\",\"0\"]},\"b\":{\"type\":\"sphere\",\"radius\":\"1\"},\"tb\":{\"p\":[\"0\",\"0\",\"0\"]}}";
        CliRun r = CliRun.run(SPHERE_CAPSULE_APART + "\n" + swapped + "\n", "collide", "--contact-distance", "2");
        JsonNode ab = JSON.readTree(r.outLines()[0]);
        JsonNode ba = JSON.readTree(r.outLines()[1]);
        assertEquals(ab.get("distance"), ba.get("distance"));
        assertEquals(ab.get("points"), ba.get("points"));
        assertEquals("-1", ba.get("normal").get(0).asText());
    }

    /** The kernel's hull builder refuses degenerate clouds; the reason becomes the answer. */
    @Test
    void degenerateHull_answersKernelReason() throws Exception {
        CliRun r = CliRun.run("{\"a\":{\"type\":\"hull\",\"points\":[[\"0\",\"0\",\"0\"],[\"1\",\"0\",\"0\"],[\"2\",\"0\",\"0\"]]},"
                + "\"ta\":{\"p\":[\"0\",\"0\",\"0\"]},\"b\":{\"type\":\"sphere\",\"radius\":\"1\"},\"tb\":{\"p\":[\"0\",\"3\",\"0\"]}}\n",
                "collide");
        String error = JSON.readTree(r.outLines()[0]).get("error").asText();
        assertTrue(error.startsWith("a: ") && error.contains("TOO_FEW_DISTINCT_POINTS"), error);
    }

    /** Coordinates beyond the kernel's documented bound give an error answer, not a crash. */
    @Test
    void coordinatesBeyondKernelBound_answerError() throws Exception {
        CliRun r = CliRun.run("{\"a\":{\"type\":\"sphere\",\"radius\":\"1\"},\"ta\":{\"p\":[\"-2000000000\",\"0\",\"0\"]},"
                + "\"b\":{\"type\":\"sphere\",\"radius\":\"1\"},\"tb\":{\"p\":[\"2000000000\",\"0\",\"0\"]}}\n", "collide");
        assertEquals(ExitCodes.OK, r.exitCode());
        String error = JSON.readTree(r.outLines()[0]).get("error").asText();
        assertTrue(error.startsWith("sphere-sphere: "), error);
    }

    @Test
    void formatter_writesExactDecimalStrings() throws Exception {
        CollideAnswer answer = new CollideAnswer(-0x8000_0000L, new Vec3(Fixed.ONE, 0, 0),
                List.of(new CollideAnswer.ContactPoint(new Vec3(0x1_4000_0000L, 1, -Fixed.ONE), 0x8000_0000L)));
        assertEquals("{\"distance\":\"-0.5\",\"normal\":[\"1\",\"0\",\"0\"],\"points\":[{\"p\":[\"1.25\","
                + "\"0.00000000023283064365386962890625\",\"-1\"],\"depth\":\"0.5\"}]}",
                new CollideFormatter().answer(answer));
    }

    @Test
    void formatter_escapesErrors() {
        assertEquals("{\"error\":\"bad \\\"x\\\"\\n\"}", new CollideFormatter().error("bad \"x\"\n"));
    }
}
