package dev.lockstep.tools.collide;

import dev.lockstep.fixedpoint.Transform;
import java.util.Objects;

/**
 * One parsed {@code collide} line: shape {@code a} placed by {@code ta}, shape {@code b} by {@code tb}.
 * The rotations are already normalised.
 */
public record CollideRequest(ShapeSpec a, Transform ta, ShapeSpec b, Transform tb) {
    public CollideRequest {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(ta, "ta");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(tb, "tb");
    }
}
