package dev.lockstep.collision.internal.epa;

import dev.lockstep.collision.epa.EpaTermination;
import dev.lockstep.collision.gjk.WitnessResult;
import dev.lockstep.collision.internal.gjk.SupportPoint;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;

/**
 * The storage of a {@link dev.lockstep.collision.epa.PenetrationResult}, which extends it:
 * {@link Epa} writes these fields and the writers below directly, the API type reads them in its
 * getters, with no accessor in between. Not API.
 */
public abstract class PenetrationFields extends WitnessResult {
    protected long coreDepth;
    protected long depth;
    protected EpaTermination termination = EpaTermination.TOLERANCE;
    protected int iterations;

    /** Creates an empty result. */
    protected PenetrationFields() {
    }

    /*
     * The feature sets (WitnessResult): the feature indices of the witness triangle's vertices
     * with a non-zero weight (1 vertex, 2 edge, 3 face); for the degenerate exits, those of GJK's
     * simplex.
     */

    final void clearFeatures() {
        clearFeatureSets();
    }

    final void addFeatures(SupportPoint p, long weight) {
        if (weight != 0) {
            addFeaturePair(p.indexA, p.indexB);
        }
    }

    final void setWorld(Transform ta, long shiftX, long shiftY, long shiftZ, long lnx, long lny, long lnz, long lax,
                        long lay, long laz, long lbx, long lby, long lbz, MutableVec3 tmp) {
        setWitnessFromFrameA(ta, shiftX, shiftY, shiftZ, lnx, lny, lnz, lax, lay, laz, lbx, lby, lbz, tmp);
    }
}
