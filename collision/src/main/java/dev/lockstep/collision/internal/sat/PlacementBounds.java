package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;

/**
 * The range proofs a {@link PlacedHull} placement carries: whether its rotation is certainly
 * nonsingular (the climbs' premise, {@link HullClimber}), whether every placed value is inside
 * the range where 128-bit sums and their differences are exact (the tabulated Gauss-map signs'
 * premise), and how far its rotation is from orthogonal (the arc skip's premise,
 * {@link ArcBound}). Static and allocation-free; each decides from raw values only.
 */
final class PlacementBounds {
    private PlacementBounds() {
    }

    /**
     * Returns true when the rotation part of {@code pose} is certainly nonsingular: every entry
     * within {@code [-2, 2]} and the rounded determinant {@code r0 . (r1 x r2)} within
     * {@code [1/2, 2]} (a rotation's is 1 within a few ulps; the roundings of the check are far
     * below the margin). Only a transform built from a badly non-unit quaternion fails it, and
     * then the SAT scans instead of climbing.
     */
    static boolean nonsingular(RelativePose pose) {
        if (!pose.rotationWithin(2 * Fixed.ONE)) {
            return false;
        }
        long cx = Fixed.mulSubMul(pose.r11(), pose.r22(), pose.r12(), pose.r21());
        long cy = Fixed.mulSubMul(pose.r12(), pose.r20(), pose.r10(), pose.r22());
        long cz = Fixed.mulSubMul(pose.r10(), pose.r21(), pose.r11(), pose.r20());
        long det = Fixed.dot3(pose.r00(), pose.r01(), pose.r02(), cx, cy, cz);
        return det >= Fixed.HALF && det <= 2 * Fixed.ONE;
    }

    /**
     * Returns true when {@link PlacedHull#withinTableBounds} holds for any placement of {@code h} by
     * {@code pose} ({@code null}: the identity), from the hull's bounds alone: with hull
     * coordinates within {@code c} raw, rotation entries within {@code 2} and unit normals (within
     * 1 ulp, {@code ConvexHull}), a
     * placed coordinate is within {@code 6c + |p| + 1} and a placed normal component within 6;
     * it holds when {@code c <= 2^56} and {@code |p| <= 2^59}. Constant time, so the usual query
     * skips the scan.
     */
    static boolean boundsFit(ConvexHull h, RelativePose pose) {
        dev.lockstep.collision.shape.Aabb b = h.localBounds();
        long c = Math.max(Math.max(Math.max(Math.abs(b.minX()), Math.abs(b.maxX())), Math.max(Math.abs(b.minY()), Math.abs(b.maxY()))),
                Math.max(Math.abs(b.minZ()), Math.abs(b.maxZ())));
        if (c > 1L << 56 || c < 0) {
            return false;
        }
        if (pose == null) {
            return true;
        }
        return pose.rotationWithin(2 * Fixed.ONE) && pose.translationWithin(1L << 59);
    }

    /**
     * Returns true when {@code xyz[0..coordinates)} all lie in {@code [-2^61, 2^61)} and
     * {@code normals[0..normalComponents)} in {@code [-2^62, 2^62)}: the scan behind
     * {@link PlacedHull#withinTableBounds} when {@link #boundsFit} could not prove it.
     */
    static boolean withinTableBounds(long[] xyz, int coordinates, long[] normals, int normalComponents) {
        long m = 0;
        for (int i = 0; i < coordinates; i++) {
            m |= xyz[i] ^ (xyz[i] >> 63);
        }
        long mn = 0;
        for (int i = 0; i < normalComponents; i++) {
            mn |= normals[i] ^ (normals[i] >> 63);
        }
        return (m >>> 61) == 0 && (mn >>> 62) == 0;
    }

    /**
     * Returns an upper bound, raw, of every {@code |(M^T M - I)_kl|} for the rotation {@code M}
     * of {@code pose}: each entry is one rounded {@code Fixed.dot3} of two columns (within 1/2 raw
     * of the exact sum), plus 1.
     */
    static long rotationSkew(RelativePose pose) {
        long m = 0;
        for (int k = 0; k < 3; k++) {
            for (int l = k; l < 3; l++) {
                long d = Fixed.dot3(pose.rotation(0, k), pose.rotation(1, k), pose.rotation(2, k), pose.rotation(0, l),
                        pose.rotation(1, l), pose.rotation(2, l));
                m = Math.max(m, Math.abs(k == l ? Fixed.sub(d, Fixed.ONE) : d) + 1);
            }
        }
        return m;
    }
}
