package dev.lockstep.tools.batch;

import dev.lockstep.tools.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The replay files a batch verifies: files named on the command line as they are, directories walked
 * recursively for files ending in {@value #EXTENSION}. Sorted by path string and without duplicates, so the
 * report order does not depend on the file system's listing order.
 */
final class ReplaySources {
    /** Extension of the replay files picked up inside a directory. */
    static final String EXTENSION = ".lsr";

    private ReplaySources() {
    }

    /**
     * Returns the replay files of {@code args}, sorted.
     *
     * @throws BadInputException if an argument does not exist or a directory cannot be listed
     */
    static List<Path> collect(List<Path> args) {
        TreeSet<String> found = new TreeSet<>();
        for (Path arg : args) {
            if (Files.isDirectory(arg)) {
                try (Stream<Path> walk = Files.walk(arg)) {
                    walk.filter(p -> p.getFileName() != null && p.getFileName().toString().endsWith(EXTENSION)
                            && Files.isRegularFile(p)).forEach(p -> found.add(p.toString()));
                } catch (IOException | java.io.UncheckedIOException e) {
                    throw new BadInputException("cannot list directory " + arg + ": " + e.getMessage(),
                            "Check that the directory is readable.", e);
                }
            } else if (Files.exists(arg)) {
                found.add(arg.toString());
            } else {
                throw new BadInputException("no such file or directory: " + arg, "Check the path.");
            }
        }
        List<Path> out = new ArrayList<>(found.size());
        for (String s : found) {
            out.add(Path.of(s));
        }
        return out;
    }
}
