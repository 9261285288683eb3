package dev.lockstep.tools.replay;

import dev.lockstep.tools.BadInputException;
import java.nio.file.Path;

/** Checks on the replay file a command is asked to write. */
public final class ReplayOutputs {
    private ReplayOutputs() {
    }

    /**
     * Returns {@code out}, refusing {@code -}: a replay is a binary file that is read back (to verify it,
     * to seek in it), so it cannot go to standard output, and a file literally named {@code -} is a
     * surprise nobody asked for.
     *
     * @throws BadInputException if {@code out} is {@code -}
     */
    public static Path checkReplayPath(Path out, String option) {
        if (out.toString().equals("-")) {
            throw new BadInputException(option + " - : a replay cannot be written to standard output",
                    "Pass a file name, e.g. " + option + " run.replay.");
        }
        return out;
    }
}
