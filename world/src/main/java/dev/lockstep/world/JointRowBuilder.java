package dev.lockstep.world;

import static dev.lockstep.world.JointRows.EQUALITY;
import static dev.lockstep.world.JointRows.LIMIT;
import static dev.lockstep.world.JointRows.MOTOR;
import static dev.lockstep.world.JointRows.SPRING;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedTrig;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Builds a joint's rows ({@link JointRows}) from the bodies' current poses: the frames and anchor
 * arms once per joint, then the rows of its type (spherical with cone and twist limits, revolute
 * with spring, motor and limits, weld, distance, prismatic), each with its inertia images and
 * effective mass. {@link JointSolver}'s class doc gives the row kinds, the order and the
 * arithmetic.
 */
final class JointRowBuilder {
    private final Bodies bodies;
    private final JointRows rows;
    // pose scratch: frame rotations of A and B, anchor arms, relative and error rotations, axes
    private final long[] fa = new long[4];
    private final long[] fb = new long[4];
    private final long[] ra = new long[3];
    private final long[] rb = new long[3];
    private final long[] rel = new long[4];
    private final long[] axisA = new long[9];
    private final long[] axisB = new long[9];
    private final long[] prismaticArm = new long[3];
    /** The bodies of the joint being built. */
    private int currentA;
    private int currentB;

    JointRowBuilder(Bodies bodies, JointRows rows) {
        this.bodies = bodies;
        this.rows = rows;
    }

    /** Rebuilds joint j's rows from the bodies' current poses, from row {@code base} on (ends at the table's {@code count}). */
    void build(Joint j, int base) {
        Bodies b = bodies;
        int ia = j.bodyA;
        int ib = j.bodyB;
        rows.count = base;
        currentA = ia;
        currentB = ib;
        quatMul(b.qw[ia], b.qx[ia], b.qy[ia], b.qz[ia], j.aqw, j.aqx, j.aqy, j.aqz, fa);
        quatMul(b.qw[ib], b.qx[ib], b.qy[ib], b.qz[ib], j.bqw, j.bqx, j.bqy, j.bqz, fb);
        rotate(b.qw[ia], b.qx[ia], b.qy[ia], b.qz[ia], Fixed.sub(j.ax, b.localCenterX[ia]), Fixed.sub(j.ay, b.localCenterY[ia]),
                Fixed.sub(j.az, b.localCenterZ[ia]), ra);
        rotate(b.qw[ib], b.qx[ib], b.qy[ib], b.qz[ib], Fixed.sub(j.bx, b.localCenterX[ib]), Fixed.sub(j.by, b.localCenterY[ib]),
                Fixed.sub(j.bz, b.localCenterZ[ib]), rb);
        // separation of the anchors: (cB + rB) - (cA + rA)
        long dx = Fixed.sub(Fixed.add(b.cx[ib], rb[0]), Fixed.add(b.cx[ia], ra[0]));
        long dy = Fixed.sub(Fixed.add(b.cy[ib], rb[1]), Fixed.add(b.cy[ia], ra[1]));
        long dz = Fixed.sub(Fixed.add(b.cz[ib], rb[2]), Fixed.add(b.cz[ia], ra[2]));
        switch (j.type) {
            case SPHERICAL -> buildSpherical(j, dx, dy, dz);
            case REVOLUTE -> buildRevolute(j, dx, dy, dz);
            case WELD -> buildWeld(j, dx, dy, dz);
            case DISTANCE -> buildDistance(j, dx, dy, dz);
            case PRISMATIC -> buildPrismatic(j, dx, dy, dz);
            default -> throw new IllegalStateException("joint type " + j.type);
        }
    }

