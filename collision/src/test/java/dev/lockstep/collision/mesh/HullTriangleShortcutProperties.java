package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * out by the running best without its comparison with {@code Ir}, axes along z compared in 64 bits,
 * cuts on whole-number axis side planes, floor normals' one-term products) give the plain computation's
 * contacts field for field ({@link PlainHullTriangleContact}). Scenes: boxes resting, tilted, hovering
 * within the contact distance and lying along internal edges or over vertices of a random flat
 * square ({@link FloorBoxes}); boxes sliding across the edges and vertices of a unit or two-unit grid (centers
 * on half-unit lines give or take a few ulps, yaw of exact quarter turns or random), resting,
 * deep (down to their half height) or separated within the contact distance; random boxes and
 * hulls (with and without bent faces) in any orientation over bumpy height fields, cliffs,
 * irregular floors and triangle soups; each through {@code hullVsMesh} and {@code hullVsMeshes}.
 */
class HullTriangleShortcutProperties {
    private static final long SEED = 0x5EED_0020_0004_B0C5L;

    private final TriangleMesh grid = MeshFixtures.grid(8, ONE);
    private final MeshBvh gridBvh = MeshBvh.build(grid);
    /** Two-unit cells: side planes {@code m = 2 2^32} along an axis ({@code LowerSurfaceClip.cutOnAxis} with k = 2). */
    private final MeshBvh wideGridBvh = MeshBvh.build(MeshFixtures.grid(8, 2 * ONE));
    private final MeshContactWorkspace fast = new MeshContactWorkspace();
    private final MeshContactWorkspace plain = new MeshContactWorkspace(PlainHullTriangleContact.create());
    private final MeshContactResult expected = new MeshContactResult();
    private final MeshContactResult actual = new MeshContactResult();
    private final int[] seen = new int[5];

    @Test
    void issue20_shortcuts_giveThePlainContacts_fieldForField() {
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
        boolean wide = r.nextInt(4) == 0;
        compare(box, Transform.of(q, new Vec3(x, y, bottom - lowest)), cd, wide ? wideGridBvh : gridBvh,
                wide ? "sliding box, two-unit grid" : "sliding box");
    }

    /**
     * {@code HullTriangleSat.comparePole} (an axis along z, its separation compared in 64 bits)
     * gives {@link SeparationRatio#compare}'s answer wherever that is decided ({@code |t| < 2^30}):
     * {@code |cz|} in {@code [2^31, 2^32)} of either sign, {@code dz} small, near {@code t} or up to
     * 2^46, {@code t} near {@code sign(cz) dz} by a few raw or anywhere in range.
     */
    @Test
    void issue20_poleAxisComparison_equalsSeparationRatio() {
        int[] outcomes = new int[3];
        qt().withFixedSeed(SEED + 1).withExamples(200_000).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            long cz = (1L << 31) + Math.floorMod(r.nextLong(), 1L << 31);
            if (r.nextBoolean()) {
                cz = -cz;
            }
            long dz;
            switch (r.nextInt(3)) {
                case 0:
                    dz = r.nextInt(9) - 4;
                    break;
                case 1:
                    dz = Math.floorMod(r.nextLong(), 1L << 31) - (1L << 30);
                    break;
                default:
                    dz = Math.floorMod(r.nextLong(), 1L << 47) - (1L << 46);
                    break;
            }
            long limit = SeparationRatio.ALWAYS_DECIDED_BELOW;
            long t = r.nextBoolean() ? (cz > 0 ? dz : -dz) + r.nextInt(7) - 3
                    : Math.floorMod(r.nextLong(), 2 * limit - 1) - limit + 1;
            if (t <= -limit || t >= limit) {
                return;
            }
            long s = dev.lockstep.fixedpoint.Fixed.mul(cz, dz);
            int expected = SeparationRatio.compare(s, cz, 0, 0, t);
            assertEquals(expected, HullTriangleSat.comparePole(cz, dz, s, t),
                    "cz " + cz + ", dz " + dz + ", t " + t);
            outcomes[expected + 1]++;
        });
        assertTrue(outcomes[0] > 10_000 && outcomes[1] > 100 && outcomes[2] > 10_000,
                "below " + outcomes[0] + ", equal " + outcomes[1] + ", above " + outcomes[2]);
    }

    /**
     * {@code LowerSurfaceClip.cutOnAxis} gives the clip's general cut
     * {@code p + mulDiv(q - p, g_p, g_p - g_q)} with {@code g = round(m . (x - v))} bit for bit on
     * a side plane {@code m = k 2^32} along an axis ({@code |k|} up to 2^16), the segment's ends on
     * opposite sides.
     */
    @Test
    void issue20_cutOnWholeAxisPlane_equalsTheGeneralCut() {
        qt().withFixedSeed(SEED + 2).withExamples(100_000).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            int axis = r.nextInt(3);
            long k = (1 + Math.floorMod(r.nextLong(), r.nextBoolean() ? 3 : 1 << 16)) * (r.nextBoolean() ? 1 : -1);
            long[] m = new long[3];
            m[axis] = k << 32;
            long range = r.nextBoolean() ? 1L << 34 : 1L << 45;
            long v = Math.floorMod(r.nextLong(), range) - range / 2;
            long[] in = new long[6];
            for (int c = 0; c < 6; c++) {
                in[c] = r.nextInt(4) == 0 ? in[c % 3] : Math.floorMod(r.nextLong(), range) - range / 2;
            }
            long pa = in[axis] - v;
            long qa = in[3 + axis] - v;
            if (pa == 0 || qa == 0 || (pa > 0) == (qa > 0)) {
                in[3 + axis] = v - (pa == 0 ? 1 : pa);
                in[axis] = pa == 0 ? v + 1 : in[axis];
            }
            long[] vPoint = new long[3];
            vPoint[axis] = v;
            long gp = dev.lockstep.fixedpoint.Fixed.dot3(m[0], m[1], m[2], in[0] - vPoint[0], in[1] - vPoint[1],
                    in[2] - vPoint[2]);
            long gq = dev.lockstep.fixedpoint.Fixed.dot3(m[0], m[1], m[2], in[3] - vPoint[0], in[4] - vPoint[1],
                    in[5] - vPoint[2]);
            long[] out = new long[3];
            LowerSurfaceClip.cutOnAxis(in, 0, 1, axis, v, out, 0);
            for (int c = 0; c < 3; c++) {
                long expected = in[c] + dev.lockstep.fixedpoint.Fixed.mulDiv(in[3 + c] - in[c], gp, gp - gq);
                assertEquals(expected, out[c], "component " + c + " of " + java.util.Arrays.toString(in) + ", k " + k
                        + ", axis " + axis + ", v " + v);
            }
        });
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
