package dev.lockstep.collision.mesh;

/**
 * What the hull-triangle SAT ({@link HullTriangleSat#run}) found: after a run that returned true,
 * the largest separation (raw, from the triangle toward the hull) and its axis; after a run that
 * returned false, the first axis that separates by more than {@code Ir}, whose {@link #separation}
 * is not set (the exact comparison decided it without the quotient). An edge pair's axis is the
 * scaled cross product ({@code |c| >= 2^31} raw; from {@link BoxTriangleSat}, the box frame's
 * scaled axis turned into mesh space), not a unit vector; a face axis is the negated placed face
 * normal. Owned by one {@link HullTriangleContact}, overwritten by each run.
 */
final class TriangleSatAxis {
    long separation;
    /**
     * How far {@link #separation} may exceed the exact separation along its axis by rounding, raw:
     * FACE against delayed gives the triangle's restricted {@code n} axis that much (a tie within
     * the SAT's rounding goes to {@code n}): {@link BoxTriangleSat#tieSlack} from the box frame;
     * {@link HullTriangleSat} leaves 0 and {@link HullTriangleContact} asks
     * {@link HullTriangleSat#tieSlack} where it decides.
     */
    long tieSlack;
    long x;
    long y;
    long z;

    void set(long separation, long x, long y, long z) {
        this.separation = separation;
        this.tieSlack = 0;
        this.x = x;
        this.y = y;
        this.z = z;
    }

    void setAxis(long x, long y, long z) {
        this.x = x;
        this.y = y;
        this.z = z;
    }
}
