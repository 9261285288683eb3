package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The SAT tables {@link HullTriangleContact} keeps per triangle shape (normal and edge vectors:
 * the Gauss map pruning, the scaled edge-pair axes and their lengths, each hull face's nearest
 * corner) give the contacts of tables rebuilt for every triangle bit for bit (issue 20, section
 * 4): random boxes and random hulls (with and without bent faces), in any orientation, resting
 * on, sinking into, hovering over and standing beside flat grids (two triangle shapes shared by
 * every cell), bumpy height fields (shared normals only by chance), cliffs and triangle soups, at
 * random contact distances.
 */
class HullTriangleSatTableProperties {
    /** A grid of unit cells whose vertex heights are random in {@code [0, bump)}. */
    static TriangleMesh heightField(int n, long bump, Random r) {
        TriangleMesh flat = MeshFixtures.grid(n, ONE);
        long[] xyz = new long[3 * flat.vertexCount()];
        for (int v = 0; v < flat.vertexCount(); v++) {
            xyz[3 * v] = flat.x(v);
            xyz[3 * v + 1] = flat.y(v);
            xyz[3 * v + 2] = Math.floorMod(r.nextLong(), bump);
        }
        int[] idx = new int[3 * flat.triangleCount()];
        for (int t = 0; t < flat.triangleCount(); t++) {
            for (int c = 0; c < 3; c++) {
                idx[3 * t + c] = flat.vertex(t, c);
            }
        }
        return TriangleMesh.of(xyz, idx);
    }

    /**
     * A flat floor of {@code n x n} cells with random column widths and row heights: the triangles
     * of one column share their normal and one edge vector but not the others, so a table kept
     * under too short a key would be reused where it must not.
     */
    static TriangleMesh irregularFloor(int n, Random r) {
        long[] xs = new long[n + 1];
        long[] ys = new long[n + 1];
        for (int i = 1; i <= n; i++) {
            xs[i] = xs[i - 1] + ONE / 2 + Math.floorMod(r.nextLong(), ONE);
            ys[i] = ys[i - 1] + ONE / 2 + Math.floorMod(r.nextLong(), ONE);
        }
        long[] xyz = new long[3 * (n + 1) * (n + 1)];
        for (int j = 0; j <= n; j++) {
            for (int i = 0; i <= n; i++) {
                int v = j * (n + 1) + i;
                xyz[3 * v] = xs[i];
                xyz[3 * v + 1] = ys[j];
            }
        }
        int[] idx = new int[6 * n * n];
        int t = 0;
        for (int j = 0; j < n; j++) {
            for (int i = 0; i < n; i++) {
                int v = j * (n + 1) + i;
                int[] quad = {v, v + 1, v + n + 2, v, v + n + 2, v + n + 1};
                System.arraycopy(quad, 0, idx, 6 * t++, 6);
            }
        }
        return TriangleMesh.of(xyz, idx);
    }

    static ConvexHull randomHull(Random r) {
        if (r.nextInt(3) > 0) {
            return ConvexHull.box(new Vec3(ONE / 8 + Math.floorMod(r.nextLong(), ONE), ONE / 8
                    + Math.floorMod(r.nextLong(), ONE), ONE / 8 + Math.floorMod(r.nextLong(), ONE)));
        }
        int n = 6 + r.nextInt(14);
        long[] xyz = new long[3 * n];
        for (int i = 0; i < xyz.length; i++) {
            xyz[i] = Math.floorMod(r.nextLong(), 2 * ONE) - ONE;
        }
        return HullBuilder.build(xyz);
    }

