package dev.lockstep.world;

import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.FixedOverflowException;
import dev.lockstep.fixedpoint.Transform;
import java.math.BigInteger;
import java.util.Objects;

/**
 * Mass, centre of mass and inertia tensor of shapes and bodies (creation-time code).
 *
 * <p><b>Rounding contract.</b> Every public result is the exact value (BigInteger rationals, or
 * {@code a + b sqrt(s)} for a capsule's length) rounded once to the nearest raw Q31.32 value, ties
 * to even. Inputs are taken as exact: raw shape coordinates, the raw density, the raw
 * {@code Fixed.PI} as pi (so "exact" means exact for pi = {@code 0x3_243F_6A89 / 2^32}), and, in
 * {@link #combine} and the inverses, the raw values of the given {@link MassData}. Results are
 * therefore identical on every JVM and platform, and independent of evaluation order.
 *
 * <p><b>Frames.</b> {@code local} places the shape in the body frame: centre {@code R c + p} and
 * tensor {@code R I R^T}, where {@code R} is the exact rotation of {@code local.rotation()}'s
 * direction ({@code M(q) / |q|^2}, exactly orthogonal). It agrees with {@code local.basis()} (each
 * entry rounded) to within rounding, which is what collision queries use to place vertices.
 *
 * <p>The tensor of a combination is about the exact combined centre, then rounded; it is not
 * re-centred on the rounded centre (the difference is {@code m * delta^2} with
 * {@code delta <= 2^-33}, far below one ulp).
 */
public final class MassProperties {
    private MassProperties() {
    }

    /**
     * Returns the mass properties of a solid shape of uniform {@code density} (raw mass per cubic
     * unit), in the body frame given by {@code local}.
     *
     * <ul>
     * <li>{@link Sphere}: ball of {@code radius} about {@code center}.</li>
     * <li>{@link Capsule}: cylinder {@code p0-p1} of {@code radius} plus two hemispherical caps.</li>
     * <li>{@link ConvexHull} (boxes are {@code ConvexHull.box}): the solid bounded by its faces,
     *     summed over tetrahedra (see {@code ExactShapeMass.hull}).</li>
     * </ul>
     *
     * @throws IllegalArgumentException if {@code density <= 0}, the rotation quaternion is zero,
     *     the volume is not positive, the mass rounds to zero, or a value does not fit Q31.32
     */
    public static MassData of(Shape shape, Transform local, long density) {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(local, "local");
        String what = describe(shape);
        MassWindow.checkDensity(density, what);
        Rational rho = Rational.fromRaw(density);
        ExactMass own;
        switch (shape.type()) {
            case SPHERE:
                own = ExactShapeMass.sphere((Sphere) shape, rho);
                break;
            case CAPSULE:
                own = ExactShapeMass.capsule((Capsule) shape, rho);
                break;
            case HULL:
                own = ExactShapeMass.hull((ConvexHull) shape, rho);
                break;
            default:
                throw new IllegalArgumentException(what + " has no mass properties (shape type " + shape.type() + ")");
        }
        MassData m = own.placed(local.rotation(), local.translation()).round(what);
        if (m.mass() <= 0) {
            throw new IllegalArgumentException(what + " at density " + FixedFormat.toExactString(density)
                    + ": mass rounds to zero (volume x density < 2^-33); raise the density or enlarge the shape");
        }
        return m;
    }

    /**
     * Returns the mass properties of the rigid union of {@code parts[0..count)}: total mass, the
     * mass-weighted centre, and the inertia about that centre by the parallel axis theorem,
     * {@code I = sum(I_i + m_i (|d_i|^2 E - d_i d_i^T))}, {@code d_i = c_i - c}, computed exactly
     * from the parts' raw values and rounded once.
     *
     * @throws IllegalArgumentException if {@code count} is not in {@code [1, parts.length]}, a part
     *     has a negative mass, the total mass is not positive, or a result does not fit Q31.32
     */
    public static MassData combine(MassData[] parts, int count) {
        Objects.requireNonNull(parts, "parts");
        if (count < 1 || count > parts.length) {
            throw new IllegalArgumentException("combine needs 1.." + parts.length + " parts, got count " + count);
        }
        Rational total = Rational.ZERO;
        Rational[] moment = {Rational.ZERO, Rational.ZERO, Rational.ZERO};
        for (int p = 0; p < count; p++) {
            MassData part = Objects.requireNonNull(parts[p], "parts[" + p + "]");
            if (part.mass() < 0) {
                throw new IllegalArgumentException("combine: part " + p + " has a negative mass "
                        + FixedFormat.toExactString(part.mass()));
            }
            Rational m = Rational.fromRaw(part.mass());
            total = total.add(m);
            Rational[] c = centre(part);
            for (int i = 0; i < 3; i++) {
                moment[i] = moment[i].add(m.mul(c[i]));
            }
        }
        if (total.signum() <= 0) {
            throw new IllegalArgumentException("combine: the " + count + " parts have zero total mass");
        }
        Rational[] centre = new Rational[3];
        for (int i = 0; i < 3; i++) {
            centre[i] = moment[i].div(total);
        }
        Rational[] tensor = {Rational.ZERO, Rational.ZERO, Rational.ZERO, Rational.ZERO, Rational.ZERO, Rational.ZERO};
        for (int p = 0; p < count; p++) {
            MassData part = parts[p];
            Rational m = Rational.fromRaw(part.mass());
            Rational[] c = centre(part);
            Rational[] d = {c[0].sub(centre[0]), c[1].sub(centre[1]), c[2].sub(centre[2])};
            Rational d2 = d[0].mul(d[0]).add(d[1].mul(d[1])).add(d[2].mul(d[2]));
            long[] own = packed(part);
            for (int e = 0; e < 6; e++) {
                Rational shift = d[ExactMass.ROW[e]].mul(d[ExactMass.COL[e]]).negate();
                if (e < 3) {
                    shift = shift.add(d2);
                }
                tensor[e] = tensor[e].add(Rational.fromRaw(own[e])).add(m.mul(shift));
            }
        }
        Surd[] exact = new Surd[6];
        for (int e = 0; e < 6; e++) {
            exact[e] = Surd.rational(tensor[e]);
        }
        return new ExactMass(Surd.rational(total), centre, exact).round("combined body of " + count + " parts");
    }

