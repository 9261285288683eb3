package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.shape.ConvexHull;

/**
 * Warm starts for the SAT of one hull pair ({@link HullHullSat#runForContact(SatWorkspace, long, SatSeeds)}),
 * kept by the pair cache across queries: per face of A the vertex of B the last query ended on
 * (its support, or the vertex that ruled the face out), per face of B the same on A, and for each
 * side the face that query kept. Under a small change of the relative pose these are the new
 * supports or a few steps from them, and the kept face is still the maximum, so the seeded query
 * decides the kept face first and rules most others out with one rounded dot of their seed vertex
 * (the re-validation of issue 20's turning pairs).
 *
 * <p>Changes no result bit: any vertex is a valid start and a valid upper bound, and any face's
 * exact distance a valid lower bound of the maximum (proof in {@link FaceQuery}'s seeded climb).
 * Only the hull identities are checked (indices in range); nothing here depends on the poses.
 */
public final class SatSeeds {
    /** One side's seed: the face decided first and a start vertex per face. */
    static final class Side {
        int face;
        int[] vertex = new int[16];
        boolean valid;
        /**
         * True when {@link #maxBefore} and {@link #maxAfter} plus {@link #drift} bound the
         * distances of the faces before and after {@link #face} at the current pose
         * ({@link CarriedFaceBounds#runSeedOnly}).
         */
        boolean boundsValid;
        /** Largest recorded upper bound of the faces before {@link #face} ({@code Long.MIN_VALUE}: none). */
        long maxBefore;
        /** Largest recorded upper bound of the faces after {@link #face} ({@code Long.MIN_VALUE}: none). */
        long maxAfter;
        /** Sum of the {@link PoseDrift} bounds since the bounds were recorded, raw, saturated. */
        long drift;

        void record(FaceQuery q, int faceCount) {
            valid = false;
            int best = q.result().face();
            if (q.supportRows != faceCount || best < 0 || best >= faceCount) {
                boundsValid = false;
                return;
            }
            if (vertex.length < faceCount) {
                vertex = new int[faceCount];
            }
            System.arraycopy(q.support, 0, vertex, 0, faceCount);
            q.carried.recordInto(this, best, faceCount);
            face = best;
            valid = true;
        }

        void addDrift(long d) {
            drift = PoseDrift.add(drift, d);
        }
    }

    final Side facesOfA = new Side();
    final Side facesOfB = new Side();
    private ConvexHull hullA;
    private ConvexHull hullB;
    /** Bounds of the pose changes, for the carried face bounds. */
    private final PoseDrift poseDrift = new PoseDrift();
    /** Seeded queries run (a statistic for tests and benchmarks). */
    private long seededRuns;
    /** Face queries of A, then of B, decided by the carried bounds alone (statistics). */
    private long boundedRunsA;
    private long boundedRunsB;

    /** Creates empty seeds. */
    public SatSeeds() {
    }

    /** Forgets the seeds. */
    public void clear() {
        hullA = null;
        hullB = null;
        facesOfA.valid = false;
        facesOfB.valid = false;
        facesOfA.boundsValid = false;
        facesOfB.boundsValid = false;
        poseDrift.clear();
    }

    /** Returns true when seeds recorded for hulls {@code a} (faces) and {@code b} exist. */
    public boolean canSeed(ConvexHull a, ConvexHull b) {
        return a == hullA && b == hullB && facesOfA.valid && facesOfB.valid;
    }

    /**
     * Records the warm starts the SAT in {@code ws} ended on, after {@link HullHullSat#run} or
     * {@link HullHullSat#runForContact} returned {@code kind}; a separated query (whose face
     * queries may not have run to the end, or at all) clears the seeds instead.
     */
    public void record(SatWorkspace ws, int kind) {
        if (kind == HullHullSat.SEPARATED) {
            clear();
            return;
        }
        hullA = ws.a.hull;
        hullB = ws.b.hull;
        facesOfA.record(ws.faceA, ws.a.faceCount);
        facesOfB.record(ws.faceB, ws.b.faceCount);
        if (!facesOfA.valid || !facesOfB.valid) {
            clear();
            return;
        }
        // the bounds just recorded are at this pose; carried ones were advanced to it
        poseDrift.reset(hullA, hullB, ws.relative);
    }

    /**
     * Adds the bound of the pose change since the last query to both sides' drift, before a
     * seeded query at {@code ws.relative}.
     */
    void advance(SatWorkspace ws) {
        poseDrift.advance(ws.a.hull, ws.b.hull, ws.relative);
        facesOfA.addDrift(poseDrift.driftA());
        facesOfB.addDrift(poseDrift.driftB());
    }

    /** Returns how many face queries of A the carried bounds decided alone. */
    public long boundedRunsA() {
        return boundedRunsA;
    }

    /** Returns how many face queries of B the carried bounds decided alone. */
    public long boundedRunsB() {
        return boundedRunsB;
    }

    void countBounded(boolean facesOfB) {
        if (facesOfB) {
            boundedRunsB++;
        } else {
            boundedRunsA++;
        }
    }

    /** Returns how many seeded queries ran with these seeds. */
    public long seededRuns() {
        return seededRuns;
    }

    void countRun() {
        seededRuns++;
    }
}
