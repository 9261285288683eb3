package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;

import dev.lockstep.collision.GoldenFile;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Pins the raw outputs of capsule-vs-mesh and box-vs-mesh queries (single mesh by index, and the
 * same surface as three disjoint meshes by position) on the bumpy grid of
 * {@link MeshContactsGoldenTest}, with tilted capsules and boxes turned about random axes, so
 * that face, edge and vertex paths all appear. Regenerate only with
 * {@code -Dlockstep.golden.update=true} and review the diff.
 */
class MeshConvexContactsGoldenTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden/mesh/convex-vs-mesh.txt");
    private static final long EXTENT = 6 * ONE;

    static List<String> render() {
        TriangleMesh mesh = MeshContactsGoldenTest.bumpyGrid();
        TriangleMesh[] parts = MeshContactsProperties.split(mesh, 3, new Random(3));
        MeshBvh bvh = MeshBvh.build(mesh);
        MeshBvh[] bvhs = {MeshBvh.build(parts[0]), MeshBvh.build(parts[1]), MeshBvh.build(parts[2])};
        MeshContactWorkspace ws = new MeshContactWorkspace();
        MeshContactResult out = new MeshContactResult();
        List<String> lines = new ArrayList<>();
        lines.add("# lockstep golden: capsule and box vs mesh contacts, format 1");
        lines.add("# scene: MeshContactsGoldenTest.bumpyGrid (12x12, spacing 0.5, heights Random(42)); parts Random(3); shapes Random(11)");
        lines.add("# query i shape mode x y z qw qx qy qz size0 size1 cd count voided | contact mesh tri feature depth distance nx ny nz px py pz cpx cpy cpz (hex raw)");
        Random r = new Random(11);
        for (int i = 0; i < 120; i++) {
            long x = Math.floorMod(r.nextLong(), EXTENT + 1);
            long y = Math.floorMod(r.nextLong(), EXTENT + 1);
            long z = Math.floorMod(r.nextLong(), ONE) - ONE / 8;
            Vec3 axis = new Vec3(Math.floorMod(r.nextLong(), ONE) - ONE / 2, Math.floorMod(r.nextLong(), ONE) - ONE / 2,
                    ONE / 4 + Math.floorMod(r.nextLong(), ONE));
            long angle = Math.floorMod(r.nextLong(), 7 * ONE);
            Quat q = i % 4 == 0 ? Quat.IDENTITY : Quat.fromAxisAngle(unit(axis), angle);
            Transform t = Transform.of(q, new Vec3(x, y, z));
            long size0 = ONE / 8 + Math.floorMod(r.nextLong(), ONE / 2);
            long size1 = ONE / 8 + Math.floorMod(r.nextLong(), ONE / 2);
            long cd = i % 3 == 0 ? 0 : Math.floorMod(r.nextLong(), ONE / 4);
            boolean isCapsule = i % 2 == 0;
            Capsule capsule = new Capsule(new Vec3(-size0, 0, 0), new Vec3(size0, 0, 0), size1);
            ConvexHull box = ConvexHull.box(new Vec3(size0, size1, (size0 + size1) / 2));
            for (int mode = 0; mode < 2; mode++) {
                if (isCapsule) {
                    if (mode == 0) {
                        MeshContacts.capsuleVsMesh(capsule, t, cd, bvh, ws, out);
                    } else {
                        MeshContacts.capsuleVsMeshes(capsule, t, cd, bvhs, ws, out);
                    }
                } else if (mode == 0) {
                    MeshContacts.hullVsMesh(box, t, cd, bvh, ws, out);
                } else {
                    MeshContacts.hullVsMeshes(box, t, cd, bvhs, ws, out);
                }
                lines.add(String.format(Locale.ROOT, "query %d %s %s %s %s %s %s %s %s %s %s %s %s %d %d", i,
                        isCapsule ? "capsule" : "box", mode == 0 ? "index" : "position", hex(x), hex(y), hex(z), hex(q.w()),
                        hex(q.x()), hex(q.y()), hex(q.z()), hex(size0), hex(size1), hex(cd), out.count(), out.voidedCount()));
                for (int c = 0; c < out.count(); c++) {
                    lines.add(String.format(Locale.ROOT, "contact %d %d %d %s %s %s %s %s %s %s %s %s %s %s", out.mesh(c),
                            out.triangle(c), out.feature(c), hex(out.depth(c)), hex(out.distance(c)), hex(out.normalX(c)),
                            hex(out.normalY(c)), hex(out.normalZ(c)), hex(out.pointX(c)), hex(out.pointY(c)),
                            hex(out.pointZ(c)), hex(out.closestX(c)), hex(out.closestY(c)), hex(out.closestZ(c))));
                }
            }
        }
        return lines;
    }

    private static Vec3 unit(Vec3 v) {
        dev.lockstep.fixedpoint.MutableVec3 u = new dev.lockstep.fixedpoint.MutableVec3();
        dev.lockstep.fixedpoint.VecMath.normalizeInto(v.x(), v.y(), v.z(), u);
        return new Vec3(u.x, u.y, u.z);
    }

    private static String hex(long v) {
        return String.format(Locale.ROOT, "%016x", v);
    }

    @Test
    void convexVsMesh_matchesGolden() throws IOException {
        List<String> actual = render();
        GoldenFile.assertMatches(GOLDEN, "convex-vs-mesh golden", actual);
    }
}
