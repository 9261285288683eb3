package dev.lockstep.collision.manifold;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedOverflowException;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * The two friction tangents of a contact normal (seed 003, "two contact tangents perpendicular to
 * each other and the contact normal", the "consistent method": the same normal always gives the
 * same tangents). Bit for bit: the tangents are a pure function of the three raw normal
 * components, with one branch on the sign of {@code z}.
 *
 * <h2>Construction</h2>
 * The branch-free-in-spirit basis of Duff et al., "Building an Orthonormal Basis, Revisited"
 * (JCGT 2017), which has no singularity away from {@code z = -1} and replaces it with a sign
 * switch. With {@code s = +1} when the raw {@code z >= 0} (zero counts as positive) and {@code -1}
 * otherwise, and {@code c = 1 + |z|} (exact, in {@code [1, 2]}):
 * <pre>
 *   t1 = ( 1 - x*x/c ,   - x*y/c      , -s*x )
 *   t2 = ( -s*x*y/c  , s*(1 - y*y/c)  ,  -y  )
 * </pre>
 * Each of {@code x*x/c}, {@code x*y/c}, {@code y*y/c} is one {@link Fixed#mulDiv} (single rounding,
 * ties to even); everything else is exact. For a unit normal, {@code (t1, t2, n)} is a right-handed
 * orthonormal basis: {@code t1 x t2 = n}.
 *
 * <h2>Error</h2>
 * The construction is exact for an exactly unit normal; in raw arithmetic the error comes from the
 * three roundings and from the normal itself being unit only within
 * {@link dev.lockstep.fixedpoint.VecMath#normalizeInto}'s 1 ulp per component. For normals from
 * {@code normalizeInto}, {@code TangentBasisProperties} checks against exact BigInteger dot products
 * that {@code |t.t - 1|}, {@code |t1.t2|}, {@code |t.n|} and each component of {@code t1 x t2 - n}
 * stay within {@link #ORTHONORMAL_ERROR_ULPS} ulps.
 */
public final class TangentBasis {
    /**
     * Documented bound, in raw ulps (units of 2^-32), on the departure from orthonormality of the
     * basis built from a normal produced by {@code VecMath.normalizeInto}: 8 ulps (about 1.9e-9).
     * Checked by {@code TangentBasisProperties.basisIsOrthonormalWithinBound}.
     */
    public static final long ORTHONORMAL_ERROR_ULPS = 8;

    private TangentBasis() {
    }

    /**
     * Writes the first tangent of unit normal {@code (nx, ny, nz)} into {@code outT1} and the
     * second into {@code outT2} (raw Q31.32, unit within {@link #ORTHONORMAL_ERROR_ULPS}).
     *
     * @throws IllegalArgumentException if a component lies outside {@code [-1, 1]}, which no unit
     *     vector does (the formula needs {@code 1 + |z| >= 1})
     */
    public static void computeInto(long nx, long ny, long nz, MutableVec3 outT1, MutableVec3 outT2) {
        if (outside(nx) || outside(ny) || outside(nz)) {
            throw new IllegalArgumentException(FixedOverflowException.describe("TangentBasis.computeInto", nx, ny, nz)
                    + ": not a unit normal (a component is outside [-1, 1])");
        }
        boolean positive = nz >= 0;
        long c = Fixed.ONE + (positive ? nz : -nz);
        // exact shortcuts (same bits as the mulDiv, which is a 128-bit division): a zero factor
        // gives exactly 0, and a factor of magnitude c gives the other factor's square over c
        // exactly (|v| == c: v * v / c = c, no rounding). Axis normals, the common case of box
        // stacks and flat ground, then need no division at all.
        long xxc = nx == 0 ? 0 : nx == c || nx == -c ? c : Fixed.mulDiv(nx, nx, c);
        long xyc = nx == 0 || ny == 0 ? 0 : Fixed.mulDiv(nx, ny, c);
        long yyc = ny == 0 ? 0 : ny == c || ny == -c ? c : Fixed.mulDiv(ny, ny, c);
        if (positive) {
            outT1.set(Fixed.ONE - xxc, -xyc, -nx);
            outT2.set(-xyc, Fixed.ONE - yyc, -ny);
        } else {
            outT1.set(Fixed.ONE - xxc, -xyc, nx);
            outT2.set(xyc, yyc - Fixed.ONE, -ny);
        }
    }

    private static boolean outside(long v) {
        return v > Fixed.ONE || v < -Fixed.ONE;
    }
}
