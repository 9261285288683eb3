package dev.lockstep.tools.query;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.lockstep.tools.simulate.SceneException;
import dev.lockstep.tools.simulate.SceneParser;
import dev.lockstep.tools.simulate.SceneWorld;
import java.nio.charset.StandardCharsets;

/**
 * Fuzzes {@link QueryParser#parse} and {@link QueryAnswers#answer} against a small fixed scene:
 * whatever the bytes, the result is an answer line or a {@link QueryException} whose message
 * starts with a JSON path; any other throwable escapes and fails the test. Stored inputs under
 * {@code QueryParserFuzzTestInputs/fuzzQuery} replay in the normal suite; fuzz with {@code JAZZER_FUZZ=1}.
 */
class QueryParserFuzzTest {
    private static final String SCENE = "{\"bodies\":[{\"type\":\"static\",\"position\":[\"0\",\"-0.5\",\"0\"],"
            + "\"shapes\":[{\"type\":\"box\",\"halfExtents\":[\"10\",\"0.5\",\"10\"]}]},"
            + "{\"type\":\"dynamic\",\"position\":[\"0\",\"1\",\"0\"],\"shapes\":[{\"type\":\"sphere\",\"radius\":\"0.5\"}]},"
            + "{\"type\":\"static\",\"shapes\":[{\"type\":\"mesh\",\"vertices\":[[\"-9\",\"-2\",\"-9\"],[\"9\",\"-2\",\"-9\"],"
            + "[\"0\",\"-2\",\"9\"]],\"triangles\":[[0,2,1]]}]}]}";
    private static final QueryAnswers ANSWERS = answers();

    private static QueryAnswers answers() {
        try {
            return new QueryAnswers(SceneWorld.build(new SceneParser(null).parse(SCENE)));
        } catch (SceneException e) {
            throw new IllegalStateException(e);
        }
    }

    @FuzzTest(maxDuration = "30s")
    void fuzzQuery(byte[] data) {
        String text = new String(data, StandardCharsets.UTF_8);
        try {
            String line = ANSWERS.answer(new QueryParser().parse(text), "query");
            if (!line.startsWith("{\"hits\":[")) {
                throw new AssertionError("not an answer line: " + line);
            }
        } catch (QueryException expected) {
            String m = expected.getMessage();
            if (m == null || !m.matches("^query[\\[\\]0-9a-zA-Z_.]*: (?s).*")) {
                throw new AssertionError("message does not start with a JSON path: " + m);
            }
        }
    }
}
