package dev.lockstep.world;

import static dev.lockstep.world.ContactRows.CA;
import static dev.lockstep.world.ContactRows.CB;
import static dev.lockstep.world.ContactRows.IA;
import static dev.lockstep.world.ContactRows.IB;
import static dev.lockstep.world.ContactRows.N;
import static dev.lockstep.world.ContactRows.T1;
import static dev.lockstep.world.ContactRows.T2;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedOverflowException;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * Box2D v3 / Box3D's soft-step contact solver in Q31.32 (research brief (b) steps 3-6): prepare
 * once per tick, then per substep warm start, a biased solve and, after the positions move, a
 * relaxing solve; one restitution pass at the end. Friction is solved in the relax pass only
 * (Box3D's choice: the biased pass pushes apart, the relax pass removes its energy and applies
 * friction): Box3D's central friction when the points share one normal, else per point, and
 * rolling resistance ({@link ContactFriction}). This class prepares the rows, warm starts, solves
 * the normal rows and restitution; a row's relative velocity and impulse are {@link ContactRows}'.
 *
 * <p>Each row {@code d} (the normal and the two tangents of a point) keeps its Jacobian from
 * prepare: {@code rA x d}, {@code rB x d} and their images under the bodies' world inverse inertia,
 * so a relative velocity {@code d . (vB - vA) + (rB x d) . wB - (rA x d) . wA} is one exact sum of
 * nine products rounded once ({@link Int128}), the current separation likewise, and an impulse
 * {@code lambda} changes each body by six rounded products ({@code v += m lambda d},
 * {@code w += lambda I^-1 (r x d)}).
 *
 * <p>Arithmetic: every product is a {@link Fixed} operation rounded half-even, cross products are
 * {@code mulSubMul} (one rounding), dot products {@code dot3} (one rounding), the row sums above one
 * rounding each; a value out of the Q31.32 range throws.
 *
 * <p>Deviation from Box2D: the current separation during substeps is linearised with the bodies'
 * accumulated rotation vector: {@code s = s0 + n . (dpB - dpA) + (rB x n) . dthetaB -
 * (rA x n) . dthetaA}, instead of rotating the anchors by the delta quaternion; the difference is
 * second order in the rotation of one tick.
 */
final class ContactSolver {
    private final Bodies bodies;
    private final ContactRows rows;
    private final ContactFriction friction;
    private Contact[] active = new Contact[64];
    private int activeCount;
    private Softness soft;
    private Softness staticSoft;
    private long maxPush;
    private int inverseH;
    private long restitutionThreshold;

    ContactSolver(Bodies bodies) {
        this.bodies = bodies;
        this.rows = new ContactRows(bodies);
        this.friction = new ContactFriction(bodies, rows);
    }

    void configure(Softness contact, Softness staticContact, long maxPushSpeed, int inverseH, long restitutionThreshold) {
        this.soft = contact;
        this.staticSoft = staticContact;
        this.maxPush = maxPushSpeed;
        this.inverseH = inverseH;
        this.restitutionThreshold = restitutionThreshold;
    }

    void begin() {
        activeCount = 0;
    }

    void add(Contact c) {
        if (activeCount == active.length) {
            active = java.util.Arrays.copyOf(active, 2 * activeCount);
        }
        active[activeCount++] = c;
    }

