package dev.lockstep.tools.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code lockstep query} and the scene's {@code queries}: exact answers, every mode and filter, bad input with line and path. */
class QueryCommandTest {
    static final String SCENE = Path.of("src/test/resources/query/box-and-floor.json").toString();
    private static final ObjectMapper JSON = new ObjectMapper();

    private static final String RAY_DOWN = "{\"ray\":{\"origin\":[\"0\",\"5\",\"0\"],\"translation\":[\"0\",\"-10\",\"0\"]}";

    @Test
    void rayDown_hitsTheBoxTopAtTheExactFraction() throws Exception {
        CliRun r = CliRun.run(RAY_DOWN + "}\n", "query", SCENE);
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        JsonNode hits = JSON.readTree(r.outLines()[0]).get("hits");
        assertEquals(1, hits.size());
        JsonNode h = hits.get(0);
        // plane y = 1: (5 - 1) / 10 = 0.4, one rounding: 0x66666666 raw
        assertEquals(FixedFormat.toExactString(0x6666_6666L), h.get("fraction").textValue());
        assertEquals(1, h.get("body").intValue());
        assertEquals(0, h.get("shape").intValue());
        assertEquals("1", h.get("normal").get(1).textValue());
    }

    @Test
    void allHits_inOrder_meshHitsNameTheTriangle_filtersApply() throws Exception {
        String in = RAY_DOWN + ",\"mode\":\"all\"}\n"
                + RAY_DOWN + ",\"mode\":\"all\",\"filter\":{\"excludeBody\":1}}\n"
                + RAY_DOWN + ",\"mode\":\"any\",\"filter\":{\"mask\":0}}\n";
        CliRun r = CliRun.run(in, "query", SCENE);
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        String[] lines = r.outLines();
        assertEquals(3, lines.length, r.out());
        JsonNode all = JSON.readTree(lines[0]).get("hits");
        // box top, ground top, then the mesh floor's diagonal: both triangles, equal fractions, by index
        assertEquals(4, all.size(), lines[0]);
        assertEquals(1, all.get(0).get("body").intValue());
        assertEquals(0, all.get(1).get("body").intValue());
        assertEquals(2, all.get(2).get("body").intValue());
        assertEquals(0, all.get(2).get("triangle").intValue());
        assertEquals(1, all.get(3).get("triangle").intValue());
        assertEquals(all.get(2).get("fraction"), all.get(3).get("fraction"));
        assertEquals(3, JSON.readTree(lines[1]).get("hits").size(), "body 1 excluded: " + lines[1]);
        assertEquals(0, JSON.readTree(lines[2]).get("hits").size(), "mask 0 sees nothing: " + lines[2]);
    }

    @Test
    void shapeCast_stopsTheTargetAboveTheBox() throws Exception {
        String in = "{\"cast\":{\"shape\":{\"type\":\"box\",\"halfExtents\":[\"0.25\",\"0.25\",\"0.25\"]},"
                + "\"start\":{\"p\":[\"0\",\"5\",\"0\"],\"q\":[\"1\",\"0\",\"0\",\"0\"]},\"translation\":[\"0\",\"-10\",\"0\"]}}\n";
        CliRun r = CliRun.run(in, "query", SCENE);
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        JsonNode h = JSON.readTree(r.outLines()[0]).get("hits").get(0);
        // gap 5 - 0.25 - 1 = 3.75 closing at 10: (3.75 - 2^-12) / 10, one rounding
        long expected = Fixed.div(FixedFormat.parseExact("3.75") - (1L << 20), Fixed.fromInt(10));
        assertEquals(FixedFormat.toExactString(expected), h.get("fraction").textValue());
        assertEquals(1, h.get("body").intValue());
    }

    /**
     * {@code --ticks} steps the scene before answering: a dynamic ball (radius 0.5, centre at y = 3)
     * falls under gravity, so the ray meets its top later after 10 ticks than at tick 0.
     */
    @Test
    void ticks_stepTheSceneFirst() throws Exception {
        String falling = Path.of("src/test/resources/query/ball-falling.json").toString();
        CliRun still = CliRun.run(RAY_DOWN + "}\n", "query", falling);
        CliRun fallen = CliRun.run(RAY_DOWN + "}\n", "query", falling, "--ticks", "10");
        assertEquals(ExitCodes.OK, still.exitCode(), still.err());
        assertEquals(ExitCodes.OK, fallen.exitCode(), fallen.err());
        JsonNode before = JSON.readTree(still.outLines()[0]).get("hits").get(0);
        JsonNode after = JSON.readTree(fallen.outLines()[0]).get("hits").get(0);
        assertEquals(1, before.get("body").intValue());
        assertEquals(1, after.get("body").intValue(), fallen.out());
        // the ball's top at y = 3.5: (5 - 3.5) / 10 = 0.15, one rounding
        assertEquals(FixedFormat.toExactString(Fixed.div(FixedFormat.parseExact("1.5"), Fixed.fromInt(10))),
                before.get("fraction").textValue());
        assertTrue(FixedFormat.parseExact(after.get("fraction").textValue()) > FixedFormat.parseExact("0.15"),
                "the ball fell: " + fallen.out());
    }

