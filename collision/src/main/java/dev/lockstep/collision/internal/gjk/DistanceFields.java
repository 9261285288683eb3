package dev.lockstep.collision.internal.gjk;

import dev.lockstep.collision.gjk.GjkTermination;
import dev.lockstep.collision.gjk.WitnessResult;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;

/**
 * The storage of a {@link dev.lockstep.collision.gjk.DistanceResult}, which extends it: the
 * producers ({@link GjkLoop}, and through {@link GjkLoop#setPenetration} the combined GJK+EPA
 * query) write these fields and the writers below directly, the API type reads them in its
 * getters, with no accessor in between. Not API.
 */
public abstract class DistanceFields extends WitnessResult {
    protected boolean coresOverlap;
    protected boolean penetrating;
    protected long coreDistance;
    protected long distance;
    protected GjkTermination termination = GjkTermination.CONVERGED;
    protected int iterations;

    /** Creates a reset result. */
    protected DistanceFields() {
    }

    /**
     * Overwrites the geometric outputs with an overlap result from EPA: sets the penetrating flag,
     * core distance {@code -coreDepth}, distance {@code -depth}, and the world normal, points and
     * feature sets of {@code witness}. Keeps GJK's termination and iteration count.
     */
    final void setPenetration(long coreDepth, long depth, WitnessResult witness) {
        coresOverlap = true;
        penetrating = true;
        coreDistance = -coreDepth;
        distance = -depth;
        setWitness(witness.normalX(), witness.normalY(), witness.normalZ(), witness.pointAX(), witness.pointAY(),
                witness.pointAZ(), witness.pointBX(), witness.pointBY(), witness.pointBZ());
        copyFeaturesFrom(witness);
    }

    final void reset() {
        coresOverlap = false;
        penetrating = false;
        coreDistance = 0;
        distance = 0;
        setWitness(0, 0, 0, 0, 0, 0, 0, 0, 0);
        clearFeatureSets();
        iterations = 0;
    }

    /** Sets normal and points from A-frame values, mapping them to the world with {@code ta}. */
    final void setWorld(Transform ta, long shiftX, long shiftY, long shiftZ, long lnx, long lny, long lnz, long lax,
                        long lay, long laz, long lbx, long lby, long lbz, MutableVec3 tmp) {
        setWitnessFromFrameA(ta, shiftX, shiftY, shiftZ, lnx, lny, lnz, lax, lay, laz, lbx, lby, lbz, tmp);
    }

    /** Sets the feature sets to those of the simplex's vertices. */
    final void setFeatures(Simplex s) {
        clearFeatureSets();
        for (int i = 0; i < s.count(); i++) {
            addFeaturePair(s.point(i).indexA, s.point(i).indexB);
        }
    }
}