    static Quat randomRotation(Random r) {
        switch (r.nextInt(3)) {
            case 0:
                return Quat.IDENTITY;
            case 1:
                return Quat.fromAxisAngle(new Vec3(0, 0, ONE), Math.floorMod(r.nextLong(), 7 * ONE));
            default:
                return new Quat(Math.floorMod(r.nextLong(), 2 * ONE) - ONE, Math.floorMod(r.nextLong(), 2 * ONE) - ONE,
                        Math.floorMod(r.nextLong(), 2 * ONE) - ONE, (Math.floorMod(r.nextLong(), 2 * ONE) - ONE) | 1)
                        .normalize();
        }
    }

    @Test
    void keptSatTables_giveTheRebuiltTablesContacts_bitForBit() {
        Random r = new Random(204);
        TriangleMesh[] meshes = {MeshFixtures.grid(8, ONE), heightField(8, ONE / 4, r), heightField(8, ONE / 64, r),
            MeshConvexContactsProperties.cliff(r), MeshFixtures.randomSoup(300, 4 * ONE, 9), irregularFloor(8, r)};
        MeshBvh[] bvhs = new MeshBvh[meshes.length];
        for (int i = 0; i < meshes.length; i++) {
            bvhs[i] = MeshBvh.build(meshes[i]);
        }
        MeshContactWorkspace fast = new MeshContactWorkspace();
        MeshContactWorkspace reference = new MeshContactWorkspace(RebuiltTablesHullTriangleContact.create());
        MeshContactResult expected = new MeshContactResult();
        MeshContactResult actual = new MeshContactResult();
        int planar = 0;
        int faceContacts = 0;
        int boundaryContacts = 0;
        int empty = 0;
        int voided = 0;
        int scenes = 3000;
        for (int i = 0; i < scenes; i++) {
            int m = r.nextInt(meshes.length);
            ConvexHull hull = randomHull(r);
            planar += HullQueryIndex.of(hull).bentFaces().length == 0 ? 1 : 0;
            long x = ONE + Math.floorMod(r.nextLong(), 6 * ONE);
            long y = ONE + Math.floorMod(r.nextLong(), 6 * ONE);
            long z = Math.floorMod(r.nextLong(), 2 * ONE) - ONE / 2;
            if (m == 5) {
                z = Math.floorMod(r.nextLong(), 2 * ONE) - ONE / 2;
            }
            if (m == 4) {                                            // the soup fills [-4, 4]^3
                x -= 4 * ONE;
                y -= 4 * ONE;
                z = Math.floorMod(r.nextLong(), 8 * ONE) - 4 * ONE;
            }
            Transform pose = Transform.of(randomRotation(r), new Vec3(x, y, z));
            long cd = r.nextInt(3) == 0 ? 0 : Math.floorMod(r.nextLong(), ONE / 4);
            MeshContacts.hullVsMesh(hull, pose, cd, bvhs[m], reference, expected);
            MeshContacts.hullVsMesh(hull, pose, cd, bvhs[m], fast, actual);
            MeshContactCacheTest.assertSameResult(expected, actual, "scene " + i + " mesh " + m);
            MeshBvh[] one = {bvhs[m]};
            MeshContacts.hullVsMeshes(hull, pose, cd, one, reference, expected);
            MeshContacts.hullVsMeshes(hull, pose, cd, one, fast, actual);
            MeshContactCacheTest.assertSameResult(expected, actual, "scene " + i + " meshes " + m);
            empty += expected.count() == 0 ? 1 : 0;
            voided += expected.voidedCount() > 0 ? 1 : 0;
            for (int c = 0; c < expected.count(); c++) {
                if (expected.feature(c) == MeshFeature.FACE) {
                    faceContacts++;
                } else {
                    boundaryContacts++;
                }
            }
        }
        assertTrue(planar > scenes / 2, "planar hulls sampled: " + planar);
        assertTrue(empty > scenes / 10 && empty < scenes * 9 / 10, "both touching and empty scenes: " + empty + " empty");
        assertTrue(faceContacts > 1000 && boundaryContacts > 100 && voided > 300,
                "face " + faceContacts + ", boundary " + boundaryContacts + ", scenes with voiding " + voided);
    }
}
