package dev.lockstep.collision.shape;

import dev.lockstep.collision.internal.shape.ExactGeometry;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Vec3;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;

/**
 * Builds a {@link ConvexHull} from a point cloud by a deterministic, exact quickhull (issue 3;
 * seed 001, "Collision Shapes: Convex Hull" and "Coplanar Faces"; seed 002, half-edge
 * representation and coplanar merging).
 *
 * <p>Steps:
 * <ol>
 * <li>Check every coordinate against {@link #MAX_COORDINATE} and the count against
 *     {@link #MAX_INPUT_POINTS}.</li>
 * <li>Canonical order: sort the points lexicographically by raw (x, y, z) and drop exact
 *     duplicates. Everything after this step sees only the sorted distinct points, so the hull
 *     is a function of the point <em>set</em>: any permutation of the input, with or without
 *     repeated points, gives the same hull bit for bit.</li>
 * <li>Quickhull with exact BigInteger orientation tests ({@code Quickhull}): no rounding in
 *     any visibility decision.</li>
 * <li>Faces ({@code HullFaces}): exactly coplanar triangles merge into one polygon, nearly
 *     coplanar faces merge within {@link #NEAR_COPLANAR_COS_SLACK}, points exactly on a hull
 *     edge are dropped, and everything is renumbered canonically.</li>
 * </ol>
 *
 * <p>Guarantees: every hull vertex is an input point; every input point satisfies
 * {@code dot3(n, p) <= offset + ConvexHull.planeTolerance()} for every face; every extreme point
 * of the input (a point that is the unique maximum of some direction) is a hull vertex, so
 * {@link ConvexHull#supportCore} reaches the same maximum as a brute-force search over the input.
 * Building allocates and is not meant for the per-step path.
 */
public final class HullBuilder {
    /**
     * Largest accepted coordinate magnitude, raw: {@code 2^45} ({@code 0x2000_0000_0000},
     * 35184372088832), i.e. 8192.0 units, the same bound as {@code TriangleMesh.MAX_COORDINATE}.
     * Why: edge vectors then stay within 2^46 raw, so a Q31.32 cross product of two hull edges
     * ({@code Fixed.mulSubMul}: two products of at most 2^92 raw^2) is at most 2^61 raw and never
     * overflows, and 128-bit exact dot products of a vertex with any long direction cannot wrap
     * (2^45 * 2^63 * 3 < 2^110). (At 2^46 a cross product at the corners of the range could exceed
     * 2^63 by one ulp.) Consequence: bigger
     * shapes must be scaled or split.
     */
    public static final long MAX_COORDINATE = 1L << 45;

    /**
     * Largest accepted number of input points, before duplicates are removed: 4096. The exact
     * builder is quadratic in the worst case (each of at most n - 4 iterations may test every
     * live triangle), so this caps build time; the iteration cap of the quickhull loop itself is
     * n - 4 added points.
     */
    public static final int MAX_INPUT_POINTS = 4096;

    /**
     * Angular tolerance for merging nearly coplanar adjacent faces, as a slack on the cosine of
     * the angle between their unit normals, raw: {@code 2^18} (262144, i.e. 6.1035e-5). Two faces
     * merge when {@code dot3(n1, n2) >= ONE - 2^18}, which is an angle below about 0.633 degrees
     * ({@code acos(1 - 2^-14)}). Source: seed 001, "Coplanar Faces" (nearly coplanar faces make
     * the solver unsure which face to rest on; aim for large faces and sharp edges). Consequence:
     * a merged face is non-planar: one merge step tilts by up to about 1.1% of the width, chains
     * of merges can add up (validate() allows 1/16); its plane offset is raised to the highest
     * hull vertex so the plane still supports the hull. The seed's 10-degree
     * figure is an authoring rule of thumb for content, not a merge threshold: merging that
     * widely would misplace contact planes by up to 17% of a face's width.
     */
    public static final long NEAR_COPLANAR_COS_SLACK = 1L << 18;

    private HullBuilder() {
    }

