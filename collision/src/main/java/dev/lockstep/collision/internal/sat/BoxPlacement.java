package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.wide.Dot128;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * Places a centred box ({@link BoxFeatures}) by a relative transform with the same bits as
 * {@link PlacedHull#loadTransformed}, from nine products instead of 24 dot products and with the
 * face normals copied instead of multiplied. Issue 4, box-vs-box speed.
 *
 * <p>Why the bits are equal, entry by entry ({@code R}, {@code p} the {@link RelativePose}):
 * <ul>
 *   <li><b>Vertex</b> {@code i}, row {@code r}: {@code loadTransformed} rounds the exact 128-bit
 *       sum {@code R_r0 x_i + R_r1 y_i + R_r2 z_i} once ({@code Fixed.dot3}), then adds
 *       {@code p_r} exactly ({@code Fixed.add}). A box vertex coordinate is {@code +-h_k}, so each
 *       term is {@code +-P_rk} with {@code P_rk = R_rk h_k} exact in 128 bits (two's complement
 *       negation is exact); the sum of the same three exact terms is the same 128-bit value in any
 *       order (below {@code 2^110} in magnitude: no wrap), rounded by the same
 *       {@code Fixed.roundedShift32}. When it does not fit, {@code Fixed.dot3} is called with the
 *       general path's operands and throws its exception. With an exactly identity {@code R} the
 *       general path's own shortcut (exact adds) is used.</li>
 *   <li><b>Normal</b> of the face along axis {@code k} with sign {@code s}: the hull normal is
 *       {@code s ONE e_k}, so {@code Fixed.dot3(R_r, n)} has one product {@code s R_rk 2^32} and
 *       returns {@code s R_rk} unrounded: the normal is {@code s} times column {@code k} of
 *       {@code R} ({@code Fixed.neg} for {@code s < 0}, throwing where the general product would).</li>
 *   <li><b>Offset</b>: the exact maximum of {@code n' . v'} over the face's own four vertices
 *       (the vertices whose coordinate {@code k} has sign {@code s}), rounded once: the value
 *       {@code loadTransformed} computes, in the same 128-bit arithmetic. A vertex sum that does
 *       not fit throws through {@code Fixed.dot3}, as there. With an identity {@code R} the four
 *       vertices share coordinate {@code c = s h_k + p_k}, every sum is {@code s 2^32 c}, and the
 *       offset is {@code s c} unrounded ({@code Fixed.neg} throwing where the product would not fit).</li>
 * </ul>
 * Offsets are placed by a second call, {@link #placeOffsets}, when the SAT needs them.
 * Flags: {@code identityRotation} as {@code loadTransformed} sets it; {@code climbable} and
 * {@code tableBoundsKnown} stay false, which only makes strategy choices conservative (scanning
 * SAT, scanned table bounds); no result depends on them. Checked against the general placement
 * by {@code BoxBoxProperties}.
 */
final class BoxPlacement {
    private BoxPlacement() {
    }

    /**
     * Places the vertices and face normals of box {@code h} (with {@code box == HullQueryIndex.of(h).box()})
     * by {@code pose} into {@code out}; the face offsets stay stale until {@link #placeOffsets}.
     */
    static void place(PlacedHull out, ConvexHull h, BoxFeatures box, RelativePose pose) {
        out.loadPartial(h);
        boolean identity = pose.isIdentityRotation();
        out.identityRotation = identity;
        long[] xyz = out.xyz;
        if (identity) {
            for (int i = 0; i < 8; i++) {
                xyz[3 * i] = Fixed.add(h.vertexX(i), pose.px());
                xyz[3 * i + 1] = Fixed.add(h.vertexY(i), pose.py());
                xyz[3 * i + 2] = Fixed.add(h.vertexZ(i), pose.pz());
            }
        } else {
            long hx = box.halfExtent(0);
            long hy = box.halfExtent(1);
            long hz = box.halfExtent(2);
            boolean inRange = pose.rotationWithin(2 * Fixed.ONE) && pose.translationWithin(1L << 62);
            for (int r = 0; r < 3; r++) {
                placeRow(out, h, pose, r, hx, hy, hz, inRange);
            }
        }
        long[] n = out.normal;
        for (int f = 0; f < 6; f++) {
            int k = box.faceAxis(f);
            if (identity) {
                n[3 * f] = h.faceNormalX(f);
                n[3 * f + 1] = h.faceNormalY(f);
                n[3 * f + 2] = h.faceNormalZ(f);
            } else if (box.faceSign(f) > 0) {
                n[3 * f] = pose.rotation(0, k);
                n[3 * f + 1] = pose.rotation(1, k);
                n[3 * f + 2] = pose.rotation(2, k);
            } else {
                n[3 * f] = Fixed.neg(pose.rotation(0, k));
                n[3 * f + 1] = Fixed.neg(pose.rotation(1, k));
                n[3 * f + 2] = Fixed.neg(pose.rotation(2, k));
            }
        }
    }

    /**
     * Places the face offsets of the box {@link #place} placed into {@code out}. Split from it so
     * that a pair separated by a face of A never pays for them: nothing reads B's offsets then
     * (the face contact and the faces-of-B query come later; the pair cache's translation tables
     * read vertices and normals only). The one difference from {@code loadTransformed}: an offset
     * that would overflow (coordinates far beyond the documented bounds) is not reached, so it
     * does not throw in that case.
     */
    static void placeOffsets(PlacedHull out, BoxFeatures box) {
        long[] xyz = out.xyz;
        long[] n = out.normal;
        for (int f = 0; f < 6; f++) {
            int k = box.faceAxis(f);
            if (out.identityRotation) {
                // n' = s ONE e_k and the face's four placed vertices share coordinate k (exact
                // adds of s h_k + p_k): every sum is s 2^32 c, the maximum rounds to s c exactly
                long c = xyz[3 * (box.faceSign(f) > 0 ? 7 : 0) + k];
                out.offset[f] = box.faceSign(f) > 0 ? c : Fixed.neg(c);
            } else {
                out.offset[f] = faceOffset(xyz, n[3 * f], n[3 * f + 1], n[3 * f + 2], 4 >> k, box.faceSign(f) > 0);
            }
        }
    }

    /**
     * Places coordinate {@code r} of all eight vertices: {@code round(+-P_r0 +-P_r1 +-P_r2) + p_r}
     * with {@code P_rk = R_rk h_k}, the signs those of the vertex's coordinates.
     */
    private static void placeRow(PlacedHull out, ConvexHull h, RelativePose pose, int r, long hx, long hy, long hz,
            boolean inRange) {
        long r0 = pose.rotation(r, 0);
        long r1 = pose.rotation(r, 1);
        long r2 = pose.rotation(r, 2);
        long p = pose.translation(r);
        // the three exact products, 128 bits each
        long xHi = Int128.productHigh(r0, hx);
        long xLo = Int128.productLow(r0, hx);
        long yHi = Int128.productHigh(r1, hy);
        long yLo = Int128.productLow(r1, hy);
        long zHi = Int128.productHigh(r2, hz);
        long zLo = Int128.productLow(r2, hz);
        long[] xyz = out.xyz;
        for (int i = 0; i < 8; i++) {
            // +-P_r0 +-P_r1 +-P_r2 with the signs of vertex i (bit 2: +x, bit 1: +y, bit 0: +z)
            long sHi = (i & 4) != 0 ? xHi : Int128.negateHigh(xHi, xLo);
            long sLo = (i & 4) != 0 ? xLo : Int128.negateLow(xLo);
            long tHi = (i & 2) != 0 ? yHi : Int128.negateHigh(yHi, yLo);
            long tLo = (i & 2) != 0 ? yLo : Int128.negateLow(yLo);
            long hi = Int128.addHigh(sHi, sLo, tHi, tLo);
            long lo = Int128.addLow(sLo, tLo);
            tHi = (i & 1) != 0 ? zHi : Int128.negateHigh(zHi, zLo);
            tLo = (i & 1) != 0 ? zLo : Int128.negateLow(zLo);
            hi = Int128.addHigh(hi, lo, tHi, tLo);
            long sum = Int128.addLow(lo, tLo);
            if (inRange) {
                // |R_rk| <= 2^33 and h_k <= 2^45: each product below 2^78, the sum below 2^80,
                // the rounded value below 2^48; with |p| <= 2^62 neither step can overflow
                xyz[3 * i + r] = Fixed.roundedShift32(hi, sum) + p;
                continue;
            }
            if (!Fixed.fitsRoundedShift32(hi, sum)) {
                Fixed.dot3(r0, r1, r2, h.vertexX(i), h.vertexY(i), h.vertexZ(i));  // throws, as the general placement
            }
            xyz[3 * i + r] = Fixed.add(Fixed.roundedShift32(hi, sum), p);
        }
    }

    /**
     * Returns the rounded exact maximum of {@code n . v} over the four vertices whose index has
     * {@code bit} set ({@code positive}) or clear: the vertices of the face with that normal.
     */
    private static long faceOffset(long[] xyz, long nx, long ny, long nz, int bit, boolean positive) {
        long bestHi = 0;
        long bestLo = 0;
        boolean first = true;
        for (int i = 0; i < 8; i++) {
            if (((i & bit) != 0) != positive) {
                continue;
            }
            long vx = xyz[3 * i];
            long vy = xyz[3 * i + 1];
            long vz = xyz[3 * i + 2];
            long hi = Dot128.high(nx, ny, nz, vx, vy, vz);
            long sum = Dot128.low(nx, ny, nz, vx, vy, vz);
            if (!Fixed.fitsRoundedShift32(hi, sum)) {
                Fixed.dot3(nx, ny, nz, vx, vy, vz);     // throws, as the general placement
            }
            if (first || Int128.less(bestHi, bestLo, hi, sum)) {
                bestHi = hi;
                bestLo = sum;
                first = false;
            }
        }
        return Fixed.roundedShift32(bestHi, bestLo);
    }
}