    /** Anchors, Jacobians, effective masses and the pre-solve normal velocity (for restitution) of every point. */
    void prepare() {
        Bodies b = bodies;
        for (int k = 0; k < activeCount; k++) {
            Contact c = active[k];
            int ia = c.bodyA;
            int ib = c.bodyB;
            long mA = b.invMass[ia];
            long mB = ib < 0 ? 0 : b.invMass[ib];
            long invSum = Fixed.add(mA, mB);
            for (int j = 0; j < c.pointCount; j++) {
                long rax = Fixed.sub(c.px[j], b.cx[ia]);
                long ray = Fixed.sub(c.py[j], b.cy[ia]);
                long raz = Fixed.sub(c.pz[j], b.cz[ia]);
                c.rAx[j] = rax;
                c.rAy[j] = ray;
                c.rAz[j] = raz;
                long rbx = 0;
                long rby = 0;
                long rbz = 0;
                if (ib >= 0) {
                    rbx = Fixed.sub(c.px[j], b.cx[ib]);
                    rby = Fixed.sub(c.py[j], b.cy[ib]);
                    rbz = Fixed.sub(c.pz[j], b.cz[ib]);
                }
                c.rBx[j] = rbx;
                c.rBy[j] = rby;
                c.rBz[j] = rbz;
                int o = j * Contact.JACOBIAN_STRIDE;
                c.normalMass[j] = jacobian(c, o + N, ia, ib, invSum, rax, ray, raz, rbx, rby, rbz, c.nx[j], c.ny[j], c.nz[j]);
                c.relativeVelocity[j] = rows.relative(c, o + N, c.nx[j], c.ny[j], c.nz[j]);
                c.maxNormalImpulse[j] = 0;
            }
            prepareCentral(c, ia, ib, invSum);
            if (!c.central) {
                // the points' own tangent rows are only read when friction stays per point
                for (int j = 0; j < c.pointCount; j++) {
                    int o = j * Contact.JACOBIAN_STRIDE;
                    long rax = c.rAx[j];
                    long ray = c.rAy[j];
                    long raz = c.rAz[j];
                    long rbx = c.rBx[j];
                    long rby = c.rBy[j];
                    long rbz = c.rBz[j];
                    c.tangentMass1[j] = jacobian(c, o + T1, ia, ib, invSum, rax, ray, raz, rbx, rby, rbz, c.t1x[j], c.t1y[j], c.t1z[j]);
                    c.tangentMass2[j] = jacobian(c, o + T2, ia, ib, invSum, rax, ray, raz, rbx, rby, rbz, c.t2x[j], c.t2y[j], c.t2z[j]);
                }
            }
            if (c.rollingResistance > 0 && c.rollingRadius > 0) {
                // scalar rolling mass 1 / trace(IA^-1 + IB^-1): never above the effective mass of any axis
                // (the trace bounds the largest eigenvalue), so an impulse never overshoots. The mean
                // diagonal (3 / trace) overshot a capsule's long axis threefold: a two-tick limit cycle.
                long inertiaSum = Fixed.add(trace(ia), ib < 0 ? 0 : trace(ib));
                c.rollingMass = inertiaSum == 0 ? 0 : Fixed.div(Fixed.ONE, inertiaSum);
            } else {
                c.rollingMass = 0;
                c.rollingX = 0;
                c.rollingY = 0;
                c.rollingZ = 0;
            }
        }
    }

    /** Writes the Jacobian of direction d at {@code o} and returns the row's effective mass {@code 1 / k}. */
    private long jacobian(Contact c, int o, int ia, int ib, long invSum, long rax, long ray, long raz, long rbx, long rby,
            long rbz, long dx, long dy, long dz) {
        long k = jacobianK(c.jacobian, o, ia, ib, invSum, rax, ray, raz, rbx, rby, rbz, dx, dy, dz);
        return k > 0 ? Fixed.div(Fixed.ONE, k) : 0;
    }

    /** Writes the Jacobian of direction d into {@code jac} at {@code o} and returns the row's {@code k}. */
    private long jacobianK(long[] jac, int o, int ia, int ib, long invSum, long rax, long ray, long raz, long rbx, long rby,
            long rbz, long dx, long dy, long dz) {
        long k = invSum;
        jac[o + CA] = VecMath.crossX(ray, raz, dy, dz);
        jac[o + CA + 1] = VecMath.crossY(rax, raz, dx, dz);
        jac[o + CA + 2] = VecMath.crossZ(rax, ray, dx, dy);
        k = Fixed.add(k, bodies.inertiaImage(ia, jac, o + CA, jac, o + IA));
        if (ib >= 0) {
            jac[o + CB] = VecMath.crossX(rby, rbz, dy, dz);
            jac[o + CB + 1] = VecMath.crossY(rbx, rbz, dx, dz);
            jac[o + CB + 2] = VecMath.crossZ(rbx, rby, dx, dy);
            k = Fixed.add(k, bodies.inertiaImage(ib, jac, o + CB, jac, o + IB));
        } else {
            jac[o + CB] = 0;
            jac[o + CB + 1] = 0;
            jac[o + CB + 2] = 0;
            jac[o + IB] = 0;
            jac[o + IB + 1] = 0;
            jac[o + IB + 2] = 0;
        }
        return k;
    }

