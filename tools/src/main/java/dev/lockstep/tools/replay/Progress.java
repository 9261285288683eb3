package dev.lockstep.tools.replay;

import java.io.PrintStream;

/**
 * Progress of a long run on standard error: a redrawn bar on a terminal, otherwise one plain line per
 * tenth of the work (so logs and CI output stay readable).
 */
public final class Progress {
    private static final int BAR = 30;

    private final PrintStream err;
    private final boolean terminal;
    private final String label;
    private final long total;
    private final String unit;
    private long lastShown = -1;

    public Progress(PrintStream err, boolean terminal, String label, long total) {
        this(err, terminal, label, total, "ticks");
    }

    /** Like {@link #Progress(PrintStream, boolean, String, long)}, counting {@code unit} (e.g. "replays"). */
    public Progress(PrintStream err, boolean terminal, String label, long total, String unit) {
        this.err = err;
        this.terminal = terminal;
        this.label = label;
        this.total = Math.max(1, total);
        this.unit = unit;
    }

    /** Reports that {@code done} of the total units are finished. */
    public void update(long done) {
        if (terminal) {
            long step = done * 100 / total;
            if (step != lastShown) {
                lastShown = step;
                int filled = (int) (done * BAR / total);
                err.print("\r" + label + " [" + "#".repeat(filled) + " ".repeat(BAR - filled) + "] " + step + "% ("
                        + done + "/" + total + ")");
                err.flush();
            }
        } else {
            long tenth = done * 10 / total;
            if (tenth != lastShown && (tenth > 0 || done == 0)) {
                lastShown = tenth;
                err.println(label + ": " + done + "/" + total + " " + unit + " (" + tenth * 10 + "%)");
            }
        }
    }

    /** Ends the bar's line on a terminal. */
    public void finish() {
        if (terminal && lastShown >= 0) {
            err.println();
        }
    }
}
