package dev.lockstep.collision.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.collision.internal.shape.ExactGeometry;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.impl.Constraint;

/**
 * Property tests of {@link HullBuilder} and {@link ConvexHull} on random clouds of 4-64 points
 * against brute-force and exact BigInteger oracles. Clouds come in styles that stress different
 * paths: small integer grids (many exact coplanar faces, collinear points, duplicates and fully
 * degenerate clouds), full-range raw values up to {@link HullBuilder#MAX_COORDINATE}, tiny raw
 * values (a few ulps), and jittered boxes (nearly coplanar faces on both sides of
 * {@link HullBuilder#NEAR_COPLANAR_COS_SLACK}).
 */
class HullProperties {
    private static final long SEED = 0x5EED_0003_4841_4C4CL;
    private static final int EXAMPLES = 600;

    /** A generated cloud plus the seed of its permutation and probe directions. */
    static final class Cloud {
        final int style;
        final long[] xyz;
        final long seed;

        Cloud(int style, long[] xyz, long seed) {
            this.style = style;
            this.xyz = xyz;
            this.seed = seed;
        }

        @Override
        public String toString() {
            StringBuilder b = new StringBuilder("Cloud style " + style + " seed " + seed + " xyz {");
            for (long v : xyz) {
                b.append("0x").append(Long.toHexString(v)).append("L, ");
            }
            return b.append('}').toString();
        }
    }

    static Gen<Cloud> clouds() {
        return (RandomnessSource in) -> {
            int style = (int) in.next(Constraint.between(0, 5));
            int n = (int) in.next(Constraint.between(4, 64));
            long[] xyz = new long[3 * n];
            long jitter = in.next(Constraint.between(0, 1)) == 0 ? 1L << 12 : 1L << 26;
            long[] basis = new long[9];
            for (int i = 0; i < 9; i++) {
                basis[i] = in.next(Constraint.between(-3, 3)) * (Fixed.ONE >> in.next(Constraint.between(0, 8)));
            }
            boolean line = in.next(Constraint.between(0, 3)) == 0;
            for (int i = 0; i < 3 * n; i++) {
                switch (style) {
                    case 0:
                        xyz[i] = in.next(Constraint.between(-3, 3)) * Fixed.ONE;
                        break;
                    case 1:
                        xyz[i] = in.next(Constraint.between(0, 7)) == 0
                                ? (in.next(Constraint.between(0, 1)) == 0 ? -1 : 1) * HullBuilder.MAX_COORDINATE
                                : in.next(Constraint.between(-HullBuilder.MAX_COORDINATE, HullBuilder.MAX_COORDINATE));
                        break;
                    case 2:
                        xyz[i] = in.next(Constraint.between(-8, 8));
                        break;
                    case 3: {
                        // a 2 x 2 x 2 box corner or face point, jittered by up to 2^12 or 2^26 raw
                        long c = in.next(Constraint.between(-2, 2)) * Fixed.ONE;
                        xyz[i] = c + in.next(Constraint.between(-jitter, jitter));
                        break;
                    }
                    case 4:
                        break;  // filled per point below
                    default: {
                        // points of a lattice sphere shell of radius ~6, many of them extreme
                        xyz[i] = in.next(Constraint.between(-6, 6)) * (Fixed.ONE / 4);
                        break;
                    }
                }
            }
            if (style == 4) {
                // plane (or line) through an origin spanned by small integer vectors u, v: the
                // degenerate case; sometimes one point is lifted off it by 1 raw unit or more
                for (int p = 0; p < n; p++) {
                    long a = in.next(Constraint.between(-4, 4));
                    long b = line ? 0 : in.next(Constraint.between(-4, 4));
                    for (int k = 0; k < 3; k++) {
                        xyz[3 * p + k] = basis[k] + a * basis[3 + k] + b * basis[6 + k];
                    }
                }
                if (in.next(Constraint.between(0, 1)) == 0) {
                    int p = (int) in.next(Constraint.between(0, n - 1));
                    xyz[3 * p + (int) in.next(Constraint.between(0, 2))] += in.next(Constraint.between(0, 1)) == 0 ? 1 : Fixed.ONE;
                }
            } else if (style == 5) {
                for (int p = 0; p < n; p++) {
                    long x = xyz[3 * p] >> 30;
                    long y = xyz[3 * p + 1] >> 30;
                    long z = xyz[3 * p + 2] >> 30;
                    long r2 = x * x + y * y + z * z;
                    if (r2 < 400) {  // push inside points out to the shell along the largest axis
                        int axis = Math.abs(x) >= Math.abs(y) && Math.abs(x) >= Math.abs(z) ? 0 : Math.abs(y) >= Math.abs(z) ? 1 : 2;
                        long sign = xyz[3 * p + axis] < 0 ? -1 : 1;
                        xyz[3 * p + axis] = sign * 5 * Fixed.ONE;
                    }
                }
            }
            return new Cloud(style, xyz, in.next(Constraint.none()));
        };
    }

