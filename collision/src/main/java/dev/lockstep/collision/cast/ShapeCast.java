package dev.lockstep.collision.cast;

import dev.lockstep.collision.CollisionTolerances;
import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.Gjk;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.internal.gjk.GjkLoop;
import dev.lockstep.collision.shape.SupportMap;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * Shape cast by conservative advancement on the GJK distance (Box2D v3's {@code b2ShapeCast}
 * idea, translation only): the cast shape A moves by {@code f * translation} from its transform,
 * the target B stays, and the first fraction at which they come within {@link #TARGET} is found.
 *
 * <pre>
 * f := 0
 * repeat (at most MAX_ITERATIONS distance queries):
 *   (s, n) := GJK signed distance and unit normal A to B, A placed at f
 *   if A starts penetrating B (cores overlap or s &lt; 0 at f = 0): no hit (one-sided, as rays)
 *   c := n . translation                       closing speed (distance lost per unit fraction)
 *   if s &lt;= TARGET + TOLERANCE:
 *     hit at f, unless f = 0 and c &lt;= SLIDING (touching but not approaching: no hit)
 *   if c &lt;= SLIDING: no hit                  (moving away or along: the distance never falls)
 *   f := f + (s - TARGET) / c                  (one rounding); beyond maxFraction: no hit
 * iteration cap: no hit (a cast that grazes B within the target band)
 * </pre>
 *
 * <p>Why it is conservative: along a translation the distance between two convex shapes is a
 * convex function of {@code f} whose slope at {@code f} is {@code -c} at best, and the separating
 * plane at distance {@code s} gives {@code dist(f + h) >= s - h c}; so the step to
 * {@code (s - TARGET) / c} never passes the point where the distance reaches {@code TARGET} (up to
 * the rounding of the distance, a few ulps, far inside {@code TARGET}). The same convexity makes
 * the two "no hit" exits exact in exact arithmetic: a distance that does not fall at {@code f}
 * never falls later.
 *
 * <p>Choice of method: conservative advancement on GJK works for every pair of support maps
 * (round shapes, hulls, mesh triangles) with one kernel and gives the normal and witness point of
 * the contact. The swept SAT of {@code TimeOfImpact} handles hull pairs only (no radii, no
 * triangles without building a hull per triangle) and ignores the round shapes' curvature, so it
 * was not used; see {@code world/docs/queries.md} for the measured iteration counts.
 *
 * <p>Arithmetic: A's placement is {@code translation(A) + f * d} (one rounding per product), the
 * distance and normal are {@link Gjk#distance}'s, the closing speed one rounded dot, the step one
 * {@code Fixed.div}, checked against the remaining range by an exact 128-bit compare first (so the
 * quotient cannot overflow). Results: the fraction; the normal {@code -n} (from B towards A); the
 * point: B's witness point.
 *
 * <p>One instance per thread: it owns the GJK scratch. A cast allocates the placed transform of
 * each iteration (a record), nothing else.
 */
public final class ShapeCast {
    /**
     * Distance at which a cast stops: {@code LINEAR_SLOP >> 2}, {@code 2^-12} m, raw {@code 2^20}
     * (about 0.24 mm). Far above
     * GJK's rounding (a few ulps, {@code 2^-30} m), far below the world's contact slop; a cast
     * therefore reports the shapes this close to touching, never overlapping.
     */
    public static final long TARGET = CollisionTolerances.LINEAR_SLOP >> 2;
    /**
     * Band above {@link #TARGET} accepted as converged: {@code TARGET >> 2}, {@code 2^-14} m, raw
     * {@code 2^18} (Box2D's quarter of the target). At the reported fraction the distance lies in
     * {@code [TARGET - rounding, TARGET + TOLERANCE]}.
     */
    public static final long TOLERANCE = TARGET >> 2;
    /**
     * Cap on distance queries per cast: 32. Advancement converges in a handful of steps except
     * when A grazes B with a closest distance near the target band; such a cast is a miss.
     */
    public static final int MAX_ITERATIONS = 32;
    /**
     * A closing speed at or below {@code |d| / 2^20} counts as sliding (not approaching): GJK's
     * normal carries rounding of about {@code 2^-31} per component, so a motion parallel to a face
     * can show a closing speed of that order; a direction cosine of {@code 2^-20} is far above it.
     */
    public static final int SLIDING_SHIFT = 20;
    /**
     * Largest coordinate (raw) of the cast's start and translation: {@code 2^44} (4096 m), so the
     * placed shape stays inside GJK's {@code MAX_SUPPORT_COORDINATE} range together with its target.
     */
    public static final long MAX_COORDINATE = 1L << 44;

    private final GjkWorkspace gjk = new GjkWorkspace();
    private final DistanceResult distance = new DistanceResult();

    /**
     * Casts {@code a} (placed by {@code ta}) along {@code (dx, dy, dz)} for fractions
     * {@code [0, maxFraction]} against {@code b} (placed by {@code tb}) and writes the first contact
     * into {@code outHit} (reset first). Returns true on a hit.
     *
     * @throws IllegalArgumentException if the translation is zero, {@code maxFraction} is outside
     *     {@code [0, 1]}, or a coordinate of A's start or of the translation exceeds
     *     {@link #MAX_COORDINATE}
     */
    public boolean cast(SupportMap a, Transform ta, long dx, long dy, long dz, long maxFraction, SupportMap b,
            Transform tb, ShapeCastHit outHit) {
        checkCast(ta, dx, dy, dz, maxFraction);
        outHit.reset();
        long sliding = Fixed.length3(dx, dy, dz) >> SLIDING_SHIFT;
        long f = 0;
        for (int iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
            // A at translation(A) + f d: the shift rides on ta (same bits as a transform built there, none allocated)
            GjkLoop.distance(a, ta, Fixed.mul(dx, f), Fixed.mul(dy, f), Fixed.mul(dz, f), b, tb, gjk, distance);
            outHit.iterations(iteration + 1);
            long s = distance.distance();
            if (distance.coresOverlap() || s < 0 && iteration == 0) {
                // starting inside: one-sided; later (rounding past the target): touching at f
                if (iteration == 0) {
                    return false;
                }
                return hitAtPrevious(outHit, f);
            }
            long c = Fixed.dot3(distance.normalX(), distance.normalY(), distance.normalZ(), dx, dy, dz);
            if (s <= TARGET + TOLERANCE) {
                if (iteration == 0 && c <= sliding) {
                    return false;
                }
                outHit.set(f, -distance.normalX(), -distance.normalY(), -distance.normalZ(), distance.pointBX(),
                        distance.pointBY(), distance.pointBZ());
                return true;
            }
            if (c <= sliding) {
                return false;
            }
            long num = s - TARGET;
            long remaining = maxFraction - f;
            if (quotientExceeds(num, c, remaining)) {
                return false;
            }
            f += Fixed.div(num, c);
            saveWitness();
        }
        return false;
    }

    private long savedNx;
    private long savedNy;
    private long savedNz;
    private long savedPx;
    private long savedPy;
    private long savedPz;

    /** Keeps the last separated normal and point: a later query whose cores touch has none of its own. */
    private void saveWitness() {
        savedNx = -distance.normalX();
        savedNy = -distance.normalY();
        savedNz = -distance.normalZ();
        savedPx = distance.pointBX();
        savedPy = distance.pointBY();
        savedPz = distance.pointBZ();
    }

    private boolean hitAtPrevious(ShapeCastHit outHit, long f) {
        outHit.set(f, savedNx, savedNy, savedNz, savedPx, savedPy, savedPz);
        return true;
    }

    /** Returns true when {@code num / den > limit} exactly ({@code num, limit >= 0}, {@code den > 0}). */
    static boolean quotientExceeds(long num, long den, long limit) {
        return Int128.compareQuotient(num, den, limit) > 0;
    }

    /**
     * Checks a cast's input as {@link #cast} does (callers that may skip every target check first).
     *
     * @throws IllegalArgumentException as {@link #cast}
     */
    public static void checkCast(Transform ta, long dx, long dy, long dz, long maxFraction) {
        if (maxFraction < 0 || maxFraction > Fixed.ONE) {
            throw new IllegalArgumentException("shape cast maxFraction " + FixedFormat.toExactString(maxFraction)
                    + " is outside [0, 1]");
        }
        if ((dx | dy | dz) == 0) {
            throw new IllegalArgumentException("shape cast translation is zero");
        }
        Vec3 p = ta.translation();
        if (outside(p.x()) || outside(p.y()) || outside(p.z()) || outside(dx) || outside(dy) || outside(dz)) {
            throw new IllegalArgumentException("shape cast from (" + FixedFormat.toExactString(p.x()) + ", "
                    + FixedFormat.toExactString(p.y()) + ", " + FixedFormat.toExactString(p.z()) + ") by ("
                    + FixedFormat.toExactString(dx) + ", " + FixedFormat.toExactString(dy) + ", "
                    + FixedFormat.toExactString(dz) + ") exceeds the cast range +-" + FixedFormat.toExactString(MAX_COORDINATE)
                    + " per coordinate");
        }
    }

    private static boolean outside(long v) {
        return v > MAX_COORDINATE || v < -MAX_COORDINATE;
    }
}