    /**
     * Writes the inverse of the inertia tensor into {@code out6} as
     * {@code {xx, yy, zz, xy, xz, yz}} (symmetric): each entry is its exact cofactor divided by the
     * exact determinant, rounded once. For a tensor inside {@link MassWindow} every entry is at most
     * {@code 1 / MIN_INERTIA = 2^20} in magnitude.
     *
     * @throws IllegalArgumentException if the tensor's determinant is {@code <= 0} (not positive definite)
     * @throws FixedOverflowException if an entry of the inverse does not fit Q31.32
     */
    public static void inverseInertia(MassData m, long[] out6) {
        Objects.requireNonNull(m, "m");
        if (out6.length < 6) {
            throw new IllegalArgumentException("out6 needs 6 entries, has " + out6.length);
        }
        BigInteger a = BigInteger.valueOf(m.ixx());
        BigInteger b = BigInteger.valueOf(m.iyy());
        BigInteger c = BigInteger.valueOf(m.izz());
        BigInteger xy = BigInteger.valueOf(m.ixy());
        BigInteger xz = BigInteger.valueOf(m.ixz());
        BigInteger yz = BigInteger.valueOf(m.iyz());
        BigInteger[] cof = {
            b.multiply(c).subtract(yz.multiply(yz)),
            a.multiply(c).subtract(xz.multiply(xz)),
            a.multiply(b).subtract(xy.multiply(xy)),
            xz.multiply(yz).subtract(xy.multiply(c)),
            xy.multiply(yz).subtract(xz.multiply(b)),
            xy.multiply(xz).subtract(a.multiply(yz))};
        BigInteger det = a.multiply(cof[0]).add(xy.multiply(cof[3])).add(xz.multiply(cof[4]));
        if (det.signum() <= 0) {
            throw new IllegalArgumentException("inverse inertia: the tensor is not positive definite (determinant "
                    + (det.signum() == 0 ? "zero" : "negative") + "): " + m);
        }
        // raw result = (cofactor / 2^64) / (det / 2^96) * 2^32 = cofactor * 2^64 / det
        long[] result = new long[6];
        for (int e = 0; e < 6; e++) {
            BigInteger raw = Rational.roundHalfEven(cof[e].shiftLeft(64), det);
            if (raw.bitLength() > 63) {
                throw FixedOverflowException.outOfRange("MassProperties.inverseInertia",
                        "inverse entry " + e + " exceeds Q31.32 (smallest principal moment too small)",
                        m.ixx(), m.iyy(), m.izz(), m.ixy(), m.ixz(), m.iyz());
            }
            result[e] = raw.longValue();
        }
        System.arraycopy(result, 0, out6, 0, 6);
    }

    /**
     * Returns {@code 1 / mass} rounded once (raw {@code round(2^64 / mass)}, ties to even).
     *
     * @throws IllegalArgumentException if {@code mass <= 0}
     * @throws FixedOverflowException if the inverse exceeds Q31.32 (mass below {@code 2^-31})
     */
    public static long inverseMass(MassData m) {
        long mass = m.mass();
        if (mass <= 0) {
            throw new IllegalArgumentException("inverse mass: mass must be > 0, got " + FixedFormat.toExactString(mass));
        }
        BigInteger raw = Rational.roundHalfEven(BigInteger.ONE.shiftLeft(64), BigInteger.valueOf(mass));
        if (raw.bitLength() > 63) {
            throw FixedOverflowException.outOfRange("MassProperties.inverseMass", "1 / mass exceeds Q31.32", mass);
        }
        return raw.longValue();
    }

    /** Returns {@code floor(lambda_min)}, the smallest principal moment rounded down (raw, exact). */
    public static BigInteger smallestPrincipalMomentFloor(MassData m) {
        return PrincipalMoments.smallestFloor(m);
    }

    /** Returns {@code ceil(lambda_max)}, the largest principal moment rounded up (raw, exact). */
    public static BigInteger largestPrincipalMomentCeil(MassData m) {
        return PrincipalMoments.largestCeil(m);
    }

    private static Rational[] centre(MassData m) {
        return new Rational[] {Rational.fromRaw(m.centerX()), Rational.fromRaw(m.centerY()), Rational.fromRaw(m.centerZ())};
    }

    private static long[] packed(MassData m) {
        return new long[] {m.ixx(), m.iyy(), m.izz(), m.ixy(), m.ixz(), m.iyz()};
    }

    private static String describe(Shape shape) {
        switch (shape.type()) {
            case SPHERE:
                return "sphere (radius " + FixedFormat.toExactString(((Sphere) shape).radius()) + ")";
            case CAPSULE:
                return "capsule (radius " + FixedFormat.toExactString(((Capsule) shape).radius()) + ")";
            case HULL:
                return "hull (" + ((ConvexHull) shape).vertexCount() + " vertices)";
            default:
                return "shape of type " + shape.type();
        }
    }
}