    @Test
    void malformedQuery_exits2_namingTheLineAndPath_afterWritingTheEarlierAnswers() {
        String in = RAY_DOWN + "}\n" + "{\"ray\":{\"origin\":[\"0\",\"5\",\"0\"],\"translation\":[\"0\",\"-10\",0]}}\n" + RAY_DOWN + "}\n";
        CliRun r = CliRun.run(in, "query", SCENE);
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertEquals(1, r.outLines().length, "the first answer is kept: " + r.out());
        assertTrue(r.err().contains("line 2: query.ray.translation[2]: numbers must be decimal strings"), r.err());
    }

    @Test
    void everyKindOfBadQuery_namesItsPath() {
        String[][] cases = {
            {"{}", "query: expected exactly one of \"ray\" and \"cast\""},
            {"[1]", "query: expected an object"},
            {"{\"ray\":{\"origin\":[\"0\",\"0\",\"0\"],\"translation\":[\"0\",\"0\",\"0\"]}}", "query.ray.translation: must not be zero"},
            {RAY_DOWN + ",\"mode\":\"first\"}", "query.mode: expected"},
            {RAY_DOWN + ",\"maxFraction\":\"1.5\"}", "query.maxFraction: must be within [0, 1]"},
            {RAY_DOWN + ",\"extra\":1}", "query: unknown key \"extra\""},
            {RAY_DOWN + ",\"filter\":{\"excludeBody\":7}}", "query.filter.excludeBody: no body 7"},
            {"{\"cast\":{\"shape\":{\"type\":\"cone\"},\"start\":{},\"translation\":[\"1\",\"0\",\"0\"]}}", "query.cast.shape.type: unknown"},
            {"{\"cast\":{\"shape\":{\"type\":\"sphere\",\"radius\":\"-1\"},\"start\":{},\"translation\":[\"1\",\"0\",\"0\"]}}",
                "query.cast.shape.radius: must be > 0"},
            {"{\"cast\":{\"shape\":{\"type\":\"sphere\",\"radius\":\"1\"},\"start\":{\"p\":[\"5000\",\"0\",\"0\"]},"
                + "\"translation\":[\"1\",\"0\",\"0\"]}}", "query: shape cast from"},
            {"{\"ray\":", "query: malformed JSON"},
        };
        for (String[] c : cases) {
            CliRun r = CliRun.run(c[0] + "\n", "query", SCENE);
            assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), c[0]);
            assertTrue(r.err().contains("line 1: " + c[1]), c[0] + " -> " + r.err());
        }
    }

    @Test
    void badScene_exits2() {
        CliRun r = CliRun.run("", "query", "no-such-scene.json");
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("scene file not found"), r.err());
    }

    @Test
    void simulate_answersTheScenesQueriesAtTheirTicks() throws Exception {
        CliRun r = CliRun.run("", "simulate", SCENE, "--ticks", "3");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        String[] lines = r.outLines();
        // no moving bodies: the query answers, then the summary
        assertEquals(3, lines.length, r.out());
        JsonNode first = JSON.readTree(lines[0]);
        assertEquals(0, first.get("tick").intValue());
        assertEquals(0, first.get("query").intValue());
        assertEquals(FixedFormat.toExactString(0x6666_6666L), first.get("hits").get(0).get("fraction").textValue());
        JsonNode second = JSON.readTree(lines[1]);
        assertEquals(2, second.get("tick").intValue());
        assertEquals(1, second.get("query").intValue());
        assertEquals(4, second.get("hits").size(), lines[1]);
    }

    @Test
    void simulate_badSceneQuery_namesItsPath() {
        CliRun r = CliRun.run("{\"bodies\":[{\"type\":\"static\",\"shapes\":[{\"type\":\"sphere\",\"radius\":\"1\"}]}],"
                + "\"queries\":[{\"tick\":-1," + RAY_DOWN.substring(1) + "}]}", "simulate", "-");
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("queries[0].tick: expected an integer >= 0"), r.err());
    }
}