    private void buildSpherical(Joint j, long dx, long dy, long dz) {
        if (j.enableCone || j.enableTwist) {
            axes(fa, axisA);
            axes(fb, axisB);
        }
        if (j.enableCone) {
            // the angle between the x axes; the row turns B's axis back towards A's (direction aB x aA),
            // rebuilt at every build: Box3D's swing axis kept from the step's start lags the poses and
            // pumps a head rocking against this limit (RagdollNeckRockingTest, docs/experiments.md)
            long cx = VecMath.crossX(axisB[1], axisB[2], axisA[1], axisA[2]);
            long cy = VecMath.crossY(axisB[0], axisB[2], axisA[0], axisA[2]);
            long cz = VecMath.crossZ(axisB[0], axisB[1], axisA[0], axisA[1]);
            long s = Fixed.length3(cx, cy, cz);
            if (s > 0) {
                long angle = FixedTrig.atan2(s, Fixed.dot3(axisA[0], axisA[1], axisA[2], axisB[0], axisB[1], axisB[2]));
                angularRow(LIMIT, Joint.CONE, Fixed.div(cx, s), Fixed.div(cy, s), Fixed.div(cz, s),
                        Fixed.sub(j.coneAngle, angle));
            } else {
                j.impulse[Joint.CONE] = 0;
            }
        }
        if (j.enableTwist) {
            relative();
            long twist = Fixed.mulInt(FixedTrig.atan2(rel[1], rel[0]), 2);
            // twist(rel) is the angle of the twist applied first, about B's own x axis: the row turns about aB
            angularRow(LIMIT, Joint.TWIST_LOWER, axisB[0], axisB[1], axisB[2], Fixed.sub(twist, j.twistLower));
            angularRow(LIMIT, Joint.TWIST_UPPER, Fixed.neg(axisB[0]), Fixed.neg(axisB[1]), Fixed.neg(axisB[2]),
                    Fixed.sub(j.twistUpper, twist));
        }
        pointRows(EQUALITY, null, dx, dy, dz);
    }

    private void buildRevolute(Joint j, long dx, long dy, long dz) {
        axes(fa, axisA);
        axes(fb, axisB);
        long zx = axisA[6];
        long zy = axisA[7];
        long zz = axisA[8];
        long angle = 0;
        if (j.enableSpring && j.springHertz > 0 || j.enableLimit) {
            relative();
            angle = Fixed.mulInt(FixedTrig.atan2(rel[3], rel[0]), 2);
        }
        if (j.enableSpring && j.springHertz > 0) {
            angularRow(SPRING, Joint.SPRING, zx, zy, zz, angle);
            rows.rowSoft[rows.count - 1] = j.springSoft;
        }
        if (j.enableMotor) {
            angularRow(MOTOR, Joint.MOTOR, zx, zy, zz, 0);
            rows.target[rows.count - 1] = j.motorSpeed;
        }
        if (j.enableLimit) {
            angularRow(LIMIT, Joint.LOWER, zx, zy, zz, Fixed.sub(angle, j.lower));
            angularRow(LIMIT, Joint.UPPER, Fixed.neg(zx), Fixed.neg(zy), Fixed.neg(zz), Fixed.sub(j.upper, angle));
        }
        // the z axes stay aligned: C = e . (zA x zB) along A's x and y axes
        long cx = VecMath.crossX(zy, zz, axisB[7], axisB[8]);
        long cy = VecMath.crossY(zx, zz, axisB[6], axisB[8]);
        long cz = VecMath.crossZ(zx, zy, axisB[6], axisB[7]);
        angularRow(EQUALITY, Joint.ANGULAR_X, axisA[0], axisA[1], axisA[2], Fixed.dot3(axisA[0], axisA[1], axisA[2], cx, cy, cz));
        angularRow(EQUALITY, Joint.ANGULAR_Y, axisA[3], axisA[4], axisA[5], Fixed.dot3(axisA[3], axisA[4], axisA[5], cx, cy, cz));
        pointRows(EQUALITY, null, dx, dy, dz);
    }

    private void buildWeld(Joint j, long dx, long dy, long dz) {
        angularLock(j.angularSoft);
        pointRows(j.linearSoft == null ? EQUALITY : SPRING, j.linearSoft, dx, dy, dz);
    }

