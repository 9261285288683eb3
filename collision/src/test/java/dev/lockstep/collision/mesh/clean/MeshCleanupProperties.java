package dev.lockstep.collision.mesh.clean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.mesh.TriangleMesh;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Welding and adjacency against brute-force oracles on random meshes with clustered vertices. */
class MeshCleanupProperties {
    private static final long ONE = 1L << 32;

    /** Random mesh whose vertices cluster: many lie within the weld tolerance of another. */
    private static TriangleMesh clustered(Random r) {
        int nv = 3 + r.nextInt(60);
        boolean cluster = r.nextInt(4) > 0;       // a quarter of the meshes have spread-out vertices only
        long[] xyz = new long[3 * nv];
        for (int v = 0; v < nv; v++) {
            if (cluster && v > 0 && r.nextInt(3) > 0) {
                int base = r.nextInt(v);
                for (int a = 0; a < 3; a++) {
                    long jitter = r.nextInt(4) == 0 ? 0 : Math.floorMod(r.nextLong(), 2 * Welder.WELD_TOLERANCE + 1)
                            - Welder.WELD_TOLERANCE;
                    xyz[3 * v + a] = xyz[3 * base + a] + jitter;
                }
            } else {
                for (int a = 0; a < 3; a++) {
                    xyz[3 * v + a] = Math.floorMod(r.nextLong(), 8 * ONE);
                }
            }
        }
        int nt = 1 + r.nextInt(40);
        int[] idx = new int[3 * nt];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = r.nextInt(nv);
        }
        return TriangleMesh.of(xyz, idx);
    }

    private static BigInteger dist2(TriangleMesh a, int v, TriangleMesh b, int w) {
        BigInteger s = BigInteger.ZERO;
        for (int k = 0; k < 3; k++) {
            BigInteger d = BigInteger.valueOf(a.coordinate(v, k) - b.coordinate(w, k));
            s = s.add(d.multiply(d));
        }
        return s;
    }

    @Test
    void weld_movesNoVertexBeyondTolerance_andIgnoresVertexOrder() {
        int[] welded = new int[2];
        qt().withFixedSeed(0x3E1D_3E1DL).withExamples(300).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            TriangleMesh m = clustered(r);
            Welder.WeldResult w = Welder.weld(m, Welder.WELD_TOLERANCE);
            BigInteger tol2 = BigInteger.valueOf(Welder.WELD_TOLERANCE).pow(2);
            for (int v = 0; v < m.vertexCount(); v++) {
                assertTrue(dist2(m, v, w.mesh(), w.remap(v)).compareTo(tol2) <= 0, "vertex " + v + " moved too far");
            }
            for (int i = 0; i < w.mesh().vertexCount(); i++) {
                for (int j = i + 1; j < w.mesh().vertexCount(); j++) {
                    assertTrue(dist2(w.mesh(), i, w.mesh(), j).signum() > 0, "output vertices are distinct");
                }
            }
            // permute the vertex table: identical welded mesh
            int n = m.vertexCount();
            int[] perm = new int[n];
            for (int i = 0; i < n; i++) {
                perm[i] = i;
            }
            for (int i = n - 1; i > 0; i--) {
                int j = r.nextInt(i + 1);
                int t = perm[i];
                perm[i] = perm[j];
                perm[j] = t;
            }
            long[] xyz = new long[3 * n];
            for (int v = 0; v < n; v++) {
                for (int k = 0; k < 3; k++) {
                    xyz[3 * perm[v] + k] = m.coordinate(v, k);
                }
            }
            int[] idx = m.copyIndices();
            for (int i = 0; i < idx.length; i++) {
                idx[i] = perm[idx[i]];
            }
            TriangleMesh permuted = Welder.weld(TriangleMesh.of(xyz, idx), Welder.WELD_TOLERANCE).mesh();
            assertTrue(permuted.sameContent(w.mesh()), "seed " + seed);
            welded[w.weldedVertices() > 0 ? 1 : 0]++;
        });
        assertTrue(welded[1] > 150 && welded[0] > 30, "welding happens in most samples, not all: " + Arrays.toString(welded));
    }

    @Test
    void adjacency_matchesBruteForceEdgeCounts() {
        qt().withFixedSeed(0xAD7A_CE17L).withExamples(300).forAll(longs().all()).checkAssert(seed -> {
            TriangleMesh m = clustered(new Random(seed));
            Adjacency adj = Adjacency.of(m);
            int total = 0;
            for (int e = 0; e < adj.edgeCount(); e++) {
                int v0 = adj.edgeVertex0(e);
                int v1 = adj.edgeVertex1(e);
                assertTrue(v0 <= v1);
                if (e > 0) {
                    assertTrue(adj.edgeVertex0(e - 1) < v0 || adj.edgeVertex0(e - 1) == v0 && adj.edgeVertex1(e - 1) < v1,
                            "edges in increasing order");
                }
                int count = 0;
                for (int t = 0; t < m.triangleCount(); t++) {
                    for (int k = 0; k < 3; k++) {
                        int a = m.vertex(t, k);
                        int b = m.vertex(t, (k + 1) % 3);
                        if (Math.min(a, b) == v0 && Math.max(a, b) == v1) {
                            count++;
                        }
                    }
                }
                assertEquals(count, adj.edgeFaceCount(e));
                total += count;
            }
            assertEquals(3 * m.triangleCount(), total, "every half-edge belongs to one edge");
            for (int v = 0; v < m.vertexCount(); v++) {
                int corners = 0;
                for (int i = 0; i < 3 * m.triangleCount(); i++) {
                    corners += m.vertex(i / 3, i % 3) == v ? 1 : 0;
                }
                assertEquals(corners, adj.vertexFaceCount(v));
            }
        });
    }
}
