package dev.lockstep.collision.internal.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.internal.narrow.HullScenes;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The tabulated Gauss-map signs (exact differences of the face queries' vertex-normal sums) give
 * the same edge query, bit for bit, as one {@code Fixed.signOfDot3} per edge and face; and the
 * one-pass {@code minMaxVertex} picks the same vertices as {@code minVertex(d)} and
 * {@code minVertex(-d)}.
 */
class EdgeQueryTableProperties {
    @Test
    void tabulatedSigns_giveTheSameEdgeQueryAsSignedDots() {
        int[] candidates = new int[1];
        qt().withFixedSeed(0x5A7_0004L).withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            ConvexHull ha = HullScenes.randomHull(r, 4 + r.nextInt(20), Fixed.ONE);
            ConvexHull hb = HullScenes.randomHull(r, 4 + r.nextInt(20), Fixed.ONE);
            Transform ta = HullScenes.randomTransform(r, Fixed.ONE);
            Transform tb = HullScenes.randomTransform(r, Fixed.ONE);
            SatWorkspace ws = new SatWorkspace();
            ws.relative.setFrom(ta, tb);
            ws.a.loadIdentity(ha);
            ws.b.loadTransformed(hb, ws.relative);
            ws.faceA.run(ws.a, ws.b, Long.MAX_VALUE);
            ws.faceB.run(ws.b, ws.a, Long.MAX_VALUE);
            EdgeQuery tabulated = new EdgeQuery();
            EdgeQuery direct = new EdgeQuery();
            // no early out, so every pair's decision counts
            tabulated.run(ws.a, ws.b, Long.MAX_VALUE, ws.faceA, ws.faceB);
            direct.run(ws.a, ws.b, Long.MAX_VALUE);
            assertEquals(direct.result().edgeA(), tabulated.result().edgeA());
            assertEquals(direct.result().edgeB(), tabulated.result().edgeB());
            assertEquals(direct.result().separation(), tabulated.result().separation());
            assertEquals(direct.result().axisX(), tabulated.result().axisX());
            assertEquals(direct.result().axisY(), tabulated.result().axisY());
            assertEquals(direct.result().axisZ(), tabulated.result().axisZ());
            tabulated.signs().fill(ws.a, ws.b, ws.faceA, ws.faceB);
            for (int i = 0; i < ha.edgeCount(); i++) {
                for (int j = 0; j < hb.edgeCount(); j++) {
                    boolean expected = isMinkowski(ws, i, j);
                    assertEquals(expected, tabulated.signs().isMinkowskiPair(i, j), "pair " + i + ", " + j);
                    candidates[0] += expected ? 1 : 0;
                }
            }
            for (int f = 0; f < ws.b.faceCount(); f++) {
                long nx = ws.b.nx(f);
                long ny = ws.b.ny(f);
                long nz = ws.b.nz(f);
                long mm = ws.a.minMaxVertex(nx, ny, nz);
                assertEquals(ws.a.minVertex(nx, ny, nz), (int) mm);
                assertEquals(ws.a.minVertex(-nx, -ny, -nz), (int) (mm >>> 32));
            }
        });
        assertTrue(candidates[0] > 150, "too few Minkowski-face pairs exercised: " + candidates[0]);
    }

    private static boolean isMinkowski(SatWorkspace ws, int i, int j) {
        PlacedHull a = ws.a;
        PlacedHull b = ws.b;
        ConvexHull ha = a.hull();
        ConvexHull hb = b.hull();
        int fa = ha.edgeFaceA(i);
        int fb = ha.edgeFaceB(i);
        int fc = hb.edgeFaceA(j);
        int fd = hb.edgeFaceB(j);
        long ux = a.x(ha.edgeVertexB(i)) - a.x(ha.edgeVertexA(i));
        long uy = a.y(ha.edgeVertexB(i)) - a.y(ha.edgeVertexA(i));
        long uz = a.z(ha.edgeVertexB(i)) - a.z(ha.edgeVertexA(i));
        long vx = b.x(hb.edgeVertexB(j)) - b.x(hb.edgeVertexA(j));
        long vy = b.y(hb.edgeVertexB(j)) - b.y(hb.edgeVertexA(j));
        long vz = b.z(hb.edgeVertexB(j)) - b.z(hb.edgeVertexA(j));
        return GaussMapPruning.isMinkowskiFace(a.nx(fa), a.ny(fa), a.nz(fa), a.nx(fb), a.ny(fb), a.nz(fb), ux, uy, uz,
                b.nx(fc), b.ny(fc), b.nz(fc), b.nx(fd), b.ny(fd), b.nz(fd), vx, vy, vz);
    }

    @Test
    void axisAlignedDirections_sameSumsAndSupportsAsTheThreeProductPass() {
        qt().withFixedSeed(0xA115_0004L).withExamples(100).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            ConvexHull h = r.nextBoolean() ? ConvexHull.box(new dev.lockstep.fixedpoint.Vec3(Fixed.ONE, Fixed.ONE / 2, Fixed.ONE / 3))
                    : HullScenes.randomHull(r, 4 + r.nextInt(30), Fixed.ONE);
            SatWorkspace ws = new SatWorkspace();
            ws.relative.setFrom(Transform.IDENTITY, HullScenes.randomTransform(r, Fixed.ONE));
            PlacedHull p = ws.b;
            if (r.nextBoolean()) {
                p.loadTransformed(h, ws.relative);
            } else {
                p.loadIdentity(h);
            }
            int n = p.vertexCount();
            for (int axis = 0; axis < 3; axis++) {
                long d = r.nextBoolean() ? (r.nextBoolean() ? Fixed.ONE : -Fixed.ONE) : r.nextLong() % (2 * Fixed.ONE);
                if (d == 0) {
                    d = 1;
                }
                long dx = axis == 0 ? d : 0;
                long dy = axis == 1 ? d : 0;
                long dz = axis == 2 ? d : 0;
                long[] hi = new long[2 * n];
                long[] lo = new long[2 * n];
                long mm = p.minMaxVertexInto(dx, dy, dz, hi, lo, 0, n);
                assertEquals(p.minVertex(dx, dy, dz), (int) mm);
                assertEquals(p.minVertex(-dx, -dy, -dz), (int) (mm >>> 32));
                for (int i = 0; i < n; i++) {
                    java.math.BigInteger exact = java.math.BigInteger.valueOf(p.x(i)).multiply(java.math.BigInteger.valueOf(dx))
                            .add(java.math.BigInteger.valueOf(p.y(i)).multiply(java.math.BigInteger.valueOf(dy)))
                            .add(java.math.BigInteger.valueOf(p.z(i)).multiply(java.math.BigInteger.valueOf(dz)));
                    assertEquals(exact, wide(hi[i], lo[i]), "vertex " + i);
                    assertEquals(exact.negate(), wide(hi[n + i], lo[n + i]), "negated, vertex " + i);
                }
                assertEquals(p.minVertex(dx, dy, dz), p.minVertexInto(dx, dy, dz, hi, lo, 0));
            }
        });
    }

    private static java.math.BigInteger wide(long hi, long lo) {
        return java.math.BigInteger.valueOf(hi).shiftLeft(64).add(new java.math.BigInteger(Long.toUnsignedString(lo)));
    }

    /**
     * {@link FilteredSigns#sign} equals the exact sign ({@code Fixed.signOfDot3}) for operands
     * up to {@code 2^61} (edge vectors) and {@code 2^35} (placed normals) with the shifts the walk
     * derives from the magnitudes, on random and on nearly orthogonal pairs (dot product a few
     * units of the operands: the 64-bit products cannot decide and the exact path must); both
     * paths are taken.
     */
    @Test
    void issue4_filteredSign_equalsExactSign() {
        long[] paths = new long[2];
        qt().withFixedSeed(0xF117_E4EDL).withExamples(20000).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            int bitsA = 1 + r.nextInt(61);
            int bitsB = 1 + r.nextInt(35);
            long ax = r.nextLong() >> (64 - bitsA);
            long ay = r.nextLong() >> (64 - bitsA);
            long az = r.nextLong() >> (64 - bitsA);
            long bx;
            long by;
            long bz;
            if (r.nextBoolean()) {
                bx = r.nextLong() >> (64 - bitsB);
                by = r.nextLong() >> (64 - bitsB);
                bz = r.nextLong() >> (64 - bitsB);
            } else {
                // b nearly orthogonal to a: (-ay, ax, 0) scaled into range, plus a few units
                int down = Math.max(0, bitsA - bitsB);
                az = 0;
                bx = (-ay >> down) + r.nextInt(7) - 3;
                by = (ax >> down) + r.nextInt(7) - 3;
                bz = r.nextLong() >> (64 - bitsB);
            }
            int sa = FilteredSigns.shift(Math.abs(ax) | Math.abs(ay) | Math.abs(az), 0);
            int sb = FilteredSigns.shift(Math.abs(bx) | Math.abs(by) | Math.abs(bz), 0);
            int exact = Fixed.signOfDot3(ax, ay, az, bx, by, bz);
            assertEquals(exact, FilteredSigns.sign(ax, ay, az, bx, by, bz, sa, sb), "seed " + seed);
            long px = ax >> sa;
            long py = ay >> sa;
            long pz = az >> sa;
            long p = px * (bx >> sb) + py * (by >> sb) + pz * (bz >> sb);
            long t = Math.abs(px) + Math.abs(py) + Math.abs(pz) + Math.abs(bx >> sb) + Math.abs(by >> sb) + Math.abs(bz >> sb) + 3;
            paths[Math.abs(p) > t ? 0 : 1]++;
        });
        assertTrue(paths[0] > 5000 && paths[1] > 2000, "64-bit / exact decisions " + paths[0] + " / " + paths[1]);
    }

    /**
     * The 64-bit filter of the edge pair bound ({@code EdgeQuery.filteredBound}) decides as the
     * exact 128-bit computation whenever it decides: every edge pair of random hull pairs from
     * 1/64 to 1024 units, against a best separation drawn around the pair's scale (so all four
     * exits occur); most decisions come from the filter.
     */
    @Test
    void issue4_filteredPairBound_agreesWithTheExactBound() {
        long[] counts = new long[3];
        qt().withFixedSeed(0xB0C7_D0C7L).withExamples(60).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            long scale = EdgeWalkProperties.SCALES[r.nextInt(4)];
            SatWorkspace ws = EdgeWalkProperties.scaledScene(r, scale, 40);
            ConvexHull ha = ws.a.hull();
            ConvexHull hb = ws.b.hull();
            ws.faceA.runClimbing(ws.a, ws.b, Long.MAX_VALUE, true);
            EdgeQuery q = new EdgeQuery();
            q.runWalk(ws.a, ws.b, Long.MAX_VALUE, ws.faceA);      // sets the filter's shifts
            for (int i = 0; i < ha.edgeCount(); i++) {
                for (int j = 0; j < hb.edgeCount(); j++) {
                    long best = (r.nextLong() % (4 * scale)) >> r.nextInt(8);
                    int v = q.pairBound.bound(ws.a, i, ws.b, j, best, true);
                    assertTrue(v != -2, "seed " + seed + " pair " + i + "," + j + " best " + best);
                    counts[v == 2 ? 0 : 1]++;
                }
            }
        });
        assertTrue(counts[0] > 10 * counts[1], "filter decided / not " + counts[0] + " / " + counts[1]);
    }
}
