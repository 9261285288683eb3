package dev.lockstep.collision.internal.sat;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.wide.Dot128;

/**
 * The face query of seed 001 ("Hull vs Hull: Testing Face Separation"): for every face plane of
 * one hull, the support point of the other hull against the plane normal and its signed distance
 * to the plane; the result is the largest distance and its face. One method, called twice with the
 * roles swapped (faces of A against B, faces of B against A), never two mirrored loops.
 *
 * <p>Result after {@link #run}, a {@link FaceResult} ({@link #result}): the maximising face of
 * {@code faces} (ties: lowest face index) and its distance, raw, positive when separated. When the
 * query stopped early because a distance exceeded {@code stopAbove}, it is marked separating and
 * holds that first separating face.
 */
public final class FaceQuery {
    /** What the last run found. */
    private final FaceResult result = new FaceResult();

    /** Every face tested so far against every vertex of the other hull, exactly ({@link #run} fills it). */
    final FaceDotTable table = new FaceDotTable();
    /**
     * Support (index into the other hull) of each face tested by {@link #runClimbing}; rows
     * {@code 0 .. supportRows - 1} are valid.
     */
    int[] support = new int[16];
    /** Number of valid {@link #support} entries. */
    int supportRows;
    /** Per face: true when its {@link #support} entry is its exact support, false when a start vertex ({@link #exactSupport} climbs then). */
    private boolean[] exactSupport = new boolean[16];
    /** Per face, the upper bound of its distance the last climbing run found (issue 20's carried bounds). */
    final CarriedFaceBounds carried = new CarriedFaceBounds();
    /** Counters of the shortcuts, when a test or probe attached them; null: nothing counts. */
    private SatStats stats;
    /** For face {@code f} with an opposite face {@code g > f}: the support for {@code g}, found with f's. */
    private int[] pendingOpposite = new int[16];
    /** The support climbs on the other hull, and what each climb leaves. */
    private final HullClimber climber = new HullClimber();
    /** See {@link #climber}. */
    private final ClimbResult climb = new ClimbResult();

    /** Creates a query with an empty result. */
    public FaceQuery() {
    }

    /** Returns what the last run found (the same object every time, reset by each run). */
    public FaceResult result() {
        return result;
    }

    /** Counts this query's shortcuts into {@code outStats} from now on; null stops counting. */
    void attachStats(SatStats outStats) {
        this.stats = outStats;
    }

    /**
     * Tests every face of {@code faces} against {@code other} (both in the same frame) and fills
     * this query. Distance of face {@code f}: {@code Fixed.dot3(n_f, s) - offset_f} where {@code s}
     * is the vertex of {@code other} with the exactly smallest {@code n_f . s} (ties: lowest
     * index; the rounded dot of the exact minimiser is the minimum of the rounded dots, rounding
     * being monotone).
     */
    public void run(PlacedHull faces, PlacedHull other, long stopAbove) {
        FaceResult result = this.result;
        result.reset();
        int nv = other.vertexCount;
        int nf = faces.faceCount;
        FaceDotTable table = this.table;
        table.start(faces, other);
        long[] dotHi = table.dotHi;
        long[] dotLo = table.dotLo;
        carried.state = CarriedFaceBounds.NONE;
        if (pendingOpposite.length < nf) {
            pendingOpposite = new int[nf];
        }
        ensureRows(nf);
        supportRows = 0;
        HullQueryIndex index = HullQueryIndex.of(faces.hull);
        for (int f = 0; f < nf; f++) {
            long nx = faces.nx(f);
            long ny = faces.ny(f);
            long nz = faces.nz(f);
            int g = index.oppositeFace(f);
            int s;
            if (g < 0) {
                s = other.minVertexInto(nx, ny, nz, dotHi, dotLo, f * nv);
            } else if (g > f) {
                // exactly opposite normals (placement keeps them exact negations): one pass
                // gives this face's row and support and face g's, which is met later
                long mm = other.minMaxVertexInto(nx, ny, nz, dotHi, dotLo, f * nv, g * nv);
                s = (int) mm;
                pendingOpposite[f] = (int) (mm >>> 32);
            } else {
                s = pendingOpposite[g];
            }
            table.tableRows = f + 1;
            support[f] = s;
            exactSupport[f] = true;
            supportRows = f + 1;
            long d = Fixed.sub(other.dot(s, nx, ny, nz), faces.offset(f));
            if (f == 0 || d > result.separation()) {
                result.keep(f, d);
                if (d > stopAbove) {
                    result.setSeparating(true);
                    return;
                }
            }
        }
    }