    /**
     * Returns the convex hull of the points.
     *
     * @throws HullBuildException if the list is null or holds null, has more than
     *     {@link #MAX_INPUT_POINTS} points, a coordinate beyond {@link #MAX_COORDINATE}, fewer
     *     than 4 distinct points, or all points collinear or coplanar
     */
    public static ConvexHull build(List<Vec3> points) {
        if (points == null) {
            throw new HullBuildException(HullBuildException.Reason.MALFORMED_INPUT, "point list is null");
        }
        long[] xyz = new long[3 * points.size()];
        for (int i = 0; i < points.size(); i++) {
            Vec3 p = points.get(i);
            if (p == null) {
                throw new HullBuildException(HullBuildException.Reason.MALFORMED_INPUT, "point " + i + " is null");
            }
            xyz[3 * i] = p.x();
            xyz[3 * i + 1] = p.y();
            xyz[3 * i + 2] = p.z();
        }
        return build(xyz);
    }

    /**
     * Returns the convex hull of the points given as interleaved raw {@code x, y, z} triples.
     * The array is not modified.
     *
     * @throws HullBuildException as {@link #build(List)}, or if the length is not a multiple of 3
     */
    public static ConvexHull build(long[] xyz) {
        return new ConvexHull(buildFaces(xyz));
    }

    /** Runs the whole pipeline and returns the final arrays. */
    static HullFaces buildFaces(long[] xyz) {
        if (xyz == null || xyz.length % 3 != 0) {
            throw new HullBuildException(HullBuildException.Reason.MALFORMED_INPUT,
                    xyz == null ? "xyz array is null" : "xyz array length " + xyz.length + " is not a multiple of 3");
        }
        int count = xyz.length / 3;
        if (count > MAX_INPUT_POINTS) {
            throw new HullBuildException(HullBuildException.Reason.TOO_MANY_POINTS,
                    count + " points exceed MAX_INPUT_POINTS " + MAX_INPUT_POINTS);
        }
        for (int i = 0; i < xyz.length; i++) {
            long c = xyz[i];
            if (c > MAX_COORDINATE || c < -MAX_COORDINATE) {
                throw new HullBuildException(HullBuildException.Reason.COORDINATE_OUT_OF_RANGE,
                        "point " + (i / 3) + " coordinate " + "xyz".charAt(i % 3) + " = " + describe(c)
                                + " is outside +-" + describe(MAX_COORDINATE));
            }
        }
        long[] canonical = canonicalPoints(xyz);
        int distinct = canonical.length / 3;
        if (distinct < 4) {
            throw new HullBuildException(HullBuildException.Reason.TOO_FEW_DISTINCT_POINTS,
                    count + " points given, " + distinct + " distinct (exact duplicates removed); a hull needs 4");
        }
        BigInteger[][] points = new BigInteger[distinct][];
        for (int i = 0; i < distinct; i++) {
            points[i] = ExactGeometry.point(canonical, i);
        }
        int[][] triangles = Quickhull.run(points, canonical);
        return HullFaces.build(points, canonical, triangles);
    }

    /** Returns the points sorted lexicographically by raw (x, y, z) with exact duplicates removed. */
    static long[] canonicalPoints(long[] xyz) {
        int count = xyz.length / 3;
        Integer[] order = new Integer[count];
        for (int i = 0; i < count; i++) {
            order[i] = i;
        }
        // total key: x, then y, then z; equal keys are duplicates and collapse below
        Arrays.sort(order, (a, b) -> {
            int c = Long.compare(xyz[3 * a], xyz[3 * b]);
            if (c == 0) {
                c = Long.compare(xyz[3 * a + 1], xyz[3 * b + 1]);
            }
            return c != 0 ? c : Long.compare(xyz[3 * a + 2], xyz[3 * b + 2]);
        });
        long[] out = new long[xyz.length];
        int n = 0;
        for (int k = 0; k < count; k++) {
            int i = order[k];
            if (n > 0 && out[3 * n - 3] == xyz[3 * i] && out[3 * n - 2] == xyz[3 * i + 1] && out[3 * n - 1] == xyz[3 * i + 2]) {
                continue;
            }
            out[3 * n] = xyz[3 * i];
            out[3 * n + 1] = xyz[3 * i + 1];
            out[3 * n + 2] = xyz[3 * i + 2];
            n++;
        }
        return Arrays.copyOf(out, 3 * n);
    }

    static String describe(long raw) {
        return "0x" + Long.toHexString(raw) + " (" + FixedFormat.toExactString(raw) + ")";
    }
}
