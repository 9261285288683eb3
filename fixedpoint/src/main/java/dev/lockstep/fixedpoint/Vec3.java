package dev.lockstep.fixedpoint;

/**
 * An immutable 3-vector of Q31.32 raw components, for API signatures and values you keep.
 * Hot loops use {@code long} locals or {@link MutableVec3} instead (see the module README).
 *
 * <p>Every method follows the {@link Fixed} contract: one rounding per output component (ties to
 * even), exact 128-bit accumulation inside {@link #dot}, {@link #cross} and {@link #length}, and
 * {@link FixedOverflowException} instead of wrap-around.
 */
public record Vec3(long x, long y, long z) {
    /** The zero vector. */
    public static final Vec3 ZERO = new Vec3(0, 0, 0);
    /** Unit x axis. */
    public static final Vec3 UNIT_X = new Vec3(Fixed.ONE, 0, 0);
    /** Unit y axis. */
    public static final Vec3 UNIT_Y = new Vec3(0, Fixed.ONE, 0);
    /** Unit z axis. */
    public static final Vec3 UNIT_Z = new Vec3(0, 0, Fixed.ONE);

    /** Returns the vector of the integers {@code (x, y, z)}. */
    public static Vec3 ofInts(int x, int y, int z) {
        return new Vec3(Fixed.fromInt(x), Fixed.fromInt(y), Fixed.fromInt(z));
    }

    /** Returns the vector of three decimal strings, each parsed by {@link FixedFormat#parseExact}. */
    public static Vec3 parse(String x, String y, String z) {
        return new Vec3(FixedFormat.parseExact(x), FixedFormat.parseExact(y), FixedFormat.parseExact(z));
    }

    /** Returns {@code this + o}, exact. */
    public Vec3 add(Vec3 o) {
        return new Vec3(Fixed.add(x, o.x), Fixed.add(y, o.y), Fixed.add(z, o.z));
    }

    /** Returns {@code this - o}, exact. */
    public Vec3 sub(Vec3 o) {
        return new Vec3(Fixed.sub(x, o.x), Fixed.sub(y, o.y), Fixed.sub(z, o.z));
    }

    /** Returns {@code -this}, exact. */
    public Vec3 neg() {
        return new Vec3(Fixed.neg(x), Fixed.neg(y), Fixed.neg(z));
    }

    /** Returns {@code this * s}, each component rounded once. */
    public Vec3 scale(long s) {
        return new Vec3(Fixed.mul(x, s), Fixed.mul(y, s), Fixed.mul(z, s));
    }

    /** Returns the dot product, accumulated exactly and rounded once. */
    public long dot(Vec3 o) {
        return Fixed.dot3(x, y, z, o.x, o.y, o.z);
    }

    /** Returns the cross product; each component is a two-product difference rounded once. */
    public Vec3 cross(Vec3 o) {
        return new Vec3(VecMath.crossX(y, z, o.y, o.z), VecMath.crossY(x, z, o.x, o.z), VecMath.crossZ(x, y, o.x, o.y));
    }

    /** Returns the Euclidean length, from the exact sum of squares, rounded once. */
    public long length() {
        return Fixed.length3(x, y, z);
    }

    /** Returns the distance to {@code o}. */
    public long distance(Vec3 o) {
        return sub(o).length();
    }

    /**
     * Returns the unit vector in the direction of {@code this}; each component within 1 ulp of
     * the exact quotient (see {@link Normalization}).
     *
     * @throws ArithmeticException if {@code this} is the zero vector
     */
    public Vec3 normalize() {
        MutableVec3 out = new MutableVec3();
        VecMath.normalizeInto(x, y, z, out);
        return out.toVec3();
    }

    /** Returns true when all components are zero. */
    public boolean isZero() {
        return (x | y | z) == 0;
    }

    /** Returns {@code (x, y, z)} with exact decimal components, for messages and display. */
    @Override
    public String toString() {
        return "(" + FixedFormat.toExactString(x) + ", " + FixedFormat.toExactString(y) + ", "
                + FixedFormat.toExactString(z) + ")";
    }
}
