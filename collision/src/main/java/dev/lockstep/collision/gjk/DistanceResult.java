package dev.lockstep.collision.gjk;

import dev.lockstep.collision.internal.gjk.DistanceFields;

/**
 * The caller-owned, reusable result of a distance query ({@link Gjk#distance}, or the combined
 * GJK+EPA query). Every query resets it and fills it; nothing is allocated. Raw Q31.32, world frame.
 *
 * <p>What each output holds:
 * <ul>
 *   <li><b>separated cores</b> ({@code !coresOverlap()}): {@link #coreDistance()} {@code > 0};
 *       {@link #distance()} {@code = coreDistance - rA - rB} (negative when the radii overlap);
 *       {@link #normalX()} etc. the unit normal from A to B; {@code pointA}/{@code pointB} the
 *       closest points of the full shapes (core closest point moved by the radius along the normal),
 *       so {@code pointB - pointA = distance * normal} up to rounding.</li>
 *   <li><b>overlapping or touching cores, from GJK alone</b>: {@code coresOverlap()}, core distance 0,
 *       {@code distance = -(rA + rB)} (an upper bound of the signed distance), normal and points zero.</li>
 *   <li><b>overlapping cores, from the combined query</b>: {@link #penetrating()};
 *       {@code coreDistance = -coreDepth}, {@code distance = -(coreDepth + rA + rB)}, the EPA
 *       normal (A to B) and witness points with radii applied.</li>
 * </ul>
 * The feature sets are the distinct feature indices (as returned by {@code SupportMap.supportCore})
 * of the vertices that support the closest points, on A and on B, ascending: those of the terminating
 * GJK simplex, or of EPA's witness triangle when penetrating. For example one index on A and two on
 * B is a vertex of A against an edge of B.
 */
public final class DistanceResult extends DistanceFields {
    /** Creates an empty result; a query resets and fills it. */
    public DistanceResult() {
    }

    /** Returns true when the core shapes overlap or touch (GJK found the origin in {@code A - B}). */
    public boolean coresOverlap() {
        return coresOverlap;
    }

    /** Returns true when the combined query ran EPA and {@link #distance()} is minus a penetration depth. */
    public boolean penetrating() {
        return penetrating;
    }

    /** Returns the raw signed distance between the full shapes (negative when they overlap). */
    public long distance() {
        return distance;
    }

    /** Returns the raw signed distance between the core shapes (radii not applied). */
    public long coreDistance() {
        return coreDistance;
    }

    /** Returns why GJK stopped. */
    public GjkTermination termination() {
        return termination;
    }

    /** Returns the number of GJK iterations. */
    public int iterations() {
        return iterations;
    }
}