    /**
     * Same result as {@link #run} (face, separation, separating, bit for bit), without the
     * vertex-normal table: each face's support is found by {@link HullClimber#climbMin} from the
     * support of a neighbouring face already tested ({@code HullQueryIndex.warmFace}, else the
     * previous face), falling back to the scan when the climb cannot certify it. Records the
     * support of every face tested in {@link #support} (the edge query's Gauss-map walk starts
     * from them). Needs {@code other.climbable}; for large hulls, where the scan's
     * {@code F x V} products dominate.
     *
     * <p>Without {@code keepSupports}, a face whose distance from the climb's start vertex
     * (an upper bound of its distance, rounding being monotone) is not above the best distance so
     * far is skipped: it cannot become the result nor separate (the best is not above
     * {@code stopAbove}, or the query would have stopped). Its {@link #support} entry then holds
     * that start vertex, not its support. The same holds for any vertex the climb passes: the
     * climb stops at the first one whose distance is not above the best
     * ({@link HullClimber#climbMinFiltered(PlacedHull, int, long, long, long, long, long, long, ClimbResult)}), and the
     * face is skipped with that vertex as its entry.
     */
    public void runClimbing(PlacedHull faces, PlacedHull other, long stopAbove, boolean keepSupports) {
        runClimbingSeeded(faces, other, stopAbove, keepSupports, false, 0, null);
    }

    /**
     * {@link #runClimbing} without supports, for a caller that only needs the result when its
     * separation exceeds {@code floor = min(decideAbove, stopAbove)}: after the first face, a face
     * whose upper bound is at most {@code floor} is skipped too. When the full query's separation
     * exceeds {@code floor}, or it separates, the {@link FaceResult} is the same bit for
     * bit (a skipped face is never the first maximum nor
     * separates); otherwise they hold some face whose separation is at most {@code floor}. The
     * SAT for a contact passes the flip-flop threshold of A's faces: B's face is chosen only above it.
     */
    public void runClimbingAbove(PlacedHull faces, PlacedHull other, long stopAbove, long decideAbove) {
        runClimbingSeeded(faces, other, stopAbove, false, true, Math.min(decideAbove, stopAbove), null);
    }

