package dev.lockstep.world;

import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableTransform;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import java.util.Arrays;

/**
 * What a body's pose decides and nothing else stores: its origin transform, its shapes' world
 * transforms, their fat boxes in the broadphase and its world inverse inertia. Rebuilt from the
 * state (centre and rotation) when a body is created, teleported, moved by a step or restored, so
 * none of it is state (design.md, "State and snapshots") except the fat boxes, which have history.
 */
final class BodyPoses {
    private final Bodies bodies;
    private final BroadPhase broadPhase;
    private final MutableVec3 scratch = new MutableVec3();
    private final long[] box = new long[6];
    private final long[] inertiaScratch = new long[6];

    BodyPoses(Bodies bodies, BroadPhase broadPhase) {
        this.bodies = bodies;
        this.broadPhase = broadPhase;
    }

    /** {@code I_world^-1 = R I_local^-1 R^T}, each entry one rounded {@code dot3} of rounded products. */
    void refreshWorldInertia(int i) {
        Bodies b = bodies;
        int o = 6 * i;
        long[] l = b.invInertiaLocal;
        if ((l[o] | l[o + 1] | l[o + 2] | l[o + 3] | l[o + 4] | l[o + 5]) == 0) {
            Arrays.fill(b.invInertiaWorld, o, o + 6, 0);
            return;
        }
        Transform r = b.transform[i];
        long[] m = inertiaScratch;
        // rows of M = R * I (I symmetric: xx yy zz xy xz yz)
        long m00 = Fixed.dot3(r.m00(), r.m01(), r.m02(), l[o], l[o + 3], l[o + 4]);
        long m01 = Fixed.dot3(r.m00(), r.m01(), r.m02(), l[o + 3], l[o + 1], l[o + 5]);
        long m02 = Fixed.dot3(r.m00(), r.m01(), r.m02(), l[o + 4], l[o + 5], l[o + 2]);
        long m10 = Fixed.dot3(r.m10(), r.m11(), r.m12(), l[o], l[o + 3], l[o + 4]);
        long m11 = Fixed.dot3(r.m10(), r.m11(), r.m12(), l[o + 3], l[o + 1], l[o + 5]);
        long m12 = Fixed.dot3(r.m10(), r.m11(), r.m12(), l[o + 4], l[o + 5], l[o + 2]);
        long m20 = Fixed.dot3(r.m20(), r.m21(), r.m22(), l[o], l[o + 3], l[o + 4]);
        long m21 = Fixed.dot3(r.m20(), r.m21(), r.m22(), l[o + 3], l[o + 1], l[o + 5]);
        long m22 = Fixed.dot3(r.m20(), r.m21(), r.m22(), l[o + 4], l[o + 5], l[o + 2]);
        // W = M * R^T: W_ij = row i of M . row j of R; symmetric, the upper triangle is kept
        m[0] = Fixed.dot3(m00, m01, m02, r.m00(), r.m01(), r.m02());
        m[1] = Fixed.dot3(m10, m11, m12, r.m10(), r.m11(), r.m12());
        m[2] = Fixed.dot3(m20, m21, m22, r.m20(), r.m21(), r.m22());
        m[3] = Fixed.dot3(m00, m01, m02, r.m10(), r.m11(), r.m12());
        m[4] = Fixed.dot3(m00, m01, m02, r.m20(), r.m21(), r.m22());
        m[5] = Fixed.dot3(m10, m11, m12, r.m20(), r.m21(), r.m22());
        System.arraycopy(m, 0, b.invInertiaWorld, o, 6);
    }

    /**
     * Sets the origin pose of body {@code i} in place (made on first use) from its rotation and
     * centre: rotation q, translation {@code c - R localCenter}, the bits {@code Transform.of} gives.
     * The basis is recomputed only when the rotation bits changed (it is a function of them).
     */
    void placeOrigin(int i) {
        Bodies b = bodies;
        MutableTransform pose = b.transform[i];
        if (pose == null) {
            pose = new MutableTransform();
            b.transform[i] = pose;
        }
        if (pose.qw() != b.qw[i] || pose.qx() != b.qx[i] || pose.qy() != b.qy[i] || pose.qz() != b.qz[i]) {
            pose.setRotation(b.qw[i], b.qx[i], b.qy[i], b.qz[i]);
        }
        if ((b.localCenterX[i] | b.localCenterY[i] | b.localCenterZ[i]) == 0) {
            pose.setTranslation(b.cx[i], b.cy[i], b.cz[i]);
            return;
        }
        pose.applyToVectorInto(b.localCenterX[i], b.localCenterY[i], b.localCenterZ[i], scratch);
        pose.setTranslation(Fixed.sub(b.cx[i], scratch.x), Fixed.sub(b.cy[i], scratch.y), Fixed.sub(b.cz[i], scratch.z));
    }

