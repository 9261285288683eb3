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

    /** Until ContactDispatch lands on main, a well-formed pair is answered with the reason. */
    @Test
    void wellFormedPair_notYetWired_answersPairNotSupported() throws Exception {
        CliRun r = CliRun.run(SPHERES + "\n", "collide");
        String error = JSON.readTree(r.outLines()[0]).get("error").asText();
        assertTrue(error.startsWith("pair not supported yet: sphere-sphere"), error);
    }

    @Test
    void boxNotBuildableYet_saysSo() throws Exception {
        CliRun r = CliRun.run("{\"a\":{\"type\":\"box\",\"halfExtents\":[\"1\",\"1\",\"1\"]},\"ta\":{\"p\":[\"0\",\"0\",\"0\"]},"
                + "\"b\":{\"type\":\"sphere\",\"radius\":\"1\"},\"tb\":{\"p\":[\"0\",\"3\",\"0\"]}}\n", "collide");
        String error = JSON.readTree(r.outLines()[0]).get("error").asText();
        assertTrue(error.startsWith("a: shape type box not supported yet"), error);
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
