package dev.lockstep.tools;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads lines of at most a fixed length from a character stream, so that a stream of any size (or
 * one absurdly long line) is processed in bounded memory. A line ends at {@code \n}, {@code \r\n}
 * or the end of the stream; an over-long line is consumed to its end and reported as such instead
 * of being returned.
 */
public final class BoundedLineReader {
    private final Reader in;
    private final int maxChars;
    private final StringBuilder line;
    private final char[] buf = new char[8192];
    private int pos;
    private int limit;
    private boolean tooLong;
    private long lineNumber;

    /**
     * @param in       the stream; wrap it in nothing, this class buffers
     * @param maxChars longest line returned; longer lines are reported by {@link #lastLineTooLong()}
     */
    public BoundedLineReader(Reader in, int maxChars) {
        this.in = in;
        this.maxChars = maxChars;
        this.line = new StringBuilder(Math.min(maxChars, 256));
    }

    /**
     * Returns the next line without its terminator, or {@code null} at the end of the stream. If the
     * line was longer than the limit, returns {@code ""} and {@link #lastLineTooLong()} is true.
     */
    public String readLine() throws IOException {
        line.setLength(0);
        tooLong = false;
        boolean any = false;
        while (true) {
            if (pos == limit) {
                limit = in.read(buf, 0, buf.length);
                pos = 0;
                if (limit <= 0) {
                    limit = 0;
                    if (!any) {
                        return null;
                    }
                    break;
                }
            }
            any = true;
            char c = buf[pos++];
            if (c == '\n') {
                break;
            }
            if (tooLong) {
                continue;
            }
            if (line.length() == maxChars) {
                tooLong = true;
                line.setLength(0);
                continue;
            }
            line.append(c);
        }
        lineNumber++;
        int n = line.length();
        if (n > 0 && line.charAt(n - 1) == '\r') {
            line.setLength(n - 1);
        }
        return line.toString();
    }

    /** Returns whether the line last returned exceeded the limit (and so was returned empty). */
    public boolean lastLineTooLong() {
        return tooLong;
    }

    /** Returns the 1-based number of the line last returned. */
    public long lineNumber() {
        return lineNumber;
    }

    /**
     * Returns whether a further line can be read without blocking (some of it is buffered or
     * the underlying stream says so). Streaming commands flush their output when it is false, so
     * an interactive user sees each answer at once while a bulk stream is written in blocks.
     */
    public boolean moreBuffered() throws IOException {
        return pos < limit || in.ready();
    }
}
