package dev.lockstep.collision.shape;

import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Objects;

/**
 * A capsule: the core segment {@code p0-p1} (local frame) inflated by {@code radius}. A capsule
 * whose end points coincide is a sphere and is accepted (its segment is a point).
 */
public record Capsule(Vec3 p0, Vec3 p1, long radius) {
    /**
     * @throws IllegalArgumentException if {@code radius <= 0}
     */
    public Capsule {
        Objects.requireNonNull(p0, "p0");
        Objects.requireNonNull(p1, "p1");
        if (radius <= 0) {
            throw new IllegalArgumentException("Capsule radius must be > 0, got " + FixedFormat.toExactString(radius));
        }
    }
}
