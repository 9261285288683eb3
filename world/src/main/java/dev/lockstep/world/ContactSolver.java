package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.VecMath;

/**
 * Box2D v3 / Box3D's soft-step contact solver in Q31.32 (research brief (b) steps 3-6): prepare
 * once per tick, then per substep warm start, a biased solve and, after the positions move, a
 * relaxing solve; one restitution pass at the end. Friction is solved per point in both passes
 * (Box2D v3's choice; Box3D's central friction was not measured better here yet) inside a circular
 * cone; rolling resistance is one angular row per contact.
 *
 * <p>Arithmetic: every product is a {@link Fixed} operation rounded half-even, cross products are
 * {@code mulSubMul} (one rounding), dot products {@code dot3} (one rounding); a value out of the
 * Q31.32 range throws. The cone's length is formed exactly at 128 bits ({@code length3}), so a
 * large friction impulse never squares into an overflow (research brief pitfall 1).
 *
 * <p>Deviation from Box2D: the current separation during substeps is linearised with the bodies'
 * accumulated rotation vector ({@code d theta x r}) instead of rotating the anchors by the delta
 * quaternion; the difference is second order in the rotation of one tick.
 */
final class ContactSolver {
    private final Bodies bodies;
    private Contact[] active = new Contact[64];
    private int activeCount;
    private Softness soft;
    private Softness staticSoft;
    private long maxPush;
    private int inverseH;
    private long restitutionThreshold;

    ContactSolver(Bodies bodies) {
        this.bodies = bodies;
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

    int activeCount() {
        return activeCount;
    }

    /** Anchors, effective masses and the pre-solve normal velocity (for restitution) of every point. */
    void prepare() {
        Bodies b = bodies;
        for (int k = 0; k < activeCount; k++) {
            Contact c = active[k];
            int ia = c.bodyA;
            int ib = c.bodyB;
            long mA = b.invMass[ia];
            long mB = ib < 0 ? 0 : b.invMass[ib];
            long invSum = Fixed.add(mA, mB);
            long inertiaSum = 0;
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
                c.normalMass[j] = inverse(Fixed.add(invSum, Fixed.add(angular(ia, rax, ray, raz, c.nx[j], c.ny[j], c.nz[j]),
                        ib < 0 ? 0 : angular(ib, rbx, rby, rbz, c.nx[j], c.ny[j], c.nz[j]))));
                c.tangentMass1[j] = inverse(Fixed.add(invSum, Fixed.add(angular(ia, rax, ray, raz, c.t1x[j], c.t1y[j], c.t1z[j]),
                        ib < 0 ? 0 : angular(ib, rbx, rby, rbz, c.t1x[j], c.t1y[j], c.t1z[j]))));
                c.tangentMass2[j] = inverse(Fixed.add(invSum, Fixed.add(angular(ia, rax, ray, raz, c.t2x[j], c.t2y[j], c.t2z[j]),
                        ib < 0 ? 0 : angular(ib, rbx, rby, rbz, c.t2x[j], c.t2y[j], c.t2z[j]))));
                c.relativeVelocity[j] = normalVelocity(c, j);
                c.maxNormalImpulse[j] = 0;
            }
            if (c.rollingResistance > 0 && c.rollingRadius > 0) {
                // scalar rolling mass: the inverse of the mean diagonal of the summed inverse inertias
                inertiaSum = Fixed.add(trace(ia), ib < 0 ? 0 : trace(ib));
                c.rollingMass = inertiaSum == 0 ? 0 : Fixed.div(Fixed.fromInt(3), inertiaSum);
            } else {
                c.rollingMass = 0;
                c.rollingX = 0;
                c.rollingY = 0;
                c.rollingZ = 0;
            }
        }
    }

    private long trace(int i) {
        long[] w = bodies.invInertiaWorld;
        return Fixed.add(Fixed.add(w[6 * i], w[6 * i + 1]), w[6 * i + 2]);
    }

    private static long inverse(long k) {
        return k > 0 ? Fixed.div(Fixed.ONE, k) : 0;
    }

