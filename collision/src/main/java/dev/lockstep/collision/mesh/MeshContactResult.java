package dev.lockstep.collision.mesh;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import java.util.Arrays;

/**
 * Caller-owned result of a mesh contact query: the kept contact points (one per triangle for a
 * sphere; a capsule or hull face contact adds up to two or four consecutive entries with the same
 * mesh, triangle and feature; never merged across triangles), and the number of voided delayed
 * contacts. Order: face contacts by (mesh, triangle), then the
 * kept delayed contacts in their processing order (distance, mesh, triangle, feature). Values are
 * raw Q31.32 in mesh space; normals point from the mesh toward the shape, depth is positive when
 * penetrating. Reused across queries; grows only past its largest earlier size.
 *
 * <p>Each contact converts to the shared one-point {@link ContactManifold} with {@link #manifoldInto}
 * (one manifold per triangle, not merged by normal: merging would need a plane tolerance, and
 * seed 000 already removes the internal-edge contacts that merging is usually meant to hide).
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
    private long[] closest = new long[48];
    private long originX;
    private long originY;
    private long originZ;

    void clear() {
        count = 0;
        voided = 0;
    }

    void addVoided() {
        voided++;
    }

    void add(DelayedContacts d, int i) {
        ensureRoom(count + 1);
        int o = count++;
        mesh[o] = d.mesh[i];
        triangle[o] = d.triangle[i];
        feature[o] = d.feature[i];
        depth[o] = d.depth[i];
        distance[o] = d.distance[i];
        System.arraycopy(d.normal, 3 * i, normal, 3 * o, 3);
        System.arraycopy(d.point, 3 * i, point, 3 * o, 3);
        System.arraycopy(d.closest, 3 * i, closest, 3 * o, 3);
    }

    /**
     * Appends face contact {@code c} of triangle {@code t}: its first point, then its extra points
     * (the same mesh, triangle, feature, distance and normal; each its own depth, point and
     * closest point), as {@link DelayedContacts#add} and {@link DelayedContacts#addExtraPoint}
     * would hold them.
     */
    void addFace(int meshIndex, int t, int f, TriangleContact c) {
        int n = 1 + c.extraCount;
        ensureRoom(count + n);
        for (int j = -1; j < c.extraCount; j++) {
            int o = count++;
            mesh[o] = meshIndex;
            triangle[o] = t;
            feature[o] = f;
            distance[o] = c.distance;
            normal[3 * o] = c.normalX;
            normal[3 * o + 1] = c.normalY;
            normal[3 * o + 2] = c.normalZ;
            if (j < 0) {
                depth[o] = c.depth;
                point[3 * o] = c.pointX;
                point[3 * o + 1] = c.pointY;
                point[3 * o + 2] = c.pointZ;
                closest[3 * o] = c.closestX;
                closest[3 * o + 1] = c.closestY;
                closest[3 * o + 2] = c.closestZ;
            } else {
                depth[o] = c.extraDepth[j];
                System.arraycopy(c.extraPoint, 3 * j, point, 3 * o, 3);
                System.arraycopy(c.extraClosest, 3 * j, closest, 3 * o, 3);
            }
        }
    }

    /** Grows the arrays (doubling) to hold at least {@code n} contacts. */
    private void ensureRoom(int n) {
        if (n > mesh.length) {
            int size = Math.max(n, 2 * mesh.length);
            mesh = Arrays.copyOf(mesh, size);
            triangle = Arrays.copyOf(triangle, size);
            feature = Arrays.copyOf(feature, size);
            depth = Arrays.copyOf(depth, size);
            distance = Arrays.copyOf(distance, size);
            normal = Arrays.copyOf(normal, 3 * size);
            point = Arrays.copyOf(point, 3 * size);
            closest = Arrays.copyOf(closest, 3 * size);
        }
    }

    /** Makes this result a copy of {@code source} (contacts, voided count, shape origin). */
    void copyFrom(MeshContactResult source) {
        int n = source.count;
        if (mesh.length < n) {
            int size = Math.max(n, 2 * mesh.length);
            mesh = new int[size];
            triangle = new int[size];
            feature = new int[size];
            depth = new long[size];
            distance = new long[size];
            normal = new long[3 * size];
            point = new long[3 * size];
            closest = new long[3 * size];
        }
        System.arraycopy(source.mesh, 0, mesh, 0, n);
        System.arraycopy(source.triangle, 0, triangle, 0, n);
        System.arraycopy(source.feature, 0, feature, 0, n);
        System.arraycopy(source.depth, 0, depth, 0, n);
        System.arraycopy(source.distance, 0, distance, 0, n);
        System.arraycopy(source.normal, 0, normal, 0, 3 * n);
        System.arraycopy(source.point, 0, point, 0, 3 * n);
        System.arraycopy(source.closest, 0, closest, 0, 3 * n);
        count = n;
        voided = source.voided;
        originX = source.originX;
        originY = source.originY;
        originZ = source.originZ;
    }

    /** Sets the origin of the shape's local frame in mesh space (the sphere center), for {@link #manifoldInto}. */
    public void setShapeOrigin(long x, long y, long z) {
        originX = x;
        originY = y;
        originZ = z;
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

    /** Returns the x of the closest point Cp on the triangle (the mesh's witness). */
    public long closestX(int i) {
        return closest[3 * check(i)];
    }

    public long closestY(int i) {
        return closest[3 * check(i) + 1];
    }

    public long closestZ(int i) {
        return closest[3 * check(i) + 2];
    }

    /**
     * Writes contact {@code i} as a one-point {@link ContactManifold} for the pair (A = the shape,
     * B = the mesh): normal from A to B (the negated mesh normal, exact), world position the
     * midpoint of the two witnesses (half-sum rounded to nearest, ties to even), localA the shape's
     * witness minus the shape origin ({@link #setShapeOrigin}; the sphere's frame is a translation),
     * localB the closest point Cp in mesh space, depth as {@link #depth}, feature id
     * {@code FeatureId.of(VERTEX, 0, type, (triangle << 3) | feature)} with type FACE, EDGE or
     * VERTEX from the {@link MeshFeature} (the mesh index is not in the id; see {@link #mesh}).
     * One manifold per kept triangle contact: contacts are not merged by normal.
     */
    public void manifoldInto(int i, ContactManifold outManifold) {
        check(i);
        outManifold.reset();
        outManifold.setNormal(-normal[3 * i], -normal[3 * i + 1], -normal[3 * i + 2]);
        int f = feature[i];
        int type = f == MeshFeature.FACE ? FeatureId.FACE : MeshFeature.isEdge(f) ? FeatureId.EDGE : FeatureId.VERTEX;
        outManifold.addPoint()
                .setWorld(halfSum(point[3 * i], closest[3 * i]), halfSum(point[3 * i + 1], closest[3 * i + 1]),
                        halfSum(point[3 * i + 2], closest[3 * i + 2]))
                .setLocalA(point[3 * i] - originX, point[3 * i + 1] - originY, point[3 * i + 2] - originZ)
                .setLocalB(closest[3 * i], closest[3 * i + 1], closest[3 * i + 2])
                .setDepth(depth[i])
                .setFeatureId(FeatureId.of(FeatureId.VERTEX, 0, type, (triangle[i] << 3) | f));
    }

    /** Returns (a + b) / 2 rounded to nearest, ties to even (operands within the mesh range: no overflow). */
    static long halfSum(long a, long b) {
        long s = a + b;
        long h = s >> 1;
        return (s & 1) != 0 && (h & 1) != 0 ? h + 1 : h;
    }

    private int check(int i) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException("contact " + i + " of " + count);
        }
        return i;
    }
}
