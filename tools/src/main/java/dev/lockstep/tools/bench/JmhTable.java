package dev.lockstep.tools.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;

/**
 * Turns a JMH JSON result ({@code -rf json}) into the Markdown table the modules' benchmark pages
 * hold: one row per benchmark and parameter set, with the primary score and, when {@code -prof gc}
 * ran, {@code gc.alloc.rate.norm} in B/op. A sample-time benchmark ({@code -bm sample}) also gets a
 * row for its 99th percentile, the figure a frame budget is checked against.
 */
final class JmhTable {
    private static final String ALLOC = "gc.alloc.rate.norm";

    private JmhTable() {
    }

    /** Returns the table for the JSON text JMH wrote, rows in the order of the file. */
    static String fromJson(String json) {
        JsonNode runs;
        try {
            runs = new ObjectMapper().readTree(json);
        } catch (IOException e) {
            throw new IllegalArgumentException("not a JMH JSON result: " + e.getMessage(), e);
        }
        if (runs == null || !runs.isArray()) {
            throw new IllegalArgumentException("not a JMH JSON result: expected an array of benchmark runs");
        }
        if (runs.isEmpty()) {
            return "(no results)\n";
        }
        StringBuilder sb = new StringBuilder("| benchmark | score | B/op |\n|---|---:|---:|\n");
        for (JsonNode run : runs) {
            JsonNode primary = run.path("primaryMetric");
            if (!run.path("benchmark").isTextual() || !primary.has("score")) {
                throw new IllegalArgumentException("not a JMH JSON result: a run without benchmark or primaryMetric.score");
            }
            String params = params(run.path("params"));
            String name = shortName(run.get("benchmark").asText());
            String unit = primary.path("scoreUnit").asText();
            String error = number(primary.path("scoreError"));
            JsonNode alloc = run.path("secondaryMetrics").path(ALLOC).path("score");
            sb.append("| ").append(name).append(params).append(" | ").append(number(primary.get("score")))
                    .append(error.isEmpty() ? "" : " ± " + error).append(' ').append(unit).append(" | ")
                    .append(number(alloc)).append(" |\n");
            JsonNode p99 = primary.path("scorePercentiles").path("99.0");
            if ("sample".equals(run.path("mode").asText()) && !p99.isMissingNode()) {
                sb.append("| ").append(name).append(" p99").append(params).append(" | ").append(number(p99))
                        .append(' ').append(unit).append(" |  |\n");
            }
        }
        return sb.toString();
    }

    /** {@code " k=v k2=v2"} in the order JMH wrote the parameters; empty without parameters. */
    private static String params(JsonNode params) {
        StringBuilder sb = new StringBuilder();
        for (Iterator<Map.Entry<String, JsonNode>> it = params.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> p = it.next();
            sb.append(' ').append(p.getKey()).append('=').append(p.getValue().asText());
        }
        return sb.toString();
    }

    /** Keeps {@code Class.method} of a fully qualified benchmark name. */
    private static String shortName(String name) {
        int method = name.lastIndexOf('.');
        int cls = method > 0 ? name.lastIndexOf('.', method - 1) : -1;
        return name.substring(cls + 1);
    }

    /** Three significant digits below 100, whole numbers above; empty for a missing value or NaN (display only). */
    private static String number(JsonNode n) {
        if (n.isMissingNode() || n.isNull()) {
            return "";
        }
        double v;
        if (n.isNumber()) {
            v = n.asDouble();
        } else {
            try {
                v = Double.parseDouble(n.asText());
            } catch (NumberFormatException e) {
                return n.asText();
            }
        }
        if (Double.isNaN(v)) {
            return "";
        }
        return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.3g", v);
    }
}
