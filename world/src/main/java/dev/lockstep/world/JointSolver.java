package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedTrig;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Joints in Box2D v3 / Box3D's soft step: per substep every awake joint is warm started (before the
 * contacts), solved with bias (before the contacts) and relaxed without bias (before the contacts),
 * in joint id order. A joint is a list of scalar constraint rows built from the bodies' current
 * poses ({@link #build}) by the warm start (and reused by the biased solve that follows it, the
 * poses unchanged) and rebuilt by the relax pass after the positions moved; each row is linear (a direction applied at an anchor on
 * each body) or angular (a direction of relative spin), and of one of four kinds:
 *
 * <ul>
 *   <li>equality: {@code C = 0}; soft with the world's joint softness in the biased pass, rigid in
 *       the relax pass (Box2D's point constraint);</li>
 *   <li>limit: {@code C >= 0}, accumulated impulse clamped at zero; a positive {@code C} is a
 *       speculative gap ({@code bias = C / h}), a negative one is pushed out softly in the biased pass;</li>
 *   <li>motor: the relative speed along the row is driven to a target, the impulse per substep
 *       capped at {@code maxForce h} unless the joint's motor is flagged unlimited;</li>
 *   <li>spring: {@code C = 0} with the joint's own softness in both passes (springs and soft welds).</li>
 * </ul>
 *
 * <p>A row's update is {@code dLambda = -m (massScale (Cdot + bias)) - impulseScale lambda} with
 * {@code m = 1 / (J M^-1 J^T)}, the contact rule. Rows are solved one at a time (Gauss-Seidel),
 * springs and motors first, then limits, then the hard rows, so the hard rows have the last word.
 *
 * <p>Deviation from Box3D: the three point rows are solved one world axis at a time instead of as
 * one 3 x 3 block; a 3 x 3 determinant of a heavy body's inverse masses underflows Q31.32
 * (entries of 10^-3 give 10^-9, four ulps), while scalar rows only ever divide by their own
 * {@code k}. Arithmetic: every product rounds half-even once ({@link Fixed}), cross products are one
 * rounding ({@link VecMath}), angles come from {@link FixedTrig#atan2}; a value out of Q31.32 throws.
 */
final class JointSolver {
    private static final int EQUALITY = 0;
    private static final int LIMIT = 1;
    private static final int MOTOR = 2;
    private static final int SPRING = 3;
    private static final int MAX_ROWS = 10;

    private final Bodies bodies;
    private Joint[] active = new Joint[16];
    private int activeCount;
    private Softness soft = Softness.RIGID;
    /** The largest correction speed of an equality or limit row in the biased pass (the world's max linear speed). */
    private long maxBias = Long.MAX_VALUE;
    private int inverseH;
    private long h;

    // the rows of every active joint: joint k owns rows rowStart[k] .. rowEnd[k] - 1, built by the warm
    // start and reused by the biased solve of the same substep (the poses have not moved in between),
    // rebuilt by the relax pass; a spare block after the last joint serves impulses()
    private int[] rowStart = new int[16];
    private int[] rowEnd = new int[16];
    private int rowTotal;
    /** The next row to write while building. */
    private int rows;
    private int[] kind = new int[0];
    private int[] slot = new int[0];
    private boolean[] linear = new boolean[0];
    private long[] dir = new long[0];
    private long[] armA = new long[0];
    private long[] armB = new long[0];
    private long[] imageA = new long[0];
    private long[] imageB = new long[0];
    private long[] mass = new long[0];
    private long[] error = new long[0];
    private long[] target = new long[0];
    private Softness[] rowSoft = new Softness[0];

    // pose scratch: frame rotations of A and B, anchor arms, relative and error rotations, axes
    private final long[] fa = new long[4];
    private final long[] fb = new long[4];
    private final long[] ra = new long[3];
    private final long[] rb = new long[3];
    private final long[] rel = new long[4];
    private final long[] axisA = new long[9];
    private final long[] axisB = new long[9];
    private final long[] lin = new long[3];
    private final long[] ang = new long[3];
    private final long[] prismaticArm = new long[3];

    JointSolver(Bodies bodies) {
        this.bodies = bodies;
        ensureRows(MAX_ROWS);
    }

    /** Most rows a joint of this kind builds. */
    private static int maxRows(JointType type) {
        return switch (type) {
            case SPHERICAL -> 6;
            case REVOLUTE -> 9;
            case WELD -> 6;
            case DISTANCE -> 3;
            case PRISMATIC -> 8;
        };
    }

    private void ensureRows(int n) {
        if (kind.length >= n) {
            return;
        }
        int c = Math.max(n, 2 * kind.length);
        kind = java.util.Arrays.copyOf(kind, c);
        slot = java.util.Arrays.copyOf(slot, c);
        linear = java.util.Arrays.copyOf(linear, c);
        mass = java.util.Arrays.copyOf(mass, c);
        error = java.util.Arrays.copyOf(error, c);
        target = java.util.Arrays.copyOf(target, c);
        rowSoft = java.util.Arrays.copyOf(rowSoft, c);
        dir = java.util.Arrays.copyOf(dir, 3 * c);
        armA = java.util.Arrays.copyOf(armA, 3 * c);
        armB = java.util.Arrays.copyOf(armB, 3 * c);
        imageA = java.util.Arrays.copyOf(imageA, 3 * c);
        imageB = java.util.Arrays.copyOf(imageB, 3 * c);
    }

    void configure(Softness jointSoftness, int inverseH, long h, long maxBias) {
        this.soft = jointSoftness;
        this.maxBias = maxBias;
        this.inverseH = inverseH;
        this.h = h;
    }

    void begin() {
        activeCount = 0;
        rowTotal = 0;
    }

    void add(Joint j) {
        if (activeCount == active.length) {
            active = java.util.Arrays.copyOf(active, 2 * activeCount);
            rowStart = java.util.Arrays.copyOf(rowStart, active.length);
            rowEnd = java.util.Arrays.copyOf(rowEnd, active.length);
        }
        rowStart[activeCount] = rowTotal;
        rowTotal += maxRows(j.type);
        ensureRows(rowTotal + MAX_ROWS);
        active[activeCount++] = j;
    }

    int activeCount() {
        return activeCount;
    }

    Joint active(int k) {
        return active[k];
    }

    /** Builds every joint's rows at the substep's poses and applies their stored impulses (warm start, scale 1). */
    void warmStart() {
        for (int k = 0; k < activeCount; k++) {
            Joint j = active[k];
            build(j, rowStart[k]);
            rowEnd[k] = rows;
            for (int r = rowStart[k]; r < rows; r++) {
                long lambda = j.impulse[slot[r]];
                if (lambda != 0) {
                    apply(j, r, lambda);
                }
            }
        }
    }

    /**
     * One pass over every joint's rows: biased ({@code useBias}, on the rows the warm start built) or
     * relaxing (rows rebuilt at the moved poses).
     */
    void solve(boolean useBias) {
        for (int k = 0; k < activeCount; k++) {
            Joint j = active[k];
            if (!useBias) {
                build(j, rowStart[k]);
                rowEnd[k] = rows;
            }
            for (int r = rowStart[k]; r < rowEnd[k]; r++) {
                solveRow(j, r, useBias);
            }
        }
    }

    private void solveRow(Joint j, int r, boolean useBias) {
        long m = mass[r];
        if (m == 0) {
            return;
        }
        long cdot = relativeVelocity(j, r);
        long bias = 0;
        long massScale = Fixed.ONE;
        long impulseScale = 0;
        long old = j.impulse[slot[r]];
        long delta;
        long updated;
        switch (kind[r]) {
            case MOTOR -> {
                delta = Fixed.neg(Fixed.mul(m, Fixed.sub(cdot, target[r])));
                updated = Fixed.add(old, delta);
                if (!j.unlimitedMotorForce) {
                    long max = Fixed.mul(j.maxMotorForce, h);
                    updated = Fixed.clamp(updated, Fixed.neg(max), max);
                }
            }
            case SPRING -> {
                Softness s = rowSoft[r];
                bias = Fixed.mul(s.biasRate(), error[r]);
                delta = Fixed.sub(Fixed.neg(Fixed.mul(m, Fixed.mul(s.massScale(), Fixed.add(cdot, bias)))),
                        Fixed.mul(s.impulseScale(), old));
                updated = Fixed.add(old, delta);
            }
            default -> {
                long c = error[r];
                if (kind[r] == LIMIT && c > 0) {
                    bias = Fixed.mulInt(c, inverseH);          // speculative: close the gap in one substep
                } else if (useBias) {
                    // capped like the contacts' push-out: a joint far from satisfied (bodies created
                    // metres off their frames) is pulled together at a bounded speed, never at a
                    // speed whose products leave Q31.32
                    bias = Fixed.clamp(Fixed.mul(soft.biasRate(), c), -maxBias, maxBias);
                    massScale = soft.massScale();
                    impulseScale = soft.impulseScale();
                }
                delta = Fixed.sub(Fixed.neg(Fixed.mul(m, Fixed.mul(massScale, Fixed.add(cdot, bias)))),
                        Fixed.mul(impulseScale, old));
                updated = Fixed.add(old, delta);
                if (kind[r] == LIMIT) {
                    updated = Fixed.max(updated, 0);
                }
            }
        }
        // every accumulated impulse stays inside the state's bound (restore accepts exactly this
        // range), so an unlimited motor pushing into a limit saturates instead of overflowing
        updated = Fixed.clamp(updated, -WorldLimits.MAX_FORCE, WorldLimits.MAX_FORCE);
        j.impulse[slot[r]] = updated;
        long applied = Fixed.sub(updated, old);
        if (applied != 0) {
            apply(j, r, applied);
        }
    }

    /** {@code Cdot} of row r: {@code d . (vB - vA)} (linear rows) {@code + armB . wB - armA . wA}. */
    private long relativeVelocity(Joint j, int r) {
        Bodies b = bodies;
        int ia = j.bodyA;
        int ib = j.bodyB;
        int o = 3 * r;
        long v = Fixed.sub(Fixed.dot3(armB[o], armB[o + 1], armB[o + 2], b.wx[ib], b.wy[ib], b.wz[ib]),
                Fixed.dot3(armA[o], armA[o + 1], armA[o + 2], b.wx[ia], b.wy[ia], b.wz[ia]));
        if (linear[r]) {
            v = Fixed.add(v, Fixed.sub(Fixed.dot3(dir[o], dir[o + 1], dir[o + 2], b.vx[ib], b.vy[ib], b.vz[ib]),
                    Fixed.dot3(dir[o], dir[o + 1], dir[o + 2], b.vx[ia], b.vy[ia], b.vz[ia])));
        }
        return v;
    }

    /** Applies {@code lambda} along row r: {@code -lambda} to A, {@code +lambda} to B (dynamic bodies only). */
    private void apply(Joint j, int r, long lambda) {
        Bodies b = bodies;
        int o = 3 * r;
        int ia = j.bodyA;
        long mA = b.invMass[ia];
        if (mA != 0) {
            if (linear[r]) {
                long s = Fixed.mul(mA, lambda);
                b.vx[ia] = Fixed.sub(b.vx[ia], Fixed.mul(s, dir[o]));
                b.vy[ia] = Fixed.sub(b.vy[ia], Fixed.mul(s, dir[o + 1]));
                b.vz[ia] = Fixed.sub(b.vz[ia], Fixed.mul(s, dir[o + 2]));
            }
            b.wx[ia] = Fixed.sub(b.wx[ia], Fixed.mul(lambda, imageA[o]));
            b.wy[ia] = Fixed.sub(b.wy[ia], Fixed.mul(lambda, imageA[o + 1]));
            b.wz[ia] = Fixed.sub(b.wz[ia], Fixed.mul(lambda, imageA[o + 2]));
        }
        int ib = j.bodyB;
        long mB = b.invMass[ib];
        if (mB != 0) {
            if (linear[r]) {
                long s = Fixed.mul(mB, lambda);
                b.vx[ib] = Fixed.add(b.vx[ib], Fixed.mul(s, dir[o]));
                b.vy[ib] = Fixed.add(b.vy[ib], Fixed.mul(s, dir[o + 1]));
                b.vz[ib] = Fixed.add(b.vz[ib], Fixed.mul(s, dir[o + 2]));
            }
            b.wx[ib] = Fixed.add(b.wx[ib], Fixed.mul(lambda, imageB[o]));
            b.wy[ib] = Fixed.add(b.wy[ib], Fixed.mul(lambda, imageB[o + 1]));
            b.wz[ib] = Fixed.add(b.wz[ib], Fixed.mul(lambda, imageB[o + 2]));
        }
    }

    /**
     * Sums the joint's stored impulses into the linear impulse vector ({@code out[0..2]}, linear
     * rows) and the angular one ({@code out[3..5]}, angular rows) at the bodies' current poses.
     */
    void impulses(Joint j, long[] out) {
        build(j, rowTotal);
        java.util.Arrays.fill(lin, 0);
        java.util.Arrays.fill(ang, 0);
        for (int r = rowTotal; r < rows; r++) {
            long lambda = j.impulse[slot[r]];
            long[] sum = linear[r] ? lin : ang;
            int o = 3 * r;
            sum[0] = Fixed.add(sum[0], Fixed.mul(lambda, dir[o]));
            sum[1] = Fixed.add(sum[1], Fixed.mul(lambda, dir[o + 1]));
            sum[2] = Fixed.add(sum[2], Fixed.mul(lambda, dir[o + 2]));
        }
        out[0] = lin[0];
        out[1] = lin[1];
        out[2] = lin[2];
        out[3] = ang[0];
        out[4] = ang[1];
        out[5] = ang[2];
    }

    // ------------------------------------------------------------------ rows of each joint kind

    /** Rebuilds joint j's rows from the bodies' current poses, from row {@code base} on (ends at {@link #rows}). */
    private void build(Joint j, int base) {
        Bodies b = bodies;
        int ia = j.bodyA;
        int ib = j.bodyB;
        rows = base;
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
            rowSoft[rows - 1] = j.springSoft;
        }
        if (j.enableMotor) {
            angularRow(MOTOR, Joint.MOTOR, zx, zy, zz, 0);
            target[rows - 1] = j.motorSpeed;
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
                rowSoft[rows - 1] = j.springSoft;
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
            target[rows - 1] = j.motorSpeed;
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
        rowSoft[rows - 1] = s;
        angularRow(k, Joint.ANGULAR_Y, 0, Fixed.ONE, 0, Fixed.mulInt(y, 2));
        rowSoft[rows - 1] = s;
        angularRow(k, Joint.ANGULAR_Z, 0, 0, Fixed.ONE, Fixed.mulInt(z, 2));
        rowSoft[rows - 1] = s;
    }

    /** Three linear rows along the world axes holding the anchors together. */
    private void pointRows(int k, Softness s, long dx, long dy, long dz) {
        linearRow(k, Joint.POINT_X, Fixed.ONE, 0, 0, ra, rb, dx);
        rowSoft[rows - 1] = s;
        linearRow(k, Joint.POINT_Y, 0, Fixed.ONE, 0, ra, rb, dy);
        rowSoft[rows - 1] = s;
        linearRow(k, Joint.POINT_Z, 0, 0, Fixed.ONE, ra, rb, dz);
        rowSoft[rows - 1] = s;
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
        int r = rows++;
        int o = 3 * r;
        kind[r] = k;
        slot[r] = impulseSlot;
        linear[r] = true;
        error[r] = c;
        rowSoft[r] = null;
        dir[o] = dx;
        dir[o + 1] = dy;
        dir[o + 2] = dz;
        armA[o] = VecMath.crossX(armOfA[1], armOfA[2], dy, dz);
        armA[o + 1] = VecMath.crossY(armOfA[0], armOfA[2], dx, dz);
        armA[o + 2] = VecMath.crossZ(armOfA[0], armOfA[1], dx, dy);
        armB[o] = VecMath.crossX(armOfB[1], armOfB[2], dy, dz);
        armB[o + 1] = VecMath.crossY(armOfB[0], armOfB[2], dx, dz);
        armB[o + 2] = VecMath.crossZ(armOfB[0], armOfB[1], dx, dy);
        finishRow(r, true);
    }

    private void angularRow(int k, int impulseSlot, long dx, long dy, long dz, long c) {
        int r = rows++;
        int o = 3 * r;
        kind[r] = k;
        slot[r] = impulseSlot;
        linear[r] = false;
        error[r] = c;
        rowSoft[r] = null;
        dir[o] = dx;
        dir[o + 1] = dy;
        dir[o + 2] = dz;
        armA[o] = dx;
        armA[o + 1] = dy;
        armA[o + 2] = dz;
        armB[o] = dx;
        armB[o + 1] = dy;
        armB[o + 2] = dz;
        finishRow(r, false);
    }

    private int currentA;
    private int currentB;

    /** Inertia images and the effective mass {@code 1 / k} of row r ({@code 0} when nothing can move along it). */
    private void finishRow(int r, boolean isLinear) {
        int o = 3 * r;
        long k = 0;
        if (isLinear) {
            k = Fixed.add(bodies.invMass[currentA], bodies.invMass[currentB]);
        }
        k = Fixed.add(k, image(currentA, armA, imageA, o));
        k = Fixed.add(k, image(currentB, armB, imageB, o));
        mass[r] = k > 0 ? Fixed.div(Fixed.ONE, k) : 0;
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
        long[] w = bodies.invInertiaWorld;
        int p = 6 * i;
        long x = from[o];
        long y = from[o + 1];
        long z = from[o + 2];
        long ix = Fixed.dot3(w[p], w[p + 3], w[p + 4], x, y, z);
        long iy = Fixed.dot3(w[p + 3], w[p + 1], w[p + 5], x, y, z);
        long iz = Fixed.dot3(w[p + 4], w[p + 5], w[p + 2], x, y, z);
        to[o] = ix;
        to[o + 1] = iy;
        to[o + 2] = iz;
        return Fixed.dot3(x, y, z, ix, iy, iz);
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