    /**
     * Box3D's central friction for a contact whose points share one normal: the anchor is the mean
     * of the points' anchors (each sum divided once), the tangents are the points' (one normal, one
     * basis), the tangent mass is the inverse of the 2 x 2 block {@code K} (cofactors over the
     * determinant, divided last), the twist mass {@code 1 / (n . (IA^-1 + IB^-1) n)}. When the
     * normals differ (a shape across a mesh crease) or {@code K} is singular, friction stays per point.
     */
    private void prepareCentral(Contact c, int ia, int ib, long invSum) {
        int n = c.pointCount;
        c.central = false;
        if (n == 0) {
            return;
        }
        for (int j = 1; j < n; j++) {
            if (c.nx[j] != c.nx[0] || c.ny[j] != c.ny[0] || c.nz[j] != c.nz[0]) {
                c.frictionImpulse1 = 0;
                c.frictionImpulse2 = 0;
                c.twistImpulse = 0;
                return;
            }
        }
        long count = Fixed.fromInt(n);
        long ax = mean(c.rAx, n, count);
        long ay = mean(c.rAy, n, count);
        long az = mean(c.rAz, n, count);
        long bx = mean(c.rBx, n, count);
        long by = mean(c.rBy, n, count);
        long bz = mean(c.rBz, n, count);
        long[] jac = c.centralJacobian;
        long k11 = jacobianK(jac, 0, ia, ib, invSum, ax, ay, az, bx, by, bz, c.t1x[0], c.t1y[0], c.t1z[0]);
        long k22 = jacobianK(jac, 12, ia, ib, invSum, ax, ay, az, bx, by, bz, c.t2x[0], c.t2y[0], c.t2z[0]);
        // the off-diagonal: angular coupling of the two rows (t1 . t2 = 0, so no linear term)
        long k12 = Fixed.add(Fixed.dot3(jac[CA], jac[CA + 1], jac[CA + 2], jac[12 + IA], jac[12 + IA + 1], jac[12 + IA + 2]),
                Fixed.dot3(jac[CB], jac[CB + 1], jac[CB + 2], jac[12 + IB], jac[12 + IB + 1], jac[12 + IB + 2]));
        long det = Fixed.mulSubMul(k11, k22, k12, k12);
        if (det <= 0) {
            c.frictionImpulse1 = 0;
            c.frictionImpulse2 = 0;
            c.twistImpulse = 0;
            return;
        }
        c.frictionMass11 = Fixed.div(k22, det);
        c.frictionMass22 = Fixed.div(k11, det);
        c.frictionMass12 = Fixed.neg(Fixed.div(k12, det));
        long nx = c.nx[0];
        long ny = c.ny[0];
        long nz = c.nz[0];
        long kt = 0;
        long[] w = bodies.invInertiaWorld;
        int oa = 6 * ia;
        jac[24] = Fixed.dot3(w[oa], w[oa + 3], w[oa + 4], nx, ny, nz);
        jac[25] = Fixed.dot3(w[oa + 3], w[oa + 1], w[oa + 5], nx, ny, nz);
        jac[26] = Fixed.dot3(w[oa + 4], w[oa + 5], w[oa + 2], nx, ny, nz);
        kt = Fixed.dot3(nx, ny, nz, jac[24], jac[25], jac[26]);
        if (ib >= 0) {
            int ob = 6 * ib;
            jac[27] = Fixed.dot3(w[ob], w[ob + 3], w[ob + 4], nx, ny, nz);
            jac[28] = Fixed.dot3(w[ob + 3], w[ob + 1], w[ob + 5], nx, ny, nz);
            jac[29] = Fixed.dot3(w[ob + 4], w[ob + 5], w[ob + 2], nx, ny, nz);
            kt = Fixed.add(kt, Fixed.dot3(nx, ny, nz, jac[27], jac[28], jac[29]));
        } else {
            jac[27] = 0;
            jac[28] = 0;
            jac[29] = 0;
        }
        c.twistMass = kt > 0 ? Fixed.div(Fixed.ONE, kt) : 0;
        long radius = 0;
        for (int j = 0; j < n; j++) {
            radius = Fixed.add(radius, Fixed.length3(Fixed.sub(c.rAx[j], ax), Fixed.sub(c.rAy[j], ay), Fixed.sub(c.rAz[j], az)));
        }
        c.twistRadius = Fixed.div(radius, count);
        c.central = true;
    }

