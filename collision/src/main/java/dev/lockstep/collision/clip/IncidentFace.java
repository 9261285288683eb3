package dev.lockstep.collision.clip;

import dev.lockstep.collision.sat.PlacedHull;
import dev.lockstep.fixedpoint.Fixed;

/**
 * The incident face (seed 001, "Hull vs Hull: Face Contact": "the most anti-parallel face on the
 * other hull"; seed 004, "incident face (most anti-parallel to D)").
 */
public final class IncidentFace {
    private IncidentFace() {
    }

    /**
     * Returns the face of {@code hull} whose normal has the smallest {@code Fixed.dot3} with
     * {@code (nx, ny, nz)} (the reference normal, same frame); ties go to the lowest face index.
     */
    public static int find(PlacedHull hull, long nx, long ny, long nz) {
        if (ny == 0 && nz == 0 || nx == 0 && nz == 0 || nx == 0 && ny == 0) {
            return findAlongAxis(hull, nx != 0 ? 0 : ny != 0 ? 1 : 2, nx != 0 ? nx : ny != 0 ? ny : nz);
        }
        int filtered = findFiltered(hull, nx, ny, nz);
        return filtered >= 0 ? filtered : findExact(hull, nx, ny, nz);
    }

    /** {@link #find}'s definition: every face's {@code Fixed.dot3}, the first smallest. */
    static int findExact(PlacedHull hull, long nx, long ny, long nz) {
        int best = 0;
        long bestDot = 0;
        for (int f = 0, n = hull.faceCount(); f < n; f++) {
            long d = Fixed.dot3(hull.nx(f), hull.ny(f), hull.nz(f), nx, ny, nz);
            if (f == 0 || d < bestDot) {
                best = f;
                bestDot = d;
            }
        }
        return best;
    }

    /**
     * {@link #find} from 64-bit products where they decide it, else -1. The hull's normals,
     * placed unit normals within {@code 2^33} raw (checked: else -1), are shifted right by 3 and
     * the reference normal by {@code t} into {@code 2^30} (floor shifts), so each exact sum is
     * {@code 2^(3+t) (A + E)} with {@code A} the sum of the shifted products (below {@code 2^62})
     * and {@code |E| < T = 3 2^30 + sum |m'| + 3} (as {@code sat.FilteredSigns}). When the second
     * smallest {@code A} exceeds the smallest by more than {@code 2T + 2^(29-t)}, every other
     * face's exact sum exceeds the smallest face's by more than {@code 2^32}, one raw after the
     * rounding, so its {@code Fixed.dot3} is strictly larger: that face is the answer, the same
     * as {@link #findExact}'s. Otherwise (near ties, rare) -1. Why: the exact dots of every face
     * were about 430 ns of a 32-point face contact (60 faces).
     */
    private static int findFiltered(PlacedHull hull, long nx, long ny, long nz) {
        long magnitude = Math.abs(nx) | Math.abs(ny) | Math.abs(nz);
        int t = Math.max(0, 64 - Long.numberOfLeadingZeros(magnitude) - 30);
        if (magnitude < 0 || t > 29) {
            return -1;
        }
        long mx = nx >> t;
        long my = ny >> t;
        long mz = nz >> t;
        long window = 2 * (3L * (1L << 30) + Math.abs(mx) + Math.abs(my) + Math.abs(mz) + 3) + (1L << (29 - t));
        long bits = 0;
        int best = 0;
        long min = Long.MAX_VALUE;
        long second = Long.MAX_VALUE;
        for (int f = 0, n = hull.faceCount(); f < n; f++) {
            long fx = hull.nx(f);
            long fy = hull.ny(f);
            long fz = hull.nz(f);
            bits |= (fx ^ (fx >> 63)) | (fy ^ (fy >> 63)) | (fz ^ (fz >> 63));
            long a = (fx >> 3) * mx + (fy >> 3) * my + (fz >> 3) * mz;
            if (a < min) {
                second = min;
                min = a;
                best = f;
            } else if (a < second) {
                second = a;
            }
        }
        // components within [-2^33, 2^33): shifted within [-2^30, 2^30), products summed below 2^62
        if ((bits >>> 33) != 0) {
            return -1;
        }
        return second == Long.MAX_VALUE || second - min > window ? best : -1;
    }

    /**
     * {@link #find} for a reference normal with the single non-zero component {@code c} on axis
     * {@code axis}: each dot has one non-zero product, so {@code Fixed.mul} of it is the same
     * bits; same tie rule. (A zero normal also lands here and, as in {@link #find}, ties to face 0.)
     */
    private static int findAlongAxis(PlacedHull hull, int axis, long c) {
        int best = 0;
        long bestDot = 0;
        for (int f = 0, n = hull.faceCount(); f < n; f++) {
            long d = Fixed.mul(axis == 0 ? hull.nx(f) : axis == 1 ? hull.ny(f) : hull.nz(f), c);
            if (f == 0 || d < bestDot) {
                best = f;
                bestDot = d;
            }
        }
        return best;
    }
}
