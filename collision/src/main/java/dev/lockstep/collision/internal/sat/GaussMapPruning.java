package dev.lockstep.collision.internal.sat;

import dev.lockstep.fixedpoint.Fixed;

/**
 * Gauss-map (Minkowski face) pruning for the edge query (seed 001, "Recap: SAT": the finite set of
 * planes comes from Gauss maps; Gregorius GDC 2013): an edge of A and an edge of B give a
 * candidate axis only when their arcs on the unit sphere intersect, i.e. when they build a face of
 * the Minkowski difference {@code A - B}. All other pairs cannot realise the minimum and are
 * skipped.
 *
 * <p>Exact formulation. Edge of A: direction {@code u} (its half-edge {@code 2i}), left face
 * normal {@code a}, right face normal {@code b}, so {@code a x b} points along {@code +u} on a
 * convex hull with counter-clockwise face loops. Edge of B likewise {@code v}, {@code c}, {@code d};
 * the Minkowski difference uses {@code -c}, {@code -d}. Gregorius's test on the arcs
 * {@code (a, b)} and {@code (-c, -d)} with {@code b x a = -|..| u} and {@code (-d) x (-c) = -|..| v}
 * becomes three sign products:
 * <pre>
 *   (c.u)(d.u) &lt; 0   and   (a.v)(b.v) &lt; 0   and   (c.u)(b.v) &lt; 0
 * </pre>
 * Each sign is exact ({@code Fixed.signOfDot3}, no rounding) on the placed edge vectors and
 * normals, so the decision is a pure function of those bits; using the edge vectors instead of
 * rounded normal cross products removes a rounding step.
 */
public final class GaussMapPruning {
    private GaussMapPruning() {
    }

    /** Returns true when the arcs of the two edges intersect (see the class description). */
    public static boolean isMinkowskiFace(long ax, long ay, long az, long bx, long by, long bz, long ux, long uy, long uz,
            long cx, long cy, long cz, long dx, long dy, long dz, long vx, long vy, long vz) {
        int cu = Fixed.signOfDot3(cx, cy, cz, ux, uy, uz);
        int du = Fixed.signOfDot3(dx, dy, dz, ux, uy, uz);
        if (cu * du >= 0) {
            return false;
        }
        int av = Fixed.signOfDot3(ax, ay, az, vx, vy, vz);
        int bv = Fixed.signOfDot3(bx, by, bz, vx, vy, vz);
        return av * bv < 0 && cu * bv < 0;
    }
}
