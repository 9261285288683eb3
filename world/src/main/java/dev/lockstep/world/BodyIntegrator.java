package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.VecMath;

/**
 * The substep's integration of the awake bodies (research brief (b), soft step steps 2 and 4):
 * velocities from gravity, forces and damping, then positions and rotations from the clamped
 * velocities, accumulating each body's substep motion ({@code dp}, {@code dtheta}) for the
 * contact solver's current separations. Every product one rounded Q31.32 operation.
 */
final class BodyIntegrator {
    private final long h;
    private final long gravityX;
    private final long gravityY;
    private final long gravityZ;
    private final long maxLinearSpeed;
    private final long maxAngularSpeed;
    private final long[] quat = new long[4];

    BodyIntegrator(long h, long gravityX, long gravityY, long gravityZ, long maxLinearSpeed, long maxAngularSpeed) {
        this.h = h;
        this.gravityX = gravityX;
        this.gravityY = gravityY;
        this.gravityZ = gravityZ;
        this.maxLinearSpeed = maxLinearSpeed;
        this.maxAngularSpeed = maxAngularSpeed;
    }

    /** Gravity, forces and damping for every awake dynamic body (Pade damping {@code v / (1 + h c)}). */
    void integrateVelocities(Bodies b, int[] awakeList, int awakeCount) {
        for (int k = 0; k < awakeCount; k++) {
            int i = awakeList[k];
            if (!b.isDynamic(i)) {
                continue;
            }
            long m = b.invMass[i];
            long gs = b.gravityScale[i];
            long ax = Fixed.add(Fixed.mul(m, b.fx[i]), Fixed.mul(gravityX, gs));
            long ay = Fixed.add(Fixed.mul(m, b.fy[i]), Fixed.mul(gravityY, gs));
            long az = Fixed.add(Fixed.mul(m, b.fz[i]), Fixed.mul(gravityZ, gs));
            long vx = b.vx[i];
            long vy = b.vy[i];
            long vz = b.vz[i];
            if (b.linearDamping[i] != 0) {
                long d = Fixed.add(Fixed.ONE, Fixed.mul(h, b.linearDamping[i]));
                vx = Fixed.div(vx, d);
                vy = Fixed.div(vy, d);
                vz = Fixed.div(vz, d);
            }
            b.vx[i] = Fixed.add(vx, Fixed.mul(h, ax));
            b.vy[i] = Fixed.add(vy, Fixed.mul(h, ay));
            b.vz[i] = Fixed.add(vz, Fixed.mul(h, az));
            long wx = b.wx[i];
            long wy = b.wy[i];
            long wz = b.wz[i];
            if (b.angularDamping[i] != 0) {
                long d = Fixed.add(Fixed.ONE, Fixed.mul(h, b.angularDamping[i]));
                wx = Fixed.div(wx, d);
                wy = Fixed.div(wy, d);
                wz = Fixed.div(wz, d);
            }
            if ((b.tx[i] | b.ty[i] | b.tz[i]) != 0) {
                long[] w = b.invInertiaWorld;
                int o = 6 * i;
                wx = Fixed.add(wx, Fixed.mul(h, Fixed.dot3(w[o], w[o + 3], w[o + 4], b.tx[i], b.ty[i], b.tz[i])));
                wy = Fixed.add(wy, Fixed.mul(h, Fixed.dot3(w[o + 3], w[o + 1], w[o + 5], b.tx[i], b.ty[i], b.tz[i])));
                wz = Fixed.add(wz, Fixed.mul(h, Fixed.dot3(w[o + 4], w[o + 5], w[o + 2], b.tx[i], b.ty[i], b.tz[i])));
            }
            b.wx[i] = wx;
            b.wy[i] = wy;
            b.wz[i] = wz;
        }
    }

