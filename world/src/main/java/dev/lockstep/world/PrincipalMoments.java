package dev.lockstep.world;

import java.math.BigInteger;

/**
 * Exact bounds on the principal moments (eigenvalues) of a symmetric 3x3 tensor, without
 * eigenvectors. {@code t <= lambda_min} exactly when {@code I - t E} is positive semidefinite, and
 * a symmetric matrix is positive semidefinite exactly when all seven principal minors (three
 * diagonal entries, three 2x2, the determinant) are {@code >= 0}. That test is exact in
 * BigInteger, so bisection over raw values finds {@code floor(lambda_min)} exactly; likewise
 * {@code ceil(lambda_max)} from {@code t E - I}. About 66 steps of a few dozen BigInteger
 * products each: creation-time cost only.
 */
final class PrincipalMoments {
    private PrincipalMoments() {
    }

    /** Returns {@code floor(lambda_min)} in raw units. */
    static BigInteger smallestFloor(MassData m) {
        BigInteger[] t = entries(m);
        // Gershgorin: every eigenvalue is >= min_i (I_ii - sum_j |I_ij|)
        BigInteger lo = null;
        BigInteger hi = null;
        for (int i = 0; i < 3; i++) {
            BigInteger d = t[i];
            BigInteger g = d.subtract(offDiagonalAbsSum(t, i));
            lo = lo == null ? g : lo.min(g);
            hi = hi == null ? d : hi.min(d);
        }
        // invariant: psd(I - lo E), and lambda_min <= min diagonal = hi
        while (hi.subtract(lo).compareTo(BigInteger.ONE) > 0) {
            BigInteger mid = lo.add(hi).shiftRight(1);
            if (positiveSemidefinite(t, mid.negate(), BigInteger.ONE)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return positiveSemidefinite(t, hi.negate(), BigInteger.ONE) ? hi : lo;
    }

    /** Returns {@code ceil(lambda_max)} in raw units. */
    static BigInteger largestCeil(MassData m) {
        BigInteger[] t = entries(m);
        BigInteger lo = null;
        BigInteger hi = null;
        for (int i = 0; i < 3; i++) {
            BigInteger d = t[i];
            BigInteger g = d.add(offDiagonalAbsSum(t, i));
            hi = hi == null ? g : hi.max(g);
            lo = lo == null ? d : lo.max(d);
        }
        // invariant: psd(hi E - I), and lambda_max >= max diagonal = lo
        while (hi.subtract(lo).compareTo(BigInteger.ONE) > 0) {
            BigInteger mid = lo.add(hi).shiftRight(1);
            if (positiveSemidefinite(t, mid, BigInteger.ONE.negate())) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return positiveSemidefinite(t, lo, BigInteger.ONE.negate()) ? lo : hi;
    }

    private static BigInteger[] entries(MassData m) {
        return new BigInteger[] {BigInteger.valueOf(m.ixx()), BigInteger.valueOf(m.iyy()), BigInteger.valueOf(m.izz()),
            BigInteger.valueOf(m.ixy()), BigInteger.valueOf(m.ixz()), BigInteger.valueOf(m.iyz())};
    }

    private static BigInteger offDiagonalAbsSum(BigInteger[] t, int i) {
        // xy = 3, xz = 4, yz = 5
        switch (i) {
            case 0:
                return t[3].abs().add(t[4].abs());
            case 1:
                return t[3].abs().add(t[5].abs());
            default:
                return t[4].abs().add(t[5].abs());
        }
    }

    /** Whether {@code shift E + sign I} is positive semidefinite (all principal minors >= 0). */
    private static boolean positiveSemidefinite(BigInteger[] t, BigInteger shift, BigInteger sign) {
        BigInteger a = shift.add(sign.multiply(t[0]));
        BigInteger b = shift.add(sign.multiply(t[1]));
        BigInteger c = shift.add(sign.multiply(t[2]));
        BigInteger xy = sign.multiply(t[3]);
        BigInteger xz = sign.multiply(t[4]);
        BigInteger yz = sign.multiply(t[5]);
        if (a.signum() < 0 || b.signum() < 0 || c.signum() < 0) {
            return false;
        }
        BigInteger mxy = a.multiply(b).subtract(xy.multiply(xy));
        BigInteger mxz = a.multiply(c).subtract(xz.multiply(xz));
        BigInteger myz = b.multiply(c).subtract(yz.multiply(yz));
        if (mxy.signum() < 0 || mxz.signum() < 0 || myz.signum() < 0) {
            return false;
        }
        BigInteger det = a.multiply(b.multiply(c).subtract(yz.multiply(yz)))
                .subtract(xy.multiply(xy.multiply(c).subtract(yz.multiply(xz))))
                .add(xz.multiply(xy.multiply(yz).subtract(b.multiply(xz))));
        return det.signum() >= 0;
    }
}
