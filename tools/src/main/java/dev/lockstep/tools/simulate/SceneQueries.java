package dev.lockstep.tools.simulate;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lockstep.tools.query.QueryAnswers;
import dev.lockstep.tools.query.QueryException;
import dev.lockstep.tools.query.QueryParser;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The scene's optional {@code queries} list: {@code lockstep query}'s objects plus {@code "tick"},
 * each answered by {@code simulate} after that many ticks (0: before the first step) as
 * {@code {"tick":T,"query":I,"hits":[...]}} ({@link QueryAnswers}), queries of one tick in list order.
 */
final class SceneQueries {
    /** Most queries in a scene. */
    static final int MAX_QUERIES = 10_000;

    private final List<Scene.TimedQuery> queries;
    private final SceneWorld scene;
    private final PrintStream out;
    private QueryAnswers answers;
    private int next;

    SceneQueries(SceneWorld scene, PrintStream out) {
        this.scene = scene;
        this.queries = scene.scene().queries();
        this.out = out;
    }

    /** Parses the list; errors name {@code queries[i]...}. */
    static List<Scene.TimedQuery> parse(JsonNode node) throws SceneException {
        if (!node.isArray() || node.size() > MAX_QUERIES) {
            throw new SceneException("queries: expected an array of at most " + MAX_QUERIES + " queries");
        }
        Set<String> keys = new HashSet<>(QueryParser.QUERY_KEYS);
        keys.add("tick");
        List<Scene.TimedQuery> list = new ArrayList<>(node.size());
        for (int i = 0; i < node.size(); i++) {
            String path = "queries[" + i + "]";
            JsonNode q = node.get(i);
            try {
                QueryParser.requireObject(q, path, keys);
                JsonNode tick = q.get("tick");
                if (tick == null || !tick.isIntegralNumber() || !tick.canConvertToInt() || tick.intValue() < 0) {
                    throw new QueryException(path + ".tick: expected an integer >= 0 (the tick after which to answer)");
                }
                list.add(new Scene.TimedQuery(tick.intValue(), QueryParser.parse(q, path)));
            } catch (QueryException e) {
                throw new SceneException(e.getMessage());
            }
        }
        return List.copyOf(list);
    }

    /** Prints the answers of every query of {@code tick}, in list order (a scan of the list: queries are few). */
    void answer(int tick) throws SceneException {
        for (int i = 0; i < queries.size(); i++) {
            Scene.TimedQuery q = queries.get(i);
            if (q.tick() != tick) {
                continue;
            }
            if (answers == null) {
                answers = new QueryAnswers(scene);
            }
            String path = "queries[" + i + "]";
            try {
                String hits = answers.answer(q.query(), path);
                out.println("{\"tick\":" + tick + ",\"query\":" + i + "," + hits.substring(1));
            } catch (QueryException e) {
                throw new SceneException(e.getMessage());
            }
        }
    }
}
