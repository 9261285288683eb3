package dev.lockstep.collision.mesh;

import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.VecMath;
import java.util.Arrays;

/**
 * An immutable indexed triangle mesh: a vertex table of raw Q31.32 positions (interleaved
 * {@code x, y, z}) and a face table of three vertex indices per triangle (seed 002, "face table
 * representation"). Built once, shared freely across threads.
 *
 * <p>Winding: triangle {@code (a, b, c)} has normal {@code (b - a) x (c - a)}; its front side is
 * the side that normal points to. Edge {@code k} of a triangle runs from corner {@code k} to
 * corner {@code (k + 1) % 3}.
 *
 * <p>Limits (checked by {@link #of}, which throws rather than truncating):
 * <ul>
 *   <li>every coordinate within {@code [-MAX_COORDINATE, MAX_COORDINATE]} (raw {@code 2^45},
 *       8192 units), so that edge vectors stay below {@code 2^14} units, their cross products
 *       below {@code 2^29} units and their dot products below {@code 3 * 2^28} units: every
 *       intermediate of the mesh kernels fits Q31.32 without overflow checks failing. Larger
 *       worlds are split into several meshes (seed 000 section 6 handles the seams);</li>
 *   <li>at most {@link #MAX_VERTICES} vertices and {@link #MAX_TRIANGLES} triangles.</li>
 * </ul>
 * Memory: 24 bytes per vertex, 12 bytes of indices plus 24 bytes of cached unit normal per
 * triangle (the normal is what every query needs first, and normalising costs a 128-bit square
 * root and three divisions; caching it halved sphere-vs-grid time in JMH).
 *
 * <p>Degenerate triangles (repeated index, zero area) are accepted here: the clean-up package
 * reports and removes them, and contact generation skips triangles whose normal is exactly zero.
 */
public final class TriangleMesh {
    /** Largest coordinate magnitude: raw {@code 2^45} = 8192.0 units. See the class doc. */
    public static final long MAX_COORDINATE = 1L << 45;
    /** Largest vertex count: {@code 2^24} (16,777,216), 384 MiB of positions. */
    public static final int MAX_VERTICES = 1 << 24;
    /** Largest triangle count: {@code 2^24} (16,777,216); feature ids reserve the low 3 bits. */
    public static final int MAX_TRIANGLES = 1 << 24;

    private final long[] xyz;
    private final int[] indices;
    private final long[] normals;

    private TriangleMesh(long[] xyz, int[] indices) {
        this.xyz = xyz;
        this.indices = indices;
        this.normals = new long[indices.length];
        MutableVec3 unit = new MutableVec3();
        for (int t = 0; t < indices.length / 3; t++) {
            if (unitNormal(t, unit)) {
                normals[3 * t] = unit.x;
                normals[3 * t + 1] = unit.y;
                normals[3 * t + 2] = unit.z;
            }
        }
    }

    /**
     * Computes the unit normal of triangle {@code t}: {@code normalize((b - a) x (c - a))}, each
     * cross component rounded once ({@code mulSubMul}), then normalised (within 1 ulp per
     * component). Returns false, leaving {@code out} unspecified, when the rounded cross is zero.
     */
    private boolean unitNormal(int t, MutableVec3 out) {
        int a = indices[3 * t];
        int b = indices[3 * t + 1];
        int c = indices[3 * t + 2];
        long ux = xyz[3 * b] - xyz[3 * a];
        long uy = xyz[3 * b + 1] - xyz[3 * a + 1];
        long uz = xyz[3 * b + 2] - xyz[3 * a + 2];
        long vx = xyz[3 * c] - xyz[3 * a];
        long vy = xyz[3 * c + 1] - xyz[3 * a + 1];
        long vz = xyz[3 * c + 2] - xyz[3 * a + 2];
        long nx = VecMath.crossX(uy, uz, vy, vz);
        long ny = VecMath.crossY(ux, uz, vx, vz);
        long nz = VecMath.crossZ(ux, uy, vx, vy);
        if ((nx | ny | nz) == 0) {
            return false;
        }
        VecMath.normalizeInto(nx, ny, nz, out);
        return true;
    }

