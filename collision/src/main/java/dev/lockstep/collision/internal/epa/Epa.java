package dev.lockstep.collision.internal.epa;

import dev.lockstep.collision.CollisionTolerances;
import dev.lockstep.collision.epa.EpaTermination;
import dev.lockstep.collision.epa.PenetrationResult;
import dev.lockstep.collision.internal.gjk.GjkLoop;
import dev.lockstep.collision.internal.gjk.GjkScratch;
import dev.lockstep.collision.internal.gjk.MinkowskiDifference;
import dev.lockstep.collision.internal.gjk.Simplex;
import dev.lockstep.collision.internal.gjk.SimplexSolver;
import dev.lockstep.collision.internal.gjk.SupportPoint;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.wide.Dot128;

/**
 * EPA: penetration depth, normal and witness points of two overlapping core shapes, continuing
 * from the GJK simplex that enclosed the origin (seed 003, "EPA", "Blowing Up Simplex to
 * Tetrahedron", "Maintaining An Expanding Polytopes in 3D").
 *
 * <pre>
 * 1. Take GJK's terminating simplex; blow it up to a tetrahedron:
 *    1 vertex : support along +X, -X, +Y, -Y, +Z, -Z until the point differs   (else DEGENERATE_POINT)
 *    2 vertices: support along 6 directions 60 degrees apart around the segment,
 *                starting at line x (least significant axis), until the triangle
 *                is not degenerate                                              (else DEGENERATE_SEGMENT)
 *    3 vertices: support along the triangle normal, then its opposite, until the
 *                point is off the plane by more than rounding noise             (else DEGENERATE_PLANE)
 *    fix the winding so that triangle 012 faces away from vertex 3.
 * 2. Polytope := the 4 triangles of the tetrahedron (CCW seen from outside).
 * 3. loop: f := closest valid triangle (smallest plane distance, ties to the lowest slot)
 *          w := support along n_f
 *          if n_f . (w - a_f) <= TOLERANCE                 -> TOLERANCE
 *          if w's feature pair is already a vertex          -> REPEATED_SUPPORT
 *          if MAX_ITERATIONS expansions or no capacity left -> ITERATION_CAP / CAPACITY
 *          remove every triangle w sees, keep the horizon in the directed edge list,
 *          add one triangle (from, to, w) per horizon edge
 *          (a horizon that is not one simple loop, or a new triangle closer to the origin
 *          than f or without a normal, means rounding bent a coplanar patch: stop with f
 *                                                           -> DEGENERATE_HORIZON)
 * 4. among the faces within TOLERANCE of f's plane distance (coplanar triangles), take the one
 *    whose triangle point closest to the origin is nearest (ties to the lowest slot);
 *    depth := its n . a (clamped at 0); normal := its n; the weights of that closest point on
 *    A's and B's support points give the witnesses.
 * </pre>
 *
 * <p>Deviations from the seed, and why: the blow-up directions for a segment come from a fixed
 * table of 60-degree steps (cos, sin as raw constants) instead of repeatedly rotating a vector, so
 * no rotation error accumulates; "good direction" means "the new point makes the simplex
 * non-degenerate" (exact or single-rounding test) rather than a squared length above an epsilon;
 * the seed's "no closer than the previous face" test is replaced by the combinatorial repeat test
 * plus {@link #TOLERANCE}. A face is seen from {@code w} when {@code n . (w - a)} (one rounding)
 * is above minus its rounding noise, so coplanar patches are removed whole
 * ({@link Polytope#seesFace}). Works in A's frame; identical bits on every run. The API entry
 * points are {@code GjkEpa.signedDistance} and {@code GjkEpa.penetration}.
 */
public final class Epa {
    /**
     * Convergence tolerance, {@code LINEAR_SLOP >> 12}: raw {@code 2^10} (about {@code 2.4e-7}
     * units). Seed 003, "EPA". The polytope stops
     * growing when the support point along the closest face's normal is at most this far above the
     * face. Every core shape is a polytope, so the normal exit is combinatorial and this only
     * absorbs rounding of the unit normal (about one ulp per unit of coordinate); consequence: the
     * core depth may be short of the exact depth by at most this much plus rounding.
     */
    public static final long TOLERANCE = CollisionTolerances.LINEAR_SLOP >> 12;