    /** Clamps speeds, moves centres by {@code h v} and rotations by {@code normalize(q + h/2 (w, 0) q)}. */
    void integratePositions(Bodies b, int[] awakeList, int awakeCount) {
        long halfH = h >> 1;               // h = round(2^32 / inverseH); halving is exact when it is even
        for (int k = 0; k < awakeCount; k++) {
            int i = awakeList[k];
            if (b.isStatic(i)) {
                continue;
            }
            clampSpeed(b, i);
            long dx = Fixed.mul(h, b.vx[i]);
            long dy = Fixed.mul(h, b.vy[i]);
            long dz = Fixed.mul(h, b.vz[i]);
            b.cx[i] = Fixed.add(b.cx[i], dx);
            b.cy[i] = Fixed.add(b.cy[i], dy);
            b.cz[i] = Fixed.add(b.cz[i], dz);
            b.dpx[i] = Fixed.add(b.dpx[i], dx);
            b.dpy[i] = Fixed.add(b.dpy[i], dy);
            b.dpz[i] = Fixed.add(b.dpz[i], dz);
            long ox = b.wx[i];
            long oy = b.wy[i];
            long oz = b.wz[i];
            if ((ox | oy | oz) == 0) {
                continue;
            }
            b.dthx[i] = Fixed.add(b.dthx[i], Fixed.mul(h, ox));
            b.dthy[i] = Fixed.add(b.dthy[i], Fixed.mul(h, oy));
            b.dthz[i] = Fixed.add(b.dthz[i], Fixed.mul(h, oz));
            long w = b.qw[i];
            long x = b.qx[i];
            long y = b.qy[i];
            long z = b.qz[i];
            // (0, w) * q, each component one rounded dot3 (the bits of Quat.integrate)
            long sw = Fixed.neg(Fixed.dot3(ox, oy, oz, x, y, z));
            long sx = Fixed.dot3(ox, oy, oz, w, z, Fixed.neg(y));
            long sy = Fixed.dot3(oy, oz, ox, w, x, Fixed.neg(z));
            long sz = Fixed.dot3(oz, ox, oy, w, y, Fixed.neg(x));
            VecMath.normalizeQuatInto(Fixed.add(w, Fixed.mul(halfH, sw)), Fixed.add(x, Fixed.mul(halfH, sx)),
                    Fixed.add(y, Fixed.mul(halfH, sy)), Fixed.add(z, Fixed.mul(halfH, sz)), quat, 0);
            b.qw[i] = quat[0];
            b.qx[i] = quat[1];
            b.qy[i] = quat[2];
            b.qz[i] = quat[3];
        }
    }

    private void clampSpeed(Bodies b, int i) {
        long half = maxLinearSpeed >> 1;
        if (Math.abs(b.vx[i]) > half || Math.abs(b.vy[i]) > half || Math.abs(b.vz[i]) > half) {
            long len = Fixed.length3(b.vx[i], b.vy[i], b.vz[i]);
            if (len > maxLinearSpeed) {
                b.vx[i] = Fixed.mulDiv(b.vx[i], maxLinearSpeed, len);
                b.vy[i] = Fixed.mulDiv(b.vy[i], maxLinearSpeed, len);
                b.vz[i] = Fixed.mulDiv(b.vz[i], maxLinearSpeed, len);
            }
        }
        long halfW = maxAngularSpeed >> 1;
        if (Math.abs(b.wx[i]) > halfW || Math.abs(b.wy[i]) > halfW || Math.abs(b.wz[i]) > halfW) {
            long len = Fixed.length3(b.wx[i], b.wy[i], b.wz[i]);
            if (len > maxAngularSpeed) {
                b.wx[i] = Fixed.mulDiv(b.wx[i], maxAngularSpeed, len);
                b.wy[i] = Fixed.mulDiv(b.wy[i], maxAngularSpeed, len);
                b.wz[i] = Fixed.mulDiv(b.wz[i], maxAngularSpeed, len);
            }
        }
    }
}