    /**
     * Returns a mesh over copies of the given arrays.
     *
     * @param vertexXyz raw coordinates, three per vertex
     * @param triangleIndices three vertex indices per triangle
     * @throws IllegalArgumentException if a length is not a multiple of three, a count exceeds
     *     its limit, a coordinate exceeds {@link #MAX_COORDINATE} (the message names the vertex)
     *     or an index is out of range (the message names the triangle and corner)
     */
    public static TriangleMesh of(long[] vertexXyz, int[] triangleIndices) {
        if (vertexXyz.length % 3 != 0) {
            throw new IllegalArgumentException("vertex array length " + vertexXyz.length + " is not a multiple of 3");
        }
        if (triangleIndices.length % 3 != 0) {
            throw new IllegalArgumentException("index array length " + triangleIndices.length + " is not a multiple of 3");
        }
        int vertexCount = vertexXyz.length / 3;
        int triangleCount = triangleIndices.length / 3;
        if (vertexCount > MAX_VERTICES) {
            throw new IllegalArgumentException(vertexCount + " vertices exceed MAX_VERTICES " + MAX_VERTICES);
        }
        if (triangleCount > MAX_TRIANGLES) {
            throw new IllegalArgumentException(triangleCount + " triangles exceed MAX_TRIANGLES " + MAX_TRIANGLES);
        }
        long[] xyz = vertexXyz.clone();
        int[] idx = triangleIndices.clone();
        for (int i = 0; i < xyz.length; i++) {
            long c = xyz[i];
            if (c > MAX_COORDINATE || c < -MAX_COORDINATE) {
                throw new IllegalArgumentException("vertex " + (i / 3) + " coordinate " + "xyz".charAt(i % 3) + " = "
                        + FixedFormat.toExactString(c) + " (raw 0x" + Long.toHexString(c)
                        + ") exceeds MAX_COORDINATE 8192");
            }
        }
        for (int i = 0; i < idx.length; i++) {
            if (idx[i] < 0 || idx[i] >= vertexCount) {
                throw new IllegalArgumentException("triangle " + (i / 3) + " corner " + (i % 3) + " index " + idx[i]
                        + " out of range [0, " + vertexCount + ")");
            }
        }
        return new TriangleMesh(xyz, idx);
    }

    /** Returns a mesh from {@link Vec3} vertices (test and tool convenience). */
    public static TriangleMesh of(Vec3[] vertices, int[] triangleIndices) {
        long[] xyz = new long[vertices.length * 3];
        for (int i = 0; i < vertices.length; i++) {
            xyz[3 * i] = vertices[i].x();
            xyz[3 * i + 1] = vertices[i].y();
            xyz[3 * i + 2] = vertices[i].z();
        }
        return of(xyz, triangleIndices);
    }

    public int vertexCount() {
        return xyz.length / 3;
    }

    public int triangleCount() {
        return indices.length / 3;
    }

    /** Returns the raw x coordinate of vertex {@code v}. */
    public long x(int v) {
        return xyz[3 * v];
    }

    /** Returns the raw y coordinate of vertex {@code v}. */
    public long y(int v) {
        return xyz[3 * v + 1];
    }

    /** Returns the raw z coordinate of vertex {@code v}. */
    public long z(int v) {
        return xyz[3 * v + 2];
    }

    /** Returns the raw coordinate {@code axis} (0 x, 1 y, 2 z) of vertex {@code v}. */
    public long coordinate(int v, int axis) {
        return xyz[3 * v + axis];
    }

    /** Returns the vertex index at {@code corner} (0..2) of triangle {@code t}. */
    public int vertex(int t, int corner) {
        return indices[3 * t + corner];
    }

    /**
     * Returns the raw x of triangle {@code t}'s unit normal, computed once at construction as
     * {@code normalize((b - a) x (c - a))} (cross rounded once per component, normalisation within
     * 1 ulp); all three components are 0 for a triangle whose rounded cross product is zero.
     */
    public long normalX(int t) {
        return normals[3 * t];
    }

    public long normalY(int t) {
        return normals[3 * t + 1];
    }

    public long normalZ(int t) {
        return normals[3 * t + 2];
    }

    /** Returns vertex {@code v} as a value. */
    public Vec3 position(int v) {
        return new Vec3(xyz[3 * v], xyz[3 * v + 1], xyz[3 * v + 2]);
    }

    /** Writes vertex {@code v} into {@code out}. */
    public void positionInto(int v, MutableVec3 out) {
        out.set(xyz[3 * v], xyz[3 * v + 1], xyz[3 * v + 2]);
    }

    /** Returns a copy of the vertex coordinates (three per vertex). */
    public long[] copyVertexXyz() {
        return xyz.clone();
    }

    /** Returns a copy of the triangle indices (three per triangle). */
    public int[] copyIndices() {
        return indices.clone();
    }

    /** Returns true when both meshes have identical vertex and index tables. */
    public boolean sameContent(TriangleMesh o) {
        return Arrays.equals(xyz, o.xyz) && Arrays.equals(indices, o.indices);
    }

    @Override
    public String toString() {
        return "TriangleMesh[" + vertexCount() + " vertices, " + triangleCount() + " triangles]";
    }
}
