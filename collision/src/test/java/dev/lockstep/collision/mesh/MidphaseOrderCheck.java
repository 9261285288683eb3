package dev.lockstep.collision.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * The midphase-order check of the mesh contact properties: every triangle of every part as a
 * candidate, generated once in mesh and triangle order and once shuffled, must give the same
 * contacts bit for bit (the delayed-contact sort and the voiding have total keys, so the order
 * in which the midphase reports triangles may not matter).
 */
final class MidphaseOrderCheck {
    private MidphaseOrderCheck() {
    }

    /** Runs {@code g} over {@code parts} in order into {@code a}, shuffled by {@code r} into {@code b}, and compares. */
    static void assertOrderIndependent(TriangleContactGenerator g, TriangleMesh[] parts, VoidingMode mode, Random r,
            MeshContactWorkspace ws, MeshContactResult a, MeshContactResult b, long seed) {
        List<int[]> cands = new ArrayList<>();
        for (int p = 0; p < parts.length; p++) {
            for (int t = 0; t < parts[p].triangleCount(); t++) {
                cands.add(new int[] {p, t});
            }
        }
        run(g, parts, cands, mode, ws, a);
        Collections.shuffle(cands, r);
        run(g, parts, cands, mode, ws, b);
        assertEquals(a.count(), b.count(), "seed " + seed);
        assertEquals(a.voidedCount(), b.voidedCount(), "seed " + seed);
        for (int i = 0; i < a.count(); i++) {
            assertArrayEquals(row(a, i), row(b, i), "contact " + i + " seed " + seed);
        }
    }

    private static void run(TriangleContactGenerator g, TriangleMesh[] parts, List<int[]> cands, VoidingMode mode,
            MeshContactWorkspace ws, MeshContactResult out) {
        int[] mesh = new int[cands.size()];
        int[] tri = new int[cands.size()];
        for (int i = 0; i < cands.size(); i++) {
            mesh[i] = cands.get(i)[0];
            tri[i] = cands.get(i)[1];
        }
        MeshContacts.generateFromCandidates(g, parts, mesh, tri, cands.size(), mode, ws, out);
    }

    private static long[] row(MeshContactResult r, int i) {
        return new long[] {r.mesh(i), r.triangle(i), r.feature(i), r.depth(i), r.distance(i), r.normalX(i), r.normalY(i),
            r.normalZ(i), r.pointX(i), r.pointY(i), r.pointZ(i), r.closestX(i), r.closestY(i), r.closestZ(i)};
    }
}
