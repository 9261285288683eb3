package dev.lockstep.tools.scenario;

import dev.lockstep.collision.shape.Shape;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.tools.collide.ShapeBuilder;
import dev.lockstep.tools.collide.ShapeSpec;
import java.util.List;

/**
 * The arena's body shapes, by body index modulo 4: sphere (radius 1/2), capsule (segment of length
 * 1 along y, radius 3/8), box (half extents 1/2) and hull (a square pyramid of base 1 and height 1),
 * built once with the collision module; and each shape's stand-in spheres against the level mesh.
 */
final class ArenaShapes {
    private static final long HALF = Fixed.HALF;
    private static final List<ShapeSpec> SPECS = List.of(
            new ShapeSpec.SphereSpec(HALF),
            new ShapeSpec.CapsuleSpec(new Vec3(0, -HALF, 0), new Vec3(0, HALF, 0), 3 * (Fixed.ONE >> 3)),
            new ShapeSpec.BoxSpec(new Vec3(HALF, HALF, HALF)),
            new ShapeSpec.HullSpec(List.of(new Vec3(-HALF, -HALF, -HALF), new Vec3(HALF, -HALF, -HALF),
                    new Vec3(-HALF, -HALF, HALF), new Vec3(HALF, -HALF, HALF), new Vec3(0, HALF, 0))));
    /** Bounding-sphere radii of the box and the pyramid about their origins: sqrt(3)/2 < 7/8, sqrt(3)/2. */
    private static final long BOX_BOUND = 7 * (Fixed.ONE >> 3);

    private final Shape[] shapes = new Shape[SPECS.size()];

    ArenaShapes() {
        for (int k = 0; k < shapes.length; k++) {
            try {
                shapes[k] = ShapeBuilder.build(SPECS.get(k), "arena shape " + k);
            } catch (dev.lockstep.tools.collide.BadRequestException e) {
                throw new IllegalStateException(e.getMessage(), e);     // fixed shapes: cannot happen
            }
        }
    }

    Shape shape(int body) {
        return shapes[body % shapes.length];
    }

    ShapeSpec spec(int body) {
        return SPECS.get(body % SPECS.size());
    }

    /** Number of spheres standing in for body {@code body} against the level: 2 for a capsule, else 1. */
    int levelSphereCount(int body) {
        return body % 4 == 1 ? 2 : 1;
    }

    /** Radius of those spheres. */
    long levelSphereRadius(int body) {
        switch (body % 4) {
            case 0: return HALF;
            case 1: return 3 * (Fixed.ONE >> 3);
            default: return BOX_BOUND;
        }
    }

    /** Writes the world center of stand-in sphere {@code k} of body {@code body} at {@code pose}. */
    void levelSphereCenter(int body, int k, Transform pose, MutableVec3 out) {
        if (body % 4 == 1) {
            pose.applyToPointInto(0, k == 0 ? -HALF : HALF, 0, out);
        } else {
            pose.applyToPointInto(0, 0, 0, out);
        }
    }
}
