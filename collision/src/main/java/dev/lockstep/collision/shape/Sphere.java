package dev.lockstep.collision.shape;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Objects;

/**
 * A sphere: a core point {@code center} (local frame) inflated by {@code radius} (seed 001: every
 * round shape is a core shape plus a radius, so GJK runs on the point and adds the radius).
 */
public record Sphere(Vec3 center, long radius) implements Shape {
    /**
     * @throws IllegalArgumentException if {@code radius <= 0}
     */
    public Sphere {
        Objects.requireNonNull(center, "center");
        if (radius <= 0) {
            throw new IllegalArgumentException("Sphere radius must be > 0, got " + FixedFormat.toExactString(radius));
        }
    }

    /** Returns a sphere of the given raw radius centred on the local origin. */
    public static Sphere of(long radius) {
        return new Sphere(Vec3.ZERO, radius);
    }

    @Override
    public long coreRadius() {
        return radius;
    }

    /** The core of a sphere is its center: feature 0 in every direction. */
    @Override
    public int supportCore(long dx, long dy, long dz, MutableVec3 out) {
        out.set(center);
        return 0;
    }

    @Override
    public ShapeType type() {
        return ShapeType.SPHERE;
    }

    /**
     * Returns the box of the core inflated by the radius.
     * @throws dev.lockstep.fixedpoint.FixedOverflowException if a face of the box is out of range
     */
    @Override
    public Aabb localBounds() {
        long r = radius;
        return new Aabb(Fixed.sub(center.x(), r), Fixed.sub(center.y(), r), Fixed.sub(center.z(), r),
                Fixed.add(center.x(), r), Fixed.add(center.y(), r), Fixed.add(center.z(), r));
    }
}
