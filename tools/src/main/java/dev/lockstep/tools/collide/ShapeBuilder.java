package dev.lockstep.tools.collide;

import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.Sphere;

/**
 * Builds kernel shapes from validated {@link ShapeSpec}s. Box and hull need the collision module's
 * {@code ConvexHull.box} and {@code HullBuilder}; until those land on main they are answered as
 * not supported, with the reason.
 */
public final class ShapeBuilder implements ShapeSpec.Visitor<Shape, BadRequestException> {
    private final String path;

    private ShapeBuilder(String path) {
        this.path = path;
    }

    /**
     * Returns the kernel shape for {@code spec}; {@code path} ("a" or "b") prefixes error messages.
     *
     * @throws BadRequestException if the kernel refuses the shape (the message says why) or cannot build it yet
     */
    public static Shape build(ShapeSpec spec, String path) throws BadRequestException {
        try {
            return spec.accept(new ShapeBuilder(path));
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw new BadRequestException(path + ": " + e.getMessage());
        }
    }

    @Override
    public Shape sphere(ShapeSpec.SphereSpec s) {
        return Sphere.of(s.radius());
    }

    @Override
    public Shape capsule(ShapeSpec.CapsuleSpec c) {
        return new Capsule(c.p0(), c.p1(), c.radius());
    }

    @Override
    public Shape box(ShapeSpec.BoxSpec b) throws BadRequestException {
        throw notYet("box");
    }

    @Override
    public Shape hull(ShapeSpec.HullSpec h) throws BadRequestException {
        throw notYet("hull");
    }

    private BadRequestException notYet(String type) {
        return new BadRequestException(path + ": shape type " + type
                + " not supported yet (the collision module's hull builder has not landed)");
    }
}
