package dev.lockstep.tools.collide;

import dev.lockstep.fixedpoint.Transform;
import java.util.Objects;

/** A shape description and its pose in the world: what {@code render} draws for a scenario body. */
public record PlacedShape(ShapeSpec shape, Transform pose) {
    public PlacedShape {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(pose, "pose");
    }
}
