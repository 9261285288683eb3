package dev.lockstep.collision.epa;

import dev.lockstep.collision.gjk.WitnessResult;
import dev.lockstep.collision.gjk.SupportPoint;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;

/**
 * The caller-owned, reusable result of {@link Epa#penetration}: raw Q31.32, world frame.
 *
 * <ul>
 *   <li>{@link #coreDepth()}: penetration depth of the core shapes, {@code >= 0}; 0 when the cores
 *       only touch or {@code A - B} is flat (see {@link EpaTermination}).</li>
 *   <li>{@link #depth()}: of the full shapes, {@code coreDepth + rA + rB}.</li>
 *   <li>normal: unit, from A to B: moving B by {@code depth * normal} separates the shapes.</li>
 *   <li>pointA / pointB: witness points, the deepest point of A inside B and of B inside A
 *       (core witness moved by the radius along the normal), so
 *       {@code pointA - pointB = depth * normal} up to rounding.</li>
 * </ul>
 */
public final class PenetrationResult extends WitnessResult {
    long coreDepth;
    long depth;
    EpaTermination termination = EpaTermination.TOLERANCE;
    int iterations;

    /*
     * The feature sets (WitnessResult): the feature indices of the witness triangle's vertices
     * with a non-zero weight (1 vertex, 2 edge, 3 face); for the degenerate exits, those of GJK's
     * simplex.
     */

    void clearFeatures() {
        clearFeatureSets();
    }

    void addFeatures(SupportPoint p, long weight) {
        if (weight != 0) {
            addFeaturePair(p.indexA, p.indexB);
        }
    }

    /** Returns the raw penetration depth of the full shapes. */
    public long depth() {
        return depth;
    }

    /** Returns the raw penetration depth of the core shapes. */
    public long coreDepth() {
        return coreDepth;
    }

    /** Returns why EPA stopped. */
    public EpaTermination termination() {
        return termination;
    }

    /** Returns the number of polytope expansions. */
    public int iterations() {
        return iterations;
    }

    void setWorld(Transform ta, long shiftX, long shiftY, long shiftZ, long lnx, long lny, long lnz, long lax, long lay,
                  long laz, long lbx, long lby, long lbz, MutableVec3 tmp) {
        setWitnessFromFrameA(ta, shiftX, shiftY, shiftZ, lnx, lny, lnz, lax, lay, laz, lbx, lby, lbz, tmp);
    }
}