    /** Expansion cap, a backstop: polytope cores of up to 64 points converge well within it. */
    public static final int MAX_ITERATIONS = 64;

    /** sin 60 degrees = sqrt(3)/2 rounded to nearest: 0xDDB3_D742 (0.866025403784...). */
    static final long SIN_60 = 0xDDB3_D742L;

    private static final long[] BLOW_UP_AXES = {
        Fixed.ONE, 0, 0, -Fixed.ONE, 0, 0, 0, Fixed.ONE, 0, 0, -Fixed.ONE, 0, 0, 0, Fixed.ONE, 0, 0, -Fixed.ONE};
    /** (cos, sin) of 0, 60, ..., 300 degrees. */
    private static final long[] SIXTY_STEPS = {
        Fixed.ONE, 0, Fixed.HALF, SIN_60, -Fixed.HALF, SIN_60, -Fixed.ONE, 0, -Fixed.HALF, -SIN_60, Fixed.HALF, -SIN_60};

    private Epa() {
    }

    /**
     * Fills {@code out} with the penetration of the pair and simplex left in {@code gjk} by a GJK
     * query whose cores overlap ({@code GjkLoop.simplex(gjk).touchesOrigin()}).
     *
     * @throws IllegalStateException if the last GJK query found the cores separated
     */
    public static void penetration(GjkScratch gjk, EpaScratch ws, PenetrationFields out) {
        Simplex simplex = GjkLoop.simplex(gjk);
        if (!simplex.touchesOrigin()) {
            throw new IllegalStateException("EPA needs overlapping cores, but the last GJK query ended "
                    + GjkLoop.termination(gjk) + " with the cores separated");
        }
        MinkowskiDifference cso = GjkLoop.pair(gjk);
        Polytope poly = ws.polytope;
        poly.clear();
        for (int i = 0; i < simplex.count(); i++) {
            poly.addVertex(simplex.point(i));
        }
        EpaTermination degenerate = blowUp(cso, ws);
        if (degenerate != null) {
            // the flat cases: the origin is on A - B, whose normal direction is ws.u
            finishDegenerate(cso, simplex, ws, degenerate, out);
            return;
        }
        orient(poly, ws.scratch);
        poly.addFace(0, 1, 2);
        poly.addFace(0, 3, 1);
        poly.addFace(0, 2, 3);
        poly.addFace(1, 3, 2);
        expand(cso, ws, out);
    }

