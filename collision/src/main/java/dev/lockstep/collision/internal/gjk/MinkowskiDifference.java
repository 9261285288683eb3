package dev.lockstep.collision.internal.gjk;

import dev.lockstep.collision.shape.SupportMap;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Mat3;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;

/**
 * The Minkowski difference {@code A - B} of two core shapes placed by transforms, expressed in
 * A's local frame (seed 003 calls it the CSO; the style guide's "work in the frame of one shape"
 * keeps magnitudes small and makes results invariant under a common translation).
 *
 * <p>Frame: B's points are mapped into A's frame by {@code R_rel b + t} with
 * {@code R_rel = R_A^T R_B} (each entry one rounded 3-term dot) and
 * {@code t = R_A^T (p_B - p_A)} (exact difference, one rounding per component). A common
 * translation of both transforms leaves {@code p_B - p_A}, hence every local quantity, bit for bit
 * unchanged.
 *
 * <p>A mutable object owned by a {@link GjkScratch}; {@link #set} starts a query.
 */
public final class MinkowskiDifference {
    /**
     * Largest magnitude (raw, {@code 2^45}, that is 8192.0 units) allowed for any coordinate of a
     * support point of A or of B once expressed in A's frame. Within it, {@code w = a - b} stays
     * below {@code 2^46} and every product the simplex solver and EPA form fits Q31.32 (the
     * worst is a cross product of two such {@code w}, below {@code 2^61} raw). Larger
     * configurations throw {@link IllegalArgumentException}: a narrow-phase pair farther apart
     * than 8192 units in A's frame is a broad-phase bug, not a contact.
     */
    public static final long MAX_SUPPORT_COORDINATE = 1L << 45;

    private SupportMap shapeA;
    private SupportMap shapeB;
    private Transform transformA;
    private long r00, r01, r02, r10, r11, r12, r20, r21, r22;
    private long tx, ty, tz;
    private long shiftX, shiftY, shiftZ;
    private final MutableVec3 scratch = new MutableVec3();

    /**
     * Places the pair for the next queries: computes the relative rotation and translation.
     *
     * @throws dev.lockstep.fixedpoint.FixedOverflowException if {@code p_B - p_A} is out of range
     */
    public void set(SupportMap a, Transform ta, SupportMap b, Transform tb) {
        set(a, ta, 0, 0, 0, b, tb);
    }

    /**
     * As {@link #set(SupportMap, Transform, SupportMap, Transform)} with A moved by the world
     * translation {@code (shiftX, shiftY, shiftZ)} on top of {@code ta}: the same bits as a
     * transform whose translation is {@code ta}'s plus the shift (every use of the translation is an
     * exact add), without making that transform (a shape cast's advancing steps).
     */
    public void set(SupportMap a, Transform ta, long shiftX, long shiftY, long shiftZ, SupportMap b, Transform tb) {
        shapeA = a;
        shapeB = b;
        transformA = ta;
        this.shiftX = shiftX;
        this.shiftY = shiftY;
        this.shiftZ = shiftZ;
        Transform ra = ta;                  // basis entries read raw: a mutable pose makes no Mat3
        Transform rb = tb;
        // entry (r, c) of R_A^T R_B is column r of R_A dotted with column c of R_B
        r00 = Fixed.dot3(ra.m00(), ra.m10(), ra.m20(), rb.m00(), rb.m10(), rb.m20());
        r01 = Fixed.dot3(ra.m00(), ra.m10(), ra.m20(), rb.m01(), rb.m11(), rb.m21());
        r02 = Fixed.dot3(ra.m00(), ra.m10(), ra.m20(), rb.m02(), rb.m12(), rb.m22());
        r10 = Fixed.dot3(ra.m01(), ra.m11(), ra.m21(), rb.m00(), rb.m10(), rb.m20());
        r11 = Fixed.dot3(ra.m01(), ra.m11(), ra.m21(), rb.m01(), rb.m11(), rb.m21());
        r12 = Fixed.dot3(ra.m01(), ra.m11(), ra.m21(), rb.m02(), rb.m12(), rb.m22());
        r20 = Fixed.dot3(ra.m02(), ra.m12(), ra.m22(), rb.m00(), rb.m10(), rb.m20());
        r21 = Fixed.dot3(ra.m02(), ra.m12(), ra.m22(), rb.m01(), rb.m11(), rb.m21());
        r22 = Fixed.dot3(ra.m02(), ra.m12(), ra.m22(), rb.m02(), rb.m12(), rb.m22());
        ta.inverseApplyToVectorInto(Fixed.sub(tb.px(), Fixed.add(ta.px(), shiftX)),
                Fixed.sub(tb.py(), Fixed.add(ta.py(), shiftY)),
                Fixed.sub(tb.pz(), Fixed.add(ta.pz(), shiftZ)), scratch);
        tx = scratch.x;
        ty = scratch.y;
        tz = scratch.z;
    }