    private void buildDistance(Joint j, long dx, long dy, long dz) {
        long length = Fixed.length3(dx, dy, dz);
        if (length == 0) {
            return;                                   // no direction: the rows wait for the anchors to part
        }
        long ux = Fixed.div(dx, length);
        long uy = Fixed.div(dy, length);
        long uz = Fixed.div(dz, length);
        if (j.enableSpring) {
            if (j.springHertz > 0) {
                linearRow(SPRING, Joint.SPRING, ux, uy, uz, ra, rb, Fixed.sub(length, j.length));
                rows.rowSoft[rows.count - 1] = j.springSoft;
            }
        } else {
            linearRow(EQUALITY, Joint.POINT_X, ux, uy, uz, ra, rb, Fixed.sub(length, j.length));
        }
        if (j.enableLimit) {
            linearRow(LIMIT, Joint.LOWER, ux, uy, uz, ra, rb, Fixed.sub(length, j.lower));
            linearRow(LIMIT, Joint.UPPER, Fixed.neg(ux), Fixed.neg(uy), Fixed.neg(uz), ra, rb, Fixed.sub(j.upper, length));
        }
    }

    private void buildPrismatic(Joint j, long dx, long dy, long dz) {
        axes(fa, axisA);
        // A's arm reaches B's anchor: the axis turns with A (Box2D's (d + rA) x axis)
        long[] arm = prismaticArm;
        arm[0] = Fixed.add(ra[0], dx);
        arm[1] = Fixed.add(ra[1], dy);
        arm[2] = Fixed.add(ra[2], dz);
        long translation = Fixed.dot3(axisA[0], axisA[1], axisA[2], dx, dy, dz);
        if (j.enableMotor) {
            linearRow(MOTOR, Joint.MOTOR, axisA[0], axisA[1], axisA[2], arm, rb, 0);
            rows.target[rows.count - 1] = j.motorSpeed;
        }
        if (j.enableLimit) {
            linearRow(LIMIT, Joint.LOWER, axisA[0], axisA[1], axisA[2], arm, rb, Fixed.sub(translation, j.lower));
            linearRow(LIMIT, Joint.UPPER, Fixed.neg(axisA[0]), Fixed.neg(axisA[1]), Fixed.neg(axisA[2]), arm, rb,
                    Fixed.sub(j.upper, translation));
        }
        angularLock(null);
        linearRow(EQUALITY, Joint.POINT_Y, axisA[3], axisA[4], axisA[5], arm, rb, Fixed.dot3(axisA[3], axisA[4], axisA[5], dx, dy, dz));
        linearRow(EQUALITY, Joint.POINT_Z, axisA[6], axisA[7], axisA[8], arm, rb, Fixed.dot3(axisA[6], axisA[7], axisA[8], dx, dy, dz));
    }

    /** Three angular rows along the world axes holding the frames' relative rotation at identity. */
    private void angularLock(Softness s) {
        // world-frame error rotation e = fB * conj(fA); its rotation vector ~ 2 vec(e) (w >= 0)
        long w = Fixed.dot4(fb[0], fa[0], fb[1], fa[1], fb[2], fa[2], fb[3], fa[3]);
        long x = Fixed.dot4(fb[0], Fixed.neg(fa[1]), fb[1], fa[0], fb[2], Fixed.neg(fa[3]), fb[3], fa[2]);
        long y = Fixed.dot4(fb[0], Fixed.neg(fa[2]), fb[1], fa[3], fb[2], fa[0], fb[3], Fixed.neg(fa[1]));
        long z = Fixed.dot4(fb[0], Fixed.neg(fa[3]), fb[1], Fixed.neg(fa[2]), fb[2], fa[1], fb[3], fa[0]);
        if (w < 0) {
            x = Fixed.neg(x);
            y = Fixed.neg(y);
            z = Fixed.neg(z);
        }
        int k = s == null ? EQUALITY : SPRING;
        angularRow(k, Joint.ANGULAR_X, Fixed.ONE, 0, 0, Fixed.mulInt(x, 2));
        rows.rowSoft[rows.count - 1] = s;
        angularRow(k, Joint.ANGULAR_Y, 0, Fixed.ONE, 0, Fixed.mulInt(y, 2));
        rows.rowSoft[rows.count - 1] = s;
        angularRow(k, Joint.ANGULAR_Z, 0, 0, Fixed.ONE, Fixed.mulInt(z, 2));
        rows.rowSoft[rows.count - 1] = s;
    }

