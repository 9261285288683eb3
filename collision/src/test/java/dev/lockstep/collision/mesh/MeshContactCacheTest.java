package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link MeshContactCache} (issue 20, section 4): a query with bit-identical inputs is answered
 * from the cache with the uncached query's result, bit for bit; any changed input (one ulp of the
 * placement, the contact distance, another shape or mesh, the query kind) misses and still gives
 * the uncached result.
 */
class MeshContactCacheTest {
    private static final TriangleMesh FLOOR = MeshFixtures.grid(8, ONE);
    private static final MeshBvh BVH = MeshBvh.build(FLOOR);

    /** Asserts every field of every contact, the voided count and the manifold conversion's origin are equal. */
    static void assertSameResult(MeshContactResult expected, MeshContactResult actual, String where) {
        assertEquals(expected.count(), actual.count(), "count " + where);
        assertEquals(expected.voidedCount(), actual.voidedCount(), "voided " + where);
        for (int i = 0; i < expected.count(); i++) {
            long[] e = fields(expected, i);
            long[] a = fields(actual, i);
            for (int f = 0; f < e.length; f++) {
                assertEquals(e[f], a[f], "contact " + i + " field " + f + " " + where);
            }
            dev.lockstep.collision.manifold.ContactManifold me = new dev.lockstep.collision.manifold.ContactManifold();
            dev.lockstep.collision.manifold.ContactManifold ma = new dev.lockstep.collision.manifold.ContactManifold();
            expected.manifoldInto(i, me);
            actual.manifoldInto(i, ma);
            assertEquals(me.point(0).localAX(), ma.point(0).localAX(), "shape origin " + where);
            assertEquals(me.point(0).localAY(), ma.point(0).localAY(), "shape origin " + where);
            assertEquals(me.point(0).localAZ(), ma.point(0).localAZ(), "shape origin " + where);
        }
    }

    private static long[] fields(MeshContactResult r, int i) {
        return new long[] {r.mesh(i), r.triangle(i), r.feature(i), r.depth(i), r.distance(i), r.normalX(i), r.normalY(i),
            r.normalZ(i), r.pointX(i), r.pointY(i), r.pointZ(i), r.closestX(i), r.closestY(i), r.closestZ(i)};
    }

    private static Transform randomPose(Random r) {
        Quat q = new Quat(Math.floorMod(r.nextLong(), 2 * ONE) - ONE, Math.floorMod(r.nextLong(), 2 * ONE) - ONE,
                Math.floorMod(r.nextLong(), 2 * ONE) - ONE, (Math.floorMod(r.nextLong(), 2 * ONE) - ONE) | 1).normalize();
        if (r.nextBoolean()) {
            q = Quat.fromAxisAngle(new Vec3(0, 0, ONE), Math.floorMod(r.nextLong(), 7 * ONE));
        }
        long x = 2 * ONE + Math.floorMod(r.nextLong(), 4 * ONE);
        long y = 2 * ONE + Math.floorMod(r.nextLong(), 4 * ONE);
        long z = Math.floorMod(r.nextLong(), ONE) - ONE / 8;
        return Transform.of(q, new Vec3(x, y, z));
    }

    @Test
    void stillBox_hitsWithTheUncachedBits_andEveryChangedInputMisses() {
        ConvexHull box = ConvexHull.box(new Vec3(ONE / 2, ONE / 3, ONE / 4));
        ConvexHull other = ConvexHull.box(new Vec3(ONE / 2, ONE / 3, ONE / 4));
        MeshBvh otherBvh = MeshBvh.build(FLOOR);
        MeshContactWorkspace ws = new MeshContactWorkspace();
        MeshContactCache cache = new MeshContactCache();
        MeshContactResult expected = new MeshContactResult();
        MeshContactResult actual = new MeshContactResult();
        Random r = new Random(2020);
        int touching = 0;
        for (int i = 0; i < 300; i++) {
            Transform pose = randomPose(r);
            long cd = r.nextInt(3) == 0 ? 0 : Math.floorMod(r.nextLong(), ONE / 4);
            MeshContacts.hullVsMesh(box, pose, cd, BVH, ws, expected);
            touching += expected.count() > 0 ? 1 : 0;
            long misses = cache.misses();
            cache.hullVsMesh(box, pose, cd, BVH, ws, actual);
            assertEquals(misses + 1, cache.misses(), "a new pose misses " + i);
            assertSameResult(expected, actual, "miss " + i);
            long hits = cache.hits();
            actual.clear();
            cache.hullVsMesh(box, Transform.of(pose.rotation(), pose.translation()), cd, BVH, ws, actual);
            assertEquals(hits + 1, cache.hits(), "the same bits hit " + i);
            assertSameResult(expected, actual, "hit " + i);
            // one changed input at a time: a miss, with the uncached result for that input
            Vec3 p = pose.translation();
            Transform moved = Transform.of(pose.rotation(), new Vec3(p.x(), p.y(), p.z() + 1));
            Quat q = pose.rotation();
            Transform turned = Transform.of(new Quat(q.w(), q.x() ^ 1, q.y(), q.z()), p);
            Transform[] poses = {moved, turned, pose, pose, pose};
            ConvexHull[] hulls = {box, box, other, box, box};
            MeshBvh[] meshes = {BVH, BVH, BVH, otherBvh, BVH};
            long[] distances = {cd, cd, cd, cd, cd + 1};
            for (int c = 0; c < poses.length; c++) {
                misses = cache.misses();
                cache.hullVsMesh(hulls[c], poses[c], distances[c], meshes[c], ws, actual);
                assertEquals(misses + 1, cache.misses(), "changed input " + c + " misses " + i);
                MeshContacts.hullVsMesh(hulls[c], poses[c], distances[c], meshes[c], ws, expected);
                assertSameResult(expected, actual, "changed input " + c + " " + i);
            }
        }
        assertTrue(touching > 60 && touching < 290, "both outcomes sampled: " + touching + " of 300 touch");
    }

