package dev.lockstep.collision.gjk;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;

/**
 * What a distance and a penetration query both report (raw Q31.32, world frame): the unit normal
 * from A to B, a witness point on each shape, and the distinct feature indices (as returned by
 * {@code SupportMap.supportCore}) that support them on A and on B, ascending. The base of
 * {@link DistanceResult} and {@code epa.PenetrationResult}, which add their own depths and
 * termination data. The protected setters are for the producers (GJK, EPA), whose internal
 * storage classes extend this one; nothing is allocated.
 */
public abstract class WitnessResult {
    private long nx;
    private long ny;
    private long nz;
    private long pax;
    private long pay;
    private long paz;
    private long pbx;
    private long pby;
    private long pbz;
    private final int[] featuresA = new int[4];
    private final int[] featuresB = new int[4];
    private int featureCountA;
    private int featureCountB;

    /** Creates a result with zero normal and points and no features. */
    protected WitnessResult() {
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

    /** Returns the raw x of the witness point on A (world). */
    public long pointAX() {
        return pax;
    }

    /** Returns the raw y of the witness point on A (world). */
    public long pointAY() {
        return pay;
    }

    /** Returns the raw z of the witness point on A (world). */
    public long pointAZ() {
        return paz;
    }

    /** Returns the raw x of the witness point on B (world). */
    public long pointBX() {
        return pbx;
    }

    /** Returns the raw y of the witness point on B (world). */
    public long pointBY() {
        return pby;
    }

    /** Returns the raw z of the witness point on B (world). */
    public long pointBZ() {
        return pbz;
    }

    /** Returns the normal as a value (allocates; for tests and tools). */
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

    /**
     * Returns how many distinct features of A support the witness point (1 vertex, 2 edge,
     * 3 face); see the subclass for which simplex or triangle they come from.
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

    /** Sets the world normal and witness points. */
    protected final void setWitness(long normalX, long normalY, long normalZ, long pointAX, long pointAY, long pointAZ,
            long pointBX, long pointBY, long pointBZ) {
        nx = normalX;
        ny = normalY;
        nz = normalZ;
        pax = pointAX;
        pay = pointAY;
        paz = pointAZ;
        pbx = pointBX;
        pby = pointBY;
        pbz = pointBZ;
    }

    /** Sets normal and points from A-frame values, mapping them to the world with {@code ta}. */
    protected final void setWitnessFromFrameA(Transform ta, long lnx, long lny, long lnz, long lax, long lay, long laz,
            long lbx, long lby, long lbz, MutableVec3 tmp) {
        setWitnessFromFrameA(ta, 0, 0, 0, lnx, lny, lnz, lax, lay, laz, lbx, lby, lbz, tmp);
    }

    /** As above with A's frame shifted by a world translation on top of {@code ta} (exact adds: the bits of the shifted transform). */
    protected final void setWitnessFromFrameA(Transform ta, long shiftX, long shiftY, long shiftZ, long lnx, long lny, long lnz,
            long lax, long lay, long laz, long lbx, long lby, long lbz, MutableVec3 tmp) {
        ta.applyToVectorInto(lnx, lny, lnz, tmp);
        nx = tmp.x;
        ny = tmp.y;
        nz = tmp.z;
        ta.applyToPointInto(lax, lay, laz, tmp);
        pax = Fixed.add(tmp.x, shiftX);
        pay = Fixed.add(tmp.y, shiftY);
        paz = Fixed.add(tmp.z, shiftZ);
        ta.applyToPointInto(lbx, lby, lbz, tmp);
        pbx = Fixed.add(tmp.x, shiftX);
        pby = Fixed.add(tmp.y, shiftY);
        pbz = Fixed.add(tmp.z, shiftZ);
    }

    /** Empties both feature sets. */
    protected final void clearFeatureSets() {
        featureCountA = 0;
        featureCountB = 0;
    }

    /** Adds feature {@code indexA} of A and {@code indexB} of B to the sets (each kept distinct and ascending). */
    protected final void addFeaturePair(int indexA, int indexB) {
        featureCountA = insertDistinct(featuresA, featureCountA, indexA);
        featureCountB = insertDistinct(featuresB, featureCountB, indexB);
    }

    /** Overwrites this result's feature sets with {@code from}'s. */
    protected final void copyFeaturesFrom(WitnessResult from) {
        featureCountA = from.featureCountA;
        featureCountB = from.featureCountB;
        System.arraycopy(from.featuresA, 0, featuresA, 0, featureCountA);
        System.arraycopy(from.featuresB, 0, featuresB, 0, featureCountB);
    }

    /** Inserts {@code v} into the ascending prefix {@code a[0..n)} unless present; returns the new size. */
    private static int insertDistinct(int[] a, int n, int v) {
        int i = n;
        while (i > 0 && a[i - 1] > v) {
            i--;
        }
        if (i > 0 && a[i - 1] == v) {
            return n;
        }
        System.arraycopy(a, i, a, i + 1, n - i);
        a[i] = v;
        return n + 1;
    }
}