    /** Sets every shape's world transform from its body's pose (in place: the shapes' own poses are overwritten). */
    void placeShapes(int i) {
        MutableTransform t = bodies.transform[i];
        for (BodyShape s : bodies.shapes[i]) {
            s.world = s.identityLocal ? t : s.placed.setComposed(t, s.local);
        }
    }

    /**
     * Refits the fat box of {@code s} when its tight box grown by {@code motion} is not inside it:
     * the new fat box is the tight box grown by {@link World#AABB_MARGIN} plus {@code motion}.
     */
    void refitFat(BodyShape s, long motion) {
        tightBounds(s, box);
        long[] f = s.fat;
        boolean inside = s.fatValid && f[0] <= Fixed.sub(box[0], motion) && f[1] <= Fixed.sub(box[1], motion)
                && f[2] <= Fixed.sub(box[2], motion) && f[3] >= Fixed.add(box[3], motion) && f[4] >= Fixed.add(box[4], motion)
                && f[5] >= Fixed.add(box[5], motion);
        if (inside) {
            return;
        }
        long m = Fixed.add(World.AABB_MARGIN, motion);
        f[0] = Fixed.sub(box[0], m);
        f[1] = Fixed.sub(box[1], m);
        f[2] = Fixed.sub(box[2], m);
        f[3] = Fixed.add(box[3], m);
        f[4] = Fixed.add(box[4], m);
        f[5] = Fixed.add(box[5], m);
        s.fatValid = true;
        s.enlarged = true;
        broadPhase.version++;
    }

    /** The world bounds of a shape: its local box's centre placed, half extents through {@code |R|}. */
    private void tightBounds(BodyShape s, long[] out) {
        Transform t = s.world;
        Shape g = s.geometry;
        if (g instanceof Sphere sphere) {
            t.applyToPointInto(sphere.center().x(), sphere.center().y(), sphere.center().z(), scratch);
            long r = sphere.radius();
            out[0] = Fixed.sub(scratch.x, r);
            out[1] = Fixed.sub(scratch.y, r);
            out[2] = Fixed.sub(scratch.z, r);
            out[3] = Fixed.add(scratch.x, r);
            out[4] = Fixed.add(scratch.y, r);
            out[5] = Fixed.add(scratch.z, r);
            return;
        }
        var lb = s.localBounds;
        long cx = halfSum(lb.minX(), lb.maxX());
        long cy = halfSum(lb.minY(), lb.maxY());
        long cz = halfSum(lb.minZ(), lb.maxZ());
        // half extents rounded up so the box still contains the shape
        long ex = Fixed.sub(lb.maxX(), cx) + 1;
        long ey = Fixed.sub(lb.maxY(), cy) + 1;
        long ez = Fixed.sub(lb.maxZ(), cz) + 1;
        t.applyToPointInto(cx, cy, cz, scratch);
        Transform r = t;
        long hx = Fixed.dot3(Math.abs(r.m00()), Math.abs(r.m01()), Math.abs(r.m02()), ex, ey, ez) + 2;
        long hy = Fixed.dot3(Math.abs(r.m10()), Math.abs(r.m11()), Math.abs(r.m12()), ex, ey, ez) + 2;
        long hz = Fixed.dot3(Math.abs(r.m20()), Math.abs(r.m21()), Math.abs(r.m22()), ex, ey, ez) + 2;
        out[0] = Fixed.sub(scratch.x, hx);
        out[1] = Fixed.sub(scratch.y, hy);
        out[2] = Fixed.sub(scratch.z, hz);
        out[3] = Fixed.add(scratch.x, hx);
        out[4] = Fixed.add(scratch.y, hy);
        out[5] = Fixed.add(scratch.z, hz);
    }

    /** The midpoint {@code (a + b) / 2}, a tie rounded to the even neighbour; the sum must fit (coordinates inside the world-size budget). */
    static long halfSum(long a, long b) {
        long s = a + b;
        long half = s >> 1;
        return (s & 1) != 0 && (half & 1) != 0 ? half + 1 : half;
    }
}