    /** Returns {@code (r x d) . I^-1 (r x d)} for body {@code i} (world inverse inertia). */
    private long angular(int i, long rx, long ry, long rz, long dx, long dy, long dz) {
        long cx = VecMath.crossX(ry, rz, dy, dz);
        long cy = VecMath.crossY(rx, rz, dx, dz);
        long cz = VecMath.crossZ(rx, ry, dx, dy);
        long[] w = bodies.invInertiaWorld;
        int o = 6 * i;
        long ix = Fixed.dot3(w[o], w[o + 3], w[o + 4], cx, cy, cz);
        long iy = Fixed.dot3(w[o + 3], w[o + 1], w[o + 5], cx, cy, cz);
        long iz = Fixed.dot3(w[o + 4], w[o + 5], w[o + 2], cx, cy, cz);
        return Fixed.dot3(cx, cy, cz, ix, iy, iz);
    }

    /** Relative velocity of B against A at point j along its normal. */
    private long normalVelocity(Contact c, int j) {
        return relativeAlong(c, j, c.nx[j], c.ny[j], c.nz[j]);
    }

    private long relativeAlong(Contact c, int j, long dx, long dy, long dz) {
        Bodies b = bodies;
        int ia = c.bodyA;
        int ib = c.bodyB;
        long vax = Fixed.add(b.vx[ia], VecMath.crossX(b.wy[ia], b.wz[ia], c.rAy[j], c.rAz[j]));
        long vay = Fixed.add(b.vy[ia], VecMath.crossY(b.wx[ia], b.wz[ia], c.rAx[j], c.rAz[j]));
        long vaz = Fixed.add(b.vz[ia], VecMath.crossZ(b.wx[ia], b.wy[ia], c.rAx[j], c.rAy[j]));
        long vbx = 0;
        long vby = 0;
        long vbz = 0;
        if (ib >= 0) {
            vbx = Fixed.add(b.vx[ib], VecMath.crossX(b.wy[ib], b.wz[ib], c.rBy[j], c.rBz[j]));
            vby = Fixed.add(b.vy[ib], VecMath.crossY(b.wx[ib], b.wz[ib], c.rBx[j], c.rBz[j]));
            vbz = Fixed.add(b.vz[ib], VecMath.crossZ(b.wx[ib], b.wy[ib], c.rBx[j], c.rBy[j]));
        }
        return Fixed.dot3(Fixed.sub(vbx, vax), Fixed.sub(vby, vay), Fixed.sub(vbz, vaz), dx, dy, dz);
    }

    /** Applies impulse {@code P} at point j: {@code -P} to A, {@code +P} to B. */
    private void apply(Contact c, int j, long px, long py, long pz) {
        Bodies b = bodies;
        int ia = c.bodyA;
        int ib = c.bodyB;
        if (b.invMass[ia] != 0) {
            push(ia, c.rAx[j], c.rAy[j], c.rAz[j], Fixed.neg(px), Fixed.neg(py), Fixed.neg(pz));
        }
        if (ib >= 0 && b.invMass[ib] != 0) {
            push(ib, c.rBx[j], c.rBy[j], c.rBz[j], px, py, pz);
        }
    }

    private void push(int i, long rx, long ry, long rz, long px, long py, long pz) {
        Bodies b = bodies;
        long m = b.invMass[i];
        b.vx[i] = Fixed.add(b.vx[i], Fixed.mul(m, px));
        b.vy[i] = Fixed.add(b.vy[i], Fixed.mul(m, py));
        b.vz[i] = Fixed.add(b.vz[i], Fixed.mul(m, pz));
        angularPush(i, VecMath.crossX(ry, rz, py, pz), VecMath.crossY(rx, rz, px, pz), VecMath.crossZ(rx, ry, px, py));
    }

    private void angularPush(int i, long lx, long ly, long lz) {
        Bodies b = bodies;
        long[] w = b.invInertiaWorld;
        int o = 6 * i;
        b.wx[i] = Fixed.add(b.wx[i], Fixed.dot3(w[o], w[o + 3], w[o + 4], lx, ly, lz));
        b.wy[i] = Fixed.add(b.wy[i], Fixed.dot3(w[o + 3], w[o + 1], w[o + 5], lx, ly, lz));
        b.wz[i] = Fixed.add(b.wz[i], Fixed.dot3(w[o + 4], w[o + 5], w[o + 2], lx, ly, lz));
    }