    @Test
    void severalMeshes_refilledArray_andQueryKindChangeMiss() {
        TriangleMesh[] parts = MeshContactsProperties.split(FLOOR, 3, new Random(5));
        MeshBvh[] bvhs = new MeshBvh[parts.length];
        for (int i = 0; i < parts.length; i++) {
            bvhs[i] = MeshBvh.build(parts[i]);
        }
        ConvexHull box = ConvexHull.box(new Vec3(ONE / 2, ONE / 2, ONE / 2));
        Capsule capsule = new Capsule(new Vec3(-ONE / 2, 0, 0), new Vec3(ONE / 2, 0, 0), ONE / 2);
        MeshContactWorkspace ws = new MeshContactWorkspace();
        MeshContactCache cache = new MeshContactCache();
        MeshContactResult expected = new MeshContactResult();
        MeshContactResult actual = new MeshContactResult();
        Random r = new Random(77);
        for (int i = 0; i < 100; i++) {
            Transform pose = randomPose(r);
            MeshContacts.hullVsMeshes(box, pose, ONE / 16, bvhs, ws, expected);
            cache.hullVsMeshes(box, pose, ONE / 16, bvhs, ws, actual);
            cache.hullVsMeshes(box, pose, ONE / 16, bvhs, ws, actual);
            assertSameResult(expected, actual, "hull, meshes " + i);
            // the same shape and pose against one mesh is another query
            MeshContacts.hullVsMesh(box, pose, ONE / 16, bvhs[0], ws, expected);
            long misses = cache.misses();
            cache.hullVsMesh(box, pose, ONE / 16, bvhs[0], ws, actual);
            assertEquals(misses + 1, cache.misses(), "query kind changed " + i);
            assertSameResult(expected, actual, "hull, one mesh " + i);
            // the caller refills its array in place with other meshes
            MeshBvh[] swapped = bvhs.clone();
            MeshBvh first = swapped[0];
            swapped[0] = swapped[swapped.length - 1];
            swapped[swapped.length - 1] = first;
            cache.hullVsMeshes(box, pose, ONE / 16, bvhs, ws, actual);
            System.arraycopy(swapped, 0, bvhs, 0, bvhs.length);
            misses = cache.misses();
            cache.hullVsMeshes(box, pose, ONE / 16, bvhs, ws, actual);
            assertEquals(misses + 1, cache.misses(), "array refilled " + i);
            MeshContacts.hullVsMeshes(box, pose, ONE / 16, bvhs, ws, expected);
            assertSameResult(expected, actual, "refilled " + i);
            MeshContacts.capsuleVsMeshes(capsule, pose, 0, bvhs, ws, expected);
            cache.capsuleVsMeshes(capsule, pose, 0, bvhs, ws, actual);
            cache.capsuleVsMeshes(capsule, pose, 0, bvhs, ws, actual);
            assertSameResult(expected, actual, "capsule, meshes " + i);
            MeshContacts.capsuleVsMesh(capsule, pose, 0, bvhs[1], ws, expected);
            cache.capsuleVsMesh(capsule, pose, 0, bvhs[1], ws, actual);
            long hits = cache.hits();
            cache.capsuleVsMesh(capsule, pose, 0, bvhs[1], ws, actual);
            assertEquals(hits + 1, cache.hits(), "capsule hit " + i);
            assertSameResult(expected, actual, "capsule, one mesh " + i);
        }
        cache.clear();
        long misses = cache.misses();
        cache.capsuleVsMesh(capsule, Transform.IDENTITY, 0, bvhs[1], ws, actual);
        cache.clear();
        cache.capsuleVsMesh(capsule, Transform.IDENTITY, 0, bvhs[1], ws, actual);
        assertEquals(misses + 2, cache.misses(), "clear forgets");
    }
}
