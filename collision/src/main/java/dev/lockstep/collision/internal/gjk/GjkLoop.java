package dev.lockstep.collision.internal.gjk;

import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.Gjk;
import dev.lockstep.collision.gjk.GjkTermination;
import dev.lockstep.collision.gjk.WitnessResult;
import dev.lockstep.collision.shape.SupportMap;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.wide.Dot128;

/**
 * The GJK loop behind {@link Gjk#distance}: the distance between the core shapes of two convex
 * {@link SupportMap}s (seed 001, "Recap: GJK" and the shallow-contact slides: GJK runs on the
 * core, the radii are applied afterwards).
 *
 * <pre>
 * v := w0 := support(A - B, t)          t = B's origin in A's frame (+X when zero)
 * loop:
 *   solve the simplex: closest point v to the origin, drop vertices that do not support it
 *   if v = 0 or a tetrahedron encloses the origin: cores overlap  -> ORIGIN_ENCLOSED
 *   if |v|^2 >= previous |v|^2 (exact): restore previous simplex -> NO_PROGRESS
 *   if iterations = MAX_ITERATIONS                               -> ITERATION_CAP
 *   w := support(A - B, -v)
 *   if w . (-v) <= v . (-v) (exact): v is optimal                -> CONVERGED
 *   if w's feature pair is already in the simplex                 -> REPEATED_SUPPORT
 *   add w to the simplex
 * </pre>
 *
 * <p>Every core shape here (point, segment, polytope) has finitely many support points, so in exact
 * arithmetic GJK ends by the exact optimality test or the repeat test (Box2D's combinatorial
 * termination). The rounded simplex solver could in principle stall or cycle; the exact
 * strictly-decreasing {@code |v|^2} check stops a stall and {@link #MAX_ITERATIONS} bounds the
 * rest. Work happens in A's local frame ({@link MinkowskiDifference}), so the result is the same
 * bits for a common translation of both transforms, and identical on every run.
 *
 * <p>Deliberate deviations from floating-point GJKs: no epsilon in the termination tests (the
 * optimality test compares unrounded 128-bit dot products), and the degenerate-simplex handling of
 * {@link SimplexSolver} replaces "determinant below epsilon" checks.
 */
public final class GjkLoop {
    /** The iteration cap, {@link Gjk#MAX_ITERATIONS} (defined with the API). */
    public static final int MAX_ITERATIONS = Gjk.MAX_ITERATIONS;

    private GjkLoop() {
    }

    /**
     * Fills {@code out} with the distance between A and B (each a core shape plus its radius,
     * placed by {@code ta} and {@code tb}), leaving the terminating simplex in {@code ws}.
     *
     * <p>Separated cores: the signed distance {@code coreDistance - rA - rB} (negative when only
     * the radii overlap), the unit normal from A to B, and the closest points in world frame with
     * the radii applied ({@code pointB - pointA = distance * normal} up to rounding). Overlapping
     * or touching cores ({@link DistanceResult#coresOverlap()}): core distance 0, the normal and
     * points are zero; use {@code GjkEpa} for the depth. The module's own callers call this
     * directly rather than {@link Gjk#distance}, which delegates here.
     *
     * @throws IllegalArgumentException if a support point lies beyond
     *         {@link MinkowskiDifference#MAX_SUPPORT_COORDINATE} in A's frame
     * @throws dev.lockstep.fixedpoint.FixedOverflowException if the transforms are out of range
     */
    public static void distance(SupportMap a, Transform ta, SupportMap b, Transform tb, GjkScratch ws,
                                DistanceResult out) {
        ws.cso.set(a, ta, b, tb);
        run(ws);
        fill(ws, out);
    }

    /**
     * As {@link #distance(SupportMap, Transform, SupportMap, Transform, GjkScratch, DistanceResult)}
     * with A moved by the world translation {@code (shiftX, shiftY, shiftZ)} on top of {@code ta}:
     * the same bits as with a transform whose translation is {@code ta}'s plus the shift, and no
     * transform to allocate (a shape cast's steps).
     */
    public static void distance(SupportMap a, Transform ta, long shiftX, long shiftY, long shiftZ, SupportMap b,
                                Transform tb, GjkScratch ws, DistanceResult out) {
        ws.cso.set(a, ta, shiftX, shiftY, shiftZ, b, tb);
        run(ws);
        fill(ws, out);
    }