    /** Applies the stored impulses of every point (warm start, scale 1: Box2D v3). */
    void warmStart() {
        for (int k = 0; k < activeCount; k++) {
            Contact c = active[k];
            for (int j = 0; j < c.pointCount; j++) {
                long n = c.normalImpulse[j];
                long t1 = c.tangentImpulse1[j];
                long t2 = c.tangentImpulse2[j];
                if ((n | t1 | t2) == 0) {
                    continue;
                }
                apply(c, j, Fixed.dot3(n, t1, t2, c.nx[j], c.t1x[j], c.t2x[j]),
                        Fixed.dot3(n, t1, t2, c.ny[j], c.t1y[j], c.t2y[j]),
                        Fixed.dot3(n, t1, t2, c.nz[j], c.t1z[j], c.t2z[j]));
            }
            if ((c.rollingX | c.rollingY | c.rollingZ) != 0) {
                applyRolling(c, c.rollingX, c.rollingY, c.rollingZ);
            }
        }
    }

    /** One pass over every contact: normal rows, then friction, then rolling resistance. */
    void solve(boolean useBias) {
        for (int k = 0; k < activeCount; k++) {
            Contact c = active[k];
            boolean againstStatic = c.bodyB < 0 || bodies.invMass[c.bodyB] == 0 || bodies.invMass[c.bodyA] == 0;
            Softness s = againstStatic ? staticSoft : soft;
            long totalNormal = 0;
            for (int j = 0; j < c.pointCount; j++) {
                long sep = currentSeparation(c, j);
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
                long vn = normalVelocity(c, j);
                long impulse = Fixed.sub(Fixed.neg(Fixed.mul(c.normalMass[j], Fixed.mul(massScale, Fixed.add(vn, bias)))),
                        Fixed.mul(impulseScale, c.normalImpulse[j]));
                long updated = Fixed.max(Fixed.add(c.normalImpulse[j], impulse), 0);
                long delta = Fixed.sub(updated, c.normalImpulse[j]);
                c.normalImpulse[j] = updated;
                c.maxNormalImpulse[j] = Fixed.max(c.maxNormalImpulse[j], updated);
                totalNormal = Fixed.add(totalNormal, updated);
                if (delta != 0) {
                    apply(c, j, Fixed.mul(delta, c.nx[j]), Fixed.mul(delta, c.ny[j]), Fixed.mul(delta, c.nz[j]));
                }
            }
            for (int j = 0; j < c.pointCount; j++) {
                solveFriction(c, j);
            }
            if (c.rollingMass != 0) {
                solveRolling(c, totalNormal);
            }
        }
    }

    private void solveFriction(Contact c, int j) {
        long limit = Fixed.mul(c.friction, c.normalImpulse[j]);
        long vt1 = relativeAlong(c, j, c.t1x[j], c.t1y[j], c.t1z[j]);
        long vt2 = relativeAlong(c, j, c.t2x[j], c.t2y[j], c.t2z[j]);
        long old1 = c.tangentImpulse1[j];
        long old2 = c.tangentImpulse2[j];
        long n1 = Fixed.sub(old1, Fixed.mul(c.tangentMass1[j], vt1));
        long n2 = Fixed.sub(old2, Fixed.mul(c.tangentMass2[j], vt2));
        // circular cone: the length of (n1, n2) is formed exactly at 128 bits, then rounded once
        long length = Fixed.length3(n1, n2, 0);
        if (length > limit) {
            if (limit == 0) {
                n1 = 0;
                n2 = 0;
            } else {
                n1 = Fixed.mulDiv(n1, limit, length);
                n2 = Fixed.mulDiv(n2, limit, length);
            }
        }
        long d1 = Fixed.sub(n1, old1);
        long d2 = Fixed.sub(n2, old2);
        c.tangentImpulse1[j] = n1;
        c.tangentImpulse2[j] = n2;
        if ((d1 | d2) != 0) {
            apply(c, j, Fixed.dot2(d1, c.t1x[j], d2, c.t2x[j]), Fixed.dot2(d1, c.t1y[j], d2, c.t2y[j]),
                    Fixed.dot2(d1, c.t1z[j], d2, c.t2z[j]));
        }
    }