    /** Returns null when the polytope holds a non-degenerate tetrahedron, else the degenerate case. */
    private static EpaTermination blowUp(MinkowskiDifference cso, EpaScratch ws) {
        Polytope poly = ws.polytope;
        SupportPoint w = ws.candidate;
        if (poly.vertexCount == 1) {
            for (int i = 0; i < 6 && poly.vertexCount == 1; i++) {
                cso.support(BLOW_UP_AXES[3 * i], BLOW_UP_AXES[3 * i + 1], BLOW_UP_AXES[3 * i + 2], w);
                if (!w.sameW(poly.vertices[0])) {
                    poly.addVertex(w);
                }
            }
            if (poly.vertexCount == 1) {
                ws.u.set(Fixed.ONE, 0, 0);
                return EpaTermination.DEGENERATE_POINT;
            }
        }
        if (poly.vertexCount == 2) {
            SupportPoint p0 = poly.vertices[0];
            SupportPoint p1 = poly.vertices[1];
            long lx = p1.wx - p0.wx;
            long ly = p1.wy - p0.wy;
            long lz = p1.wz - p0.wz;
            VecMath.normalizeInto(lx, ly, lz, ws.scratch);
            lx = ws.scratch.x;
            ly = ws.scratch.y;
            lz = ws.scratch.z;
            // least significant axis, ties to the lowest axis (x, then y, then z)
            long ax = Math.abs(lx);
            long ay = Math.abs(ly);
            long az = Math.abs(lz);
            int axis = ax <= ay && ax <= az ? 0 : (ay <= az ? 1 : 2);
            long ex = axis == 0 ? Fixed.ONE : 0;
            long ey = axis == 1 ? Fixed.ONE : 0;
            long ez = axis == 2 ? Fixed.ONE : 0;
            VecMath.crossInto(lx, ly, lz, ex, ey, ez, ws.scratch);
            VecMath.normalizeInto(ws.scratch.x, ws.scratch.y, ws.scratch.z, ws.u);
            VecMath.crossInto(lx, ly, lz, ws.u.x, ws.u.y, ws.u.z, ws.v);
            for (int i = 0; i < 6 && poly.vertexCount == 2; i++) {
                long c = SIXTY_STEPS[2 * i];
                long s = SIXTY_STEPS[2 * i + 1];
                cso.support(Fixed.dot2(c, ws.u.x, s, ws.v.x), Fixed.dot2(c, ws.u.y, s, ws.v.y),
                        Fixed.dot2(c, ws.u.z, s, ws.v.z), w);
                if (SimplexSolver.scaledNormal(p0, p1, w, ws.scratch)) {
                    poly.addVertex(w);
                }
            }
            if (poly.vertexCount == 2) {
                return EpaTermination.DEGENERATE_SEGMENT;
            }
        }
        if (poly.vertexCount == 3) {
            SupportPoint p0 = poly.vertices[0];
            if (!SimplexSolver.scaledNormal(p0, poly.vertices[1], poly.vertices[2], ws.u)) {
                // GJK and the segment step only hand over proper triangles
                throw new IllegalStateException("EPA blow-up: degenerate triangle " + p0 + " "
                        + poly.vertices[1] + " " + poly.vertices[2]);
            }
            for (int sign = 1; sign >= -1 && poly.vertexCount == 3; sign -= 2) {
                cso.support(sign * ws.u.x, sign * ws.u.y, sign * ws.u.z, w);
                long dx = w.wx - p0.wx;
                long dy = w.wy - p0.wy;
                long dz = w.wz - p0.wz;
                if (SimplexSolver.clearlyOffPlane(Fixed.dot3(ws.u.x, ws.u.y, ws.u.z, dx, dy, dz), dx, dy, dz)) {
                    poly.addVertex(w);
                }
            }
            if (poly.vertexCount == 3) {
                VecMath.normalizeInto(ws.u.x, ws.u.y, ws.u.z, ws.u);
                return EpaTermination.DEGENERATE_PLANE;
            }
        }
        return null;
    }

    /** Seed 003's winding fix: swap vertices 0 and 1 when vertex 3 lies in front of triangle 012. */
    private static void orient(Polytope poly, MutableVec3 n) {
        SupportPoint p0 = poly.vertices[0];
        SupportPoint p3 = poly.vertices[3];
        SimplexSolver.scaledNormal(p0, poly.vertices[1], poly.vertices[2], n);
        if (Fixed.dot3(n.x, n.y, n.z, p3.wx - p0.wx, p3.wy - p0.wy, p3.wz - p0.wz) > 0) {
            SupportPoint tmp = poly.vertices[0];
            poly.vertices[0] = poly.vertices[1];
            poly.vertices[1] = tmp;
        }
    }

