package dev.lockstep.collision.ray;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;

/**
 * A ray as the kernels read it: origin, translation (the segment's end is
 * {@code origin + translation}), the largest fraction to report, and the derived length and unit
 * direction. Caller-owned and reusable: {@link #set} recomputes everything without allocating.
 *
 * <p>Derived values, each rounded once: {@code length = Fixed.length3(translation)} (exact sum of
 * squares, one rounding); {@code unit = VecMath.normalizeInto(translation)} (within 1 ulp per
 * component of the exact unit vector).
 */
public final class RaySegment {
    /**
     * Largest magnitude of a coordinate of the origin and of the end point: {@code 2^15} m, raw
     * {@code 2^47}. Twice the world's size budget, so any ray between two points of a world fits;
     * with it every difference of a ray point and a shape point stays below {@code 2^17} m and
     * every product in the kernels inside 128 bits.
     */
    public static final long MAX_COORDINATE = 1L << 47;

    long ox;
    long oy;
    long oz;
    long dx;
    long dy;
    long dz;
    long maxFraction;
    long length;
    long ux;
    long uy;
    long uz;
    private final MutableVec3 unit = new MutableVec3();

    /**
     * Sets the ray {@code o + f d}, {@code 0 <= f <= maxFraction}.
     *
     * @throws IllegalArgumentException if the translation is zero, {@code maxFraction} is outside
     *     {@code [0, ONE]}, or a coordinate of the origin or of the end point exceeds
     *     {@link #MAX_COORDINATE} in magnitude (the message names which and the values)
     */
    public RaySegment set(long ox, long oy, long oz, long dx, long dy, long dz, long maxFraction) {
        if (maxFraction < 0 || maxFraction > Fixed.ONE) {
            throw new IllegalArgumentException("ray maxFraction " + FixedFormat.toExactString(maxFraction) + " is outside [0, 1]");
        }
        if ((dx | dy | dz) == 0) {
            throw new IllegalArgumentException("ray translation is zero (origin " + describe(ox, oy, oz) + ")");
        }
        check("origin", ox, oy, oz);
        check("translation", dx, dy, dz);
        check("end point", ox + dx, oy + dy, oz + dz);
        this.ox = ox;
        this.oy = oy;
        this.oz = oz;
        this.dx = dx;
        this.dy = dy;
        this.dz = dz;
        this.maxFraction = maxFraction;
        this.length = Fixed.length3(dx, dy, dz);
        VecMath.normalizeInto(dx, dy, dz, unit);
        this.ux = unit.x;
        this.uy = unit.y;
        this.uz = unit.z;
        return this;
    }

    private static void check(String what, long x, long y, long z) {
        long max = 2 * MAX_COORDINATE;
        if (what.equals("translation") ? Math.abs(x) > max || Math.abs(y) > max || Math.abs(z) > max
                : Math.abs(x) > MAX_COORDINATE || Math.abs(y) > MAX_COORDINATE || Math.abs(z) > MAX_COORDINATE) {
            throw new IllegalArgumentException("ray " + what + " " + describe(x, y, z) + " exceeds the ray range +-"
                    + FixedFormat.toExactString(what.equals("translation") ? max : MAX_COORDINATE));
        }
    }

    private static String describe(long x, long y, long z) {
        return "(" + FixedFormat.toExactString(x) + ", " + FixedFormat.toExactString(y) + ", " + FixedFormat.toExactString(z) + ")";
    }

    public long originX() {
        return ox;
    }

    public long originY() {
        return oy;
    }

    public long originZ() {
        return oz;
    }

    public long translationX() {
        return dx;
    }

    public long translationY() {
        return dy;
    }

    public long translationZ() {
        return dz;
    }

    public long maxFraction() {
        return maxFraction;
    }

    /** Returns the rounded length of the translation (raw). */
    public long length() {
        return length;
    }

    /** Returns {@code origin + translation * f} per component, each product rounded once (ties to even). */
    public long pointX(long f) {
        return Fixed.add(ox, Fixed.mul(dx, f));
    }

    public long pointY(long f) {
        return Fixed.add(oy, Fixed.mul(dy, f));
    }

    public long pointZ(long f) {
        return Fixed.add(oz, Fixed.mul(dz, f));
    }
}
