package dev.lockstep.collision.epa;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.SupportPoint;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;

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
public final class PenetrationResult {
    long coreDepth;
    long depth;
    long nx, ny, nz;
    long pax, pay, paz;
    long pbx, pby, pbz;
    EpaTermination termination = EpaTermination.TOLERANCE;
    int iterations;
    final int[] featuresA = new int[3];
    final int[] featuresB = new int[3];
    int featureCountA;
    int featureCountB;

    /**
     * Returns how many distinct features of A support the witness point: the feature indices of
     * the witness triangle's vertices with a non-zero weight (1 vertex, 2 edge, 3 face); for the
     * degenerate exits, those of GJK's simplex.
     */
    public int featureCountA() {
        return featureCountA;
    }

    /** Returns the {@code i}-th distinct feature index of A, ascending. */
    public int featureA(int i) {
        return featuresA[i];
    }

    /** Returns how many distinct features of B support the witness point. */
    public int featureCountB() {
        return featureCountB;
    }

    /** Returns the {@code i}-th distinct feature index of B, ascending. */
    public int featureB(int i) {
        return featuresB[i];
    }

    void clearFeatures() {
        featureCountA = 0;
        featureCountB = 0;
    }

    void addFeatures(SupportPoint p, long weight) {
        if (weight != 0) {
            featureCountA = DistanceResult.insertDistinct(featuresA, featureCountA, p.indexA);
            featureCountB = DistanceResult.insertDistinct(featuresB, featureCountB, p.indexB);
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

    /** Returns the raw x of the unit normal from A to B (world). */
    public long normalX() {
        return nx;
    }

    /** Returns the raw y of the unit normal from A to B (world). */
    public long normalY() {
        return ny;
    }

    /** Returns the raw z of the unit normal from A to B (world). */
    public long normalZ() {
        return nz;
    }

    /** Returns the normal as a value (allocates). */
    public Vec3 normal() {
        return new Vec3(nx, ny, nz);
    }

    /** Returns the witness point on A as a value (allocates). */
    public Vec3 pointA() {
        return new Vec3(pax, pay, paz);
    }

    /** Returns the witness point on B as a value (allocates). */
    public Vec3 pointB() {
        return new Vec3(pbx, pby, pbz);
    }

    /** Writes the normal into {@code out}. */
    public void normalInto(MutableVec3 out) {
        out.set(nx, ny, nz);
    }

    /** Writes the witness point on A into {@code out}. */
    public void pointAInto(MutableVec3 out) {
        out.set(pax, pay, paz);
    }

    /** Writes the witness point on B into {@code out}. */
    public void pointBInto(MutableVec3 out) {
        out.set(pbx, pby, pbz);
    }

    /** Returns why EPA stopped. */
    public EpaTermination termination() {
        return termination;
    }

    /** Returns the number of polytope expansions. */
    public int iterations() {
        return iterations;
    }

    void setWorld(Transform ta, long lnx, long lny, long lnz, long lax, long lay, long laz,
                  long lbx, long lby, long lbz, MutableVec3 tmp) {
        ta.applyToVectorInto(lnx, lny, lnz, tmp);
        nx = tmp.x;
        ny = tmp.y;
        nz = tmp.z;
        ta.applyToPointInto(lax, lay, laz, tmp);
        pax = tmp.x;
        pay = tmp.y;
        paz = tmp.z;
        ta.applyToPointInto(lbx, lby, lbz, tmp);
        pbx = tmp.x;
        pby = tmp.y;
        pbz = tmp.z;
    }
}
