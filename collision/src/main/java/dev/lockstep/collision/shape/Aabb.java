package dev.lockstep.collision.shape;

import dev.lockstep.fixedpoint.FixedFormat;

/**
 * An axis-aligned bounding box with raw Q31.32 corners, {@code min <= max} on every axis.
 * Boxes are closed: touching boxes overlap.
 */
public record Aabb(long minX, long minY, long minZ, long maxX, long maxY, long maxZ) {
    /**
     * @throws IllegalArgumentException if any min exceeds its max
     */
    public Aabb {
        if (minX > maxX || minY > maxY || minZ > maxZ) {
            throw new IllegalArgumentException("Aabb min exceeds max: " + describe(minX, minY, minZ, maxX, maxY, maxZ));
        }
    }

    /** Returns true when the two closed boxes share at least one point. */
    public boolean overlaps(Aabb o) {
        return minX <= o.maxX && o.minX <= maxX && minY <= o.maxY && o.minY <= maxY && minZ <= o.maxZ && o.minZ <= maxZ;
    }

    @Override
    public String toString() {
        return describe(minX, minY, minZ, maxX, maxY, maxZ);
    }

    private static String describe(long minX, long minY, long minZ, long maxX, long maxY, long maxZ) {
        return "Aabb[(" + FixedFormat.toExactString(minX) + ", " + FixedFormat.toExactString(minY) + ", "
                + FixedFormat.toExactString(minZ) + ") .. (" + FixedFormat.toExactString(maxX) + ", "
                + FixedFormat.toExactString(maxY) + ", " + FixedFormat.toExactString(maxZ) + ")]";
    }
}
