package dev.lockstep.tools.batch;

import dev.lockstep.replay.Verdict;
import java.util.Locale;

/**
 * The report line of one replay's verdict, in the two machine formats of {@code verify-batch --report}
 * (chosen by the file's extension) and the text line it prints. The Beam pipeline writes the same lines,
 * so reports from both are compared line for line.
 *
 * <p>Columns, in this order in both formats: {@code path, verdict, simulation, version, ticks, final_hash,
 * tick, phase, part, body, field, offset, reason}; hashes as {@code 0x} and 16 hex digits; numbers
 * unused by a verdict as {@code -1}, text as empty.
 */
public enum VerdictReport {
    /** One JSON object per line ({@code .jsonl}). */
    JSONL(".jsonl"),
    /** Comma-separated values with a header line, RFC 4180 quoting ({@code .csv}). */
    CSV(".csv");

    /** The CSV header line. */
    public static final String CSV_HEADER = "path,verdict,simulation,version,ticks,final_hash,tick,phase,part,body,field,offset,reason";

    private final String extension;

    VerdictReport(String extension) {
        this.extension = extension;
    }

    /** Returns the format a report file's name asks for, or null when its extension is neither. */
    public static VerdictReport forFileName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        for (VerdictReport f : values()) {
            if (lower.endsWith(f.extension)) {
                return f;
            }
        }
        return null;
    }

    /** Returns the line (without terminator) that precedes the first verdict, or null when none. */
    public String header() {
        return this == CSV ? CSV_HEADER : null;
    }

    /** Returns the report line (without terminator) of {@code path}'s verdict. */
    public String line(String path, Verdict v) {
        String hash = v.ok() ? String.format("0x%016x", v.finalHash()) : "";
        if (this == CSV) {
            return String.join(",", csv(path), v.kind().name(), csv(v.simulationId()), Integer.toString(v.version()),
                    Long.toString(v.ticks()), hash, Long.toString(v.tick()), csv(v.phase()), csv(v.part()),
                    Long.toString(v.body()), csv(v.field()), Long.toString(v.offset()), csv(v.reason()));
        }
        return "{\"path\":" + json(path) + ",\"verdict\":\"" + v.kind().name() + "\",\"simulation\":" + json(v.simulationId())
                + ",\"version\":" + v.version() + ",\"ticks\":" + v.ticks() + ",\"final_hash\":" + json(hash)
                + ",\"tick\":" + v.tick() + ",\"phase\":" + json(v.phase()) + ",\"part\":" + json(v.part())
                + ",\"body\":" + v.body() + ",\"field\":" + json(v.field()) + ",\"offset\":" + v.offset()
                + ",\"reason\":" + json(v.reason()) + "}";
    }

    /** Returns the text line {@code verify-batch} prints for a verdict: the path, then its description. */
    public static String textLine(String path, Verdict v) {
        return path + ": " + v.describe();
    }

    private static String csv(String s) {
        boolean quote = false;
        for (int i = 0; i < s.length() && !quote; i++) {
            char c = s.charAt(i);
            quote = c == ',' || c == '"' || c == '\n' || c == '\r';
        }
        return quote ? '"' + s.replace("\"", "\"\"") + '"' : s;
    }

    private static String json(String s) {
        StringBuilder b = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 0x20) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('"').toString();
    }
}
