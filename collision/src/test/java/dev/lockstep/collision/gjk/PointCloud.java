package dev.lockstep.collision.gjk;

import dev.lockstep.collision.shape.SupportMap;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;

/**
 * Test-only convex core shape: the convex hull of a raw point cloud (duplicates, collinear and
 * coplanar clouds allowed) plus a radius, with a brute-force exact support (ties to the lowest
 * index), standing in for real hulls in GJK and EPA tests.
 */
public final class PointCloud implements SupportMap {
    private final long[] xyz;
    private final long radius;

    public PointCloud(long radius, long... xyz) {
        if (xyz.length == 0 || xyz.length % 3 != 0) {
            throw new IllegalArgumentException("need xyz triples");
        }
        this.xyz = xyz.clone();
        this.radius = radius;
    }

    public static PointCloud of(long... xyz) {
        return new PointCloud(0, xyz);
    }

    /** An axis-aligned box with raw half extents, centred on the local origin, vertices in binary order. */
    public static PointCloud box(long hx, long hy, long hz) {
        long[] p = new long[24];
        for (int i = 0; i < 8; i++) {
            p[3 * i] = (i & 1) == 0 ? -hx : hx;
            p[3 * i + 1] = (i & 2) == 0 ? -hy : hy;
            p[3 * i + 2] = (i & 4) == 0 ? -hz : hz;
        }
        return new PointCloud(0, p);
    }

    public int size() {
        return xyz.length / 3;
    }

    public long x(int i) {
        return xyz[3 * i];
    }

    public long y(int i) {
        return xyz[3 * i + 1];
    }

    public long z(int i) {
        return xyz[3 * i + 2];
    }

    /** Returns the points mapped to the world by {@code t}, as doubles (for oracles). */
    public double[][] worldPoints(Transform t) {
        double[][] out = new double[size()][];
        MutableVec3 m = new MutableVec3();
        for (int i = 0; i < size(); i++) {
            t.applyToPointInto(x(i), y(i), z(i), m);
            out[i] = new double[] {Fixed.toDoubleForDisplay(m.x), Fixed.toDoubleForDisplay(m.y), Fixed.toDoubleForDisplay(m.z)};
        }
        return out;
    }

    @Override
    public long coreRadius() {
        return radius;
    }

    @Override
    public int supportCore(long dx, long dy, long dz, MutableVec3 out) {
        int best = 0;
        for (int i = 1; i < size(); i++) {
            if (Fixed.compareDot3(xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2],
                    xyz[3 * best], xyz[3 * best + 1], xyz[3 * best + 2], dx, dy, dz) > 0) {
                best = i;
            }
        }
        out.set(xyz[3 * best], xyz[3 * best + 1], xyz[3 * best + 2]);
        return best;
    }
}