    private static int built;
    private static int rejected;
    private static int mergedFaces;
    private static int nonPlanarFaces;
    private static int uniqueSupports;
    private static int tiedSupports;

    @Test
    void hullOfRandomCloud_isValidContainsInputAndIsCanonical() {
        qt().withFixedSeed(SEED).withExamples(EXAMPLES).forAll(clouds()).checkAssert(HullProperties::checkCloud);
    }

    @AfterAll
    static void coverage() {
        int total = built + rejected;
        System.out.println("hull properties: built " + built + ", rejected " + rejected + ", polygon faces " + mergedFaces
                + ", near-merged faces " + nonPlanarFaces + ", unique supports " + uniqueSupports + ", tied " + tiedSupports);
        assertTrue(built > total / 2, "built " + built + " of " + total);
        assertTrue(rejected > total / 20, "too few degenerate clouds: " + rejected + " of " + total);
        assertTrue(mergedFaces > 0, "no polygon faces generated");
        assertTrue(nonPlanarFaces > 0, "no near-merged faces generated");
        assertTrue(tiedSupports > 0 && uniqueSupports > tiedSupports / 4,
                "support ties " + tiedSupports + " unique " + uniqueSupports);
    }

    /**
     * The per-hull constants the SAT reads instead of recomputing them per query
     * ({@link HullQueryIndex#diameterBound}, {@link HullQueryIndex#vertexMagnitudeBits},
     * {@link HullQueryIndex#normalMagnitudeBits}): the diameter bound is at least every
     * vertex-to-vertex distance (exact squares), and the magnitude ORs are the scans'.
     */
    private static void checkQueryIndexBounds(ConvexHull hull) {
        HullQueryIndex index = HullQueryIndex.of(hull);
        long d = index.diameterBound();
        assertTrue(d > 0, "diameter bound " + d);
        BigInteger d2 = BigInteger.valueOf(d).pow(2);
        long vertexBits = 0;
        for (int i = 0; i < hull.vertexCount(); i++) {
            vertexBits |= Math.abs(hull.vertexX(i)) | Math.abs(hull.vertexY(i)) | Math.abs(hull.vertexZ(i));
            for (int j = i + 1; j < hull.vertexCount(); j++) {
                BigInteger dx = BigInteger.valueOf(hull.vertexX(i)).subtract(BigInteger.valueOf(hull.vertexX(j)));
                BigInteger dy = BigInteger.valueOf(hull.vertexY(i)).subtract(BigInteger.valueOf(hull.vertexY(j)));
                BigInteger dz = BigInteger.valueOf(hull.vertexZ(i)).subtract(BigInteger.valueOf(hull.vertexZ(j)));
                assertTrue(dx.pow(2).add(dy.pow(2)).add(dz.pow(2)).compareTo(d2) <= 0, "vertices " + i + ", " + j
                        + " farther apart than the diameter bound " + d);
            }
        }
        long normalBits = 0;
        for (int f = 0; f < hull.faceCount(); f++) {
            normalBits |= Math.abs(hull.faceNormalX(f)) | Math.abs(hull.faceNormalY(f)) | Math.abs(hull.faceNormalZ(f));
        }
        assertEquals(vertexBits, index.vertexMagnitudeBits());
        assertEquals(normalBits, index.normalMagnitudeBits());
    }