    private static long mean(long[] v, int n, long count) {
        long sum = 0;
        for (int j = 0; j < n; j++) {
            sum = Fixed.add(sum, v[j]);
        }
        return Fixed.div(sum, count);
    }

    private long trace(int i) {
        long[] w = bodies.invInertiaWorld;
        return Fixed.add(Fixed.add(w[6 * i], w[6 * i + 1]), w[6 * i + 2]);
    }

    /** Applies the stored impulses of every point (warm start, scale 1: Box2D v3), row by row. */
    void warmStart() {
        for (int k = 0; k < activeCount; k++) {
            Contact c = active[k];
            if (c.central) {
                warmStartCentral(c);
                continue;
            }
            for (int j = 0; j < c.pointCount; j++) {
                int o = j * Contact.JACOBIAN_STRIDE;
                if (c.normalImpulse[j] != 0) {
                    rows.apply(c, o + N, c.normalImpulse[j], c.nx[j], c.ny[j], c.nz[j]);
                }
                if (c.central) {
                    continue;
                }
                if (c.tangentImpulse1[j] != 0) {
                    rows.apply(c, o + T1, c.tangentImpulse1[j], c.t1x[j], c.t1y[j], c.t1z[j]);
                }
                if (c.tangentImpulse2[j] != 0) {
                    rows.apply(c, o + T2, c.tangentImpulse2[j], c.t2x[j], c.t2y[j], c.t2z[j]);
                }
            }
            if ((c.rollingX | c.rollingY | c.rollingZ) != 0) {
                rows.applyRolling(c, c.rollingX, c.rollingY, c.rollingZ);
            }
        }
    }

    /** One pass over every contact: normal rows, then (relax pass only) friction, then rolling resistance. */
    void solve(boolean useBias) {
        for (int k = 0; k < activeCount; k++) {
            Contact c = active[k];
            boolean againstStatic = c.bodyB < 0 || bodies.invMass[c.bodyB] == 0 || bodies.invMass[c.bodyA] == 0;
            Softness s = againstStatic ? staticSoft : soft;
            long totalNormal = solveNormals(c, s, useBias);
            if (useBias) {
                continue;                                 // Box3D: friction and rolling only in the relax pass
            }
            if (c.central) {
                friction.solveCentral(c, totalNormal);
            } else {
                for (int j = 0; j < c.pointCount; j++) {
                    friction.solvePoint(c, j);
                }
            }
            if (c.rollingMass != 0) {
                friction.solveRolling(c, totalNormal);
            }
        }
    }