    /**
     * Runs GJK on the pair already placed in {@code ws}'s {@link MinkowskiDifference}, leaving the
     * terminating simplex, the termination reason and the iteration count in {@code ws}.
     */
    static void run(GjkScratch ws) {
        MinkowskiDifference cso = ws.cso;
        Simplex simplex = ws.simplex;
        SupportPoint w = ws.candidate;
        simplex.clear();
        long dx = cso.offsetX();
        long dy = cso.offsetY();
        long dz = cso.offsetZ();
        if ((dx | dy | dz) == 0) {
            dx = Fixed.ONE;
        }
        cso.support(dx, dy, dz, w);
        simplex.add(w);
        boolean hasPrevious = false;
        for (int iteration = 1; ; iteration++) {
            ws.iterations = iteration;
            ws.solver.solve(simplex.points(), simplex.count(), ws.solution);
            simplex.reduceTo(ws.solution);
            // a v within rounding noise of the origin carries no direction: the rounded -v can
            // find a vertex already in the simplex (REPEATED_SUPPORT), fail to shrink |v|^2
            // (NO_PROGRESS) or pass the optimality test, each claiming a 1-ulp separation of cores
            // that overlap deeply; the simplex touches the origin up to rounding, EPA takes over
            simplex.snapToOriginWithinNoise();
            if (simplex.touchesOrigin()) {
                ws.termination = GjkTermination.ORIGIN_ENCLOSED;
                return;
            }
            long vx = simplex.closestX();
            long vy = simplex.closestY();
            long vz = simplex.closestZ();
            if (hasPrevious && Dot128.compareLengthSquared(vx, vy, vz, ws.saved.closestX(), ws.saved.closestY(),
                    ws.saved.closestZ()) >= 0) {
                simplex.set(ws.saved);
                ws.termination = GjkTermination.NO_PROGRESS;
                return;
            }
            ws.saved.set(simplex);
            hasPrevious = true;
            if (iteration == MAX_ITERATIONS) {
                ws.termination = GjkTermination.ITERATION_CAP;
                return;
            }
            // |v| < 2^47 raw, so the negation is exact
            cso.support(-vx, -vy, -vz, w);
            if (Fixed.compareDot3(w.wx, w.wy, w.wz, vx, vy, vz, -vx, -vy, -vz) <= 0) {
                ws.termination = GjkTermination.CONVERGED;
                return;
            }
            if (simplex.containsFeatures(w)) {
                ws.termination = GjkTermination.REPEATED_SUPPORT;
                return;
            }
            simplex.add(w);
        }
    }

    /** Converts the terminating simplex in {@code ws} into world-frame results. */
    private static void fill(GjkScratch ws, DistanceFields out) {
        Simplex s = ws.simplex;
        MinkowskiDifference cso = ws.cso;
        long rA = cso.shapeA().coreRadius();
        long rB = cso.shapeB().coreRadius();
        out.reset();
        out.termination = ws.termination;
        out.iterations = ws.iterations;
        out.setFeatures(s);
        if (s.touchesOrigin()) {
            out.coresOverlap = true;
            out.coreDistance = 0;
            out.distance = Fixed.sub(Fixed.neg(rA), rB);
            return;
        }
        MutableVec3 tmp = ws.scratch;
        long vx = s.closestX();
        long vy = s.closestY();
        long vz = s.closestZ();
        out.coreDistance = Fixed.length3(vx, vy, vz);
        out.distance = Fixed.sub(Fixed.sub(out.coreDistance, rA), rB);
        // the normal from A to B points from the closest point of A - B towards the origin
        VecMath.normalizeInto(-vx, -vy, -vz, tmp);
        long nx = tmp.x;
        long ny = tmp.y;
        long nz = tmp.z;
        SupportPoint p0 = s.point(0);
        SupportPoint p1 = s.point(1);
        SupportPoint p2 = s.point(2);
        long w0 = s.weight(0);
        long w1 = s.weight(1);
        long w2 = s.weight(2);
        long pax = Fixed.dot3(w0, w1, w2, p0.ax, p1.ax, p2.ax);
        long pay = Fixed.dot3(w0, w1, w2, p0.ay, p1.ay, p2.ay);
        long paz = Fixed.dot3(w0, w1, w2, p0.az, p1.az, p2.az);
        long pbx = Fixed.dot3(w0, w1, w2, p0.bx, p1.bx, p2.bx);
        long pby = Fixed.dot3(w0, w1, w2, p0.by, p1.by, p2.by);
        long pbz = Fixed.dot3(w0, w1, w2, p0.bz, p1.bz, p2.bz);
        out.setWorld(cso.transformA(), cso.shiftX(), cso.shiftY(), cso.shiftZ(), nx, ny, nz,
                Fixed.add(pax, Fixed.mul(rA, nx)), Fixed.add(pay, Fixed.mul(rA, ny)), Fixed.add(paz, Fixed.mul(rA, nz)),
                Fixed.sub(pbx, Fixed.mul(rB, nx)), Fixed.sub(pby, Fixed.mul(rB, ny)), Fixed.sub(pbz, Fixed.mul(rB, nz)),
                tmp);
    }

    /** Returns the terminating simplex of {@code ws}'s last query (EPA continues from it); a live view. */
    public static Simplex simplex(GjkScratch ws) {
        return ws.simplex;
    }

    /** Returns the pair of {@code ws}'s last query; A's frame is the working frame. */
    public static MinkowskiDifference pair(GjkScratch ws) {
        return ws.cso;
    }

    /** Returns why {@code ws}'s last query stopped. */
    public static GjkTermination termination(GjkScratch ws) {
        return ws.termination;
    }

    /**
     * Overwrites the geometric outputs of {@code out} with an overlap result from EPA (see
     * {@code DistanceFields.setPenetration}): core distance {@code -coreDepth}, distance
     * {@code -depth}, the normal, points and feature sets of {@code witness}. Keeps GJK's
     * termination and iteration count.
     */
    public static void setPenetration(DistanceFields out, long coreDepth, long depth, WitnessResult witness) {
        out.setPenetration(coreDepth, depth, witness);
    }
}
