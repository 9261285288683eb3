package dev.lockstep.collision.internal.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.internal.narrow.HullScenes;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link SupportSearch#minVertex} against the scan {@link PlacedHull#minVertex}: the same index
 * for every start vertex and direction, on identity, translated, aligned, nearly aligned and
 * rotated placements. Directions are the ones time of impact asks for, where the extreme is a
 * face or an edge (exact or near ties): face normals of the hull itself and of the other hull,
 * both signs, and the unit axes of edge pairs (perpendicular to both edges); plus random
 * directions. Hulls: boxes and regular prisms (exact ties; prisms of up to 64 sides make plateaus
 * beyond {@link SupportSearch#PLATEAU_MAX}, which must scan), random hulls of 4 to 64 points.
 * Coverage: plateaus and scans both occur, and most searches certify without scanning.
 */
class SupportSearchProperties {
    private static final long ONE = Fixed.ONE;

    private static ConvexHull hull(Random r) {
        switch (r.nextInt(6)) {
            case 0:
                return ConvexHull.box(new Vec3(ONE / 2 + r.nextInt(4) * (ONE / 8), ONE, ONE * 3 / 4));
            case 1:
                return ConvexHull.regularPrism(3 + r.nextInt(62), ONE, ONE / 2 + r.nextInt(4) * (ONE / 8));
            default:
                return HullScenes.randomHull(r, 4 + r.nextInt(61), ONE);
        }
    }

    /** {@link EdgeWalkProperties#pose} within 2 units: the same draws, the same scenes. */
    private static Transform pose(Random r) {
        return EdgeWalkProperties.pose(r, 2 * ONE);
    }

    @Test
    void search_returnsTheScansVertex_fromAnyStart() {
        SupportSearch search = new SupportSearch();
        long[] directions = new long[1];
        qt().withFixedSeed(0x5EA7_C004L).withExamples(150).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            ConvexHull ha = hull(r);
            ConvexHull hb = hull(r);
            SatWorkspace ws = new SatWorkspace();
            Transform ta = pose(r);
            Transform tb = pose(r);
            if (r.nextInt(4) == 0) {
                // both unrotated: B placed by an exact translation (identity rotation, no slack)
                ta = Transform.translation(ta.translation());
                tb = Transform.translation(tb.translation());
            }
            ws.relative.setFrom(ta, tb);
            ws.a.loadIdentity(ha);
            ws.b.loadTransformed(hb, ws.relative);
            MutableVec3 axis = new MutableVec3();
            for (PlacedHull h : new PlacedHull[] {ws.a, ws.b}) {
                for (PlacedHull faces : new PlacedHull[] {ws.a, ws.b}) {
                    for (int f = 0; f < faces.faceCount(); f++) {
                        check(search, h, r, faces.nx(f), faces.ny(f), faces.nz(f), seed, directions);
                        check(search, h, r, -faces.nx(f), -faces.ny(f), -faces.nz(f), seed, directions);
                    }
                }
                for (int k = 0; k < 40; k++) {
                    int i = r.nextInt(ha.edgeCount());
                    int j = r.nextInt(hb.edgeCount());
                    if (EdgePairAxis.pairAxis(ws.a, i, ws.b, j, axis)) {
                        check(search, h, r, axis.x, axis.y, axis.z, seed, directions);
                        check(search, h, r, -axis.x, -axis.y, -axis.z, seed, directions);
                    }
                }
                for (int k = 0; k < 10; k++) {
                    check(search, h, r, r.nextLong() % ONE, r.nextLong() % ONE, r.nextLong() % ONE, seed, directions);
                }
            }
        });
        long[] counts = {directions[0], search.plateaus, search.scans};
        assertTrue(counts[1] > counts[0] / 20 && counts[2] > 20 && counts[2] < counts[0] / 20,
                "directions/plateaus/scans " + Arrays.toString(counts));
    }

    private static void check(SupportSearch search, PlacedHull h, Random r, long dx, long dy, long dz, long seed,
            long[] directions) {
        int start = r.nextInt(h.vertexCount());
        assertEquals(h.minVertex(dx, dy, dz), search.minVertex(h, start, dx, dy, dz),
                "seed " + seed + " start " + start + " d " + dx + "," + dy + "," + dz);
        directions[0]++;
    }
}