    /** Rolling resistance: an angular impulse against the relative spin, at most {@code rr * radius * sum(lambda_n)}. */
    private void solveRolling(Contact c, long totalNormal) {
        Bodies b = bodies;
        int ia = c.bodyA;
        int ib = c.bodyB;
        long dwx = Fixed.sub(ib < 0 ? 0 : b.wx[ib], b.wx[ia]);
        long dwy = Fixed.sub(ib < 0 ? 0 : b.wy[ib], b.wy[ia]);
        long dwz = Fixed.sub(ib < 0 ? 0 : b.wz[ib], b.wz[ia]);
        long limit = Fixed.mul(c.rollingResistance, Fixed.mul(c.rollingRadius, totalNormal));
        long ox = c.rollingX;
        long oy = c.rollingY;
        long oz = c.rollingZ;
        long nx = Fixed.sub(ox, Fixed.mul(c.rollingMass, dwx));
        long ny = Fixed.sub(oy, Fixed.mul(c.rollingMass, dwy));
        long nz = Fixed.sub(oz, Fixed.mul(c.rollingMass, dwz));
        long length = Fixed.length3(nx, ny, nz);
        if (length > limit) {
            if (limit == 0) {
                nx = 0;
                ny = 0;
                nz = 0;
            } else {
                nx = Fixed.mulDiv(nx, limit, length);
                ny = Fixed.mulDiv(ny, limit, length);
                nz = Fixed.mulDiv(nz, limit, length);
            }
        }
        c.rollingX = nx;
        c.rollingY = ny;
        c.rollingZ = nz;
        applyRolling(c, Fixed.sub(nx, ox), Fixed.sub(ny, oy), Fixed.sub(nz, oz));
    }

    private void applyRolling(Contact c, long lx, long ly, long lz) {
        if (bodies.invMass[c.bodyA] != 0) {
            angularPush(c.bodyA, Fixed.neg(lx), Fixed.neg(ly), Fixed.neg(lz));
        }
        if (c.bodyB >= 0 && bodies.invMass[c.bodyB] != 0) {
            angularPush(c.bodyB, lx, ly, lz);
        }
    }

    /** Separation of point j now: the tick's start plus the normal part of the bodies' motion since. */
    private long currentSeparation(Contact c, int j) {
        Bodies b = bodies;
        int ia = c.bodyA;
        int ib = c.bodyB;
        long dx = Fixed.neg(Fixed.add(b.dpx[ia], VecMath.crossX(b.dthy[ia], b.dthz[ia], c.rAy[j], c.rAz[j])));
        long dy = Fixed.neg(Fixed.add(b.dpy[ia], VecMath.crossY(b.dthx[ia], b.dthz[ia], c.rAx[j], c.rAz[j])));
        long dz = Fixed.neg(Fixed.add(b.dpz[ia], VecMath.crossZ(b.dthx[ia], b.dthy[ia], c.rAx[j], c.rAy[j])));
        if (ib >= 0) {
            dx = Fixed.add(dx, Fixed.add(b.dpx[ib], VecMath.crossX(b.dthy[ib], b.dthz[ib], c.rBy[j], c.rBz[j])));
            dy = Fixed.add(dy, Fixed.add(b.dpy[ib], VecMath.crossY(b.dthx[ib], b.dthz[ib], c.rBx[j], c.rBz[j])));
            dz = Fixed.add(dz, Fixed.add(b.dpz[ib], VecMath.crossZ(b.dthx[ib], b.dthy[ib], c.rBx[j], c.rBy[j])));
        }
        return Fixed.add(c.separation[j], Fixed.dot3(dx, dy, dz, c.nx[j], c.ny[j], c.nz[j]));
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
                long vn = normalVelocity(c, j);
                long impulse = Fixed.neg(Fixed.mul(c.normalMass[j], Fixed.add(vn, Fixed.mul(c.restitution, c.relativeVelocity[j]))));
                long updated = Fixed.max(Fixed.add(c.normalImpulse[j], impulse), 0);
                long delta = Fixed.sub(updated, c.normalImpulse[j]);
                c.normalImpulse[j] = updated;
                c.maxNormalImpulse[j] = Fixed.max(c.maxNormalImpulse[j], updated);
                if (delta != 0) {
                    apply(c, j, Fixed.mul(delta, c.nx[j]), Fixed.mul(delta, c.ny[j]), Fixed.mul(delta, c.nz[j]));
                }
            }
        }
    }
}