    /**
     * {@link #runClimbing} ({@code useFloor} false) or {@link #runClimbingAbove} ({@code useFloor}
     * true, {@code floor = min(decideAbove, stopAbove)}), warm-started by {@code seed} when it is
     * not null ({@link SatSeeds}: a vertex of {@code other} per face and a face to decide first,
     * from an earlier query of the same hulls): the same fields, bit for bit, as without it.
     *
     * <p>Why the seed changes nothing: every face's climb may start anywhere (the climb is
     * certified or falls back to the scan), and the skip rules need only an upper bound of a
     * face's distance (the rounded dot of any vertex) and a value its distance must beat. The seed
     * face {@code w} is climbed first; its exact distance {@code S} is a lower bound of the
     * maximum, so (when {@code S <= stopAbove}) a face {@code f < w} whose bound is below
     * {@code S}, or {@code f > w} whose bound is at most {@code S}, can be neither the first
     * maximum (ties go to the lowest index: such an {@code f > w} would follow {@code w}) nor a
     * separating face (its distance is at most {@code S <= stopAbove}). Every other face is
     * visited in index order with the rules of the unseeded query, so the first maximum among the
     * visited faces, which include the global first maximum, is the global one; and the first
     * face above {@code stopAbove}, if any, is visited and kept there as without the seed. With
     * {@code S > stopAbove} only the start vertices are seeded. {@code SeededSatProperties}
     * checks it against the unseeded query.
     */
    void runClimbingSeeded(PlacedHull faces, PlacedHull other, long stopAbove, boolean keepSupports, boolean useFloor,
            long floor, SatSeeds.Side seed) {
        FaceResult result = this.result;
        result.reset();
        table.forget();
        int nf = faces.faceCount;
        ensureRows(nf);
        CarriedFaceBounds carried = this.carried;
        carried.state = CarriedFaceBounds.NONE;
        long[] upper = carried.upper;
        supportRows = 0;
        HullQueryIndex index = HullQueryIndex.of(faces.hull);
        climber.prepareFiltered(other);
        int previous = 0;
        // the seed face first: its exact distance bounds the maximum from below (see above)
        int seedFace = -1;
        int seedSupport = 0;
        long seedDistance = 0;
        boolean seedFloor = false;
        if (seed != null) {
            seedFace = seed.face;
            seedSupport = climbExact(faces, seedFace, other, seed.vertex[seedFace]);
            seedDistance = Fixed.sub(other.dot(seedSupport, faces.nx(seedFace), faces.ny(seedFace), faces.nz(seedFace)),
                    faces.offset(seedFace));
            seedFloor = !keepSupports && seedDistance <= stopAbove && seedDistance != Long.MIN_VALUE;
        }
        boolean any = false;
        for (int f = 0; f < nf; f++) {
            long nx = faces.nx(f);
            long ny = faces.ny(f);
            long nz = faces.nz(f);
            if (f == seedFace) {
                upper[f] = seedDistance;
                support[f] = seedSupport;
                exactSupport[f] = true;
                supportRows = f + 1;
                previous = seedSupport;
                if (!any || seedDistance > result.separation()) {
                    any = true;
                    result.keep(f, seedDistance);
                    if (seedDistance > stopAbove) {
                        result.setSeparating(true);
                        return;
                    }
                }
                continue;
            }
            int warm = index.warmFace(f);
            int start = seed != null ? seed.vertex[f] : warm >= 0 ? support[warm] : previous;
            // the start's exact sum serves the bound below (rounded) and the climb (exact)
            long sx = other.x(start);
            long sy = other.y(start);
            long sz = other.z(start);
            long startHi = Dot128.high(sx, sy, sz, nx, ny, nz);
            long startLo = Dot128.low(sx, sy, sz, nx, ny, nz);
            boolean bounded = !keepSupports && (any || seedFloor);
            long best = !any ? Long.MIN_VALUE : result.separation();
            if (useFloor) {
                best = Math.max(best, floor);
            }
            if (seedFloor) {
                // before the seed face a tie with it would win, after it it would not
                best = Math.max(best, f < seedFace ? seedDistance - 1 : seedDistance);
            }
            long offsetAtLeast = bounded ? faces.offsetAtLeast(f) : 0;
            long bound = bounded ? Fixed.sub(other.roundedDot(start, startHi, startLo, nx, ny, nz), offsetAtLeast) : 0;
            if (bounded && bound <= best) {
                // any vertex bounds the face's distance from above (the rounded dot of the exact
                // minimiser is the smallest), and so does any value at most the offset (B's
                // offsets are placed on demand: PlacedHull#placeDeferredFaces): this face cannot
                // beat the current one, so its support is not needed; the start stands in as the
                // next face's warm start
                upper[f] = bound;
                ruledOut(f, start);
                previous = start;
                continue;
            }
            // the climb may stop at a vertex that already rules the face out (rounded dot at most
            // best + offset; a value at most the offset serves, as in the skip above)
            long cutoff = Long.MIN_VALUE;
            long c = best + offsetAtLeast;
            if (bounded && ((best ^ c) & (offsetAtLeast ^ c)) >= 0 && c != Long.MIN_VALUE) {
                cutoff = c;         // no overflow (else no cutoff)
            }
            int s = climber.climbMinFiltered(other, start, startHi, startLo, nx, ny, nz, cutoff, climb);
            if (s >= 0 && climb.stoppedAtCutoff) {
                // its rounded dot is at most best + offsetAtLeast: the distance term at most best
                upper[f] = best;
                ruledOut(f, s);
                previous = s;
                continue;
            }
            long dot;
            if (s >= 0) {
                dot = other.roundedDot(s, climb.sumHi, climb.sumLo, nx, ny, nz);
            } else {
                s = other.minVertex(nx, ny, nz);
                countClimbFallback();
                dot = other.dot(s, nx, ny, nz);
            }
            support[f] = s;
            exactSupport[f] = true;
            supportRows = f + 1;
            previous = s;
            long d = Fixed.sub(dot, faces.offset(f));
            upper[f] = d;
            if (!any || d > result.separation()) {
                any = true;
                result.keep(f, d);
                if (d > stopAbove) {
                    result.setSeparating(true);
                    return;
                }
            }
        }
        carried.state = CarriedFaceBounds.FRESH;
    }

