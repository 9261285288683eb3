package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedOverflowException;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * The solver's rows on the bodies' velocities: a row's relative velocity and an impulse along it
 * ({@link ContactSolver}'s class doc gives the arithmetic), the twist about a central normal and
 * the rolling impulse. Each row {@code d} keeps 12 longs of Jacobian from prepare at offset
 * {@code o}: {@code rA x d} at {@link #CA}, {@code rB x d} at {@link #CB}, and their images under
 * the bodies' world inverse inertia at {@link #IA} and {@link #IB}. A point's three rows (normal,
 * tangent 1, tangent 2) sit at {@link #N}, {@link #T1} and {@link #T2} of its
 * {@code Contact.JACOBIAN_STRIDE} block.
 */
final class ContactRows {
    static final int N = 0;
    static final int T1 = 12;
    static final int T2 = 24;
    static final int CA = 0;
    static final int CB = 3;
    static final int IA = 6;
    static final int IB = 9;

    private final Bodies bodies;

    ContactRows(Bodies bodies) {
        this.bodies = bodies;
    }

    /** Relative velocity of B against A along row d (Jacobian at {@code o}): {@code d.(vB - vA) + cB.wB - cA.wA}. */
    long relative(Contact c, int o, long dx, long dy, long dz) {
        return relative(c, c.jacobian, o, dx, dy, dz);
    }

    long relative(Contact c, long[] jac, int o, long dx, long dy, long dz) {
        Bodies b = bodies;
        int ia = c.bodyA;
        int ib = c.bodyB;
        // one exact 128-bit sum, rounded once: -(cA . wA) + d . (vB - vA) + cB . wB
        long vx;
        long vy;
        long vz;
        if (ib >= 0) {
            vx = Fixed.sub(b.vx[ib], b.vx[ia]);
            vy = Fixed.sub(b.vy[ib], b.vy[ia]);
            vz = Fixed.sub(b.vz[ib], b.vz[ia]);
        } else {
            vx = Fixed.neg(b.vx[ia]);
            vy = Fixed.neg(b.vy[ia]);
            vz = Fixed.neg(b.vz[ia]);
        }
        long hi = 0;
        long lo = 0;
        try {
            long ax = jac[o + CA];
            long ay = jac[o + CA + 1];
            long az = jac[o + CA + 2];
            long wx = b.wx[ia];
            long wy = b.wy[ia];
            long wz = b.wz[ia];
            hi = Int128.subProductHighExact(hi, lo, ax, wx);
            lo = Int128.subProductLow(lo, ax, wx);
            hi = Int128.subProductHighExact(hi, lo, ay, wy);
            lo = Int128.subProductLow(lo, ay, wy);
            hi = Int128.subProductHighExact(hi, lo, az, wz);
            lo = Int128.subProductLow(lo, az, wz);
            hi = Int128.addProductHighExact(hi, lo, dx, vx);
            lo = Int128.addProductLow(lo, dx, vx);
            hi = Int128.addProductHighExact(hi, lo, dy, vy);
            lo = Int128.addProductLow(lo, dy, vy);
            hi = Int128.addProductHighExact(hi, lo, dz, vz);
            lo = Int128.addProductLow(lo, dz, vz);
            if (ib >= 0) {
                long bx = jac[o + CB];
                long by = jac[o + CB + 1];
                long bz = jac[o + CB + 2];
                wx = b.wx[ib];
                wy = b.wy[ib];
                wz = b.wz[ib];
                hi = Int128.addProductHighExact(hi, lo, bx, wx);
                lo = Int128.addProductLow(lo, bx, wx);
                hi = Int128.addProductHighExact(hi, lo, by, wy);
                lo = Int128.addProductLow(lo, by, wy);
                hi = Int128.addProductHighExact(hi, lo, bz, wz);
                lo = Int128.addProductLow(lo, bz, wz);
            }
        } catch (ArithmeticException e) {
            hi = Long.MAX_VALUE;           // beyond 2^127: fails the range check below
        }
        if (!Fixed.fitsRoundedShift32(hi, lo)) {
            throw new FixedOverflowException("relative velocity (d, body A, body B)", dx, dy, dz, ia, ib);
        }
        return Fixed.roundedShift32(hi, lo);
    }

    /** Applies {@code lambda} along row d (Jacobian at {@code o}): {@code -lambda} to A, {@code +lambda} to B. */
    void apply(Contact c, int o, long lambda, long dx, long dy, long dz) {
        apply(c, c.jacobian, o, lambda, dx, dy, dz);
    }

    void apply(Contact c, long[] jac, int o, long lambda, long dx, long dy, long dz) {
        Bodies b = bodies;
        int ia = c.bodyA;
        long mA = b.invMass[ia];
        if (mA != 0) {
            long s = Fixed.mul(mA, lambda);
            b.vx[ia] = Fixed.sub(b.vx[ia], Fixed.mul(s, dx));
            b.vy[ia] = Fixed.sub(b.vy[ia], Fixed.mul(s, dy));
            b.vz[ia] = Fixed.sub(b.vz[ia], Fixed.mul(s, dz));
            b.wx[ia] = Fixed.sub(b.wx[ia], Fixed.mul(lambda, jac[o + IA]));
            b.wy[ia] = Fixed.sub(b.wy[ia], Fixed.mul(lambda, jac[o + IA + 1]));
            b.wz[ia] = Fixed.sub(b.wz[ia], Fixed.mul(lambda, jac[o + IA + 2]));
        }
        int ib = c.bodyB;
        if (ib >= 0) {
            long mB = b.invMass[ib];
            if (mB != 0) {
                long s = Fixed.mul(mB, lambda);
                b.vx[ib] = Fixed.add(b.vx[ib], Fixed.mul(s, dx));
                b.vy[ib] = Fixed.add(b.vy[ib], Fixed.mul(s, dy));
                b.vz[ib] = Fixed.add(b.vz[ib], Fixed.mul(s, dz));
                b.wx[ib] = Fixed.add(b.wx[ib], Fixed.mul(lambda, jac[o + IB]));
                b.wy[ib] = Fixed.add(b.wy[ib], Fixed.mul(lambda, jac[o + IB + 1]));
                b.wz[ib] = Fixed.add(b.wz[ib], Fixed.mul(lambda, jac[o + IB + 2]));
            }
        }
    }

    /** Applies twist impulse {@code lambda} about the central normal: {@code -lambda} to A, {@code +lambda} to B. */
    void applyTwist(Contact c, long lambda) {
        Bodies b = bodies;
        long[] jac = c.centralJacobian;
        int ia = c.bodyA;
        if (b.invMass[ia] != 0) {
            b.wx[ia] = Fixed.sub(b.wx[ia], Fixed.mul(lambda, jac[24]));
            b.wy[ia] = Fixed.sub(b.wy[ia], Fixed.mul(lambda, jac[25]));
            b.wz[ia] = Fixed.sub(b.wz[ia], Fixed.mul(lambda, jac[26]));
        }
        int ib = c.bodyB;
        if (ib >= 0 && b.invMass[ib] != 0) {
            b.wx[ib] = Fixed.add(b.wx[ib], Fixed.mul(lambda, jac[27]));
            b.wy[ib] = Fixed.add(b.wy[ib], Fixed.mul(lambda, jac[28]));
            b.wz[ib] = Fixed.add(b.wz[ib], Fixed.mul(lambda, jac[29]));
        }
    }

    /** Applies rolling impulse {@code l}: {@code -l} to A, {@code +l} to B (angular only). */
    void applyRolling(Contact c, long lx, long ly, long lz) {
        if (bodies.invMass[c.bodyA] != 0) {
            angularPush(c.bodyA, Fixed.neg(lx), Fixed.neg(ly), Fixed.neg(lz));
        }
        if (c.bodyB >= 0 && bodies.invMass[c.bodyB] != 0) {
            angularPush(c.bodyB, lx, ly, lz);
        }
    }

    private void angularPush(int i, long lx, long ly, long lz) {
        Bodies b = bodies;
        long[] w = b.invInertiaWorld;
        int o = 6 * i;
        b.wx[i] = Fixed.add(b.wx[i], Fixed.dot3(w[o], w[o + 3], w[o + 4], lx, ly, lz));
        b.wy[i] = Fixed.add(b.wy[i], Fixed.dot3(w[o + 3], w[o + 1], w[o + 5], lx, ly, lz));
        b.wz[i] = Fixed.add(b.wz[i], Fixed.dot3(w[o + 4], w[o + 5], w[o + 2], lx, ly, lz));
    }
}
