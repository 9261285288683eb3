package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link HullTriangleContact}'s same-bit shortcuts (issue 20 section 4: each clip dot formed once
 * and reused by the intersection, a segment's unchanged coordinate taken as is, an edge pair ruled
 * out by the running best without its comparison with {@code Ir}) give the plain computation's
 * contacts field for field ({@code plainArithmetic}). Scenes: boxes resting, tilted, hovering
 * within the contact distance and lying along internal edges or over vertices of a random flat
 * square ({@link FloorBoxes}); boxes sliding across the edges and vertices of a unit grid (centers
 * on half-unit lines give or take a few ulps, yaw of exact quarter turns or random), resting,
 * deep (down to their half height) or separated within the contact distance; random boxes and
 * hulls (with and without bent faces) in any orientation over bumpy height fields, cliffs,
 * irregular floors and triangle soups; each through {@code hullVsMesh} and {@code hullVsMeshes}.
 */
class HullTriangleShortcutProperties {
    private static final long SEED = 0x5EED_0020_0004_B0C5L;

    private final TriangleMesh grid = MeshFixtures.grid(8, ONE);
    private final MeshBvh gridBvh = MeshBvh.build(grid);
    private final MeshContactWorkspace fast = new MeshContactWorkspace();
    private final MeshContactWorkspace plain = new MeshContactWorkspace();
    private final MeshContactResult expected = new MeshContactResult();
    private final MeshContactResult actual = new MeshContactResult();
    private final int[] seen = new int[5];

