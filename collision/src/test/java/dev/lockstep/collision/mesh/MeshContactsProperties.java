package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seed 000's promise on a flat floor: a sphere anywhere on a flat square triangulated at random
 * (and the same square split into disjoint meshes with duplicated vertices) gets only contacts
 * whose normal is exactly the plane normal; and the result does not depend on the order in which
 * the midphase reports triangles.
 */
class MeshContactsProperties {
    private static final long SIDE = 8 * ONE;

    /** A random conforming triangulation of [0, SIDE]^2 at z = 0, normals +z: random point insertions. */
    static TriangleMesh randomFlatSquare(Random r) {
        List<long[]> vertices = new ArrayList<>();
        vertices.add(new long[] {0, 0});
        vertices.add(new long[] {SIDE, 0});
        vertices.add(new long[] {SIDE, SIDE});
        vertices.add(new long[] {0, SIDE});
        List<int[]> tris = new ArrayList<>();
        if (r.nextBoolean()) {
            tris.add(new int[] {0, 1, 2});
            tris.add(new int[] {0, 2, 3});
        } else {
            tris.add(new int[] {0, 1, 3});
            tris.add(new int[] {1, 2, 3});
        }
        int insertions = r.nextInt(40);
        for (int i = 0; i < insertions; i++) {
            int ti = r.nextInt(tris.size());
            int[] tri = tris.get(ti);
            long[] a = vertices.get(tri[0]);
            long[] b = vertices.get(tri[1]);
            long[] c = vertices.get(tri[2]);
            long w1 = 1 + r.nextInt(1000);
            long w2 = 1 + r.nextInt(1000);
            long w3 = 1 + r.nextInt(1000);
            long[] p = {Math.floorDiv(w1 * a[0] + w2 * b[0] + w3 * c[0], w1 + w2 + w3),
                Math.floorDiv(w1 * a[1] + w2 * b[1] + w3 * c[1], w1 + w2 + w3)};
            if (orient(a, b, p) <= 0 || orient(b, c, p) <= 0 || orient(c, a, p) <= 0) {
                continue;                       // rounding put p on or outside an edge: skip
            }
            int pi = vertices.size();
            vertices.add(p);
            tris.set(ti, new int[] {tri[0], tri[1], pi});
            tris.add(new int[] {tri[1], tri[2], pi});
            tris.add(new int[] {tri[2], tri[0], pi});
        }
        long[] xyz = new long[3 * vertices.size()];
        for (int v = 0; v < vertices.size(); v++) {
            xyz[3 * v] = vertices.get(v)[0];
            xyz[3 * v + 1] = vertices.get(v)[1];
        }
        int[] idx = new int[3 * tris.size()];
        for (int t = 0; t < tris.size(); t++) {
            System.arraycopy(tris.get(t), 0, idx, 3 * t, 3);
        }
        return TriangleMesh.of(xyz, idx);
    }

    private static int orient(long[] a, long[] b, long[] p) {
        return java.math.BigInteger.valueOf(b[0] - a[0]).multiply(java.math.BigInteger.valueOf(p[1] - a[1]))
                .subtract(java.math.BigInteger.valueOf(b[1] - a[1]).multiply(java.math.BigInteger.valueOf(p[0] - a[0])))
                .signum();
    }

    /** Splits the mesh into {@code parts} meshes at random, each with its own copies of its vertices. */
    static TriangleMesh[] split(TriangleMesh m, int parts, Random r) {
        List<List<Integer>> groups = new ArrayList<>();
        for (int p = 0; p < parts; p++) {
            groups.add(new ArrayList<>());
        }
        for (int t = 0; t < m.triangleCount(); t++) {
            groups.get(r.nextInt(parts)).add(t);
        }
        TriangleMesh[] out = new TriangleMesh[parts];
        for (int p = 0; p < parts; p++) {
            List<Integer> g = groups.get(p);
            long[] xyz = new long[9 * g.size()];
            int[] idx = new int[3 * g.size()];
            for (int i = 0; i < g.size(); i++) {
                for (int c = 0; c < 3; c++) {
                    int v = m.vertex(g.get(i), c);
                    xyz[9 * i + 3 * c] = m.x(v);
                    xyz[9 * i + 3 * c + 1] = m.y(v);
                    xyz[9 * i + 3 * c + 2] = m.z(v);
                    idx[3 * i + c] = 3 * i + c;
                }
            }
            out[p] = TriangleMesh.of(xyz, idx);
        }
        return out;
    }

