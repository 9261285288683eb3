package dev.lockstep.tools.query;

import dev.lockstep.collision.shape.Shape;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;

/**
 * One parsed query: a ray from {@code start}'s translation, or {@code shape} placed by
 * {@code start}, moved by {@code f * translation} for {@code 0 <= f <= maxFraction}; which hits to
 * report ({@link Mode}); the filter (category and mask bits as {@code QueryFilter}; a scene body
 * index to exclude, or -1).
 *
 * @param shape null for a ray
 */
public record Query(Mode mode, Shape shape, Transform start, Vec3 translation, long maxFraction, long categoryBits,
        long maskBits, int excludedBody) {
    /** Which hits: the closest, every one in the documented order, or any one. */
    public enum Mode {
        CLOSEST("closest"), ALL("all"), ANY("any");

        final String jsonName;

        Mode(String jsonName) {
            this.jsonName = jsonName;
        }
    }

    /** Returns true for a ray (no shape). */
    public boolean isRay() {
        return shape == null;
    }
}