    /**
     * The normal rows of one contact, point by point (Gauss-Seidel), with the two bodies' velocities
     * held in locals from the first point to the last: the same operations, in the same order, as
     * {@code ContactRows.relative} then {@code apply} per point, without reloading and storing the twelve
     * velocity components at every row. Returns the sum of the points' accumulated normal impulses.
     */
    private long solveNormals(Contact c, Softness s, boolean useBias) {
        Bodies b = bodies;
        int ia = c.bodyA;
        int ib = c.bodyB;
        long mA = b.invMass[ia];
        long mB = ib >= 0 ? b.invMass[ib] : 0;
        long vAx = b.vx[ia];
        long vAy = b.vy[ia];
        long vAz = b.vz[ia];
        long wAx = b.wx[ia];
        long wAy = b.wy[ia];
        long wAz = b.wz[ia];
        long vBx = 0;
        long vBy = 0;
        long vBz = 0;
        long wBx = 0;
        long wBy = 0;
        long wBz = 0;
        if (ib >= 0) {
            vBx = b.vx[ib];
            vBy = b.vy[ib];
            vBz = b.vz[ib];
            wBx = b.wx[ib];
            wBy = b.wy[ib];
            wBz = b.wz[ib];
        }
        long[] jac = c.jacobian;
        long totalNormal = 0;
        for (int j = 0; j < c.pointCount; j++) {
            int o = j * Contact.JACOBIAN_STRIDE;
            long sep = currentSeparation(c, j, o);
            long bias = 0;
            long massScale = Fixed.ONE;
            long impulseScale = 0;
            if (sep > 0) {
                bias = Fixed.mulInt(sep, inverseH);       // speculative: reach the surface this substep
            } else if (useBias) {
                bias = Fixed.max(Fixed.mul(s.biasRate(), sep), Fixed.neg(maxPush));
                massScale = s.massScale();
                impulseScale = s.impulseScale();
            }
            long nx = c.nx[j];
            long ny = c.ny[j];
            long nz = c.nz[j];
            long ax = jac[o + N + CA];
            long ay = jac[o + N + CA + 1];
            long az = jac[o + N + CA + 2];
            long bx = jac[o + N + CB];
            long by = jac[o + N + CB + 1];
            long bz = jac[o + N + CB + 2];
            // relative normal velocity: as ContactRows.relative, one exact sum rounded once (B's terms are
            // zero against the world: no body, zero Jacobian)
            long dvx = Fixed.sub(vBx, vAx);
            long dvy = Fixed.sub(vBy, vAy);
            long dvz = Fixed.sub(vBz, vAz);
            long hi = 0;
            long lo = 0;
            try {
                hi = Int128.subProductHighExact(hi, lo, ax, wAx);
                lo = Int128.subProductLow(lo, ax, wAx);
                hi = Int128.subProductHighExact(hi, lo, ay, wAy);
                lo = Int128.subProductLow(lo, ay, wAy);
                hi = Int128.subProductHighExact(hi, lo, az, wAz);
                lo = Int128.subProductLow(lo, az, wAz);
                hi = Int128.addProductHighExact(hi, lo, nx, dvx);
                lo = Int128.addProductLow(lo, nx, dvx);
                hi = Int128.addProductHighExact(hi, lo, ny, dvy);
                lo = Int128.addProductLow(lo, ny, dvy);
                hi = Int128.addProductHighExact(hi, lo, nz, dvz);
                lo = Int128.addProductLow(lo, nz, dvz);
                hi = Int128.addProductHighExact(hi, lo, bx, wBx);
                lo = Int128.addProductLow(lo, bx, wBx);
                hi = Int128.addProductHighExact(hi, lo, by, wBy);
                lo = Int128.addProductLow(lo, by, wBy);
                hi = Int128.addProductHighExact(hi, lo, bz, wBz);
                lo = Int128.addProductLow(lo, bz, wBz);
            } catch (ArithmeticException e) {
                hi = Long.MAX_VALUE;       // beyond 2^127: fails the range check below
            }
            if (!Fixed.fitsRoundedShift32(hi, lo)) {
                throw new FixedOverflowException("relative velocity (d, body A, body B)", nx, ny, nz, ia, ib);
            }
            long vn = Fixed.roundedShift32(hi, lo);
            long old = c.normalImpulse[j];
            long impulse = Fixed.sub(Fixed.neg(Fixed.mul(c.normalMass[j], Fixed.mul(massScale, Fixed.add(vn, bias)))),
                    Fixed.mul(impulseScale, old));
            long updated = Fixed.max(Fixed.add(old, impulse), 0);
            long delta = Fixed.sub(updated, old);
            c.normalImpulse[j] = updated;
            c.maxNormalImpulse[j] = Fixed.max(c.maxNormalImpulse[j], updated);
            totalNormal = Fixed.add(totalNormal, updated);
            if (delta == 0) {
                continue;
            }
            // ContactRows.apply: -delta to A, +delta to B
            if (mA != 0) {
                long sA = Fixed.mul(mA, delta);
                vAx = Fixed.sub(vAx, Fixed.mul(sA, nx));
                vAy = Fixed.sub(vAy, Fixed.mul(sA, ny));
                vAz = Fixed.sub(vAz, Fixed.mul(sA, nz));
                wAx = Fixed.sub(wAx, Fixed.mul(delta, jac[o + N + IA]));
                wAy = Fixed.sub(wAy, Fixed.mul(delta, jac[o + N + IA + 1]));
                wAz = Fixed.sub(wAz, Fixed.mul(delta, jac[o + N + IA + 2]));
            }
            if (mB != 0) {
                long sB = Fixed.mul(mB, delta);
                vBx = Fixed.add(vBx, Fixed.mul(sB, nx));
                vBy = Fixed.add(vBy, Fixed.mul(sB, ny));
                vBz = Fixed.add(vBz, Fixed.mul(sB, nz));
                wBx = Fixed.add(wBx, Fixed.mul(delta, jac[o + N + IB]));
                wBy = Fixed.add(wBy, Fixed.mul(delta, jac[o + N + IB + 1]));
                wBz = Fixed.add(wBz, Fixed.mul(delta, jac[o + N + IB + 2]));
            }
        }
        if (mA != 0) {
            b.vx[ia] = vAx;
            b.vy[ia] = vAy;
            b.vz[ia] = vAz;
            b.wx[ia] = wAx;
            b.wy[ia] = wAy;
            b.wz[ia] = wAz;
        }
        if (mB != 0) {
            b.vx[ib] = vBx;
            b.vy[ib] = vBy;
            b.vz[ib] = vBz;
            b.wx[ib] = wBx;
            b.wy[ib] = wBy;
            b.wz[ib] = wBz;
        }
        return totalNormal;
    }

