package dev.lockstep.tools.collide;

import dev.lockstep.fixedpoint.Vec3;
import java.util.List;
import java.util.Objects;

/**
 * The answer to one {@code collide} request, in world space and raw Q31.32.
 *
 * @param distance signed distance between the shapes: positive when apart, zero when touching,
 *                 minus the penetration depth when they overlap
 * @param normal   unit normal pointing from a to b
 * @param points   contact points (empty when the shapes are apart)
 */
public record CollideAnswer(long distance, Vec3 normal, List<ContactPoint> points) {
    public CollideAnswer {
        Objects.requireNonNull(normal, "normal");
        points = List.copyOf(points);
    }

    /**
     * One contact point.
     *
     * @param p     world position
     * @param depth penetration depth at this point (positive when overlapping)
     */
    public record ContactPoint(Vec3 p, long depth) {
        public ContactPoint {
            Objects.requireNonNull(p, "p");
        }
    }
}