    static void checkCloud(Cloud cloud) {
        long[] xyz = cloud.xyz;
        int n = xyz.length / 3;
        ConvexHull hull;
        try {
            hull = HullBuilder.build(xyz);
        } catch (HullBuildException e) {
            rejected++;
            assertEquals(oracleDegeneracy(xyz), e.reason(), e.getMessage());
            return;
        }
        built++;
        assertEquals(null, oracleDegeneracy(xyz), "built a hull from a degenerate cloud " + cloud);
        hull.validate();
        checkQueryIndexBounds(hull);
        // every hull vertex is an input point
        MutableVec3 v = new MutableVec3();
        for (int i = 0; i < hull.vertexCount(); i++) {
            hull.vertex(i, v);
            assertTrue(indexOf(xyz, v.x, v.y, v.z) >= 0, "vertex " + i + " is not an input point");
        }
        // every input point is inside or on every face plane
        MutableVec3 nrm = new MutableVec3();
        for (int f = 0; f < hull.faceCount(); f++) {
            hull.faceNormal(f, nrm);
            if (hull.faceVertexCount(f) > 3) {
                mergedFaces++;
            }
            for (int p = 0; p < n; p++) {
                long d = Fixed.dot3(nrm.x, nrm.y, nrm.z, xyz[3 * p], xyz[3 * p + 1], xyz[3 * p + 2]);
                assertTrue(d <= hull.faceOffset(f) + hull.planeTolerance(), "point " + p + " above face " + f);
            }
        }
        nonPlanarFaces += countNonPlanarFaces(hull);
        // bounds equal the input's exact bounds
        long[] lo = {Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE};
        long[] hi = {Long.MIN_VALUE, Long.MIN_VALUE, Long.MIN_VALUE};
        for (int i = 0; i < xyz.length; i++) {
            lo[i % 3] = Math.min(lo[i % 3], xyz[i]);
            hi[i % 3] = Math.max(hi[i % 3], xyz[i]);
        }
        assertEquals(new Aabb(lo[0], lo[1], lo[2], hi[0], hi[1], hi[2]), hull.localBounds());
        // permuted input with repeated points gives the same bits
        Random random = new Random(cloud.seed);
        long[] shuffled = permutedWithDuplicates(xyz, random);
        assertTrue(hull.sameBits(HullBuilder.build(shuffled)), "permuted input changed the hull " + cloud);
        // translating the cloud by a raw offset translates the hull: same topology and normals
        // (exact predicates and loop-relative Newell normals are translation invariant)
        checkTranslated(hull, xyz, random);
        // support equals brute force over hull vertices (index) and over the input (value)
        for (int k = 0; k < 24; k++) {
            long[] d = direction(hull, random, k);
            checkSupport(hull, xyz, d[0], d[1], d[2]);
        }
    }

