package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.BentHulls;
import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.Gjk;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.internal.sat.PlacedHull;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.HullHullWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Hull vs hull face contact on a bent reference face (seed 001, "Hull vs Hull: Face Contact":
 * keep the clipped points below the reference face and move them onto it). A face merged from
 * nearly coplanar triangles has a plane that supports the hull but lies above its true surface by
 * up to the bend, so points clipped against it sat in the air and pairs truly apart by less than
 * the bend got a contact: in a search of 3,000 shallow pairs of 20-point sphere-like hulls
 *, 4 pairs apart by 0.00014 to 0.00032 units each got one point at contact distance 0.
 * The fix measures a bent reference face's points against the planes of its true surface as well
 * ({@code HullFaceContact.bentTriangles}). Two of the four are pinned: the reference face on the
 * identity-placed hull, and on the rotated one (its triangle normals rotated as its face normals).
 */
class HullHullBentFaceTest {
    private static final long[] B_1665 = {
        -3313862501L, -1390879029L, 2351704685L,
        -2583924243L, 2310330608L, 2536227920L,
        -2543979323L, 2267049850L, 2614459458L,
        -2483830826L, -3363452936L, 982096151L,
        -2065376109L, 706532971L, 3698888584L,
        -1568233746L, -2990855334L, -2653708982L,
        -1531889924L, 3881688726L, -1016144661L,
        -1038136693L, -3926167058L, 1397937235L,
        -472190452L, 3161467898L, 2868606105L,
        -326280803L, 4221538633L, -720344691L,
        -249834979L, 4174440231L, -978966454L,
        1081224090L, 4008676544L, 1099186476L,
        1403061686L, 2820344166L, 2919558317L,
        1506929484L, 2926189761L, -2759224726L,
        1507132155L, 3838268791L, 1201244949L,
        2332498542L, -3106540369L, 1831830113L,
        2427356006L, -2043169112L, 2894848334L,
        2876685264L, 2925940729L, 1268974709L,
        3146988330L, -2797044211L, 848382111L,
        4139355690L, -1087737741L, 359590256L,
    };

    private static final long[] POSE_1665 = {2371428621L, 163973341L, 1869296086L, -3049904139L, 4240779111L, 482762113L, 475099222L, 61303125L, 4748835945L, 4122194779L, 1200627259L};

    private static final long[] B_2554 = {
        -3187184346L, 381490537L, 2853605613L,
        -2707143080L, 2837280668L, 1751558970L,
        -2584761316L, -2498369606L, 2350298349L,
        -2539369191L, 1144896159L, 3269183533L,
        -2446993233L, 1224636418L, 3310473355L,
        -2292507086L, 990938060L, 3494166151L,
        -2117591399L, 104369754L, -3735191788L,
        -1288639184L, -2892140202L, 2902012781L,
        -995110872L, 3798683873L, 1739683667L,
        -926645271L, 4193504028L, -50956663L,
        151161317L, -3494419267L, -2492574636L,
        297100779L, -3190054310L, 2860424567L,
        982850334L, -2781531617L, -3121511037L,
        1426815577L, -3968580915L, 813207784L,
        1439346382L, -3419306210L, -2164109773L,
        1706458303L, -187514147L, -3936950924L,
        2231589066L, -1343172845L, -3415060910L,
        2581967259L, -2495423553L, 2356491127L,
        3489184249L, -2494720307L, -220698742L,
        3692060617L, 1246998246L, -1805665487L,
    };

    private static final long[] POSE_2554 = {2117872273L, -2697238316L, -1989213259L, 1652058469L, 314046707L, 4077353893L, 795581247L, 1044200387L, 39638011L, -173528479L, 8067053603L};

    @Test
    void seed001_faceContact_bentReferenceFaceOnA_noContactForHullsApart() {
        assertNoContact(BentHulls.SPHERE_20, B_1665, POSE_1665, 0.000246);
    }

    @Test
    void seed001_faceContact_bentReferenceFaceOnPlacedB_noContactForHullsApart() {
        assertNoContact(BentHulls.SPHERE_20, B_2554, POSE_2554, 0.000143);
    }

    /**
     * The planes {@code bentTriangles} writes for a bent face support the placed hull, whichever
     * hull is the reference: every placed vertex on or below each (within rounding), the
     * triangle's own vertices on it. On the rotated hull this holds only with the triangle normals
     * rotated as the face normals are (unrotated, the planes cut through the hull).
     */
    @Test
    void bentTriangles_planesSupportThePlacedHull_identityAndRotated() {
        ConvexHull h = HullBuilder.build(BentHulls.SPHERE_20);
        int[] bent = HullQueryIndex.of(h).bentFaces();
        assertTrue(bent.length > 0, "a bent face");
        Random r = new Random(0xB3A7L);
        HullHullWorkspace ws = new HullHullWorkspace();
        int checked = 0;
        for (int trial = 0; trial < 40; trial++) {
            boolean refIsA = trial == 0;
            Transform tb = Transform.of(HullScenes.randomRotation(r), new Vec3(r.nextLong() % Fixed.ONE, 0, 0));
            ((HullHullScratch) ws).sat.relative.setFrom(Transform.IDENTITY, tb);
            PlacedHull ref = refIsA ? ((HullHullScratch) ws).sat.a : ((HullHullScratch) ws).sat.b;
            if (refIsA) {
                ref.loadIdentity(h);
            } else {
                ref.loadTransformed(h, ((HullHullScratch) ws).sat.relative);
            }
            for (int f : bent) {
                int n = HullFaceContact.bentTriangles(ws, ref, f, refIsA);
                assertTrue(n > 0, "face " + f + " has triangles");
                for (int k = 0; k < n; k++) {
                    long[] t = ((HullHullScratch) ws).bentPlanes;
                    for (int v = 0; v < h.vertexCount(); v++) {
                        long s = Fixed.sub(Fixed.dot3(t[4 * k], t[4 * k + 1], t[4 * k + 2], ref.x(v), ref.y(v), ref.z(v)),
                                t[4 * k + 3]);
                        assertTrue(s <= 8, "trial " + trial + " face " + f + " triangle " + k + ": vertex " + v + " is "
                                + s + " raw above its plane");
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 1000, "checked " + checked);
    }

    private static void assertNoContact(long[] pointsA, long[] pointsB, long[] pose, double apart) {
        ConvexHull a = HullBuilder.build(pointsA);
        ConvexHull b = HullBuilder.build(pointsB);
        assertTrue(HullQueryIndex.of(a).bentFaces().length + HullQueryIndex.of(b).bentFaces().length > 0, "a bent face");
        Transform ta = Transform.of(new Quat(pose[0], pose[1], pose[2], pose[3]), Vec3.ZERO);
        Transform tb = Transform.of(new Quat(pose[4], pose[5], pose[6], pose[7]), new Vec3(pose[8], pose[9], pose[10]));
        DistanceResult gjk = new DistanceResult();
        Gjk.distance(a, ta, b, tb, new GjkWorkspace(), gjk);
        assertEquals(apart, Fixed.toDoubleForDisplay(gjk.distance()), 0.00002, "the hulls are apart (GJK)");
        ContactManifold m = new ContactManifold();
        int n = HullHullContact.collide(a, ta, b, tb, 0, new HullHullWorkspace(), null, m);
        assertEquals(0, n, "no contact at contact distance 0: " + m);
    }
}
