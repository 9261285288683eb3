package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.ExactDistances.MC;
import static dev.lockstep.collision.ExactDistances.cross;
import static dev.lockstep.collision.ExactDistances.crossOf;
import static dev.lockstep.collision.ExactDistances.crosses;
import static dev.lockstep.collision.ExactDistances.min;
import static dev.lockstep.collision.ExactDistances.pointTriangle;
import static dev.lockstep.collision.ExactDistances.segmentSegment;
import static dev.lockstep.collision.ExactDistances.sub;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.ExactDistances;
import dev.lockstep.collision.internal.narrow.HullScenes;
import dev.lockstep.collision.internal.sat.SatConstants;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuildException;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.VecMath;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The hull-triangle SAT against the exact separation along its own axis, on hulls with bent faces
 * ({@link HullTriangleBentFaceTest}): after {@link HullTriangleContact#satAxes} its largest
 * separation is at most the true separation of the placed hull and the triangle along its axis
 * plus the slack of {@code checkedSeparation}, and an axis it calls separating truly separates by
 * more than {@code Ir} minus that slack, so no contact is lost to an overstated axis. Scenes: the
 * triangle lies on or just off a bent face, one edge nearly parallel to an edge of that face
 * (where the Gauss map test, reading the bent face's normal, accepts axes off the Minkowski
 * faces), shifted sideways; hulls of 4 to 63 points at half a unit to 32 units. Without the check
 * 121 of 3,000 such scenes fail.
 *
 * <p>Every bent face's axis is held tighter, to the rounded true separation along the placed face
 * normal (half an ulp either way): it is measured from the hull's support along the normal, not
 * from a vertex of the face, whose plane need not support the hull. Measured from the face's
 * first vertex, 1,208 of 1,500 scenes of {@link #scene} fail (seeds 1 to 1,500).
 *
 * <p>The closest points of a triangle beside a bent face ({@link HullTriangleDistance}, seed
 * 000's edge and vertex contacts) are held to the exact distance of the placed hull and the
 * triangle ({@link #besideDistances_matchTheExactDistance}): on the plane through a bent face's
 * first vertex they were off by up to units.
 */
class HullTriangleBentFaceProperties {
    private static final long ONE = Fixed.ONE;

    /** A bent hull, its placement, the triangle (9 raw coordinates) and the contact distance. */
    record Scene(ConvexHull hull, Transform placement, long[] triangle, long contactDistance) {
    }

    @Test
    void satSeparations_neverExceedTheTrueSeparationAlongTheirAxis() {
        int[] counts = new int[3];                                   // scenes, SAT ran to the end, separated
        qt().withFixedSeed(0xBE47_F0CEL).withExamples(1500).forAll(longs().all()).checkAssert(seed -> {
            Scene s = scene(new Random(seed));
            TriangleMesh mesh = TriangleMesh.of(s.triangle(), new int[] {0, 1, 2});
            TriangleKernel k = new TriangleKernel();
            if (!k.load(mesh, 0)) {
                return;
            }
            counts[0]++;
            boolean ran = checkSat(s, k, "seed " + seed);
            counts[ran ? 1 : 2]++;
        });
        assertTrue(counts[1] > 300 && counts[2] > 300, "both outcomes exercised: " + counts[1] + " / " + counts[2]);
    }

    /**
     * The closest points of a triangle beside a bent face ({@link #besideScene}) against the exact
     * distance of the placed hull and the triangle ({@link #exactDistance}): the reported distance
     * (the rounded length between the two points) is within {@link #distanceTolerance} of it.
     * Projected onto the plane through a bent face's first vertex (and without its creases), 206
     * of the 269 disjoint scenes of seeds 1 to 400 fail.
     */
    @Test
    void besideDistances_matchTheExactDistance() {
        int[] counts = new int[2];                                   // disjoint scenes, within 2 Ir of the hull
        qt().withFixedSeed(0xD157_A9CEL).withExamples(400).forAll(longs().all()).checkAssert(seed -> {
            Scene s = besideScene(new Random(seed));
            TriangleMesh mesh = TriangleMesh.of(s.triangle(), new int[] {0, 1, 2});
            TriangleKernel k = new TriangleKernel();
            if (!k.load(mesh, 0)) {
                return;
            }
            BigDecimal exact = exactDistance(s);
            if (exact == null) {
                return;                                               // hull and triangle meet: no distance
            }
            counts[0]++;
            HullTriangleContact g = new HullTriangleContact();
            g.set(s.hull(), s.placement(), s.contactDistance());
            k.loadEdgeNormals();
            HullTriangleDistance d = g.closestPoints(k);
            long reported = Fixed.length3(d.hullX - d.triX, d.hullY - d.triY, d.hullZ - d.triZ);
            long tolerance = distanceTolerance(placed(s.hull(), s.placement()), k);
            assertTrue(BigDecimal.valueOf(reported).subtract(exact).abs().compareTo(BigDecimal.valueOf(tolerance)) <= 0,
                    "seed " + seed + ": distance " + reported + " raw, the exact " + exact.round(new MathContext(12))
                            + " (tolerance " + tolerance + ")");
            counts[1] += exact.compareTo(BigDecimal.valueOf(2 * s.contactDistance())) <= 0 ? 1 : 0;
        });
        assertTrue(counts[0] > 200 && counts[1] > 50, "scenes exercised: " + counts[0] + " disjoint, " + counts[1] + " near");
    }

    /**
     * The tolerance of {@link #besideDistances_matchTheExactDistance}, raw: the diagonals of the
     * boxes of hull and triangle shifted right by 26, plus 16. A candidate's rounding grows with its
     * lever (a face normal within 2 ulps, dotted with an offset across the face; an edge fraction
     * rounded once along the edge): about one raw per unit of the scene's size (at most 1.3e-9
     * of the hull's size in a 3,000-scene search), 64 times below this; measured from
     * a bent face's first vertex's plane the distance was off by up to 2 million times it.
     */
    static long distanceTolerance(long[] placed, TriangleKernel k) {
        long[] corners = {k.ax, k.ay, k.az, k.bx, k.by, k.bz, k.cx, k.cy, k.cz};
        return (diagonal(placed) + diagonal(corners) >> 26) + 16;
    }

    /**
     * Returns the exact distance (raw, 40 digits) of the placed hull of {@code s} and its triangle,
     * or null when they meet. The hull's surface: its planar faces as fans, and for a bent face
     * every triangle of its loop vertices that has all hull vertices on or below it (exact
     * orientations in the hull's frame; a brute force, independent of the gift wrapping of
     * {@code HullQueryIndex}), both at the placed vertices. The distance is the smallest exact
     * point-triangle or segment-segment distance of the triangle against those triangles; they
     * meet when an edge of one crosses the other, or when the triangle lies inside (its corner 1
     * above no triangle's plane).
     */
    static BigDecimal exactDistance(Scene s) {
        ConvexHull h = s.hull();
        long[] v = placed(h, s.placement());
        long[] t = s.triangle();
        int nv = h.vertexCount();
        java.util.List<int[]> surface = new java.util.ArrayList<>();
        for (int f = 0; f < h.faceCount(); f++) {
            int count = h.faceVertexCount(f);
            int[] loop = new int[count];
            for (int i = 0, e = h.faceFirstEdge(f); i < count; i++, e = h.halfEdgeNext(e)) {
                loop[i] = h.halfEdgeOrigin(e);
            }
            if (HullQueryIndex.of(h).planarFace(f)) {
                for (int i = 1; i + 1 < count; i++) {
                    surface.add(new int[] {loop[0], loop[i], loop[i + 1]});
                }
                continue;
            }
            for (int a = 0; a < count; a++) {
                for (int b = a + 1; b < count; b++) {
                    for (int c = b + 1; c < count; c++) {
                        BigInteger[] n = crossOf(local(h, loop[a]), local(h, loop[b]), local(h, loop[c]));
                        boolean facet = n[0].signum() != 0 || n[1].signum() != 0 || n[2].signum() != 0;
                        for (int w = 0; w < nv && facet; w++) {
                            facet = ExactDistances.dot(n, sub(local(h, w), local(h, loop[a]))).signum() <= 0;
                        }
                        if (facet) {
                            surface.add(new int[] {loop[a], loop[b], loop[c]});
                        }
                    }
                }
            }
        }
        BigInteger[][] tri = {point(t, 0), point(t, 1), point(t, 2)};
        boolean outside = false;
        BigDecimal best = null;
        for (int[] f : surface) {
            BigInteger[][] q = {point(v, f[0]), point(v, f[1]), point(v, f[2])};
            for (int i = 0; i < 3; i++) {
                if (crosses(tri[i], tri[(i + 1) % 3], q) || crosses(q[i], q[(i + 1) % 3], tri)) {
                    return null;
                }
            }
            outside |= ExactDistances.dot(crossOf(q[0], q[1], q[2]), sub(tri[1], q[0])).signum() > 0;
            for (int i = 0; i < 3; i++) {
                best = min(best, pointTriangle(tri[i], q));
                best = min(best, pointTriangle(q[i], tri));
                for (int j = 0; j < 3; j++) {
                    best = min(best, segmentSegment(q[i], q[(i + 1) % 3], tri[j], tri[(j + 1) % 3]));
                }
            }
        }
        return outside ? best.sqrt(MC) : null;
    }

    private static BigInteger[] local(ConvexHull h, int i) {
        return new BigInteger[] {BigInteger.valueOf(h.vertexX(i)), BigInteger.valueOf(h.vertexY(i)), BigInteger.valueOf(h.vertexZ(i))};
    }

    private static BigInteger[] point(long[] xyz, int i) {
        return new BigInteger[] {BigInteger.valueOf(xyz[3 * i]), BigInteger.valueOf(xyz[3 * i + 1]), BigInteger.valueOf(xyz[3 * i + 2])};
    }

    /**
     * A triangle beside a bent face (fixed point throughout): hulls of 8 to 63 points at a
     * quarter unit to 64 units; a point of the face (a weighted mean of its loop vertices, below
     * the true surface by up to the bend), and a triangle either pointing corner 0 at it from
     * 2^-2 to 2^-15 of the hull's size above along the face normal (rarely below), or lying
     * across it on its edge 0 (tilted a little against the face), standing up along the normal:
     * beside the hull (its prism holds none of the hull), the closest points on the face's
     * triangles or creases or nearby.
     */
    static Scene besideScene(Random r) {
        BentDraw d = drawBent(r, 9, -2, 8, 56);                       // radius 2^-2 .. 2^6 units
        ConvexHull hull = d.hull;
        Transform placement = d.placement;
        long size = d.size;
        long[] v = d.placed;
        int f = d.face;
        long[] normal = d.normal;
        int count = hull.faceVertexCount(f);
        long[] weight = new long[count];
        long total = 0;
        for (int i = 0; i < count; i++) {
            weight[i] = 1 + r.nextInt(r.nextInt(4) == 0 ? 2 : 32);
            total += weight[i];
        }
        long[] p = new long[3];
        for (int i = 0, e = hull.faceFirstEdge(f); i < count; i++, e = hull.halfEdgeNext(e)) {
            int w = hull.halfEdgeOrigin(e);
            for (int c = 0; c < 3; c++) {
                p[c] += Fixed.mulDiv(v[3 * w + c], weight[i], total);
            }
        }
        int a = hull.halfEdgeOrigin(hull.faceFirstEdge(f));
        int b = hull.halfEdgeOrigin(hull.halfEdgeNext(hull.faceFirstEdge(f)));
        long[] along = unit(v[3 * b] - v[3 * a], v[3 * b + 1] - v[3 * a + 1], v[3 * b + 2] - v[3 * a + 2]);
        long[] side = unit(VecMath.crossX(normal[1], normal[2], along[1], along[2]),
                VecMath.crossY(normal[0], normal[2], along[0], along[2]), VecMath.crossZ(normal[0], normal[1], along[0], along[1]));
        int i = r.nextInt(17) - 8;
        int j = r.nextInt(17) - 8;
        i = i == 0 && j == 0 ? 1 : i;
        long[] dir = unit(along[0] * i + side[0] * j, along[1] * i + side[1] * j, along[2] * i + side[2] * j);
        long[] across = unit(VecMath.crossX(normal[1], normal[2], dir[1], dir[2]),
                VecMath.crossY(normal[0], normal[2], dir[0], dir[2]), VecMath.crossZ(normal[0], normal[1], dir[0], dir[1]));
        long gap = (size >> (2 + r.nextInt(14))) * (r.nextInt(8) == 0 ? -1 : 1);
        long length = size / 5 + Math.floorMod(r.nextLong(), 2 * size);
        long up = ONE * 3 / 10 + Math.floorMod(r.nextLong(), ONE);
        long[] tri = new long[9];
        if (r.nextBoolean()) {
            // corner 0 pointing at the face
            for (int c = 0; c < 3; c++) {
                long tip = p[c] + Fixed.mul(normal[c], gap);
                tri[c] = tip;
                tri[3 + c] = tip + Fixed.mul(length, Fixed.mul(up, normal[c]) + dir[c]);
                tri[6 + c] = tip + Fixed.mul(length, Fixed.mul(up, normal[c]) - dir[c] / 2 + across[c]);
            }
        } else {
            // edge 0 across the face, the triangle standing on it
            long split = Math.floorMod(r.nextLong(), ONE);
            long tilt = (r.nextLong() % length) >> (3 + r.nextInt(10));
            long lean = r.nextLong() % (ONE / 2);
            for (int c = 0; c < 3; c++) {
                long base = p[c] + Fixed.mul(normal[c], gap);
                tri[c] = base - Fixed.mul(dir[c], Fixed.mul(length, split));
                tri[3 + c] = base + Fixed.mul(dir[c], length - Fixed.mul(length, split)) + Fixed.mul(normal[c], tilt);
                tri[6 + c] = base + Fixed.mul(length, Fixed.mul(up, normal[c]) + Fixed.mul(lean, across[c]));
            }
        }
        windFacingReference(tri, placement);
        long contactDistance = r.nextInt(3) == 0 ? 0 : Math.floorMod(r.nextLong(), Math.abs(gap) * 2);
        return new Scene(hull, placement, tri, contactDistance);
    }

    /** Swaps corners 1 and 2 of {@code tri} unless the placed hull's reference point is in front of it. */
    private static void windFacingReference(long[] tri, Transform placement) {
        MutableVec3 ref = new MutableVec3();
        placement.applyToPointInto(0, 0, 0, ref);
        long ux = tri[3] - tri[0];
        long uy = tri[4] - tri[1];
        long uz = tri[5] - tri[2];
        long wx = tri[6] - tri[0];
        long wy = tri[7] - tri[1];
        long wz = tri[8] - tri[2];
        if (Fixed.signOfDot3(VecMath.crossX(uy, uz, wy, wz), VecMath.crossY(ux, uz, wx, wz), VecMath.crossZ(ux, uy, wx, wy),
                ref.x - tri[0], ref.y - tri[1], ref.z - tri[2]) < 0) {
            for (int c = 0; c < 3; c++) {
                long swap = tri[3 + c];
                tri[3 + c] = tri[6 + c];
                tri[6 + c] = swap;
            }
        }
    }

    /**
     * Runs the SAT of {@code s} on the loaded {@code k} and checks it against the exact oracle
     * (message {@code what}); returns true when the SAT did not separate.
     */
    static boolean checkSat(Scene s, TriangleKernel k, String what) {
        HullTriangleContact g = new HullTriangleContact();
        g.set(s.hull(), s.placement(), s.contactDistance());
        k.loadEdgeNormals();
        checkBentFaceAxes(s, g, k, what);
        boolean ran = g.satAxes(k);
        long ax = g.satAxis().x;
        long ay = g.satAxis().y;
        long az = g.satAxis().z;
        long[] placed = placed(s.hull(), s.placement());
        // true separation along the axis (from the triangle toward the hull), raw: exact dots over |a|
        BigInteger minHull = null;
        for (int i = 0; i < placed.length; i += 3) {
            BigInteger d = dot(ax, ay, az, placed[i], placed[i + 1], placed[i + 2]);
            minHull = minHull == null || d.compareTo(minHull) < 0 ? d : minHull;
        }
        BigInteger maxTriangle = null;
        for (int c = 0; c < 3; c++) {
            BigInteger d = dot(ax, ay, az, k.cornerX(c), k.cornerY(c), k.cornerZ(c));
            maxTriangle = maxTriangle == null || d.compareTo(maxTriangle) > 0 ? d : maxTriangle;
        }
        BigDecimal length = new BigDecimal(BigInteger.valueOf(ax).pow(2).add(BigInteger.valueOf(ay).pow(2))
                .add(BigInteger.valueOf(az).pow(2))).sqrt(MC);
        BigDecimal trueSeparation = new BigDecimal(minHull.subtract(maxTriangle)).divide(length, MC);
        BigDecimal slack = BigDecimal.valueOf(slack(placed, k));
        long inflated = s.hull().coreRadius() + s.contactDistance();
        if (ran) {
            assertTrue(BigDecimal.valueOf(g.satAxis().separation).compareTo(trueSeparation.add(slack)) <= 0,
                    what + ": SAT separation " + g.satAxis().separation + " above the true " + trueSeparation + " + slack " + slack);
        } else {
            assertTrue(trueSeparation.add(slack).compareTo(BigDecimal.valueOf(inflated)) > 0,
                    what + ": separated beyond Ir " + inflated + " along an axis whose true separation is " + trueSeparation);
        }
        return ran;
    }

    /**
     * Holds the face axis of every bent face of {@code s} ({@code g} set to it, {@code k} loaded)
     * to the rounded exact separation of hull and triangle along the placed face normal:
     * {@code |2^32 s - (min_t n . t - max_v n . v)| <= 2^31} (the one rounding of its dot).
     */
    static void checkBentFaceAxes(Scene s, HullTriangleContact g, TriangleKernel k, String what) {
        long[] placed = placed(s.hull(), s.placement());
        MutableVec3 n = new MutableVec3();
        for (int f : HullQueryIndex.of(s.hull()).bentFaces()) {
            ConvexHull h = s.hull();
            s.placement().applyToVectorInto(h.faceNormalX(f), h.faceNormalY(f), h.faceNormalZ(f), n);
            BigInteger maxHull = null;
            for (int i = 0; i < placed.length; i += 3) {
                BigInteger d = dot(n.x, n.y, n.z, placed[i], placed[i + 1], placed[i + 2]);
                maxHull = maxHull == null || d.compareTo(maxHull) > 0 ? d : maxHull;
            }
            BigInteger minTriangle = null;
            for (int c = 0; c < 3; c++) {
                BigInteger d = dot(n.x, n.y, n.z, k.cornerX(c), k.cornerY(c), k.cornerZ(c));
                minTriangle = minTriangle == null || d.compareTo(minTriangle) < 0 ? d : minTriangle;
            }
            BigInteger truth = minTriangle.subtract(maxHull);
            long sep = g.faceSeparation(k, f);
            BigInteger error = BigInteger.valueOf(sep).shiftLeft(32).subtract(truth);
            BigDecimal trueRaw = new BigDecimal(truth).divide(new BigDecimal(BigInteger.ONE.shiftLeft(32)), MC);
            assertTrue(error.abs().compareTo(BigInteger.ONE.shiftLeft(31)) <= 0,
                    what + ": face " + f + " axis separation " + sep + " raw, the true one " + trueRaw);
        }
    }

    /** The slack of {@code HullTriangleSat.checkedSeparation}: box diagonals of hull and triangle, shifted, plus the minimum. */
    private static long slack(long[] placed, TriangleKernel k) {
        long[] corners = {k.ax, k.ay, k.az, k.bx, k.by, k.bz, k.cx, k.cy, k.cz};
        return (diagonal(placed) + diagonal(corners) >> SatConstants.EDGE_SUPPORT_SLACK_SHIFT)
                + SatConstants.EDGE_SUPPORT_SLACK_MIN_RAW;
    }

    private static long diagonal(long[] xyz) {
        long[] box = {Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE, Long.MIN_VALUE};
        for (int i = 0; i < xyz.length; i++) {
            box[i % 3] = Math.min(box[i % 3], xyz[i]);
            box[3 + i % 3] = Math.max(box[3 + i % 3], xyz[i]);
        }
        return Fixed.length3(box[3] - box[0], box[4] - box[1], box[5] - box[2]) + 1;
    }

    private static BigInteger dot(long ax, long ay, long az, long x, long y, long z) {
        return BigInteger.valueOf(ax).multiply(BigInteger.valueOf(x)).add(BigInteger.valueOf(ay).multiply(BigInteger.valueOf(y)))
                .add(BigInteger.valueOf(az).multiply(BigInteger.valueOf(z)));
    }

    /** The hull's vertices placed as {@link HullTriangleContact#set} places them (raw, interleaved). */
    static long[] placed(ConvexHull hull, Transform placement) {
        long[] out = new long[3 * hull.vertexCount()];
        MutableVec3 p = new MutableVec3();
        for (int i = 0; i < hull.vertexCount(); i++) {
            placement.applyToPointInto(hull.vertexX(i), hull.vertexY(i), hull.vertexZ(i), p);
            out[3 * i] = p.x;
            out[3 * i + 1] = p.y;
            out[3 * i + 2] = p.z;
        }
        return out;
    }

    /** A placed hull with a bent face, one of its bent faces and that face's placed normal; {@code size} is the hull's scale, raw. */
    private record BentDraw(ConvexHull hull, Transform placement, long size, long[] placed, int face, long[] normal) {
    }

    /**
     * Draws hulls of {@code points + [0, pointRange)} random points at radius {@code 2^shift},
     * {@code shift} in {@code [shiftLow, shiftLow + shifts)}, until one has a bent face (flat clouds
     * drawn again), places it by a random rotation and a translation within its scale, and picks
     * one of its bent faces; the draws of both scene generators, in their order.
     */
    private static BentDraw drawBent(Random r, int shifts, int shiftLow, int points, int pointRange) {
        ConvexHull hull;
        int shift;
        do {
            shift = r.nextInt(shifts) + shiftLow;
            try {
                hull = scaled(HullScenes.randomHull(r, points + r.nextInt(pointRange), ONE), shift);
            } catch (HullBuildException e) {
                hull = null;
            }
        } while (hull == null || HullQueryIndex.of(hull).bentFaces().length == 0);
        long size = shift >= 0 ? ONE << shift : ONE >> -shift;
        Transform placement = Transform.of(HullScenes.randomRotation(r),
                new Vec3(r.nextLong() % size, r.nextLong() % size, r.nextLong() % size));
        int[] bent = HullQueryIndex.of(hull).bentFaces();
        int f = bent[r.nextInt(bent.length)];
        MutableVec3 t = new MutableVec3();
        placement.applyToVectorInto(hull.faceNormalX(f), hull.faceNormalY(f), hull.faceNormalZ(f), t);
        return new BentDraw(hull, placement, size, placed(hull, placement), f, new long[] {t.x, t.y, t.z});
    }

    /** A scene with a bent hull (see the class comment); fixed point throughout. */
    static Scene scene(Random r) {
        BentDraw d = drawBent(r, 7, -1, 4, 60);                       // radius 2^-1 .. 2^5 units
        ConvexHull hull = d.hull;
        Transform placement = d.placement;
        long size = d.size;
        long[] v = d.placed;
        int f = d.face;
        long[] normal = d.normal;
        int edge = -1;
        for (int e = r.nextInt(hull.edgeCount()), n = 0; n < hull.edgeCount() && edge < 0; e = (e + 1) % hull.edgeCount(), n++) {
            edge = hull.edgeFaceA(e) == f || hull.edgeFaceB(e) == f ? e : -1;
        }
        int a = hull.edgeVertexA(edge);
        int b = hull.edgeVertexB(edge);
        long[] along = unit(v[3 * b] - v[3 * a], v[3 * b + 1] - v[3 * a + 1], v[3 * b + 2] - v[3 * a + 2]);
        long[] side = unit(VecMath.crossX(normal[1], normal[2], along[1], along[2]),
                VecMath.crossY(normal[0], normal[2], along[0], along[2]), VecMath.crossZ(normal[0], normal[1], along[0], along[1]));
        // the triangle edge: 2^-4 .. 2^-16 rad off the hull edge, in the face's plane
        long turn = r.nextLong() % (ONE >> (4 + r.nextInt(13)));
        long[] dir = unit(along[0] + Fixed.mul(side[0], turn), along[1] + Fixed.mul(side[1], turn),
                along[2] + Fixed.mul(side[2], turn));
        long fraction = Math.floorMod(r.nextLong(), ONE);
        long top = Long.MIN_VALUE;
        for (int i = 0; i < v.length; i += 3) {
            top = Math.max(top, Fixed.dot3(normal[0], normal[1], normal[2], v[i], v[i + 1], v[i + 2]));
        }
        long[] q = new long[3];
        for (int c = 0; c < 3; c++) {
            q[c] = v[3 * a + c] + Fixed.mul(v[3 * b + c] - v[3 * a + c], fraction);
        }
        long gap = (r.nextLong() % (size / 10)) >> (r.nextBoolean() ? 0 : 6);
        long lift = top - Fixed.dot3(normal[0], normal[1], normal[2], q[0], q[1], q[2]) + gap;
        long sideways = (r.nextLong() % size) >> (r.nextBoolean() ? 0 : 4);
        long length = size / 5 + Math.floorMod(r.nextLong(), 3 * size);
        long split = Math.floorMod(r.nextLong(), ONE);
        long reach = Math.floorMod(r.nextLong(), length) - length / 2;
        long away = (size / 10 + Math.floorMod(r.nextLong(), 3 * size)) * (r.nextBoolean() ? 1 : -1);
        long[] tri = new long[9];
        for (int c = 0; c < 3; c++) {
            long p = q[c] + Fixed.mul(normal[c], lift) + Fixed.mul(side[c], sideways);
            tri[c] = p - Fixed.mul(dir[c], Fixed.mul(length, split));
            tri[3 + c] = p + Fixed.mul(dir[c], length - Fixed.mul(length, split));
            tri[6 + c] = p + Fixed.mul(dir[c], reach) + Fixed.mul(side[c], away);
        }
        // wound so the hull's reference point is in front (a back face would be culled before the SAT)
        windFacingReference(tri, placement);
        long contactDistance = r.nextInt(3) == 0 ? 0 : Math.floorMod(r.nextLong(), size / 3);
        return new Scene(hull, placement, tri, contactDistance);
    }

    private static long[] unit(long x, long y, long z) {
        MutableVec3 u = new MutableVec3();
        VecMath.normalizeInto(x, y, z, u);
        return new long[] {u.x, u.y, u.z};
    }

    private static ConvexHull scaled(ConvexHull h, int shift) {
        if (shift == 0) {
            return h;
        }
        long[] xyz = new long[3 * h.vertexCount()];
        for (int i = 0; i < h.vertexCount(); i++) {
            xyz[3 * i] = shift > 0 ? h.vertexX(i) << shift : h.vertexX(i) >> -shift;
            xyz[3 * i + 1] = shift > 0 ? h.vertexY(i) << shift : h.vertexY(i) >> -shift;
            xyz[3 * i + 2] = shift > 0 ? h.vertexZ(i) << shift : h.vertexZ(i) >> -shift;
        }
        return HullBuilder.build(xyz);
    }
}
