package dev.lockstep.collision.mesh.clean;

import dev.lockstep.collision.mesh.TriangleMesh;

/**
 * Size limits that {@link ObjReader} enforces while reading, before any array grows past them, so
 * a hostile or broken file is refused instead of exhausting memory.
 *
 * @param maxFileBytes largest accepted file size in bytes (checked before reading a file, and
 *     while reading a stream)
 * @param maxLineLength largest accepted line length in bytes, excluding the line terminator
 * @param maxVertices largest accepted number of {@code v} statements
 * @param maxTriangles largest accepted number of triangles after fan triangulation
 * @param maxPolygonVertices largest accepted number of corners in one {@code f} statement
 */
public record ObjLimits(long maxFileBytes, int maxLineLength, int maxVertices, int maxTriangles,
        int maxPolygonVertices) {
    /**
     * The defaults: 512 MiB, 4096-byte lines, the {@link TriangleMesh} vertex and triangle limits
     * (2^24 each), 256 corners per polygon.
     */
    public static final ObjLimits DEFAULT = new ObjLimits(512L << 20, 4096, TriangleMesh.MAX_VERTICES,
            TriangleMesh.MAX_TRIANGLES, 256);

    /**
     * @throws IllegalArgumentException if a limit is not positive, or a count limit exceeds the
     *     corresponding {@link TriangleMesh} limit, or {@code maxPolygonVertices < 3}
     */
    public ObjLimits {
        if (maxFileBytes <= 0 || maxLineLength <= 0 || maxVertices <= 0 || maxTriangles <= 0) {
            throw new IllegalArgumentException("ObjLimits must be positive");
        }
        if (maxVertices > TriangleMesh.MAX_VERTICES || maxTriangles > TriangleMesh.MAX_TRIANGLES) {
            throw new IllegalArgumentException("ObjLimits exceed the TriangleMesh limits");
        }
        if (maxPolygonVertices < 3) {
            throw new IllegalArgumentException("maxPolygonVertices must be at least 3");
        }
    }
}
