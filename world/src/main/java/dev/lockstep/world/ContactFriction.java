package dev.lockstep.world;

import static dev.lockstep.world.ContactRows.T1;
import static dev.lockstep.world.ContactRows.T2;

import dev.lockstep.fixedpoint.Fixed;

/**
 * Friction and rolling resistance of {@link ContactSolver}'s relax pass (research brief (b),
 * Box3D's choice: friction only where the biased pass does not push): Box3D's central friction
 * (two tangent rows with a 2 x 2 mass and a twist row at the points' mean anchor) when a contact's
 * points share one normal, else per point; both inside a circular cone whose length is formed
 * exactly at 128 bits ({@code length3}), so a large friction impulse never squares into an
 * overflow (research brief pitfall 1). Rolling resistance is one angular row per contact.
 */
final class ContactFriction {
    private final Bodies bodies;
    private final ContactRows rows;

    ContactFriction(Bodies bodies, ContactRows rows) {
        this.bodies = bodies;
        this.rows = rows;
    }

    /**
     * Central friction: the tangent impulse pair from the 2 x 2 mass, clamped to the circular cone
     * {@code mu * sum(lambda_n)} by its exact length; then twist, clamped to
     * {@code mu * sum(lambda_n) * twistRadius}.
     */
    void solveCentral(Contact c, long totalNormal) {
        long[] jac = c.centralJacobian;
        long limit = Fixed.mul(c.friction, totalNormal);
        long vt1 = rows.relative(c, jac, 0, c.t1x[0], c.t1y[0], c.t1z[0]);
        long vt2 = rows.relative(c, jac, 12, c.t2x[0], c.t2y[0], c.t2z[0]);
        long old1 = c.frictionImpulse1;
        long old2 = c.frictionImpulse2;
        long n1 = Fixed.sub(old1, Fixed.dot2(c.frictionMass11, vt1, c.frictionMass12, vt2));
        long n2 = Fixed.sub(old2, Fixed.dot2(c.frictionMass12, vt1, c.frictionMass22, vt2));
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
        c.frictionImpulse1 = n1;
        c.frictionImpulse2 = n2;
        long d1 = Fixed.sub(n1, old1);
        long d2 = Fixed.sub(n2, old2);
        if (d1 != 0) {
            rows.apply(c, jac, 0, d1, c.t1x[0], c.t1y[0], c.t1z[0]);
        }
        if (d2 != 0) {
            rows.apply(c, jac, 12, d2, c.t2x[0], c.t2y[0], c.t2z[0]);
        }
        if (c.twistMass == 0) {
            return;
        }
        Bodies b = bodies;
        int ia = c.bodyA;
        int ib = c.bodyB;
        long wn = Fixed.neg(Fixed.dot3(c.nx[0], c.ny[0], c.nz[0], b.wx[ia], b.wy[ia], b.wz[ia]));
        if (ib >= 0) {
            wn = Fixed.add(wn, Fixed.dot3(c.nx[0], c.ny[0], c.nz[0], b.wx[ib], b.wy[ib], b.wz[ib]));
        }
        long twistLimit = Fixed.mul(limit, c.twistRadius);
        long oldTwist = c.twistImpulse;
        long twist = Fixed.clamp(Fixed.sub(oldTwist, Fixed.mul(c.twistMass, wn)), Fixed.neg(twistLimit), twistLimit);
        c.twistImpulse = twist;
        if (twist != oldTwist) {
            rows.applyTwist(c, Fixed.sub(twist, oldTwist));
        }
    }

    /** Friction of point {@code j} alone: its two tangent rows inside the circular cone {@code mu * lambda_n}. */
    void solvePoint(Contact c, int j) {
        int o = j * Contact.JACOBIAN_STRIDE;
        long limit = Fixed.mul(c.friction, c.normalImpulse[j]);
        long vt1 = rows.relative(c, o + T1, c.t1x[j], c.t1y[j], c.t1z[j]);
        long vt2 = rows.relative(c, o + T2, c.t2x[j], c.t2y[j], c.t2z[j]);
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
        c.tangentImpulse1[j] = n1;
        c.tangentImpulse2[j] = n2;
        long d1 = Fixed.sub(n1, old1);
        long d2 = Fixed.sub(n2, old2);
        if (d1 != 0) {
            rows.apply(c, o + T1, d1, c.t1x[j], c.t1y[j], c.t1z[j]);
        }
        if (d2 != 0) {
            rows.apply(c, o + T2, d2, c.t2x[j], c.t2y[j], c.t2z[j]);
        }
    }

    /** Rolling resistance: an angular impulse against the relative spin, at most {@code rr * radius * sum(lambda_n)}. */
    void solveRolling(Contact c, long totalNormal) {
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
        rows.applyRolling(c, Fixed.sub(nx, ox), Fixed.sub(ny, oy), Fixed.sub(nz, oz));
    }
}