    private static void expand(MinkowskiDifference cso, EpaScratch ws, PenetrationFields out) {
        Polytope poly = ws.polytope;
        SupportPoint w = ws.candidate;
        EpaTermination termination;
        int iterations = 0;
        int best;
        while (true) {
            best = poly.closestFace();
            if (best < 0) {
                throw new IllegalStateException("EPA polytope has no valid face");
            }
            cso.support(poly.normalX[best], poly.normalY[best], poly.normalZ[best], w);
            if (poly.heightAbove(best, w) <= TOLERANCE) {
                termination = EpaTermination.TOLERANCE;
                break;
            }
            if (poly.containsFeatures(w)) {
                termination = EpaTermination.REPEATED_SUPPORT;
                break;
            }
            if (iterations == MAX_ITERATIONS) {
                termination = EpaTermination.ITERATION_CAP;
                break;
            }
            if (poly.vertexCount == Polytope.MAX_VERTICES) {
                termination = EpaTermination.CAPACITY;
                break;
            }
            // keep the closest face's data: carving compacts the triangle list
            int fa = poly.faceA[best];
            int fb = poly.faceB[best];
            int fc = poly.faceC[best];
            long fnx = poly.normalX[best];
            long fny = poly.normalY[best];
            long fnz = poly.normalZ[best];
            long fd = poly.distance[best];
            int carved = poly.carveVisible(w);
            if (carved == Polytope.CARVED && poly.faceCount + poly.edgeCount > Polytope.MAX_FACES) {
                carved = Polytope.EDGE_OVERFLOW;
            }
            if (carved != Polytope.CARVED) {
                finish(cso, ws, fa, fb, fc, fnx, fny, fnz, fd, carved == Polytope.BROKEN_HORIZON
                        ? EpaTermination.DEGENERATE_HORIZON : EpaTermination.CAPACITY, iterations, out);
                return;
            }
            int nw = poly.addVertex(w);
            int firstNew = poly.faceCount;
            for (int e = 0; e < poly.edgeCount; e++) {
                poly.addFace(poly.edgeFrom[e], poly.edgeTo[e], nw);
            }
            iterations++;
            // the polytope only grows, so no new face may come closer to the origin than the one
            // just expanded; one that does (or has no normal) was bent by rounding
            for (int f = firstNew; f < poly.faceCount; f++) {
                if (!poly.faceValid[f] || poly.distance[f] < fd - TOLERANCE) {
                    finish(cso, ws, fa, fb, fc, fnx, fny, fnz, fd, EpaTermination.DEGENERATE_HORIZON, iterations, out);
                    return;
                }
            }
        }
        best = witnessFace(ws, best);
        finish(cso, ws, poly.faceA[best], poly.faceB[best], poly.faceC[best], poly.normalX[best],
                poly.normalY[best], poly.normalZ[best], poly.distance[best], termination, iterations, out);
    }

    /**
     * Returns the face whose triangle holds the origin's closest boundary point: among the faces
     * within {@link #TOLERANCE} of the closest plane distance (coplanar triangles of one flat face of
     * {@code A - B} tie up to rounding, and only one of them contains the projection of the origin),
     * the one whose closest point to the origin is nearest (exact squared length), ties to the
     * lowest slot.
     */
    private static int witnessFace(EpaScratch ws, int closest) {
        Polytope poly = ws.polytope;
        long limit = poly.distance[closest] + TOLERANCE;
        int best = -1;
        long bx = 0;
        long by = 0;
        long bz = 0;
        for (int f = 0; f < poly.faceCount; f++) {
            if (!poly.faceValid[f] || poly.distance[f] > limit) {
                continue;
            }
            SupportPoint p0 = poly.vertices[poly.faceA[f]];
            SupportPoint p1 = poly.vertices[poly.faceB[f]];
            SupportPoint p2 = poly.vertices[poly.faceC[f]];
            ws.solver.closestOnTriangle(p0, p1, p2, ws.weights);
            long w0 = ws.weights[0];
            long w1 = ws.weights[1];
            long w2 = ws.weights[2];
            long x = Fixed.dot3(w0, w1, w2, p0.wx, p1.wx, p2.wx);
            long y = Fixed.dot3(w0, w1, w2, p0.wy, p1.wy, p2.wy);
            long z = Fixed.dot3(w0, w1, w2, p0.wz, p1.wz, p2.wz);
            if (best < 0 || Dot128.compareLengthSquared(x, y, z, bx, by, bz) < 0) {
                best = f;
                bx = x;
                by = y;
                bz = z;
            }
        }
        return best;
    }