    /**
     * {@link #runClimbingSeeded} without the face loop when the seed's carried bounds decide it:
     * returns true having filled this query, or false having changed nothing but scratch
     * ({@link CarriedFaceBounds#runSeedOnly} says why the result is the same).
     */
    boolean runSeedOnly(PlacedHull faces, PlacedHull other, long stopAbove, boolean useFloor, long floor,
            SatSeeds.Side seed) {
        return carried.runSeedOnly(this, faces, other, stopAbove, useFloor, floor, seed);
    }

    /**
     * Fills this query with the result {@code (w, distance)}, not separating: face {@code w}'s
     * support {@code s} exact, the other faces' {@code startVertices} to be climbed on demand by
     * {@link #exactSupport} ({@link CarriedFaceBounds#runSeedOnly}).
     */
    void keepSeedFace(int nf, int w, int s, long distance, int[] startVertices) {
        ensureRows(nf);
        result.reset();
        result.keep(w, distance);
        table.forget();
        System.arraycopy(startVertices, 0, support, 0, nf);
        java.util.Arrays.fill(exactSupport, 0, nf, false);
        support[w] = s;
        exactSupport[w] = true;
        supportRows = nf;
        if (stats != null) {
            stats.faceBoundSkips += nf - 1;
        }
    }

    private void ensureRows(int nf) {
        if (support.length < nf) {
            support = new int[nf];
            exactSupport = new boolean[nf];
        }
        carried.ensure(nf);
    }

    /** Prepares the filtered climbs on {@code other}, then {@link #climbExact}. */
    int climbExactPrepared(PlacedHull faces, int f, PlacedHull other, int start) {
        climber.prepareFiltered(other);
        return climbExact(faces, f, other, start);
    }

    /** Returns the exact support of face {@code f} of {@code faces} on {@code other}, climbing from {@code start}. */
    private int climbExact(PlacedHull faces, int f, PlacedHull other, int start) {
        long nx = faces.nx(f);
        long ny = faces.ny(f);
        long nz = faces.nz(f);
        int s = climber.climbMinFiltered(other, start,
                Dot128.high(other.x(start), other.y(start), other.z(start), nx, ny, nz),
                Dot128.low(other.x(start), other.y(start), other.z(start), nx, ny, nz), nx, ny, nz, climb);
        if (s < 0) {
            s = other.minVertex(nx, ny, nz);
            countClimbFallback();
        }
        return s;
    }

    /**
     * Records face {@code f} as ruled out by the bound, with vertex {@code v} of the other hull
     * (which bounds its distance) standing in for its support until {@link #exactSupport}.
     */
    private void ruledOut(int f, int v) {
        support[f] = v;
        exactSupport[f] = false;
        supportRows = f + 1;
        if (stats != null) {
            stats.faceBoundSkips++;
        }
    }

    /** Counts a climb that could not certify its answer (when stats are attached). */
    private void countClimbFallback() {
        if (stats != null) {
            stats.climbFallbacks++;
        }
    }

    /**
     * Returns the exact support of face {@code f} of {@code faces} on {@code other} (the vertex of
     * {@code other} with the exactly smallest {@code n_f . v}, as {@link #run} finds it), climbing
     * now from the start vertex {@link #runClimbing} left for a face it skipped, and recording
     * it. Needs {@code f < supportRows} and the same placed hulls as the last run (their filtered
     * climbs prepared). The edge walk asks for the end faces of the arcs it walks only.
     */
    int exactSupport(int f, PlacedHull faces, PlacedHull other) {
        if (exactSupport[f]) {
            return support[f];
        }
        int s = climbExact(faces, f, other, support[f]);
        support[f] = s;
        exactSupport[f] = true;
        return s;
    }

    /**
     * Fills only the vertex-normal table of every face of {@code faces} against every vertex of
     * {@code other} (the same sums {@link #run} stores), leaving the result fields alone; for
     * callers that need the Gauss-map signs but not the face separations (time of impact).
     */
    public void fillTable(PlacedHull faces, PlacedHull other) {
        table.fill(faces, other);
    }

    /** Returns the signed distance of {@code other}'s support point to face {@code f} of {@code faces}. */
    public static long faceSeparation(PlacedHull faces, int f, PlacedHull other) {
        long nx = faces.nx(f);
        long ny = faces.ny(f);
        long nz = faces.nz(f);
        int s = other.minVertex(nx, ny, nz);
        return Fixed.sub(other.dot(s, nx, ny, nz), faces.offset(f));
    }
}
