package dev.lockstep.tools;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Replaces a file all at once: the new content is written to a fresh temporary file in the target's
 * directory (created with {@code CREATE_NEW}, so no existing file or planted link is ever opened), made
 * durable ({@code fsync}), then renamed over the target atomically, and the directory is synced. A run
 * that is killed or fails (a full disk, a bug) before the rename leaves the old file untouched, and its
 * temporary file is removed when the failure is an exception.
 *
 * <pre>{@code
 * AtomicFile.write(out, tmp -> picture.writeTo(tmp));
 * }</pre>
 */
public final class AtomicFile {
    /** Writes the new content into the temporary file it is given (which exists and is empty). */
    @FunctionalInterface
    public interface Content<T> {
        T writeTo(Path temporary) throws IOException;
    }

    private AtomicFile() {
    }

    /**
     * Writes {@code target} through {@code content} and returns what {@code content} returned.
     *
     * @throws IOException if the temporary file cannot be created, written or synced, or the rename
     *     fails; {@code target} is then unchanged
     */
    public static <T> T write(Path target, Content<T> content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        Path temporary = Files.createTempFile(dir, "." + absolute.getFileName() + ".", ".partial");
        boolean moved = false;
        try {
            T result = content.writeTo(temporary);
            try (FileChannel ch = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                ch.force(true);
            }
            try {
                Files.move(temporary, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                throw new IOException("cannot replace " + target + " atomically on this file system", e);
            }
            moved = true;
            syncDirectory(dir);
            return result;
        } finally {
            if (!moved) {
                Files.deleteIfExists(temporary);
            }
        }
    }

    /** Makes the rename durable where the platform allows opening a directory (Linux, macOS). */
    private static void syncDirectory(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException e) {
            // Windows cannot open a directory; the rename is still atomic, only its durability is the OS's
        }
    }
}