    private static void checkTranslated(ConvexHull hull, long[] xyz, Random random) {
        long[] t = {random.nextLong() >> 40, random.nextLong() >> 40, random.nextLong() >> 40};
        long[] moved = xyz.clone();
        for (int i = 0; i < moved.length; i++) {
            moved[i] += t[i % 3];
            if (Math.abs(moved[i]) > HullBuilder.MAX_COORDINATE) {
                return;  // the range-limit style: a translated copy would be rejected, by design
            }
        }
        ConvexHull other = HullBuilder.build(moved);
        assertEquals(hull.vertexCount(), other.vertexCount());
        assertEquals(hull.halfEdgeCount(), other.halfEdgeCount());
        assertEquals(hull.faceCount(), other.faceCount());
        for (int i = 0; i < hull.vertexCount(); i++) {
            assertEquals(hull.vertexX(i) + t[0], other.vertexX(i));
            assertEquals(hull.vertexY(i) + t[1], other.vertexY(i));
            assertEquals(hull.vertexZ(i) + t[2], other.vertexZ(i));
        }
        for (int h = 0; h < hull.halfEdgeCount(); h++) {
            assertEquals(hull.halfEdgeOrigin(h), other.halfEdgeOrigin(h));
            assertEquals(hull.halfEdgeNext(h), other.halfEdgeNext(h));
            assertEquals(hull.halfEdgeFace(h), other.halfEdgeFace(h));
        }
        for (int f = 0; f < hull.faceCount(); f++) {
            assertEquals(hull.faceNormalX(f), other.faceNormalX(f));
            assertEquals(hull.faceNormalY(f), other.faceNormalY(f));
            assertEquals(hull.faceNormalZ(f), other.faceNormalZ(f));
        }
    }

    private static long[] direction(ConvexHull hull, Random random, int k) {
        switch (k % 4) {
            case 0:
                return new long[] {random.nextLong(), random.nextLong(), random.nextLong()};
            case 1:
                return new long[] {random.nextInt(3) - 1, random.nextInt(3) - 1, random.nextInt(3) - 1};
            case 2: {
                int f = random.nextInt(hull.faceCount());
                return new long[] {hull.faceNormalX(f), hull.faceNormalY(f), hull.faceNormalZ(f)};
            }
            default:
                return new long[] {random.nextInt(1 << 20) - (1 << 19), random.nextInt(1 << 20) - (1 << 19),
                    random.nextInt(1 << 20) - (1 << 19)};
        }
    }

    private static void checkSupport(ConvexHull hull, long[] xyz, long dx, long dy, long dz) {
        MutableVec3 out = new MutableVec3();
        int index = hull.supportCore(dx, dy, dz, out);
        MutableVec3 w = new MutableVec3();
        int brute = 0;
        for (int i = 1; i < hull.vertexCount(); i++) {
            hull.vertex(i, w);
            if (Fixed.compareDot3(w.x, w.y, w.z, hull.vertexX(brute), hull.vertexY(brute), hull.vertexZ(brute), dx, dy, dz) > 0) {
                brute = i;
            }
        }
        assertEquals(brute, index, "support index differs from compareDot3 scan");
        assertEquals(brute, hull.supportByScan(dx, dy, dz), "scan differs from compareDot3 scan");
        assertEquals(brute, hull.supportByClimbing(dx, dy, dz), "hill-climbing differs from compareDot3 scan");
        int start = (int) Long.remainderUnsigned(dx ^ dy ^ dz, hull.vertexCount());
        MutableVec3 fromStart = new MutableVec3();
        assertEquals(brute, hull.supportCoreFrom(start, dx, dy, dz, fromStart), "climb from vertex " + start + " differs");
        assertTrue(fromStart.x == hull.vertexX(brute) && fromStart.y == hull.vertexY(brute) && fromStart.z == hull.vertexZ(brute));
        hull.vertex(index, w);
        assertTrue(out.x == w.x && out.y == w.y && out.z == w.z);
        int best = 0;
        int ties = 1;
        for (int p = 1; p < xyz.length / 3; p++) {
            int c = Fixed.compareDot3(xyz[3 * p], xyz[3 * p + 1], xyz[3 * p + 2], xyz[3 * best], xyz[3 * best + 1],
                    xyz[3 * best + 2], dx, dy, dz);
            if (c > 0) {
                best = p;
                ties = 1;
            } else if (c == 0 && !samePoint(xyz, p, best)) {
                ties++;
            }
        }
        assertEquals(0, Fixed.compareDot3(out.x, out.y, out.z, xyz[3 * best], xyz[3 * best + 1], xyz[3 * best + 2], dx, dy, dz),
                "hull support is not the maximum over the input");
        if (ties == 1) {
            uniqueSupports++;
            assertTrue(out.x == xyz[3 * best] && out.y == xyz[3 * best + 1] && out.z == xyz[3 * best + 2]);
        } else {
            tiedSupports++;
        }
    }