    @Test
    void issue20_shortcuts_giveThePlainContacts_fieldForField() {
        plain.hull.plainArithmetic = true;
        Random meshes = new Random(20);
        TriangleMesh[] others = {HullTriangleSatTableProperties.heightField(8, ONE / 4, meshes),
            MeshConvexContactsProperties.cliff(meshes), MeshFixtures.randomSoup(300, 4 * ONE, 9),
            HullTriangleSatTableProperties.irregularFloor(8, meshes)};
        MeshBvh[] otherBvhs = new MeshBvh[others.length];
        for (int i = 0; i < others.length; i++) {
            otherBvhs[i] = MeshBvh.build(others[i]);
        }
        qt().withFixedSeed(SEED).withExamples(3000).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            switch (r.nextInt(3)) {
                case 0: {
                    TriangleMesh square = MeshContactsProperties.randomFlatSquare(r);
                    FloorBoxes b = FloorBoxes.random(square, r);
                    compare(b.hull, b.placement, b.contactDistance, MeshBvh.build(square),
                            "floor box " + b.description);
                    break;
                }
                case 1:
                    slidingBox(r);
                    break;
                default: {
                    int m = r.nextInt(others.length);
                    long x = ONE + Math.floorMod(r.nextLong(), 6 * ONE);
                    long y = ONE + Math.floorMod(r.nextLong(), 6 * ONE);
                    long z = Math.floorMod(r.nextLong(), 2 * ONE) - ONE / 2;
                    if (m == 2) {                                      // the soup fills [-4, 4]^3
                        x -= 4 * ONE;
                        y -= 4 * ONE;
                        z = Math.floorMod(r.nextLong(), 8 * ONE) - 4 * ONE;
                    }
                    Transform pose = Transform.of(HullTriangleSatTableProperties.randomRotation(r), new Vec3(x, y, z));
                    long cd = r.nextInt(3) == 0 ? 0 : Math.floorMod(r.nextLong(), ONE / 4);
                    compare(HullTriangleSatTableProperties.randomHull(r), pose, cd, otherBvhs[m],
                            "hull over mesh " + m);
                    break;
                }
            }
        });
        assertTrue(seen[0] > 300 && seen[1] > 300 && seen[2] > 300 && seen[3] > 200 && seen[4] > 100,
                "empty " + seen[0] + ", with a face contact " + seen[1] + ", with a boundary contact " + seen[2]
                        + ", with voiding " + seen[3] + ", with a 3- or 4-point face " + seen[4]);
    }

    /**
     * A box on the unit grid with its center on or a few ulps off a grid line or vertex (or
     * anywhere), yawed by an exact quarter turn or at random or tilted, its lowest point at a
     * height from half its height deep to the contact distance above.
     */
    private void slidingBox(Random r) {
        ConvexHull box = ConvexHull.box(new Vec3(ONE / 8 + Math.floorMod(r.nextLong(), ONE), ONE / 8
                + Math.floorMod(r.nextLong(), ONE), ONE / 8 + Math.floorMod(r.nextLong(), ONE / 2)));
        long x = 2 * ONE + (ONE / 2) * r.nextInt(9) + (r.nextInt(3) - 1) * r.nextInt(4);
        long y = 2 * ONE + (ONE / 2) * r.nextInt(9) + (r.nextInt(3) - 1) * r.nextInt(4);
        if (r.nextInt(4) == 0) {
            x = 2 * ONE + Math.floorMod(r.nextLong(), 4 * ONE);
        }
        Quat q;
        switch (r.nextInt(4)) {
            case 0:
                q = Quat.IDENTITY;
                break;
            case 1:
                q = Quat.fromAxisAngle(new Vec3(0, 0, ONE), Math.floorMod(r.nextLong(), 7 * ONE));
                break;
            case 2:
                q = Quat.fromAxisAngle(new Vec3(ONE, 0, 0), Math.floorMod(r.nextLong(), ONE / 8) - ONE / 16)
                        .multiply(Quat.fromAxisAngle(new Vec3(0, 0, ONE), Math.floorMod(r.nextLong(), 7 * ONE)));
                break;
            default:
                q = HullTriangleSatTableProperties.randomRotation(r);
                break;
        }
        long cd = r.nextBoolean() ? 0 : Math.floorMod(r.nextLong(), ONE / 8) + 1;
        long bottom;
        switch (r.nextInt(4)) {
            case 0:
                bottom = -Math.floorMod(r.nextLong(), ONE / 16);                 // resting
                break;
            case 1:
                bottom = -Math.floorMod(r.nextLong(), Math.abs(box.vertexZ(0))) - 1;   // deep, down to the half height
                break;
            case 2:
                bottom = cd == 0 ? 0 : 1 + Math.floorMod(r.nextLong(), cd);       // hovering within reach
                break;
            default:
                bottom = cd + 1 + Math.floorMod(r.nextLong(), ONE / 64);          // just beyond reach
                break;
        }
        Transform pose = Transform.of(q, new Vec3(x, y, 0));
        MutableVec3 p = new MutableVec3();
        long lowest = Long.MAX_VALUE;
        for (int v = 0; v < box.vertexCount(); v++) {
            pose.applyToPointInto(box.vertexX(v), box.vertexY(v), box.vertexZ(v), p);
            lowest = Math.min(lowest, p.z);
        }
        compare(box, Transform.of(q, new Vec3(x, y, bottom - lowest)), cd, gridBvh, "sliding box");
    }

    private void compare(ConvexHull hull, Transform pose, long cd, MeshBvh bvh, String where) {
        MeshContacts.hullVsMesh(hull, pose, cd, bvh, plain, expected);
        MeshContacts.hullVsMesh(hull, pose, cd, bvh, fast, actual);
        MeshContactCacheTest.assertSameResult(expected, actual, where + " (" + pose + ", cd " + cd + ")");
        MeshBvh[] one = {bvh};
        MeshContacts.hullVsMeshes(hull, pose, cd, one, plain, expected);
        MeshContacts.hullVsMeshes(hull, pose, cd, one, fast, actual);
        MeshContactCacheTest.assertSameResult(expected, actual, where + " meshes (" + pose + ", cd " + cd + ")");
        boolean face = false;
        boolean boundary = false;
        boolean multi = false;
        for (int c = 0; c < expected.count(); c++) {
            face |= expected.feature(c) == MeshFeature.FACE;
            boundary |= expected.feature(c) != MeshFeature.FACE;
            multi |= c >= 2 && expected.triangle(c) == expected.triangle(c - 2)
                    && expected.mesh(c) == expected.mesh(c - 2);
        }
        seen[0] += expected.count() == 0 ? 1 : 0;
        seen[1] += face ? 1 : 0;
        seen[2] += boundary ? 1 : 0;
        seen[3] += expected.voidedCount() > 0 ? 1 : 0;
        seen[4] += multi ? 1 : 0;
    }
}
