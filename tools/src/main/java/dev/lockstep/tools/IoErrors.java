package dev.lockstep.tools;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/**
 * Plain-language text for an I/O failure, for messages a user reads: what went wrong and with which
 * file, without Java class names ({@code java.nio.file.NoSuchFileException: x} becomes
 * {@code no such file or directory: x}).
 */
public final class IoErrors {
    private IoErrors() {
    }

    /** Returns what {@code e} means, naming its file when it has one. */
    public static String describe(IOException e) {
        if (e instanceof FileSystemException) {
            FileSystemException f = (FileSystemException) e;
            String file = f.getFile() != null ? f.getFile() : "";
            String other = f.getOtherFile() != null ? " -> " + f.getOtherFile() : "";
            String what;
            if (e instanceof NoSuchFileException) {
                what = "no such file or directory";
            } else if (e instanceof AccessDeniedException) {
                what = "permission denied";
            } else if (e instanceof FileAlreadyExistsException) {
                what = "file already exists";
            } else if (e instanceof NotDirectoryException) {
                what = "not a directory";
            } else if (e instanceof DirectoryNotEmptyException) {
                what = "directory not empty";
            } else {
                what = f.getReason() != null ? f.getReason() : "file system error";
            }
            return what + (file.isEmpty() ? "" : ": " + file + other);
        }
        String message = e.getMessage();
        return message != null && !message.isBlank() ? message : "I/O error";
    }
}
