package dev.lockstep.collision.internal.clip;

import dev.lockstep.collision.internal.sat.PlacedHull;
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