    /** Three linear rows along the world axes holding the anchors together. */
    private void pointRows(int k, Softness s, long dx, long dy, long dz) {
        linearRow(k, Joint.POINT_X, Fixed.ONE, 0, 0, ra, rb, dx);
        rows.rowSoft[rows.count - 1] = s;
        linearRow(k, Joint.POINT_Y, 0, Fixed.ONE, 0, ra, rb, dy);
        rows.rowSoft[rows.count - 1] = s;
        linearRow(k, Joint.POINT_Z, 0, 0, Fixed.ONE, ra, rb, dz);
        rows.rowSoft[rows.count - 1] = s;
    }

    /** The relative rotation {@code conj(fA) * fB} into {@link #rel}, sign chosen so that {@code w >= 0}. */
    private void relative() {
        long aw = fa[0];
        long ax = Fixed.neg(fa[1]);
        long ay = Fixed.neg(fa[2]);
        long az = Fixed.neg(fa[3]);
        quatMul(aw, ax, ay, az, fb[0], fb[1], fb[2], fb[3], rel);
        if (rel[0] < 0) {
            for (int i = 0; i < 4; i++) {
                rel[i] = Fixed.neg(rel[i]);
            }
        }
    }

    private void linearRow(int k, int impulseSlot, long dx, long dy, long dz, long[] armOfA, long[] armOfB, long c) {
        int r = startRow(k, impulseSlot, true, dx, dy, dz, c);
        int o = 3 * r;
        rows.armA[o] = VecMath.crossX(armOfA[1], armOfA[2], dy, dz);
        rows.armA[o + 1] = VecMath.crossY(armOfA[0], armOfA[2], dx, dz);
        rows.armA[o + 2] = VecMath.crossZ(armOfA[0], armOfA[1], dx, dy);
        rows.armB[o] = VecMath.crossX(armOfB[1], armOfB[2], dy, dz);
        rows.armB[o + 1] = VecMath.crossY(armOfB[0], armOfB[2], dx, dz);
        rows.armB[o + 2] = VecMath.crossZ(armOfB[0], armOfB[1], dx, dy);
        finishRow(r, true);
    }

    private void angularRow(int k, int impulseSlot, long dx, long dy, long dz, long c) {
        int r = startRow(k, impulseSlot, false, dx, dy, dz, c);
        int o = 3 * r;
        rows.armA[o] = dx;
        rows.armA[o + 1] = dy;
        rows.armA[o + 2] = dz;
        rows.armB[o] = dx;
        rows.armB[o + 1] = dy;
        rows.armB[o + 2] = dz;
        finishRow(r, false);
    }

    /** Writes the next row's kind, impulse slot, error and direction (no softness yet) and returns its index. */
    private int startRow(int k, int impulseSlot, boolean isLinear, long dx, long dy, long dz, long c) {
        int r = rows.count++;
        int o = 3 * r;
        rows.kind[r] = k;
        rows.slot[r] = impulseSlot;
        rows.linear[r] = isLinear;
        rows.error[r] = c;
        rows.rowSoft[r] = null;
        rows.dir[o] = dx;
        rows.dir[o + 1] = dy;
        rows.dir[o + 2] = dz;
        return r;
    }

