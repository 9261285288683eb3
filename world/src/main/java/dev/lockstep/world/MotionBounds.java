package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;

/**
 * How far a body can move in one tick, {@code (|v| + |w| maxExtent) dt}: it grows a fast body's
 * speculative contact distance (the world's continuous collision, design.md "Deviations": linear
 * in the motion) and its fat boxes. Speeds are lengths formed exactly at 128 bits.
 */
final class MotionBounds {
    private final Bodies bodies;
    private final long dt;
    private final long speculativeDistance;

    MotionBounds(Bodies bodies, long dt, long speculativeDistance) {
        this.bodies = bodies;
        this.dt = dt;
        this.speculativeDistance = speculativeDistance;
    }

    /** Returns body {@code i}'s motion bound this tick (raw m), from its current velocities. */
    long bound(int i) {
        Bodies b = bodies;
        long v = Fixed.length3(b.vx[i], b.vy[i], b.vz[i]);
        long w = Fixed.length3(b.wx[i], b.wy[i], b.wz[i]);
        return Fixed.mul(Fixed.add(v, Fixed.mul(w, b.maxExtent[i])), dt);
    }

    /**
     * Returns the distance at which the narrow phase queries a pair of bodies ({@code bodyB < 0}:
     * the meshes): the speculative distance plus each body's {@link #margin}.
     */
    long queryDistance(int bodyA, int bodyB) {
        return Fixed.add(speculativeDistance, Fixed.add(margin(bodyA), bodyB < 0 ? 0 : margin(bodyB)));
    }

    /**
     * Extra speculative distance of a fast body: its motion bound when that exceeds the
     * speculative distance, else 0, so that resting and slow bodies query at exactly the
     * speculative distance (and the pair cache sees the same distance every tick).
     */
    private long margin(int i) {
        if (!bodies.awake[i]) {
            return 0;
        }
        long bound = bound(i);
        return bound > speculativeDistance ? bound : 0;
    }
}
