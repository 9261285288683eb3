package dev.lockstep.tools.replay;

import dev.lockstep.replay.ReplayReader;
import dev.lockstep.replay.format.ReplayFormatException;
import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.IoErrors;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Opens replay files for the replay subcommands, turning every failure into a {@link BadInputException}. */
final class ReplayFiles {
    private ReplayFiles() {
    }

    /** Opens {@code path}; a missing, unreadable or corrupt file is bad input (exit 2). */
    static ReplayReader open(Path path, ReplayReader.Mode mode) {
        if (!Files.exists(path)) {
            throw new BadInputException("replay file not found: " + path, "Check the path; record one with 'lockstep record'.");
        }
        try {
            return ReplayReader.open(path, mode);
        } catch (IOException e) {
            throw failure(path, e);
        }
    }

    /** Returns the bad-input exception for an I/O or format failure while reading {@code path}. */
    static BadInputException failure(Path path, IOException e) {
        if (e instanceof ReplayFormatException) {
            return new BadInputException("corrupt replay " + path + ": " + e.getMessage(),
                    "Run 'lockstep inspect --recover " + path + "' to see the valid prefix.", e);
        }
        if (e instanceof NoSuchFileException) {
            return new BadInputException("replay file not found: " + path, "Check the path.", e);
        }
        return new BadInputException("cannot read replay " + path + ": " + IoErrors.describe(e), "Check that the file is readable.", e);
    }

    static String hex(long v) {
        return String.format("0x%016x", v);
    }
}