    private static boolean samePoint(long[] xyz, int a, int b) {
        return xyz[3 * a] == xyz[3 * b] && xyz[3 * a + 1] == xyz[3 * b + 1] && xyz[3 * a + 2] == xyz[3 * b + 2];
    }

    private static int countNonPlanarFaces(ConvexHull hull) {
        int count = 0;
        for (int f = 0; f < hull.faceCount(); f++) {
            int e = hull.faceFirstEdge(f);
            BigInteger[] a = point(hull, hull.halfEdgeOrigin(e));
            BigInteger[] b = point(hull, hull.halfEdgeOrigin(hull.halfEdgeNext(e)));
            BigInteger[] c = point(hull, hull.halfEdgeOrigin(hull.halfEdgeNext(hull.halfEdgeNext(e))));
            for (int k = 0; k < hull.faceVertexCount(f); k++, e = hull.halfEdgeNext(e)) {
                if (ExactGeometry.orient(a, b, c, point(hull, hull.halfEdgeOrigin(e))) != 0) {
                    count++;
                    break;
                }
            }
        }
        return count;
    }

    private static BigInteger[] point(ConvexHull hull, int i) {
        return new BigInteger[] {
            BigInteger.valueOf(hull.vertexX(i)), BigInteger.valueOf(hull.vertexY(i)), BigInteger.valueOf(hull.vertexZ(i))};
    }

    /** Returns the degeneracy of the cloud by brute force (null when it spans 3D). */
    static HullBuildException.Reason oracleDegeneracy(long[] xyz) {
        long[] distinct = distinct(xyz);
        int n = distinct.length / 3;
        if (n < 4) {
            return HullBuildException.Reason.TOO_FEW_DISTINCT_POINTS;
        }
        BigInteger[][] p = new BigInteger[n][];
        for (int i = 0; i < n; i++) {
            p[i] = ExactGeometry.point(distinct, i);
        }
        int third = -1;
        for (int i = 2; i < n && third < 0; i++) {
            if (!ExactGeometry.isZero(ExactGeometry.triangleNormal(p[0], p[1], p[i]))) {
                third = i;
            }
        }
        if (third < 0) {
            return HullBuildException.Reason.ALL_COLLINEAR;
        }
        for (int i = 2; i < n; i++) {
            if (ExactGeometry.orient(p[0], p[1], p[third], p[i]) != 0) {
                return null;
            }
        }
        return HullBuildException.Reason.ALL_COPLANAR;
    }

    private static long[] distinct(long[] xyz) {
        long[] out = new long[xyz.length];
        int n = 0;
        for (int i = 0; i < xyz.length / 3; i++) {
            if (indexOf(Arrays.copyOf(out, 3 * n), xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2]) < 0) {
                System.arraycopy(xyz, 3 * i, out, 3 * n++, 3);
            }
        }
        return Arrays.copyOf(out, 3 * n);
    }

    private static int indexOf(long[] xyz, long x, long y, long z) {
        for (int i = 0; i < xyz.length / 3; i++) {
            if (xyz[3 * i] == x && xyz[3 * i + 1] == y && xyz[3 * i + 2] == z) {
                return i;
            }
        }
        return -1;
    }

    private static long[] permutedWithDuplicates(long[] xyz, Random random) {
        int n = xyz.length / 3;
        int extra = random.nextInt(4);
        int[] order = new int[n + extra];
        for (int i = 0; i < order.length; i++) {
            order[i] = i < n ? i : random.nextInt(n);
        }
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = order[i];
            order[i] = order[j];
            order[j] = t;
        }
        long[] out = new long[3 * order.length];
        for (int i = 0; i < order.length; i++) {
            System.arraycopy(xyz, 3 * order[i], out, 3 * i, 3);
        }
        return out;
    }
}
