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
}
