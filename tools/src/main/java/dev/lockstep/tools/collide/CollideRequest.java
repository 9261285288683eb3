package dev.lockstep.tools.collide;

import dev.lockstep.fixedpoint.Transform;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * One parsed {@code collide} line: shape {@code a} placed by {@code ta}, shape {@code b} by {@code tb}.
 * The rotations are already normalised. {@code contactDistance} (raw) is the line's own contact
 * distance when it gives one; otherwise the command's {@code --contact-distance} applies.
 */
public record CollideRequest(ShapeSpec a, Transform ta, ShapeSpec b, Transform tb, OptionalLong contactDistance) {
    public CollideRequest {
        Objects.requireNonNull(a, "a");
        Objects.requireNonNull(ta, "ta");
        Objects.requireNonNull(b, "b");
        Objects.requireNonNull(tb, "tb");
        Objects.requireNonNull(contactDistance, "contactDistance");
    }

    /** A request without its own contact distance. */
    public CollideRequest(ShapeSpec a, Transform ta, ShapeSpec b, Transform tb) {
        this(a, ta, b, tb, OptionalLong.empty());
    }
}