    /** Returns shape A of the current pair. */
    public SupportMap shapeA() {
        return shapeA;
    }

    /** Returns shape B of the current pair. */
    public SupportMap shapeB() {
        return shapeB;
    }

    /** Returns A's transform (with the shift, maps A's local frame, the working frame, to the world). */
    public Transform transformA() {
        return transformA;
    }

    /** Returns the world x shift of A on top of {@link #transformA()} (0 unless a cast placed it). */
    public long shiftX() {
        return shiftX;
    }

    /** Returns the world y shift of A on top of {@link #transformA()}. */
    public long shiftY() {
        return shiftY;
    }

    /** Returns the world z shift of A on top of {@link #transformA()}. */
    public long shiftZ() {
        return shiftZ;
    }

    /** Returns the raw x of B's origin in A's frame. */
    public long offsetX() {
        return tx;
    }

    /** Returns the raw y of B's origin in A's frame. */
    public long offsetY() {
        return ty;
    }

    /** Returns the raw z of B's origin in A's frame. */
    public long offsetZ() {
        return tz;
    }

    /**
     * Writes into {@code out} the support point of {@code A - B} along {@code (dx, dy, dz)} (A's
     * frame, any non-negative magnitude): A's support along {@code d} minus B's support along
     * {@code -d}. A's choice is exact ({@code SupportMap} contract); B's direction is rotated into
     * B's frame after scaling {@code d} to about {@code 2^45} raw, so a tiny {@code d} keeps its
     * direction through the rounding. Ties go to the lowest feature index on each shape.
     *
     * @throws IllegalArgumentException if a support coordinate exceeds {@link #MAX_SUPPORT_COORDINATE}
     */
    public void support(long dx, long dy, long dz, SupportPoint out) {
        out.indexA = shapeA.supportCore(dx, dy, dz, scratch);
        out.ax = checked(scratch.x, 'A');
        out.ay = checked(scratch.y, 'A');
        out.az = checked(scratch.z, 'A');
        int k = Scaling.shiftFor(Scaling.maxMagnitude(dx, dy, dz));
        long sx = Scaling.shift(dx, k);
        long sy = Scaling.shift(dy, k);
        long sz = Scaling.shift(dz, k);
        // -R_rel^T d: exact negation is safe because |s| < 2^46
        out.indexB = shapeB.supportCore(-Fixed.dot3(r00, r10, r20, sx, sy, sz),
                -Fixed.dot3(r01, r11, r21, sx, sy, sz), -Fixed.dot3(r02, r12, r22, sx, sy, sz), scratch);
        long bx = scratch.x;
        long by = scratch.y;
        long bz = scratch.z;
        out.bx = checked(Fixed.add(Fixed.dot3(r00, r01, r02, bx, by, bz), tx), 'B');
        out.by = checked(Fixed.add(Fixed.dot3(r10, r11, r12, bx, by, bz), ty), 'B');
        out.bz = checked(Fixed.add(Fixed.dot3(r20, r21, r22, bx, by, bz), tz), 'B');
        out.wx = out.ax - out.bx;
        out.wy = out.ay - out.by;
        out.wz = out.az - out.bz;
    }

    private static long checked(long c, char shape) {
        if (c > MAX_SUPPORT_COORDINATE || c < -MAX_SUPPORT_COORDINATE) {
            throw new IllegalArgumentException("GJK support point of shape " + shape + " has coordinate "
                    + FixedFormat.toExactString(c) + " (raw 0x" + Long.toHexString(c)
                    + ") in A's frame, beyond the working bound +-8192 (Gjk.MAX_SUPPORT_COORDINATE)");
        }
        return c;
    }
}
