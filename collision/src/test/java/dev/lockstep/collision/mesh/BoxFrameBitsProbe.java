package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;

/**
 * Counts where a box-frame box-vs-triangle SAT would read other values than
 * {@link HullTriangleContact}'s mesh-space SAT (issue 20, section 4; the ledger line in
 * collision/docs/experiments.md). Not a test; run by hand on the collision test class path:
 * {@code java -cp collision/target/test-classes:collision/target/classes:$(cat collision/target/test.cp)
 * dev.lockstep.collision.mesh.BoxFrameBitsProbe}.
 *
 * <ul>
 *   <li>Face axes: the general path's {@code dot3(N_f, t - v)} with {@code N_f} the rotation's
 *       column and {@code v = round(R v_local) + p} the placed support vertex, against the box
 *       frame's {@code u_i -+ h_i} with {@code u = round(R^T (t - p))} (one rounding per component),
 *       minimised over the triangle corners.</li>
 *   <li>Edge vectors: the general path crosses {@code round(R b) - round(R a)} (placed corners
 *       subtracted), the box frame {@code R (b - a)}, the box axis the cross would swap components
 *       of.</li>
 * </ul>
 * Random boxes (half extents 1/8 to 9/8), identity, yaw and random rotations, over a unit grid and
 * a triangle soup, seed 7.
 */
public final class BoxFrameBitsProbe {
    private BoxFrameBitsProbe() {
    }

    public static void main(String[] args) {
        Random r = new Random(7);
        TriangleMesh[] meshes = {MeshFixtures.grid(8, ONE), MeshFixtures.randomSoup(300, 4 * ONE, 9)};
        HullTriangleContact general = new HullTriangleContact(false, true, false, true);
        TriangleKernel k = new TriangleKernel();
        MutableVec3 u = new MutableVec3();
        MutableVec3 a = new MutableVec3();
        MutableVec3 b = new MutableVec3();
        MutableVec3 d = new MutableVec3();
        long[] faceTotal = new long[3];
        long[] faceDiffer = new long[3];
        long[] edgeTotal = new long[3];
        long[] edgeDiffer = new long[3];
        long[] histogram = new long[8];
        long signDiffers = 0;
        long[][] corner = new long[3][3];
        for (int sample = 0; sample < 20_000; sample++) {
            long[] half = {ONE / 8 + Math.floorMod(r.nextLong(), ONE), ONE / 8 + Math.floorMod(r.nextLong(), ONE),
                ONE / 8 + Math.floorMod(r.nextLong(), ONE)};
            ConvexHull box = ConvexHull.box(new Vec3(half[0], half[1], half[2]));
            int kind = r.nextInt(3);
            Quat q = kind == 0 ? Quat.IDENTITY : kind == 1
                    ? Quat.fromAxisAngle(new Vec3(0, 0, ONE), Math.floorMod(r.nextLong(), 7 * ONE))
                    : new Quat(Math.floorMod(r.nextLong(), 2 * ONE) - ONE, Math.floorMod(r.nextLong(), 2 * ONE) - ONE,
                            Math.floorMod(r.nextLong(), 2 * ONE) - ONE,
                            (Math.floorMod(r.nextLong(), 2 * ONE) - ONE) | 1).normalize();
            int m = r.nextInt(2);
            long x = m == 0 ? ONE + Math.floorMod(r.nextLong(), 6 * ONE) : Math.floorMod(r.nextLong(), 8 * ONE) - 4 * ONE;
            long y = m == 0 ? ONE + Math.floorMod(r.nextLong(), 6 * ONE) : Math.floorMod(r.nextLong(), 8 * ONE) - 4 * ONE;
            long z = m == 0 ? Math.floorMod(r.nextLong(), 2 * ONE) - ONE / 2
                    : Math.floorMod(r.nextLong(), 8 * ONE) - 4 * ONE;
            Transform pose = Transform.of(q, new Vec3(x, y, z));
            general.set(box, pose, 0);
            if (!k.load(meshes[m], r.nextInt(meshes[m].triangleCount()))) {
                continue;
            }
            for (int e = 0; e < box.edgeCount(); e++) {
                int va = box.edgeVertexA(e);
                int vb = box.edgeVertexB(e);
                pose.applyToPointInto(box.vertexX(va), box.vertexY(va), box.vertexZ(va), a);
                pose.applyToPointInto(box.vertexX(vb), box.vertexY(vb), box.vertexZ(vb), b);
                pose.applyToVectorInto(box.vertexX(vb) - box.vertexX(va), box.vertexY(vb) - box.vertexY(va),
                        box.vertexZ(vb) - box.vertexZ(va), d);
                edgeTotal[kind]++;
                if (b.x - a.x != d.x || b.y - a.y != d.y || b.z - a.z != d.z) {
                    edgeDiffer[kind]++;
                }
            }
            for (int c = 0; c < 3; c++) {
                pose.inverseApplyToPointInto(k.cornerX(c), k.cornerY(c), k.cornerZ(c), u);
                corner[c][0] = u.x;
                corner[c][1] = u.y;
                corner[c][2] = u.z;
            }
            for (int f = 0; f < box.faceCount(); f++) {
                long nx = box.faceNormalX(f);
                long ny = box.faceNormalY(f);
                int axis = nx != 0 ? 0 : ny != 0 ? 1 : 2;
                long sign = Long.signum(axis == 0 ? nx : axis == 1 ? ny : box.faceNormalZ(f));
                long boxFrame = Long.MAX_VALUE;
                for (int c = 0; c < 3; c++) {
                    boxFrame = Math.min(boxFrame, sign * corner[c][axis] - half[axis]);
                }
                long meshSpace = general.faceSeparation(k, f);
                long difference = Math.abs(meshSpace - boxFrame);
                faceTotal[kind]++;
                faceDiffer[kind] += difference != 0 ? 1 : 0;
                signDiffers += Long.signum(meshSpace) != Long.signum(boxFrame) ? 1 : 0;
                histogram[(int) Math.min(7, difference)]++;
            }
        }
        String[] kinds = {"identity", "yaw", "random"};
        for (int kind = 0; kind < 3; kind++) {
            System.out.println(kinds[kind] + ": face-axis separations differing " + faceDiffer[kind] + " of "
                    + faceTotal[kind] + ", placed edge vectors differing " + edgeDiffer[kind] + " of " + edgeTotal[kind]);
        }
        System.out.println("face-axis sign differs: " + signDiffers);
        for (int i = 0; i < 8; i++) {
            System.out.println("  |difference| " + (i == 7 ? ">= " : "") + i + " raw: " + histogram[i]);
        }
    }
}
