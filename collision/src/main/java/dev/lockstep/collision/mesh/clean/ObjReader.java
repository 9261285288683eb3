package dev.lockstep.collision.mesh.clean;

import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.FixedOverflowException;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Reads the geometry of a Wavefront OBJ file into a {@link TriangleMesh}.
 *
 * <p>Accepted statements (one per line, tokens separated by spaces or tabs, {@code #} starts a
 * comment that runs to the end of the line, blank lines ignored, {@code \r\n} accepted):
 * <ul>
 *   <li>{@code v x y z [w]}: a vertex; coordinates are decimals parsed exactly by
 *       {@link FixedFormat#parseExact} (one rounding to Q31.32, ties to even) and must lie within
 *       {@link TriangleMesh#MAX_COORDINATE}; {@code w}, if present, must equal 1 (rational
 *       vertices are rejected).</li>
 *   <li>{@code f r1 r2 r3 ...}: a polygon of at least three corners, each {@code v}, {@code v/vt},
 *       {@code v//vn} or {@code v/vt/vn}. Indices are 1-based; a negative index counts back from
 *       the last element defined so far ({@code -1} is the latest). Texture and normal indices must
 *       refer to an existing {@code vt}/{@code vn} but are otherwise ignored. A polygon
 *       {@code (r1 .. rn)} becomes the fan {@code (r1, r_i, r_i+1)}, i = 2..n-1, which is correct
 *       for convex polygons and keeps the winding; non-convex polygons must be triangulated by the
 *       exporter. Repeated corners are kept (the clean-up reports the degenerate triangles).</li>
 *   <li>ignored: {@code vt}, {@code vn} (counted for index checks), {@code vp}, {@code g},
 *       {@code o}, {@code s}, {@code mtllib}, {@code usemtl}, {@code l}, {@code p} (lines and
 *       points have no area).</li>
 *   <li>anything else, including line continuations ({@code \} at the end of a line) and
 *       free-form geometry, is rejected.</li>
 * </ul>
 *
 * <p>Every failure is an {@link ObjFormatException} carrying the file name, the 1-based line and
 * the reason. Size limits ({@link ObjLimits}) are checked before the data they guard is stored: a
 * file's size before reading, a line's length while it is read, counts before each append.
 */
public final class ObjReader {
    private static final int INITIAL_CAPACITY = 256;

    private final String fileName;
    private final ObjLimits limits;
    private long lineNumber;
    private long[] xyz = new long[3 * INITIAL_CAPACITY];
    private int vertexCount;
    private int[] indices = new int[3 * INITIAL_CAPACITY];
    private int triangleCount;
    private int texCoordCount;
    private int normalCount;
    private int[] corners = new int[16];

    private ObjReader(String fileName, ObjLimits limits) {
        this.fileName = fileName;
        this.limits = limits;
    }

    /**
     * Returns the mesh in {@code file} under {@link ObjLimits#DEFAULT}.
     *
     * @throws ObjFormatException if the file is malformed or too large
     * @throws IOException if the file cannot be read
     */
    public static TriangleMesh read(Path file) throws IOException {
        return read(file, ObjLimits.DEFAULT);
    }

    /**
     * Returns the mesh in {@code file}; the file size is checked against the limit before reading.
     *
     * @throws ObjFormatException if the file is malformed or exceeds a limit
     * @throws IOException if the file cannot be read
     */
    public static TriangleMesh read(Path file, ObjLimits limits) throws IOException {
        String name = file.toString();
        long size = Files.size(file);
        if (size > limits.maxFileBytes()) {
            throw new ObjFormatException(name, 0, "file size " + size + " bytes exceeds the limit of "
                    + limits.maxFileBytes());
        }
        try (InputStream in = Files.newInputStream(file)) {
            return read(name, in, limits);
        }
    }

    /**
     * Returns the mesh in {@code content}, reporting errors against {@code fileName}.
     *
     * @throws ObjFormatException if the content is malformed or exceeds a limit
     */
    public static TriangleMesh parse(String fileName, byte[] content, ObjLimits limits) throws ObjFormatException {
        try {
            return read(fileName, new ByteArrayInputStream(content), limits);
        } catch (ObjFormatException e) {
            throw e;
        } catch (IOException e) {
            throw new IllegalStateException("in-memory stream failed", e);
        }
    }

    /**
     * Returns the mesh read from {@code in} (not closed), counting bytes against the file limit.
     *
     * @throws ObjFormatException if the content is malformed or exceeds a limit
     * @throws IOException if the stream fails
     */
    public static TriangleMesh read(String fileName, InputStream in, ObjLimits limits) throws IOException {
        ObjReader reader = new ObjReader(fileName, limits);
        reader.readAll(in instanceof BufferedInputStream ? in : new BufferedInputStream(in, 1 << 16));
        return reader.toMesh();
    }

    private void readAll(InputStream in) throws IOException {
        byte[] line = new byte[Math.min(limits.maxLineLength(), 4096) + 1];
        long total = 0;
        int length = 0;
        boolean pending = false;
        while (true) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            total++;
            if (total > limits.maxFileBytes()) {
                throw new ObjFormatException(fileName, lineNumber + 1, "input exceeds the limit of "
                        + limits.maxFileBytes() + " bytes");
            }
            pending = true;
            if (b == '\n') {
                lineNumber++;
                handleLine(line, length);
                length = 0;
                pending = false;
                continue;
            }
            if (length >= limits.maxLineLength()) {
                throw new ObjFormatException(fileName, lineNumber + 1, "line longer than " + limits.maxLineLength()
                        + " bytes");
            }
            if (length == line.length) {
                line = Arrays.copyOf(line, Math.min(limits.maxLineLength(), line.length * 2) + 1);
            }
            line[length++] = (byte) b;
        }
        if (pending) {
            lineNumber++;
            handleLine(line, length);
        }
    }

    private void handleLine(byte[] bytes, int length) throws ObjFormatException {
        int end = length;
        if (end > 0 && bytes[end - 1] == '\r') {
            end--;
        }
        for (int i = 0; i < end; i++) {
            if (bytes[i] == '#') {
                end = i;
                break;
            }
        }
        String text = new String(bytes, 0, end, StandardCharsets.ISO_8859_1);
        String[] tokens = tokenize(text);
        if (tokens.length == 0) {
            return;
        }
        if (text.endsWith("\\")) {
            throw fail("line continuation '\\' is not supported");
        }
        switch (tokens[0]) {
            case "v":
                vertex(tokens);
                break;
            case "f":
                face(tokens);
                break;
            case "vt":
                texCoordCount = Math.addExact(texCoordCount, 1);
                break;
            case "vn":
                normalCount = Math.addExact(normalCount, 1);
                break;
            case "vp": case "g": case "o": case "s": case "mtllib": case "usemtl": case "l": case "p":
                break;
            default:
                throw fail("unsupported statement '" + printable(tokens[0]) + "'");
        }
    }

    private static String[] tokenize(String text) {
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            return new String[0];
        }
        return trimmed.split("[ \t]+");
    }

    private void vertex(String[] tokens) throws ObjFormatException {
        if (tokens.length != 4 && tokens.length != 5) {
            throw fail("'v' needs 3 coordinates (and an optional w = 1), got " + (tokens.length - 1) + " values");
        }
        if (vertexCount >= limits.maxVertices()) {
            throw fail("more than " + limits.maxVertices() + " vertices");
        }
        long x = coordinate(tokens[1], "x");
        long y = coordinate(tokens[2], "y");
        long z = coordinate(tokens[3], "z");
        if (tokens.length == 5 && number(tokens[4], "w") != Fixed.ONE) {
            throw fail("rational vertex weight w = " + printable(tokens[4]) + " is not supported (only 1)");
        }
        if (3 * vertexCount + 3 > xyz.length) {
            xyz = Arrays.copyOf(xyz, 3 * grow(vertexCount, limits.maxVertices()));
        }
        xyz[3 * vertexCount] = x;
        xyz[3 * vertexCount + 1] = y;
        xyz[3 * vertexCount + 2] = z;
        vertexCount++;
    }

    private long coordinate(String token, String axis) throws ObjFormatException {
        long c = number(token, axis);
        if (c > TriangleMesh.MAX_COORDINATE || c < -TriangleMesh.MAX_COORDINATE) {
            throw fail("coordinate " + axis + " = " + printable(token) + " exceeds the mesh limit of 8192");
        }
        return c;
    }

    private long number(String token, String what) throws ObjFormatException {
        try {
            return FixedFormat.parseExact(token);
        } catch (NumberFormatException | FixedOverflowException e) {
            throw fail("bad number for " + what + ": '" + printable(token) + "' (" + e.getMessage() + ")");
        }
    }

    private void face(String[] tokens) throws ObjFormatException {
        int n = tokens.length - 1;
        if (n < 3) {
            throw fail("'f' needs at least 3 corners, got " + n);
        }
        if (n > limits.maxPolygonVertices()) {
            throw fail("polygon with " + n + " corners exceeds the limit of " + limits.maxPolygonVertices());
        }
        if (corners.length < n) {
            corners = new int[Math.max(n, 2 * corners.length)];
        }
        for (int i = 0; i < n; i++) {
            corners[i] = corner(tokens[i + 1], i + 1);
        }
        int added = n - 2;
        if ((long) triangleCount + added > limits.maxTriangles()) {
            throw fail("more than " + limits.maxTriangles() + " triangles");
        }
        if (3 * (triangleCount + added) > indices.length) {
            indices = Arrays.copyOf(indices, 3 * grow(triangleCount + added - 1, limits.maxTriangles()));
        }
        for (int i = 1; i + 1 < n; i++) {
            indices[3 * triangleCount] = corners[0];
            indices[3 * triangleCount + 1] = corners[i];
            indices[3 * triangleCount + 2] = corners[i + 1];
            triangleCount++;
        }
    }

    /** Returns the 0-based vertex index of one corner reference {@code v[/vt][/vn]}. */
    private int corner(String token, int position) throws ObjFormatException {
        String[] parts = token.split("/", -1);
        if (parts.length > 3) {
            throw fail("corner " + position + " '" + printable(token) + "' has more than 3 parts");
        }
        int v = resolve(parts[0], vertexCount, "vertex", token, position, false);
        if (parts.length >= 2) {
            resolve(parts[1], texCoordCount, "texture coordinate", token, position, parts.length == 3);
        }
        if (parts.length == 3) {
            resolve(parts[2], normalCount, "normal", token, position, false);
        }
        return v;
    }

    private int resolve(String part, int defined, String what, String token, int position, boolean mayBeEmpty)
            throws ObjFormatException {
        if (part.isEmpty() && mayBeEmpty) {
            return -1;
        }
        int value = parseIndex(part, what, token, position);
        int index = value > 0 ? value - 1 : defined + value;
        if (index < 0 || index >= defined) {
            throw fail("corner " + position + " '" + printable(token) + "': " + what + " index " + value
                    + " out of range (" + defined + " defined so far)");
        }
        return index;
    }

    private int parseIndex(String part, String what, String token, int position) throws ObjFormatException {
        int i = part.startsWith("-") ? 1 : 0;
        if (part.length() == i || part.length() - i > 9) {
            throw fail("corner " + position + " '" + printable(token) + "': bad " + what + " index");
        }
        for (int k = i; k < part.length(); k++) {
            char c = part.charAt(k);
            if (c < '0' || c > '9') {
                throw fail("corner " + position + " '" + printable(token) + "': bad " + what + " index");
            }
        }
        int value = Integer.parseInt(part);
        if (value == 0) {
            throw fail("corner " + position + " '" + printable(token) + "': " + what + " index 0 (OBJ is 1-based)");
        }
        return value;
    }

    private TriangleMesh toMesh() {
        return TriangleMesh.of(Arrays.copyOf(xyz, 3 * vertexCount), Arrays.copyOf(indices, 3 * triangleCount));
    }

    private static int grow(int count, int limit) {
        return (int) Math.min((long) limit, Math.max(INITIAL_CAPACITY, 2L * (count + 1)));
    }

    private ObjFormatException fail(String reason) {
        return new ObjFormatException(fileName, lineNumber, reason);
    }

    /** Returns a short, printable rendering of untrusted text for messages. */
    private static String printable(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length() && i < 40; i++) {
            char c = s.charAt(i);
            b.append(c >= 32 && c < 127 ? c : '?');
        }
        return s.length() > 40 ? b + "..." : b.toString();
    }
}
