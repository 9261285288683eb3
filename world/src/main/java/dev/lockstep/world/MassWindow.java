package dev.lockstep.world;

import dev.lockstep.fixedpoint.FixedFormat;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The mass-property window every dynamic body must fall in, checked once at creation
 * ({@link #check}) so that nothing overflows or loses all precision mid-step (research notes,
 * dynamics anchors (d), pitfall 2 "Mass-property range").
 *
 * <p><b>What is checked.</b> {@code mass} in {@code [MIN_MASS, MAX_MASS]}; each diagonal entry
 * {@code ixx, iyy, izz} in {@code [MIN_INERTIA, MAX_INERTIA]}; and the smallest and largest
 * principal moments (eigenvalues of the tensor) in the same range. The principal moments are
 * bounded exactly without eigenvectors: {@code lambda_min >= t} holds exactly when
 * {@code I - t E} is positive semidefinite, which is decided by the signs of its seven principal
 * minors in BigInteger ({@code PrincipalMoments}), and bisection on that test gives
 * {@code floor(lambda_min)}; {@code lambda_max} likewise from {@code t E - I}. (Determinant/trace
 * or Gershgorin bounds would also be safe but reject valid thin bodies; the exact test rejects
 * exactly the bodies outside.) A diagonal entry always lies between the two principal moments, so
 * the diagonal checks only give a more specific message; and the principal-moment checks make
 * the window independent of how the body frame is rotated.
 *
 * <p><b>Why the inverses fit.</b> {@code 1 / mass <= 2^20} and every entry of the inverse tensor
 * is at most {@code 1 / lambda_min <= 2^20} in magnitude, leaving {@code 2^11} of headroom below
 * the Q31.32 limit {@code 2^31} for impulse times inverse mass.
 *
 * <p><b>What the window means for a solid box</b> of side {@code a} ({@code m = rho a^3},
 * {@code I = rho a^5 / 6}):
 * <ul>
 * <li>density 1 (the recommended default: contact dynamics are invariant under a global mass
 *     scale): {@code 0.0895 <= a <= 52.6}. The lower end is set by {@code MIN_INERTIA}
 *     ({@code a >= (6 * 2^-20)^(1/5)}; the mass limit alone would allow 0.0099), the upper by
 *     {@code MAX_INERTIA} ({@code a <= (6 * 2^26)^(1/5)}; the mass limit alone would allow 101.6).</li>
 * <li>density 1000 (water, Box3D's default): {@code 0.0225 <= a <= 10.15}. The lower end is set
 *     by {@code MIN_INERTIA}, the upper by {@code MAX_MASS} ({@code a <= (2^20 / 1000)^(1/3)}).</li>
 * </ul>
 * Raising the density shrinks the smallest allowed box as {@code rho^(-1/5)}; lowering it grows
 * the largest as {@code rho^(-1/5)} (inertia) or {@code rho^(-1/3)} (mass).
 */
public final class MassWindow {
    /**
     * Smallest mass of a dynamic body: {@code 2^-20} (raw {@code 2^12 = 4096}, about 9.5e-7).
     * Why: {@code 1 / mass <= 2^20} keeps inverse mass and velocity changes {@code impulse / m}
     * far inside Q31.32, and the mass keeps at least 12 significant bits (relative rounding error
     * {@code <= 2^-13}). Consequence: lighter bodies are rejected at creation; raise the density.
     */
    public static final long MIN_MASS = 1L << 12;

    /**
     * Largest mass of a dynamic body: {@code 2^20} (raw {@code 2^52}, 1,048,576). Why: momenta
     * {@code m v} and the solver's effective masses stay below {@code 2^31} for speeds up to
     * {@code 2^11} units per second, and squared quantities built from them stay checkable
     * (pitfall 1, "squared physical quantities overflow"). Consequence: heavier bodies are rejected;
     * lower the density (dynamics are invariant under a global mass scale).
     */
    public static final long MAX_MASS = 1L << 52;

    /**
     * Smallest principal moment of inertia: {@code 2^-20} (raw {@code 2^12}). Why: every entry of
     * the inverse tensor is at most {@code 1 / lambda_min <= 2^20}, and the moment keeps at least 12
     * significant bits; Fixed3D saw bodies whose true inertia was below one ulp stop rotating and
     * never sleep. Consequence: small bodies are rejected (at density 1 a box below side 0.0895);
     * raise the density or enlarge the shape.
     */
    public static final long MIN_INERTIA = 1L << 12;

    /**
     * Largest principal moment of inertia: {@code 2^26} (raw {@code 2^58}, 67,108,864). Why:
     * angular momentum {@code I w} stays below {@code 2^31} for spin rates up to {@code 2^5}
     * radians per second, and {@code R I R^T} sums of three such entries stay in range.
     * Consequence: large or heavy bodies are rejected (at density 1 a box above side 52.6); lower
     * the density.
     */
    public static final long MAX_INERTIA = 1L << 58;

    private MassWindow() {
    }

    /**
     * Checks that a dynamic body's mass properties are inside the window.
     *
     * @param what names the body in the message, for example {@code "body 3 (user data 17)"}
     * @throws IllegalArgumentException naming {@code what}, the value (exact decimal), the limit it
     *     broke and a hint
     */
    public static void check(MassData m, String what) {
        checkRange(BigInteger.valueOf(m.mass()), MIN_MASS, MAX_MASS, what, "mass", "MIN_MASS", "MAX_MASS");
        checkRange(BigInteger.valueOf(m.ixx()), MIN_INERTIA, MAX_INERTIA, what, "inertia ixx", "MIN_INERTIA", "MAX_INERTIA");
        checkRange(BigInteger.valueOf(m.iyy()), MIN_INERTIA, MAX_INERTIA, what, "inertia iyy", "MIN_INERTIA", "MAX_INERTIA");
        checkRange(BigInteger.valueOf(m.izz()), MIN_INERTIA, MAX_INERTIA, what, "inertia izz", "MIN_INERTIA", "MAX_INERTIA");
        BigInteger smallest = PrincipalMoments.smallestFloor(m);
        checkRange(smallest, MIN_INERTIA, MAX_INERTIA, what, "smallest principal moment (rounded down)",
                "MIN_INERTIA", "MAX_INERTIA");
        BigInteger largest = PrincipalMoments.largestCeil(m);
        checkRange(largest, MIN_INERTIA, MAX_INERTIA, what, "largest principal moment (rounded up)",
                "MIN_INERTIA", "MAX_INERTIA");
    }

    /**
     * Checks a shape density.
     *
     * @throws IllegalArgumentException naming {@code what} if {@code density <= 0}
     */
    public static void checkDensity(long density, String what) {
        if (density <= 0) {
            throw new IllegalArgumentException(what + ": density must be > 0, got " + FixedFormat.toExactString(density)
                    + " (a dynamic body needs a positive mass; use a static body for immovable geometry)");
        }
    }

    private static void checkRange(BigInteger raw, long min, long max, String what, String quantity,
                                   String minName, String maxName) {
        if (raw.compareTo(BigInteger.valueOf(min)) < 0) {
            throw new IllegalArgumentException(what + ": " + quantity + " " + describe(raw) + " is below " + minName + " = "
                    + FixedFormat.toExactString(min) + "; raise the density or enlarge the shapes");
        }
        if (raw.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new IllegalArgumentException(what + ": " + quantity + " " + describe(raw) + " is above " + maxName + " = "
                    + FixedFormat.toExactString(max) + "; lower the density or shrink the shapes");
        }
    }

    /** Exact decimal of a raw value of any size (FixedFormat for raw longs). */
    static String describe(BigInteger raw) {
        if (raw.bitLength() <= 63) {
            return FixedFormat.toExactString(raw.longValue());
        }
        return new BigDecimal(raw).divide(new BigDecimal(Rational.RAW_SCALE)).toPlainString();
    }
}
