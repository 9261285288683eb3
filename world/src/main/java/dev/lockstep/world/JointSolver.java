package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedTrig;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Joints in Box2D v3 / Box3D's soft step: per substep every awake joint is warm started (before the
 * contacts), solved with bias (before the contacts) and relaxed without bias (before the contacts),
 * in joint id order. A joint is a list of scalar constraint rows built from the bodies' current
 * poses ({@link JointRowBuilder}) by the warm start (and reused by the biased solve that follows it, the
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
    private final JointRows rows = new JointRows();
    private final JointRowBuilder builder;

    // scratch of impulses(): the linear and angular sums
    private final long[] lin = new long[3];
    private final long[] ang = new long[3];

    JointSolver(Bodies bodies) {
        this.bodies = bodies;
        this.builder = new JointRowBuilder(bodies, rows);
        rows.ensure(MAX_ROWS);
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
        rows.ensure(rowTotal + MAX_ROWS);
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
            builder.build(j, rowStart[k]);
            rowEnd[k] = rows.count;
            for (int r = rowStart[k]; r < rows.count; r++) {
                long lambda = j.impulse[rows.slot[r]];
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
                builder.build(j, rowStart[k]);
                rowEnd[k] = rows.count;
            }
            for (int r = rowStart[k]; r < rowEnd[k]; r++) {
                solveRow(j, r, useBias);
            }
        }
    }

    private void solveRow(Joint j, int r, boolean useBias) {
        long m = rows.mass[r];
        if (m == 0) {
            return;
        }
        long cdot = relativeVelocity(j, r);
        long bias = 0;
        long massScale = Fixed.ONE;
        long impulseScale = 0;
        long old = j.impulse[rows.slot[r]];
        long delta;
        long updated;
        switch (rows.kind[r]) {
            case JointRows.MOTOR -> {
                delta = Fixed.neg(Fixed.mul(m, Fixed.sub(cdot, rows.target[r])));
                updated = Fixed.add(old, delta);
                if (!j.unlimitedMotorForce) {
                    long max = Fixed.mul(j.maxMotorForce, h);
                    updated = Fixed.clamp(updated, Fixed.neg(max), max);
                }
            }
            case JointRows.SPRING -> {
                Softness s = rows.rowSoft[r];
                bias = Fixed.mul(s.biasRate(), rows.error[r]);
                delta = Fixed.sub(Fixed.neg(Fixed.mul(m, Fixed.mul(s.massScale(), Fixed.add(cdot, bias)))),
                        Fixed.mul(s.impulseScale(), old));
                updated = Fixed.add(old, delta);
            }
            default -> {
                long c = rows.error[r];
                if (rows.kind[r] == JointRows.LIMIT && c > 0) {
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
                if (rows.kind[r] == JointRows.LIMIT) {
                    updated = Fixed.max(updated, 0);
                }
            }
        }
        // every accumulated impulse stays inside the state's bound (restore accepts exactly this
        // range), so an unlimited motor pushing into a limit saturates instead of overflowing
        updated = Fixed.clamp(updated, -WorldLimits.MAX_FORCE, WorldLimits.MAX_FORCE);
        j.impulse[rows.slot[r]] = updated;
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
        long v = Fixed.sub(Fixed.dot3(rows.armB[o], rows.armB[o + 1], rows.armB[o + 2], b.wx[ib], b.wy[ib], b.wz[ib]),
                Fixed.dot3(rows.armA[o], rows.armA[o + 1], rows.armA[o + 2], b.wx[ia], b.wy[ia], b.wz[ia]));
        if (rows.linear[r]) {
            v = Fixed.add(v, Fixed.sub(Fixed.dot3(rows.dir[o], rows.dir[o + 1], rows.dir[o + 2], b.vx[ib], b.vy[ib], b.vz[ib]),
                    Fixed.dot3(rows.dir[o], rows.dir[o + 1], rows.dir[o + 2], b.vx[ia], b.vy[ia], b.vz[ia])));
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
            if (rows.linear[r]) {
                long s = Fixed.mul(mA, lambda);
                b.vx[ia] = Fixed.sub(b.vx[ia], Fixed.mul(s, rows.dir[o]));
                b.vy[ia] = Fixed.sub(b.vy[ia], Fixed.mul(s, rows.dir[o + 1]));
                b.vz[ia] = Fixed.sub(b.vz[ia], Fixed.mul(s, rows.dir[o + 2]));
            }
            b.wx[ia] = Fixed.sub(b.wx[ia], Fixed.mul(lambda, rows.imageA[o]));
            b.wy[ia] = Fixed.sub(b.wy[ia], Fixed.mul(lambda, rows.imageA[o + 1]));
            b.wz[ia] = Fixed.sub(b.wz[ia], Fixed.mul(lambda, rows.imageA[o + 2]));
        }
        int ib = j.bodyB;
        long mB = b.invMass[ib];
        if (mB != 0) {
            if (rows.linear[r]) {
                long s = Fixed.mul(mB, lambda);
                b.vx[ib] = Fixed.add(b.vx[ib], Fixed.mul(s, rows.dir[o]));
                b.vy[ib] = Fixed.add(b.vy[ib], Fixed.mul(s, rows.dir[o + 1]));
                b.vz[ib] = Fixed.add(b.vz[ib], Fixed.mul(s, rows.dir[o + 2]));
            }
            b.wx[ib] = Fixed.add(b.wx[ib], Fixed.mul(lambda, rows.imageB[o]));
            b.wy[ib] = Fixed.add(b.wy[ib], Fixed.mul(lambda, rows.imageB[o + 1]));
            b.wz[ib] = Fixed.add(b.wz[ib], Fixed.mul(lambda, rows.imageB[o + 2]));
        }
    }

    /**
     * Sums the joint's stored impulses into the linear impulse vector ({@code out[0..2]}, linear
     * rows) and the angular one ({@code out[3..5]}, angular rows) at the bodies' current poses.
     */
    void impulses(Joint j, long[] out) {
        builder.build(j, rowTotal);
        java.util.Arrays.fill(lin, 0);
        java.util.Arrays.fill(ang, 0);
        for (int r = rowTotal; r < rows.count; r++) {
            long lambda = j.impulse[rows.slot[r]];
            long[] sum = rows.linear[r] ? lin : ang;
            int o = 3 * r;
            sum[0] = Fixed.add(sum[0], Fixed.mul(lambda, rows.dir[o]));
            sum[1] = Fixed.add(sum[1], Fixed.mul(lambda, rows.dir[o + 1]));
            sum[2] = Fixed.add(sum[2], Fixed.mul(lambda, rows.dir[o + 2]));
        }
        out[0] = lin[0];
        out[1] = lin[1];
        out[2] = lin[2];
        out[3] = ang[0];
        out[4] = ang[1];
        out[5] = ang[2];
    }
}
