package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * The SAT of one pair for a query whose relative rotation bits {@code R} equal those of an
 * earlier query (seed 001, "Temporal Coherence", for touching pairs): bodies that slide, fall or
 * jitter in position without turning. Gives the same result bits as {@link HullHullSat#run} on
 * hulls placed by {@link PlacedHull#loadTransformed}, at the cost of one rounded dot per face and
 * per candidate edge pair instead of the full O(F V + E E) query. Owned by a pair cache (one per
 * pair, never shared); filled by {@link #afterFullSat}, used by {@link #run}.
 *
 * <h2>Why it is exact</h2>
 * Everything the SAT decides except the distances depends on {@code R} alone, and the distances
 * are one rounded dot of values that moved by the exact translation {@code p}:
 * <ul>
 *   <li>B's placed vertex is {@code v'_i = r_i + p} with {@code r_i = round(R V_i)} (an exact
 *       add), so the rotated part {@code r_i} is kept and only re-added; B's placed normals
 *       {@code round(R n)} are kept as they are.</li>
 *   <li>Exact support choices do not move under translation: {@code n . v'_i = n . r_i + n . p}
 *       exactly (128 bits), the same constant for every {@code i}, so the exact minimisers of
 *       {@code n_f . v'} (A's face queries), the exact maximisers of {@code n' . v'} over a face's
 *       own vertices (B's face offsets) and A's support against B's normals (independent of
 *       {@code p} altogether) are the ones found at the earlier query. The rounded value of any
 *       exact minimiser (maximiser) is the rounded minimum (maximum), so ties need no index rule.</li>
 *   <li>Gauss-map signs and edge axes read B's edge vectors {@code v'_1 - v'_0 = r_1 - r_0}
 *       (exact) and normals: the candidate pairs and their axes are those of the earlier query.</li>
 *   <li>The loops below are the loops of {@link FaceQuery#run} and {@link EdgeQuery#run} over
 *       those values, with the same order, tie rule and early outs, then
 *       {@link HullHullSat#choose}.</li>
 * </ul>
 * Building the tables costs about one full query, so it is done only when a rotation repeats
 * (the second query with the same {@code R}); a pair whose rotation changes every tick only pays
 * the comparison of nine longs.
 */
public final class TranslationCoherence {
    private final RelativePose rotation = new RelativePose();
    private ConvexHull hullA;
    private ConvexHull hullB;
    private boolean rotationKnown;
    private boolean built;

    private long[] rotated = new long[0];
    private long[] placed = new long[0];
    private long[] normalsB = new long[0];
    private long[] offsetsB = new long[0];
    private int[] offsetVertex = new int[0];
    private int[] supportOfFaceA = new int[0];
    private long[] faceBValue = new long[0];
    private int[] pairs = new int[0];
    private long[] axes = new long[0];
    private int pairCount;
    private final MutableVec3 axis = new MutableVec3();

    /** Creates an empty state. */
    public TranslationCoherence() {
    }

    /** Forgets everything. */
    public void clear() {
        rotationKnown = false;
        built = false;
        hullA = null;
        hullB = null;
    }

    /**
     * Returns true when the tables are built for exactly these hulls (reference equality, in this
     * canonical order) and the rotation bits of {@code pose}.
     */
    public boolean canRun(ConvexHull a, ConvexHull b, RelativePose pose) {
        return built && a == hullA && b == hullB && rotation.sameRotation(pose);
    }

    /**
     * Returns true when {@link #afterFullSat} will build the tables after a SAT of these hulls
     * with the rotation bits of {@code pose} (the rotation repeats and nothing is built yet):
     * only then must that SAT be {@link HullHullSat#run} on fully placed hulls; otherwise
     * {@link #afterFullSat} reads nothing but the hulls and {@code ws.relative}, so any SAT
     * ({@link HullHullSat#runForContact} on a deferred placement) may precede it.
     */
    public boolean buildsAfter(ConvexHull a, ConvexHull b, RelativePose pose) {
        return rotationKnown && !built && a == hullA && b == hullB && rotation.sameRotation(pose);
    }

    /**
     * Called after a full {@link HullHullSat#run} on {@code ws} (both hulls placed by
     * {@code ws.relative}, whatever the outcome): remembers the rotation, and when it repeats the
     * one remembered for the same hulls, builds the tables for {@link #run}. Reads {@code ws}
     * only; when it does not build ({@link #buildsAfter} false), only the hulls and
     * {@code ws.relative}, so the SAT before it may be {@link HullHullSat#runForContact}.
     */
    public void afterFullSat(SatWorkspace ws) {
        ConvexHull a = ws.a.hull;
        ConvexHull b = ws.b.hull;
        RelativePose pose = ws.relative;
        if (rotationKnown && a == hullA && b == hullB && rotation.sameRotation(pose)) {
            if (!built) {
                build(ws);
                built = true;
            }
            return;
        }
        hullA = a;
        hullB = b;
        rotation.set(pose);
        rotationKnown = true;
        built = false;
    }

    private void build(SatWorkspace ws) {
        PlacedHull pa = ws.a;
        PlacedHull pb = ws.b;
        ConvexHull hb = hullB;
        RelativePose pose = ws.relative;
        int nv = pb.vertexCount;
        int nfB = pb.faceCount;
        int nfA = pa.faceCount;
        if (rotated.length < 3 * nv) {
            rotated = new long[3 * nv];
            placed = new long[3 * nv];
        }
        if (offsetVertex.length < nfB) {
            normalsB = new long[3 * nfB];
            offsetsB = new long[nfB];
            offsetVertex = new int[nfB];
            faceBValue = new long[nfB];
        }
        if (supportOfFaceA.length < nfA) {
            supportOfFaceA = new int[nfA];
        }
        for (int i = 0; i < nv; i++) {
            // v' = round(R V) + p exactly, so the rotated part is v' - p exactly
            rotated[3 * i] = Fixed.sub(pb.x(i), pose.px());
            rotated[3 * i + 1] = Fixed.sub(pb.y(i), pose.py());
            rotated[3 * i + 2] = Fixed.sub(pb.z(i), pose.pz());
        }
        for (int g = 0; g < nfB; g++) {
            long nx = pb.nx(g);
            long ny = pb.ny(g);
            long nz = pb.nz(g);
            normalsB[3 * g] = nx;
            normalsB[3 * g + 1] = ny;
            normalsB[3 * g + 2] = nz;
            int e = hb.faceFirstEdge(g);
            int best = hb.halfEdgeOrigin(e);
            for (int k = 1, n = hb.faceVertexCount(g); k < n; k++) {
                e = hb.halfEdgeNext(e);
                int v = hb.halfEdgeOrigin(e);
                if (Fixed.compareDot3(pb.x(v), pb.y(v), pb.z(v), pb.x(best), pb.y(best), pb.z(best), nx, ny, nz) > 0) {
                    best = v;
                }
            }
            offsetVertex[g] = best;
            faceBValue[g] = pa.dot(pa.minVertex(nx, ny, nz), nx, ny, nz);
        }
        for (int f = 0; f < nfA; f++) {
            supportOfFaceA[f] = pb.minVertex(pa.nx(f), pa.ny(f), pa.nz(f));
        }
        ConvexHull ha = hullA;
        pairCount = 0;
        for (int i = 0, ne = ha.edgeCount(); i < ne; i++) {
            for (int j = 0, me = hb.edgeCount(); j < me; j++) {
                // the edge query's own candidate test: Gauss map, then not too close to parallel
                if (EdgePairAxis.candidateAxis(pa, i, pb, j, axis)) {
                    if (2 * pairCount + 2 > pairs.length) {
                        int[] p = new int[Math.max(16, 2 * pairs.length)];
                        System.arraycopy(pairs, 0, p, 0, pairs.length);
                        pairs = p;
                        long[] x = new long[3 * (p.length / 2)];
                        System.arraycopy(axes, 0, x, 0, axes.length);
                        axes = x;
                    }
                    pairs[2 * pairCount] = i;
                    pairs[2 * pairCount + 1] = j;
                    axes[3 * pairCount] = axis.x;
                    axes[3 * pairCount + 1] = axis.y;
                    axes[3 * pairCount + 2] = axis.z;
                    pairCount++;
                }
            }
        }
    }

    /**
     * Places B by the translation of {@code ws.relative} (the rotation must be the one
     * {@link #canRun} accepted; {@code ws.a} must hold A by the identity) and fills
     * {@code ws.b}, {@code ws.faceA}, {@code ws.faceB} and {@code ws.edge} with the values the
     * full {@link HullHullSat#run} would leave in every field a caller reads (features,
     * separations, {@code separating} flags, edge axis); returns the same kind.
     */
    public int run(SatWorkspace ws, long contactDistance) {
        RelativePose pose = ws.relative;
        long px = pose.px();
        long py = pose.py();
        long pz = pose.pz();
        ConvexHull hb = hullB;
        int nv = hb.vertexCount();
        for (int i = 0, k = 0; i < nv; i++, k += 3) {
            placed[k] = Fixed.add(rotated[k], px);
            placed[k + 1] = Fixed.add(rotated[k + 1], py);
            placed[k + 2] = Fixed.add(rotated[k + 2], pz);
        }
        int nfB = hb.faceCount();
        for (int g = 0; g < nfB; g++) {
            int v = 3 * offsetVertex[g];
            offsetsB[g] = Fixed.dot3(normalsB[3 * g], normalsB[3 * g + 1], normalsB[3 * g + 2], placed[v], placed[v + 1],
                    placed[v + 2]);
        }
        PlacedHull pa = ws.a;
        PlacedHull pb = ws.b;
        pb.loadPlaced(hb, placed, normalsB, offsetsB);
        ws.faceB.result().setSeparating(false);
        ws.edge.result().setSeparating(false);
        // A's faces: FaceQuery.run's loop over the kept supports
        FaceResult fa = ws.faceA.result();
        fa.reset();
        for (int f = 0, n = pa.faceCount; f < n; f++) {
            int v = 3 * supportOfFaceA[f];
            long d = Fixed.sub(Fixed.dot3(placed[v], placed[v + 1], placed[v + 2], pa.nx(f), pa.ny(f), pa.nz(f)), pa.offset(f));
            if (f == 0 || d > fa.separation()) {
                fa.keep(f, d);
                if (d > contactDistance) {
                    fa.setSeparating(true);
                    return HullHullSat.SEPARATED;
                }
            }
        }
        // B's faces: A's support value is kept, the offset moved with p
        FaceResult fb = ws.faceB.result();
        fb.reset();
        for (int g = 0; g < nfB; g++) {
            long d = Fixed.sub(faceBValue[g], offsetsB[g]);
            if (g == 0 || d > fb.separation()) {
                fb.keep(g, d);
                if (d > contactDistance) {
                    fb.setSeparating(true);
                    return HullHullSat.SEPARATED;
                }
            }
        }
        // edge pairs: EdgeQuery.run's loop over the kept candidates and axes
        EdgeResult eq = ws.edge.result();
        eq.reset();
        ConvexHull ha = hullA;
        for (int c = 0; c < pairCount; c++) {
            int i = pairs[2 * c];
            int j = pairs[2 * c + 1];
            int a0 = ha.edgeVertexA(i);
            int b0 = 3 * hb.edgeVertexA(j);
            long ax = axes[3 * c];
            long ay = axes[3 * c + 1];
            long az = axes[3 * c + 2];
            long d = Fixed.dot3(ax, ay, az, Fixed.sub(placed[b0], pa.x(a0)), Fixed.sub(placed[b0 + 1], pa.y(a0)),
                    Fixed.sub(placed[b0 + 2], pa.z(a0)));
            if (!eq.found() || d > eq.separation()) {
                eq.keep(i, j, d, ax, ay, az);
                if (d > contactDistance) {
                    eq.setSeparating(true);
                    return HullHullSat.SEPARATED;
                }
            }
        }
        return HullHullSat.choose(fa.separation(), fb.separation(), eq.found(), eq.separation());
    }
}
