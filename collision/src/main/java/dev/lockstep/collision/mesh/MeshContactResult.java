package dev.lockstep.collision.mesh;

import java.util.Arrays;

/**
 * Caller-owned result of a mesh contact query: the kept contacts, one per triangle (never merged),
 * and the number of voided delayed contacts. Order: face contacts by (mesh, triangle), then the
 * kept delayed contacts in their processing order (distance, mesh, triangle, feature). Values are
 * raw Q31.32 in mesh space; normals point from the mesh toward the shape, depth is positive when
 * penetrating. Reused across queries; grows only past its largest earlier size.
 *
 * <p>This is the interim mesh-specific output; each contact maps to a one-point manifold (normal,
 * point, depth, feature id {@code (triangle << 3) | feature}) of the shared ContactManifold type.
 */
public final class MeshContactResult {
    private int count;
    private int voided;
    private int[] mesh = new int[16];
    private int[] triangle = new int[16];
    private int[] feature = new int[16];
    private long[] depth = new long[16];
    private long[] distance = new long[16];
    private long[] normal = new long[48];
    private long[] point = new long[48];

    void clear() {
        count = 0;
        voided = 0;
    }

    void addVoided() {
        voided++;
    }

    void add(DelayedContacts d, int i) {
        if (count == mesh.length) {
            int n = 2 * count;
            mesh = Arrays.copyOf(mesh, n);
            triangle = Arrays.copyOf(triangle, n);
            feature = Arrays.copyOf(feature, n);
            depth = Arrays.copyOf(depth, n);
            distance = Arrays.copyOf(distance, n);
            normal = Arrays.copyOf(normal, 3 * n);
            point = Arrays.copyOf(point, 3 * n);
        }
        int o = count++;
        mesh[o] = d.mesh[i];
        triangle[o] = d.triangle[i];
        feature[o] = d.feature[i];
        depth[o] = d.depth[i];
        distance[o] = d.distance[i];
        System.arraycopy(d.normal, 3 * i, normal, 3 * o, 3);
        System.arraycopy(d.point, 3 * i, point, 3 * o, 3);
    }

    /** Returns the number of kept contacts. */
    public int count() {
        return count;
    }

    /** Returns how many delayed (edge or vertex) contacts were voided. */
    public int voidedCount() {
        return voided;
    }

    /** Returns the index of the mesh (in the query's mesh array) of contact {@code i}. */
    public int mesh(int i) {
        return mesh[check(i)];
    }

    public int triangle(int i) {
        return triangle[check(i)];
    }

    /** Returns the {@link MeshFeature} id of contact {@code i}. */
    public int feature(int i) {
        return feature[check(i)];
    }

    /** Returns the raw penetration depth (radius minus D; negative within the contact distance). */
    public long depth(int i) {
        return depth[check(i)];
    }

    /** Returns the raw distance D from the shape's core to the triangle. */
    public long distance(int i) {
        return distance[check(i)];
    }

    public long normalX(int i) {
        return normal[3 * check(i)];
    }

    public long normalY(int i) {
        return normal[3 * check(i) + 1];
    }

    public long normalZ(int i) {
        return normal[3 * check(i) + 2];
    }

    public long pointX(int i) {
        return point[3 * check(i)];
    }

    public long pointY(int i) {
        return point[3 * check(i) + 1];
    }

    public long pointZ(int i) {
        return point[3 * check(i) + 2];
    }

    private int check(int i) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException("contact " + i + " of " + count);
        }
        return i;
    }
}