    /**
     * Warm start of a contact with central friction: its two tangent rows, the points' normal rows
     * and the twist, with the two bodies' velocities in locals (as {@link #solveNormals}); then
     * rolling resistance. Each row adds independently rounded products to the velocities, and the
     * sums are exact, so the order of the rows does not change a bit.
     */
    private void warmStartCentral(Contact c) {
        Bodies b = bodies;
        int ia = c.bodyA;
        int ib = c.bodyB;
        long mA = b.invMass[ia];
        long mB = ib >= 0 ? b.invMass[ib] : 0;
        long vAx = b.vx[ia];
        long vAy = b.vy[ia];
        long vAz = b.vz[ia];
        long wAx = b.wx[ia];
        long wAy = b.wy[ia];
        long wAz = b.wz[ia];
        long vBx = 0;
        long vBy = 0;
        long vBz = 0;
        long wBx = 0;
        long wBy = 0;
        long wBz = 0;
        if (ib >= 0) {
            vBx = b.vx[ib];
            vBy = b.vy[ib];
            vBz = b.vz[ib];
            wBx = b.wx[ib];
            wBy = b.wy[ib];
            wBz = b.wz[ib];
        }
        // row -2: central tangent 1, row -1: central tangent 2, row j >= 0: point j's normal
        for (int r = -2; r < c.pointCount; r++) {
            long[] jac;
            int o;
            long lambda;
            long dx;
            long dy;
            long dz;
            if (r < 0) {
                jac = c.centralJacobian;
                o = r == -2 ? 0 : 12;
                lambda = r == -2 ? c.frictionImpulse1 : c.frictionImpulse2;
                dx = r == -2 ? c.t1x[0] : c.t2x[0];
                dy = r == -2 ? c.t1y[0] : c.t2y[0];
                dz = r == -2 ? c.t1z[0] : c.t2z[0];
            } else {
                jac = c.jacobian;
                o = r * Contact.JACOBIAN_STRIDE + N;
                lambda = c.normalImpulse[r];
                dx = c.nx[r];
                dy = c.ny[r];
                dz = c.nz[r];
            }
            if (lambda == 0) {
                continue;
            }
            if (mA != 0) {
                long sA = Fixed.mul(mA, lambda);
                vAx = Fixed.sub(vAx, Fixed.mul(sA, dx));
                vAy = Fixed.sub(vAy, Fixed.mul(sA, dy));
                vAz = Fixed.sub(vAz, Fixed.mul(sA, dz));
                wAx = Fixed.sub(wAx, Fixed.mul(lambda, jac[o + IA]));
                wAy = Fixed.sub(wAy, Fixed.mul(lambda, jac[o + IA + 1]));
                wAz = Fixed.sub(wAz, Fixed.mul(lambda, jac[o + IA + 2]));
            }
            if (mB != 0) {
                long sB = Fixed.mul(mB, lambda);
                vBx = Fixed.add(vBx, Fixed.mul(sB, dx));
                vBy = Fixed.add(vBy, Fixed.mul(sB, dy));
                vBz = Fixed.add(vBz, Fixed.mul(sB, dz));
                wBx = Fixed.add(wBx, Fixed.mul(lambda, jac[o + IB]));
                wBy = Fixed.add(wBy, Fixed.mul(lambda, jac[o + IB + 1]));
                wBz = Fixed.add(wBz, Fixed.mul(lambda, jac[o + IB + 2]));
            }
        }
        long twist = c.twistImpulse;
        if (twist != 0) {
            long[] jac = c.centralJacobian;
            if (mA != 0) {
                wAx = Fixed.sub(wAx, Fixed.mul(twist, jac[24]));
                wAy = Fixed.sub(wAy, Fixed.mul(twist, jac[25]));
                wAz = Fixed.sub(wAz, Fixed.mul(twist, jac[26]));
            }
            if (mB != 0) {
                wBx = Fixed.add(wBx, Fixed.mul(twist, jac[27]));
                wBy = Fixed.add(wBy, Fixed.mul(twist, jac[28]));
                wBz = Fixed.add(wBz, Fixed.mul(twist, jac[29]));
            }
        }
        if (mA != 0) {
            b.vx[ia] = vAx;
            b.vy[ia] = vAy;
            b.vz[ia] = vAz;
            b.wx[ia] = wAx;
            b.wy[ia] = wAy;
            b.wz[ia] = wAz;
        }
        if (mB != 0) {
            b.vx[ib] = vBx;
            b.vy[ib] = vBy;
            b.vz[ib] = vBz;
            b.wx[ib] = wBx;
            b.wy[ib] = wBy;
            b.wz[ib] = wBz;
        }
        if ((c.rollingX | c.rollingY | c.rollingZ) != 0) {
            rows.applyRolling(c, c.rollingX, c.rollingY, c.rollingZ);
        }
    }


