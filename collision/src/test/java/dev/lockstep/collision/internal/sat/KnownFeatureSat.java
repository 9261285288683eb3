package dev.lockstep.collision.internal.sat;

/**
 * A measurement aid (issue 20's "3x cached" bar): fills the one query of a {@link SatWorkspace}
 * that the contact reads for a winning feature known in advance, with the SAT's own value for it
 * at the current pose, and nothing else; no search over the other faces or edge pairs. What a
 * perfect cache hit would still have to compute. Not a route of the library.
 */
public final class KnownFeatureSat {
    private final HullClimber climber = new HullClimber();
    private final ClimbResult climb = new ClimbResult();

    /** Returns the face or first edge the last SAT in {@code ws} chose for {@code kind}. */
    public static int feature1(SatWorkspace ws, int kind) {
        return kind == HullHullSat.FACE_A ? ws.faceA.result().face()
                : kind == HullHullSat.FACE_B ? ws.faceB.result().face() : ws.edge.result().edgeA();
    }

    /** Returns the second edge the last SAT in {@code ws} chose (edge pairs), else 0. */
    public static int feature2(SatWorkspace ws, int kind) {
        return kind == HullHullSat.EDGE ? ws.edge.result().edgeB() : 0;
    }

    /**
     * Sets the query of {@code kind} in {@code ws} to feature {@code (f1, f2)} at the placed pose:
     * a face's exact support by a certified climb from {@code start} (the scan when it cannot
     * certify) and its rounded distance; an edge pair's axis and separation by the edge query's
     * arithmetic. {@code ws.a}, {@code ws.b} placed (B's faces too).
     */
    public void decide(SatWorkspace ws, int kind, int f1, int f2, int start) {
        if (kind == HullHullSat.EDGE) {
            EdgePairAxis.candidateAxis(ws.a, f1, ws.b, f2, ws.axis);
            long d = EdgePairAxis.candidateSeparation(ws.a, f1, ws.b, f2, ws.axis);
            ws.edge.result().reset();
            ws.edge.result().keep(f1, f2, d, ws.axis.x, ws.axis.y, ws.axis.z);
            return;
        }
        boolean refIsA = kind == HullHullSat.FACE_A;
        PlacedHull faces = refIsA ? ws.a : ws.b;
        PlacedHull other = refIsA ? ws.b : ws.a;
        long nx = faces.nx(f1);
        long ny = faces.ny(f1);
        long nz = faces.nz(f1);
        int s = climber.climbMin(other, start, nx, ny, nz, climb);
        if (s < 0) {
            s = other.minVertex(nx, ny, nz);
        }
        FaceResult r = refIsA ? ws.faceA.result() : ws.faceB.result();
        r.reset();
        r.keep(f1, dev.lockstep.fixedpoint.Fixed.sub(other.dot(s, nx, ny, nz), faces.offset(f1)));
    }

    /** Returns the support the last SAT in {@code ws} found for the winning face (a climb's start), else 0. */
    public static int support(SatWorkspace ws, int kind) {
        if (kind == HullHullSat.FACE_A) {
            return ws.faceA.support[ws.faceA.result().face()];
        }
        if (kind == HullHullSat.FACE_B) {
            return ws.faceB.support[ws.faceB.result().face()];
        }
        return 0;
    }
}
