package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;

import dev.lockstep.collision.GoldenFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Pins the raw outputs of sphere-vs-mesh queries (single mesh by index, and the same surface as
 * three disjoint meshes by position) on a bumpy, non-planar grid, so that any change of bits on
 * any JVM shows up. Regenerate only with {@code -Dlockstep.golden.update=true} and review the diff.
 */
class MeshContactsGoldenTest {
    private static final Path GOLDEN = Path.of("src/test/resources/golden/mesh/sphere-vs-mesh.txt");
    private static final int CELLS = 12;
    private static final long SPACING = ONE / 2;

    /** A 12 x 12 grid, spacing 0.5, heights from a seeded generator in [-0.25, 0.25]. */
    static TriangleMesh bumpyGrid() {
        TriangleMesh flat = MeshFixtures.grid(CELLS, SPACING);
        long[] xyz = flat.copyVertexXyz();
        Random r = new Random(42);
        for (int v = 0; v < flat.vertexCount(); v++) {
            xyz[3 * v + 2] = Math.floorMod(r.nextLong(), ONE / 2 + 1) - ONE / 4;
        }
        return TriangleMesh.of(xyz, flat.copyIndices());
    }

    static List<String> render() {
        TriangleMesh mesh = bumpyGrid();
        TriangleMesh[] parts = MeshContactsProperties.split(mesh, 3, new Random(3));
        MeshBvh bvh = MeshBvh.build(mesh);
        MeshBvh[] bvhs = {MeshBvh.build(parts[0]), MeshBvh.build(parts[1]), MeshBvh.build(parts[2])};
        MeshContactWorkspace ws = new MeshContactWorkspace();
        MeshContactResult out = new MeshContactResult();
        List<String> lines = new ArrayList<>();
        lines.add("# lockstep golden: sphere vs mesh contacts, format 1");
        lines.add("# scene: 12x12 grid spacing 0.5, heights Random(42) in [-0.25, 0.25]; parts Random(3); spheres Random(7)");
        lines.add("# query i mode cx cy cz r cd count voided | contact mesh tri feature depth distance nx ny nz px py pz cpx cpy cpz (hex raw)");
        Random r = new Random(7);
        for (int i = 0; i < 120; i++) {
            long cx = Math.floorMod(r.nextLong(), CELLS * SPACING + 1);
            long cy = Math.floorMod(r.nextLong(), CELLS * SPACING + 1);
            long cz = Math.floorMod(r.nextLong(), ONE) - ONE / 4;
            long radius = ONE / 8 + Math.floorMod(r.nextLong(), ONE / 2);
            long cd = i % 3 == 0 ? 0 : Math.floorMod(r.nextLong(), ONE / 4);
            for (int mode = 0; mode < 2; mode++) {
                if (mode == 0) {
                    MeshContacts.sphereVsMesh(cx, cy, cz, radius, cd, bvh, ws, out);
                } else {
                    MeshContacts.sphereVsMeshes(cx, cy, cz, radius, cd, bvhs, ws, out);
                }
                lines.add(String.format(Locale.ROOT, "query %d %s %s %s %s %s %s %d %d", i, mode == 0 ? "index" : "position",
                        hex(cx), hex(cy), hex(cz), hex(radius), hex(cd), out.count(), out.voidedCount()));
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

    private static String hex(long v) {
        return String.format(Locale.ROOT, "%016x", v);
    }

    @Test
    void sphereVsMesh_matchesGolden() throws IOException {
        List<String> actual = render();
        GoldenFile.assertMatches(GOLDEN, "sphere-vs-mesh golden", actual);
    }
}
