package dev.lockstep.collision.shape;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Objects;

/**
 * A capsule: the core segment {@code p0-p1} (local frame) inflated by {@code radius}. A capsule
 * whose end points coincide is a sphere and is accepted (its segment is a point).
 */
public record Capsule(Vec3 p0, Vec3 p1, long radius) implements Shape {
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

    @Override
    public long coreRadius() {
        return radius;
    }

    /**
     * Returns end 1 when {@code p1 . d > p0 . d} exactly, else end 0 (ties, including the zero
     * direction and a point-like capsule, go to end 0).
     */
    @Override
    public int supportCore(long dx, long dy, long dz, MutableVec3 out) {
        if (Fixed.compareDot3(p1.x(), p1.y(), p1.z(), p0.x(), p0.y(), p0.z(), dx, dy, dz) > 0) {
            out.set(p1);
            return 1;
        }
        out.set(p0);
        return 0;
    }

    @Override
    public ShapeType type() {
        return ShapeType.CAPSULE;
    }

    /**
     * Returns the box of the core inflated by the radius.
     * @throws dev.lockstep.fixedpoint.FixedOverflowException if a face of the box is out of range
     */
    @Override
    public Aabb localBounds() {
        long r = radius;
        return new Aabb(Fixed.sub(Math.min(p0.x(), p1.x()), r), Fixed.sub(Math.min(p0.y(), p1.y()), r),
                Fixed.sub(Math.min(p0.z(), p1.z()), r), Fixed.add(Math.max(p0.x(), p1.x()), r),
                Fixed.add(Math.max(p0.y(), p1.y()), r), Fixed.add(Math.max(p0.z(), p1.z()), r));
    }
}
