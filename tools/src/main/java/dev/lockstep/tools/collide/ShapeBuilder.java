package dev.lockstep.tools.collide;

import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.Sphere;
import java.util.List;

/**
 * Builds kernel shapes from validated {@link ShapeSpec}s: {@link Sphere}, {@link Capsule},
 * {@link ConvexHull#box} and {@link ConvexHull#of} (deterministic quickhull). The kernel's own
 * validation (radius, degenerate point clouds, coordinate bounds) becomes the error answer.
 */
public final class ShapeBuilder implements ShapeSpec.Visitor<Shape, RuntimeException> {
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
    public Shape box(ShapeSpec.BoxSpec b) {
        return ConvexHull.box(b.halfExtents());
    }

    /** The quickhull builder refuses degenerate clouds with a {@code HullBuildException} saying why. */
    @Override
    public Shape hull(ShapeSpec.HullSpec h) {
        return ConvexHull.of(h.points());
    }

    /** Meshes are static level geometry, answered by {@link MeshQuery}, never built as a convex shape. */
    @Override
    public Shape mesh(List<MeshSpec> parts) {
        throw new IllegalArgumentException("a mesh can only be shape b (static level geometry)");
    }
}