    /**
     * Separation of point j now: the tick's start plus the normal part of the bodies' motion since,
     * {@code s0 + n . (dpB - dpA) + cB . dthetaB - cA . dthetaA}, one exact 128-bit sum rounded once.
     */
    private long currentSeparation(Contact c, int j, int o) {
        Bodies b = bodies;
        long[] jac = c.jacobian;
        int ia = c.bodyA;
        int ib = c.bodyB;
        long px;
        long py;
        long pz;
        if (ib >= 0) {
            px = Fixed.sub(b.dpx[ib], b.dpx[ia]);
            py = Fixed.sub(b.dpy[ib], b.dpy[ia]);
            pz = Fixed.sub(b.dpz[ib], b.dpz[ia]);
        } else {
            px = Fixed.neg(b.dpx[ia]);
            py = Fixed.neg(b.dpy[ia]);
            pz = Fixed.neg(b.dpz[ia]);
        }
        long s0 = c.separation[j];
        long hi = s0 >> 32;                // s0 * 2^32, exactly
        long lo = s0 << 32;
        long nx = c.nx[j];
        long ny = c.ny[j];
        long nz = c.nz[j];
        try {
            long ax = jac[o + N + CA];
            long ay = jac[o + N + CA + 1];
            long az = jac[o + N + CA + 2];
            long tx = b.dthx[ia];
            long ty = b.dthy[ia];
            long tz = b.dthz[ia];
            hi = Int128.subProductHighExact(hi, lo, ax, tx);
            lo = Int128.subProductLow(lo, ax, tx);
            hi = Int128.subProductHighExact(hi, lo, ay, ty);
            lo = Int128.subProductLow(lo, ay, ty);
            hi = Int128.subProductHighExact(hi, lo, az, tz);
            lo = Int128.subProductLow(lo, az, tz);
            hi = Int128.addProductHighExact(hi, lo, nx, px);
            lo = Int128.addProductLow(lo, nx, px);
            hi = Int128.addProductHighExact(hi, lo, ny, py);
            lo = Int128.addProductLow(lo, ny, py);
            hi = Int128.addProductHighExact(hi, lo, nz, pz);
            lo = Int128.addProductLow(lo, nz, pz);
            if (ib >= 0) {
                long bx = jac[o + N + CB];
                long by = jac[o + N + CB + 1];
                long bz = jac[o + N + CB + 2];
                tx = b.dthx[ib];
                ty = b.dthy[ib];
                tz = b.dthz[ib];
                hi = Int128.addProductHighExact(hi, lo, bx, tx);
                lo = Int128.addProductLow(lo, bx, tx);
                hi = Int128.addProductHighExact(hi, lo, by, ty);
                lo = Int128.addProductLow(lo, by, ty);
                hi = Int128.addProductHighExact(hi, lo, bz, tz);
                lo = Int128.addProductLow(lo, bz, tz);
            }
        } catch (ArithmeticException e) {
            hi = Long.MAX_VALUE;           // beyond 2^127: fails the range check below
        }
        if (!Fixed.fitsRoundedShift32(hi, lo)) {
            throw new FixedOverflowException("current separation (point, body A, body B)", j, ia, ib);
        }
        return Fixed.roundedShift32(hi, lo);
    }