    /** A sphere position over the square: uniform, or exactly above a vertex, or on an edge's midpoint. */
    private static long[] spherePosition(TriangleMesh m, Random r) {
        int kind = r.nextInt(4);
        long x;
        long y;
        if (kind == 0) {
            int v = r.nextInt(m.vertexCount());
            x = m.x(v);
            y = m.y(v);
        } else if (kind == 1) {
            int t = r.nextInt(m.triangleCount());
            int a = m.vertex(t, 0);
            int b = m.vertex(t, 1);
            x = Math.floorDiv(m.x(a) + m.x(b), 2);
            y = Math.floorDiv(m.y(a) + m.y(b), 2);
        } else {
            x = Math.floorMod(r.nextLong(), SIDE + 1);
            y = Math.floorMod(r.nextLong(), SIDE + 1);
        }
        long radius = ONE / 4 + Math.floorMod(r.nextLong(), 2 * ONE);
        long height = radius / 8 + Math.floorMod(r.nextLong(), radius - radius / 8 + 1);
        long contactDistance = r.nextInt(3) == 0 ? 0 : Math.floorMod(r.nextLong(), ONE);
        return new long[] {x, y, height, radius, contactDistance};
    }

    private static void assertAllNormalsVertical(MeshContactResult out, String where) {
        assertTrue(out.count() >= 1, "a sphere touching the floor gets a contact: " + where);
        for (int i = 0; i < out.count(); i++) {
            assertEquals(0, out.normalX(i), where);
            assertEquals(0, out.normalY(i), where);
            assertEquals(ONE, out.normalZ(i), where);
        }
    }

    @Test
    void flatSquare_anywhere_onlyPlaneNormals_singleAndDisjointMeshes() {
        MeshContactWorkspace ws = new MeshContactWorkspace();
        MeshContactResult out = new MeshContactResult();
        int[] coverage = new int[2];
        qt().withFixedSeed(0xF1A7_F100L).withExamples(600).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            TriangleMesh m = randomFlatSquare(r);
            long[] s = spherePosition(m, r);
            String where = "seed " + seed + " sphere " + Arrays.toString(s);
            MeshContacts.sphereVsMesh(s[0], s[1], s[2], s[3], s[4], MeshBvh.build(m), ws, out);
            assertAllNormalsVertical(out, where);
            coverage[out.voidedCount() > 0 ? 1 : 0]++;
            TriangleMesh[] parts = split(m, 2 + r.nextInt(3), r);
            MeshBvh[] bvhs = new MeshBvh[parts.length];
            for (int p = 0; p < parts.length; p++) {
                bvhs[p] = MeshBvh.build(parts[p]);
            }
            MeshContacts.sphereVsMeshes(s[0], s[1], s[2], s[3], s[4], bvhs, ws, out);
            assertAllNormalsVertical(out, "disjoint, " + where);
        });
        assertTrue(coverage[1] > 300 && coverage[0] > 10, "voiding happens, and sometimes nothing needs it: "
                + Arrays.toString(coverage));
    }

    @Test
    void result_isIndependentOfMidphaseOrder() {
        MeshContactWorkspace ws = new MeshContactWorkspace();
        MeshContactResult a = new MeshContactResult();
        MeshContactResult b = new MeshContactResult();
        qt().withFixedSeed(0x0DE2_0DE2L).withExamples(300).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            TriangleMesh[] parts = split(randomFlatSquare(r), 1 + r.nextInt(3), r);
            // tilt nothing: the floor is flat, but place the sphere anywhere, including off the floor's edge
            long[] s = spherePosition(parts[0].triangleCount() > 0 ? parts[0] : parts[parts.length - 1], r);
            s[0] += Math.floorMod(r.nextLong(), 2 * ONE) - ONE;
            SphereTriangleContact sphere = new SphereTriangleContact();
            sphere.set(s[0], s[1], s[2], s[3], s[4]);
            VoidingMode mode = r.nextBoolean() ? VoidingMode.VERTEX_INDEX : VoidingMode.VERTEX_POSITION;
            MidphaseOrderCheck.assertOrderIndependent(sphere, parts, mode, r, ws, a, b, seed);
        });
    }
}