    private static void finish(MinkowskiDifference cso, EpaScratch ws, int fa, int fb, int fc, long nx, long ny,
                               long nz, long planeDistance, EpaTermination termination, int iterations,
                               PenetrationFields out) {
        Polytope poly = ws.polytope;
        SupportPoint p0 = poly.vertices[fa];
        SupportPoint p1 = poly.vertices[fb];
        SupportPoint p2 = poly.vertices[fc];
        ws.solver.closestOnTriangle(p0, p1, p2, ws.weights);
        long w0 = ws.weights[0];
        long w1 = ws.weights[1];
        long w2 = ws.weights[2];
        long coreDepth = Math.max(planeDistance, 0);
        out.clearFeatures();
        out.addFeatures(p0, w0);
        out.addFeatures(p1, w1);
        out.addFeatures(p2, w2);
        write(cso, ws, coreDepth, nx, ny, nz,
                Fixed.dot3(w0, w1, w2, p0.ax, p1.ax, p2.ax), Fixed.dot3(w0, w1, w2, p0.ay, p1.ay, p2.ay),
                Fixed.dot3(w0, w1, w2, p0.az, p1.az, p2.az), Fixed.dot3(w0, w1, w2, p0.bx, p1.bx, p2.bx),
                Fixed.dot3(w0, w1, w2, p0.by, p1.by, p2.by), Fixed.dot3(w0, w1, w2, p0.bz, p1.bz, p2.bz),
                termination, iterations, out);
    }

    /** Depth 0 on a flat {@code A - B}: witnesses from GJK's weights (its closest point is the origin). */
    private static void finishDegenerate(MinkowskiDifference cso, Simplex s, EpaScratch ws,
                                         EpaTermination termination, PenetrationFields out) {
        long w0 = s.weight(0);
        long w1 = s.weight(1);
        long w2 = s.weight(2);
        SupportPoint p0 = s.point(0);
        SupportPoint p1 = s.point(1);
        SupportPoint p2 = s.point(2);
        out.clearFeatures();
        for (int i = 0; i < s.count(); i++) {
            out.addFeatures(s.point(i), s.weight(i));
        }
        write(cso, ws, 0, ws.u.x, ws.u.y, ws.u.z,
                Fixed.dot3(w0, w1, w2, p0.ax, p1.ax, p2.ax), Fixed.dot3(w0, w1, w2, p0.ay, p1.ay, p2.ay),
                Fixed.dot3(w0, w1, w2, p0.az, p1.az, p2.az), Fixed.dot3(w0, w1, w2, p0.bx, p1.bx, p2.bx),
                Fixed.dot3(w0, w1, w2, p0.by, p1.by, p2.by), Fixed.dot3(w0, w1, w2, p0.bz, p1.bz, p2.bz),
                termination, 0, out);
    }

    private static void write(MinkowskiDifference cso, EpaScratch ws, long coreDepth, long nx, long ny, long nz,
                              long pax, long pay, long paz, long pbx, long pby, long pbz,
                              EpaTermination termination, int iterations, PenetrationFields out) {
        long rA = cso.shapeA().coreRadius();
        long rB = cso.shapeB().coreRadius();
        out.coreDepth = coreDepth;
        out.depth = Fixed.add(Fixed.add(coreDepth, rA), rB);
        out.termination = termination;
        out.iterations = iterations;
        out.setWorld(cso.transformA(), cso.shiftX(), cso.shiftY(), cso.shiftZ(), nx, ny, nz,
                Fixed.add(pax, Fixed.mul(rA, nx)), Fixed.add(pay, Fixed.mul(rA, ny)), Fixed.add(paz, Fixed.mul(rA, nz)),
                Fixed.sub(pbx, Fixed.mul(rB, nx)), Fixed.sub(pby, Fixed.mul(rB, ny)), Fixed.sub(pbz, Fixed.mul(rB, nz)),
                ws.scratch);
    }

    /** Returns the polytope of {@code ws}'s last query (for tests: {@link Polytope#validate}); a live view. */
    public static Polytope polytope(EpaScratch ws) {
        return ws.polytope;
    }

    /** Returns the penetration result {@code ws} holds for the combined GJK+EPA query to fill and copy. */
    public static PenetrationResult penetrationScratch(EpaScratch ws) {
        return ws.penetration;
    }
}