    /**
     * Box2D's restitution pass: for points that approached faster than the threshold and carried
     * an impulse, aim the normal velocity at {@code -e} times the approach velocity.
     */
    void restitution() {
        for (int k = 0; k < activeCount; k++) {
            Contact c = active[k];
            if (c.restitution == 0) {
                continue;
            }
            for (int j = 0; j < c.pointCount; j++) {
                if (c.relativeVelocity[j] > Fixed.neg(restitutionThreshold) || c.maxNormalImpulse[j] == 0) {
                    continue;
                }
                int o = j * Contact.JACOBIAN_STRIDE;
                long vn = rows.relative(c, o + N, c.nx[j], c.ny[j], c.nz[j]);
                long impulse = Fixed.neg(Fixed.mul(c.normalMass[j], Fixed.add(vn, Fixed.mul(c.restitution, c.relativeVelocity[j]))));
                long updated = Fixed.max(Fixed.add(c.normalImpulse[j], impulse), 0);
                long delta = Fixed.sub(updated, c.normalImpulse[j]);
                c.normalImpulse[j] = updated;
                c.maxNormalImpulse[j] = Fixed.max(c.maxNormalImpulse[j], updated);
                if (delta != 0) {
                    rows.apply(c, o + N, delta, c.nx[j], c.ny[j], c.nz[j]);
                }
            }
        }
    }
}
