package dev.lockstep.tools.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns a JMH CSV result ({@code -rf csv}) into the Markdown table the modules' docs/benchmarks.md pages hold: one
 * row per benchmark and parameter set, with the primary score and, when {@code -prof gc} ran,
 * {@code gc.alloc.rate.norm} in B/op. A sample-time benchmark ({@code -bm sample}) also gets a row
 * for its 99th percentile ({@code :p0.99}), the figure a frame budget is checked against.
 */
final class JmhTable {
    private static final String ALLOC_SUFFIX = ":gc.alloc.rate.norm";
    private static final String P99_SUFFIX = ":p0.99";

    private JmhTable() {
    }

    /** Returns the table for the CSV lines (header first), rows in the order JMH wrote them. */
    static String fromCsv(List<String> lines) {
        if (lines.isEmpty()) {
            return "(no results)\n";
        }
        List<String> header = parseCsvLine(lines.get(0));
        int bench = header.indexOf("Benchmark");
        int score = header.indexOf("Score");
        int error = header.indexOf("Score Error (99.9%)");
        int unit = header.indexOf("Unit");
        if (bench < 0 || score < 0 || unit < 0) {
            throw new IllegalArgumentException("not a JMH CSV result: header " + header);
        }
        List<Integer> params = new ArrayList<>();
        for (int i = 0; i < header.size(); i++) {
            if (header.get(i).startsWith("Param: ")) {
                params.add(i);
            }
        }
        Map<String, String[]> rows = new LinkedHashMap<>();   // key -> {score ± error unit, B/op}
        for (String line : lines.subList(1, lines.size())) {
            if (line.isBlank()) {
                continue;
            }
            List<String> f = parseCsvLine(line);
            String name = f.get(bench);
            boolean alloc = name.endsWith(ALLOC_SUFFIX);
            boolean p99 = name.endsWith(P99_SUFFIX);
            boolean secondary = !alloc && !p99 && name.indexOf(':') >= 0;
            if (secondary) {
                continue;
            }
            String base = alloc ? name.substring(0, name.length() - ALLOC_SUFFIX.length())
                    : p99 ? name.substring(0, name.length() - P99_SUFFIX.length()) + " p99" : name;
            StringBuilder key = new StringBuilder(shortName(base));
            for (int p : params) {
                if (!f.get(p).isEmpty()) {
                    key.append(' ').append(header.get(p).substring(7)).append('=').append(f.get(p));
                }
            }
            String[] row = rows.computeIfAbsent(key.toString(), k -> new String[]{"", ""});
            if (alloc) {
                row[1] = number(f.get(score));
            } else {
                String err = error >= 0 && !f.get(error).isEmpty() && !"NaN".equals(f.get(error))
                        ? " ± " + number(f.get(error)) : "";
                row[0] = number(f.get(score)) + err + " " + f.get(unit);
            }
        }
        StringBuilder sb = new StringBuilder("| benchmark | score | B/op |\n|---|---:|---:|\n");
        for (Map.Entry<String, String[]> e : rows.entrySet()) {
            sb.append("| ").append(e.getKey()).append(" | ").append(e.getValue()[0]).append(" | ")
                    .append(e.getValue()[1]).append(" |\n");
        }
        return sb.toString();
    }

    /** Keeps {@code Class.method} of a fully qualified benchmark name. */
    private static String shortName(String name) {
        int method = name.lastIndexOf('.');
        int cls = method > 0 ? name.lastIndexOf('.', method - 1) : -1;
        return name.substring(cls + 1);
    }

    private static String number(String s) {
        try {
            double v = Double.parseDouble(s);
            if (Double.isNaN(v)) {
                return "";
            }
            return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.3g", v);
        } catch (NumberFormatException e) {
            return s;
        }
    }

    /** Splits one CSV line (RFC 4180 quoting, as JMH writes it). */
    static List<String> parseCsvLine(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cur.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cur.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                out.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        out.add(cur.toString());
        return out;
    }
}
