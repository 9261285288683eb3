package dev.lockstep.collision.internal.epa;

import dev.lockstep.collision.internal.gjk.SimplexSolver;
import dev.lockstep.collision.internal.gjk.SupportPoint;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * EPA's expanding polytope with seed 003's upkeep: a vertex list, a triangle list and a directed
 * edge list. Triangles are wound counter-clockwise seen from outside, so {@code (b-a) x (c-a)}
 * points out of the polytope. Removing a triangle pushes its three directed edges; an edge whose
 * reverse is already in the list cancels it instead, so after removing every triangle the new
 * support point can see, the list holds exactly the horizon, each edge in the winding of the removed
 * triangle; one new triangle per horizon edge {@code (from, to, new)} closes the hole with the same
 * orientation.
 *
 * <p>Fixed capacity ({@link #MAX_VERTICES}, {@link #MAX_FACES}, {@link #MAX_EDGES}); nothing is
 * allocated after construction. Order is deterministic: triangles keep creation order (removal
 * compacts stably), the edge list keeps discovery order (triangles in slot order, edges
 * {@code ab, bc, ca}), and new triangles follow the edge list.
 */
public final class Polytope {
    /** Vertex capacity: the initial tetrahedron plus one vertex per EPA iteration. */
    public static final int MAX_VERTICES = 4 + Epa.MAX_ITERATIONS;
    /**
     * Triangle capacity: a closed triangulated polytope with {@code V} vertices has {@code 2V - 4}
     * triangles; twice the vertex capacity leaves room for the few extra triangles a rounding-bent
     * horizon may add before EPA stops with {@link dev.lockstep.collision.epa.EpaTermination#CAPACITY}.
     */
    public static final int MAX_FACES = 2 * MAX_VERTICES;
    /** Directed-edge list capacity: at most three edges per removed triangle are pending at once. */
    public static final int MAX_EDGES = 3 * MAX_FACES;

    final SupportPoint[] vertices = new SupportPoint[MAX_VERTICES];
    int vertexCount;

    final int[] faceA = new int[MAX_FACES];
    final int[] faceB = new int[MAX_FACES];
    final int[] faceC = new int[MAX_FACES];
    /** Unit outward normal (A's frame), valid when {@link #faceValid} is set. */
    final long[] normalX = new long[MAX_FACES];
    final long[] normalY = new long[MAX_FACES];
    final long[] normalZ = new long[MAX_FACES];
    /** Signed distance of the face plane from the origin: {@code n . a}, one rounding. */
    final long[] distance = new long[MAX_FACES];
    /** False for a triangle whose cross product is exactly zero: never closest, never visible. */
    final boolean[] faceValid = new boolean[MAX_FACES];
    final boolean[] removed = new boolean[MAX_FACES];
    int faceCount;

    final int[] edgeFrom = new int[MAX_EDGES];
    final int[] edgeTo = new int[MAX_EDGES];
    int edgeCount;

    private final MutableVec3 normal = new MutableVec3();

    Polytope() {
        for (int i = 0; i < MAX_VERTICES; i++) {
            vertices[i] = new SupportPoint();
        }
    }

    void clear() {
        vertexCount = 0;
        faceCount = 0;
        edgeCount = 0;
    }

    /** Returns the number of vertices. */
    public int vertexCount() {
        return vertexCount;
    }

    /** Returns the number of triangles. */
    public int faceCount() {
        return faceCount;
    }

    /** Returns vertex {@code i}; a live view. */
    public SupportPoint vertex(int i) {
        return vertices[i];
    }

    int addVertex(SupportPoint p) {
        vertices[vertexCount].set(p);
        return vertexCount++;
    }

    /** Appends triangle {@code (a, b, c)} and computes its plane; the caller checks capacity. */
    void addFace(int a, int b, int c) {
        int f = faceCount++;
        faceA[f] = a;
        faceB[f] = b;
        faceC[f] = c;
        removed[f] = false;
        SupportPoint pa = vertices[a];
        if (SimplexSolver.unitNormal(pa, vertices[b], vertices[c], normal)) {
            faceValid[f] = true;
            normalX[f] = normal.x;
            normalY[f] = normal.y;
            normalZ[f] = normal.z;
            distance[f] = Fixed.dot3(normal.x, normal.y, normal.z, pa.wx, pa.wy, pa.wz);
        } else {
            faceValid[f] = false;
            normalX[f] = 0;
            normalY[f] = 0;
            normalZ[f] = 0;
            distance[f] = 0;
        }
    }

    /**
     * Returns the valid triangle with the smallest plane distance, ties to the lowest slot, or -1
     * when no triangle is valid.
     */
    int closestFace() {
        int best = -1;
        for (int f = 0; f < faceCount; f++) {
            if (faceValid[f] && (best < 0 || distance[f] < distance[best])) {
                best = f;
            }
        }
        return best;
    }

    /** Returns {@code n_f . (p - a_f)}, one rounding: how far {@code p} lies in front of face {@code f}. */
    long heightAbove(int f, SupportPoint p) {
        SupportPoint a = vertices[faceA[f]];
        return Fixed.dot3(normalX[f], normalY[f], normalZ[f], p.wx - a.wx, p.wy - a.wy, p.wz - a.wz);
    }

    /**
     * Returns true when {@code p} sees face {@code f}: it lies in front of the face's plane or on it
     * within rounding noise ({@code height > -((max|p - a| >> 30) + 2)}, the bound of
     * {@code SimplexSolver.clearlyOffPlane}). Counting "on the plane" as visible keeps a patch of
     * coplanar triangles together: removing only part of it would leave a new triangle folded back
     * onto the rest.
     */
    boolean seesFace(int f, SupportPoint p) {
        SupportPoint a = vertices[faceA[f]];
        long dx = p.wx - a.wx;
        long dy = p.wy - a.wy;
        long dz = p.wz - a.wz;
        long noise = (Math.max(Math.max(Math.abs(dx), Math.abs(dy)), Math.abs(dz)) >> SimplexSolver.PLANE_SIDE_NOISE_SHIFT)
                + SimplexSolver.PLANE_SIDE_NOISE_FLOOR;
        return Fixed.dot3(normalX[f], normalY[f], normalZ[f], dx, dy, dz) > -noise;
    }

    /** Returns true when a vertex came from the same feature pair as {@code p}. */
    boolean containsFeatures(SupportPoint p) {
        for (int i = 0; i < vertexCount; i++) {
            if (vertices[i].sameFeatures(p)) {
                return true;
            }
        }
        return false;
    }

    /** {@link #carveVisible} result: the visible triangles were removed, the horizon is in the edge list. */
    static final int CARVED = 0;
    /** {@link #carveVisible} result: the edge list would overflow; the polytope is unchanged. */
    static final int EDGE_OVERFLOW = 1;
    /**
     * {@link #carveVisible} result: the horizon is not one simple loop (a vertex starts or ends two
     * horizon edges), which happens when rounding makes a patch of coplanar triangles partly
     * visible; the polytope is unchanged.
     */
    static final int BROKEN_HORIZON = 2;

    /**
     * Removes every valid triangle that {@code p} sees ({@link #seesFace}), collecting the horizon
     * in the directed edge list, unless the edge list would overflow or the horizon is not a
     * simple loop; then nothing is removed. Returns {@link #CARVED}, {@link #EDGE_OVERFLOW} or
     * {@link #BROKEN_HORIZON}.
     */
    int carveVisible(SupportPoint p) {
        edgeCount = 0;
        int result = CARVED;
        for (int f = 0; f < faceCount && result == CARVED; f++) {
            removed[f] = faceValid[f] && seesFace(f, p);
            if (removed[f] && (!pushEdge(faceA[f], faceB[f]) || !pushEdge(faceB[f], faceC[f])
                    || !pushEdge(faceC[f], faceA[f]))) {
                result = EDGE_OVERFLOW;
            }
        }
        if (result == CARVED && !simpleHorizon()) {
            result = BROKEN_HORIZON;
        }
        if (result != CARVED) {
            for (int f = 0; f < faceCount; f++) {
                removed[f] = false;
            }
            edgeCount = 0;
            return result;
        }
        int n = 0;
        for (int f = 0; f < faceCount; f++) {
            if (!removed[f]) {
                if (n != f) {
                    moveFace(f, n);
                }
                n++;
            }
        }
        faceCount = n;
        return CARVED;
    }

    /** Returns true when no vertex starts, or ends, two horizon edges (the horizon is simple loops). */
    private boolean simpleHorizon() {
        for (int e = 0; e < edgeCount; e++) {
            for (int g = e + 1; g < edgeCount; g++) {
                if (edgeFrom[e] == edgeFrom[g] || edgeTo[e] == edgeTo[g]) {
                    return false;
                }
            }
        }
        return edgeCount >= 3;
    }

    /** Seed 003: adding edge {@code from->to} cancels a pending {@code to->from} instead. */
    private boolean pushEdge(int from, int to) {
        for (int e = 0; e < edgeCount; e++) {
            if (edgeFrom[e] == to && edgeTo[e] == from) {
                // stable removal keeps the discovery order of the remaining horizon
                System.arraycopy(edgeFrom, e + 1, edgeFrom, e, edgeCount - e - 1);
                System.arraycopy(edgeTo, e + 1, edgeTo, e, edgeCount - e - 1);
                edgeCount--;
                return true;
            }
        }
        if (edgeCount == MAX_EDGES) {
            return false;
        }
        edgeFrom[edgeCount] = from;
        edgeTo[edgeCount] = to;
        edgeCount++;
        return true;
    }

    private void moveFace(int from, int to) {
        faceA[to] = faceA[from];
        faceB[to] = faceB[from];
        faceC[to] = faceC[from];
        normalX[to] = normalX[from];
        normalY[to] = normalY[from];
        normalZ[to] = normalZ[from];
        distance[to] = distance[from];
        faceValid[to] = faceValid[from];
        removed[to] = false;
    }

    /**
     * Checks the invariants: every directed edge of a triangle appears once and its reverse appears
     * once (a closed, consistently wound surface), and no vertex lies more than {@code slack} raw in
     * front of a valid triangle (convexity up to rounding). Returns null when they hold, else what
     * failed and where. For tests; allocates.
     */
    public String validate(long slack) {
        for (int f = 0; f < faceCount; f++) {
            int[] v = {faceA[f], faceB[f], faceC[f]};
            for (int e = 0; e < 3; e++) {
                int from = v[e];
                int to = v[(e + 1) % 3];
                int same = 0;
                int reverse = 0;
                for (int g = 0; g < faceCount; g++) {
                    int[] w = {faceA[g], faceB[g], faceC[g]};
                    for (int k = 0; k < 3; k++) {
                        if (w[k] == from && w[(k + 1) % 3] == to) {
                            same++;
                        }
                        if (w[k] == to && w[(k + 1) % 3] == from) {
                            reverse++;
                        }
                    }
                }
                if (same != 1 || reverse != 1) {
                    return "edge " + from + "->" + to + " of face " + f + ": " + same + " copies, " + reverse + " reverses";
                }
            }
            if (faceValid[f]) {
                for (int i = 0; i < vertexCount; i++) {
                    long h = heightAbove(f, vertices[i]);
                    if (h > slack) {
                        return "vertex " + i + " lies " + h + " raw in front of face " + f;
                    }
                }
            }
        }
        return null;
    }
}