    /** Inertia images and the effective mass {@code 1 / k} of row r ({@code 0} when nothing can move along it). */
    private void finishRow(int r, boolean isLinear) {
        int o = 3 * r;
        long k = 0;
        if (isLinear) {
            k = Fixed.add(bodies.invMass[currentA], bodies.invMass[currentB]);
        }
        k = Fixed.add(k, image(currentA, rows.armA, rows.imageA, o));
        k = Fixed.add(k, image(currentB, rows.armB, rows.imageB, o));
        rows.mass[r] = k > 0 ? Fixed.div(Fixed.ONE, k) : 0;
    }

    /** Writes {@code I^-1 v} (body i's world inverse inertia) and returns {@code v . I^-1 v}. */
    private long image(int i, long[] from, long[] to, int o) {
        if (bodies.invMass[i] == 0) {
            // static and kinematic bodies have no inverse inertia: the same zeros, without the products
            to[o] = 0;
            to[o + 1] = 0;
            to[o + 2] = 0;
            return 0;
        }
        return bodies.inertiaImage(i, from, o, to, o);
    }

    // ------------------------------------------------------------------ quaternion helpers on longs

    /** Hamilton product {@code a * b} into {@code out} (each component one rounded dot4, as {@code Quat.multiply}). */
    static void quatMul(long aw, long ax, long ay, long az, long bw, long bx, long by, long bz, long[] out) {
        out[0] = Fixed.dot4(aw, bw, ax, Fixed.neg(bx), ay, Fixed.neg(by), az, Fixed.neg(bz));
        out[1] = Fixed.dot4(aw, bx, ax, bw, ay, bz, az, Fixed.neg(by));
        out[2] = Fixed.dot4(aw, by, ax, Fixed.neg(bz), ay, bw, az, bx);
        out[3] = Fixed.dot4(aw, bz, ax, by, ay, Fixed.neg(bx), az, bw);
    }

    /** {@code v} rotated by unit {@code q}: {@code t = 2 (u x v)}, {@code v + w t + u x t}. */
    static void rotate(long w, long x, long y, long z, long vx, long vy, long vz, long[] out) {
        long tx = Fixed.mulInt(VecMath.crossX(y, z, vy, vz), 2);
        long ty = Fixed.mulInt(VecMath.crossY(x, z, vx, vz), 2);
        long tz = Fixed.mulInt(VecMath.crossZ(x, y, vx, vy), 2);
        out[0] = Fixed.add(vx, Fixed.dot3(w, y, Fixed.neg(z), tx, tz, ty));
        out[1] = Fixed.add(vy, Fixed.dot3(w, z, Fixed.neg(x), ty, tx, tz));
        out[2] = Fixed.add(vz, Fixed.dot3(w, x, Fixed.neg(y), tz, ty, tx));
    }

    /** The x, y and z axes of unit {@code q} (the columns of its matrix) into {@code out[0..8]}. */
    static void axes(long[] q, long[] out) {
        long w = q[0];
        long x = q[1];
        long y = q[2];
        long z = q[3];
        out[0] = Fixed.sub(Fixed.ONE, Fixed.mulInt(Fixed.dot2(y, y, z, z), 2));
        out[1] = Fixed.mulInt(Fixed.dot2(x, y, w, z), 2);
        out[2] = Fixed.mulInt(Fixed.mulSubMul(x, z, w, y), 2);
        out[3] = Fixed.mulInt(Fixed.mulSubMul(x, y, w, z), 2);
        out[4] = Fixed.sub(Fixed.ONE, Fixed.mulInt(Fixed.dot2(x, x, z, z), 2));
        out[5] = Fixed.mulInt(Fixed.dot2(y, z, w, x), 2);
        out[6] = Fixed.mulInt(Fixed.dot2(x, z, w, y), 2);
        out[7] = Fixed.mulInt(Fixed.mulSubMul(y, z, w, x), 2);
        out[8] = Fixed.sub(Fixed.ONE, Fixed.mulInt(Fixed.dot2(x, x, y, y), 2));
    }
}
