package dev.lockstep.collision.manifold;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lockstep.collision.internal.manifold.ContactReduction;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import org.junit.jupiter.api.Test;

/** Seed 001 "Contact Point Reduction" figures for {@link ContactReduction} (in-plane and world-space forms). */
class ContactReductionTest {
    private static final long ONE = Fixed.ONE;

    @Test
    void seed001_octagonOfEightPoints_keepsFourAlternatingCorners() {
        // regular-ish octagon: deepest point 0, farthest is 4 (opposite), then max area 2 or 6
        long[] u = {2 * ONE, ONE, -ONE, -2 * ONE, -2 * ONE, -ONE, ONE, 2 * ONE};
        long[] v = {ONE, 2 * ONE, 2 * ONE, ONE, -ONE, -2 * ONE, -2 * ONE, -ONE};
        long[] d = {5, 1, 1, 1, 1, 1, 1, 1};
        long[] id = {0, 1, 2, 3, 4, 5, 6, 7};
        int[] keep = new int[4];
        assertEquals(4, ContactReduction.reduceInPlane(8, u, v, d, id, keep));
        assertEquals(0, keep[0], "deepest first");
        assertEquals(4, keep[1], "farthest from the first: (-2,-1) at squared distance 20");
    }

    @Test
    void seed001_maximiseAreaNotDistance_fourthPointAddsLargestNegativeArea() {
        // deepest (0,0); farthest (4,0) (ties with (0,4) at 16, larger u wins); largest area (0,4);
        // then (2.5,2.5) adds doubled area 4 outside edge b-c, (-0.5,2) only 2 outside edge c-a
        long[] u = {0, 4 * ONE, 0, 5 * ONE / 2, -ONE / 2};
        long[] v = {0, 0, 4 * ONE, 5 * ONE / 2, 2 * ONE};
        long[] d = {9, 1, 1, 1, 1};
        long[] id = {10, 11, 12, 13, 14};
        int[] keep = new int[4];
        assertEquals(4, ContactReduction.reduceInPlane(5, u, v, d, id, keep));
        assertArrayEquals(new int[] {0, 1, 2, 3}, keep);
    }

    @Test
    void seed001_fourOrFewerPoints_keptInInputOrder() {
        long[] u = {0, ONE, 2 * ONE};
        int[] keep = new int[4];
        assertEquals(3, ContactReduction.reduceInPlane(3, u, u, new long[3], new long[3], keep));
        assertArrayEquals(new int[] {0, 1, 2, 0}, keep);
    }

    // ---- chooseFour (world-space points, the persistent manifold's reduction)

    private final MutableVec3 scratch = new MutableVec3();

    private static ManifoldPoint at(long x, long z, long depth, int id) {
        return new ManifoldPoint().setWorld(x, 0, z).setDepth(depth).setFeatureId(FeatureId.of(FeatureId.FACE, 0, FeatureId.VERTEX, id));
    }

    private boolean[] choose(ManifoldPoint... points) {
        boolean[] chosen = new boolean[points.length];
        // n = +Y: counter-clockwise about +Y runs from +Z towards +X
        ContactReduction.chooseFour(points, 0, ONE, 0, chosen, scratch);
        return chosen;
    }

    @Test
    void seed001_reduction_fourOrFewer_keepsAll() {
        assertArrayEquals(new boolean[] {true, true, true}, choose(at(0, 0, 0, 0), at(ONE, 0, 0, 1), at(0, ONE, 0, 2)));
    }

    @Test
    void seed001_reduction_firstPoint_isTheDeepest_tiesByLowestFeatureId() {
        // (x, z): square corners P0..P3 and P4 = (0, 3), deepest, so it is kept although inside
        // the others' reach. 2nd: P0 and P1 are equally far from P4 (29): lowest id, P0. 3rd: twice
        // the areas with P4-P0 are P1 20, P2 12, P3 8: P1. 4th: P2 and P3 each add 8 outside an
        // edge: lowest id, P2. P3 is dropped.
        boolean[] chosen = choose(at(-2 * ONE, -2 * ONE, 0, 0), at(2 * ONE, -2 * ONE, 0, 1), at(2 * ONE, 2 * ONE, 0, 2),
                at(-2 * ONE, 2 * ONE, 0, 3), at(0, 3 * ONE, 1, 4));
        assertArrayEquals(new boolean[] {true, true, true, false, true}, chosen);
    }

    @Test
    void seed001_reduction_eightBoxPoints_keepTheFourCorners() {
        // top-down view of two boxes resting on each other: 4 corners and 4 edge midpoints
        boolean[] chosen = choose(at(-ONE, -ONE, 0, 0), at(0, -ONE, 0, 1), at(ONE, -ONE, 0, 2), at(ONE, 0, 0, 3),
                at(ONE, ONE, 0, 4), at(0, ONE, 0, 5), at(-ONE, ONE, 0, 6), at(-ONE, 0, 0, 7));
        assertArrayEquals(new boolean[] {true, false, true, false, true, false, true, false}, chosen);
    }

    @Test
    void seed001_reduction_fourthPoint_maximizeAreaNotDistance() {
        // 1st A (deepest); 2nd B (farthest, 16); 3rd C (twice the area with A-B: 5, against 4 for
        // Q1 and 2 for Q2). Q2 lies 1.5 beyond the short edge C-A (length 1.25) and adds 1.875;
        // Q1 lies only 1 beyond the long edge A-B (length 4) but adds 4: "maximize area, not distance".
        ManifoldPoint a = at(0, 0, 5, 0);
        ManifoldPoint b = at(4 * ONE, 0, 0, 1);
        ManifoldPoint c = at(0, ONE + ONE / 4, 0, 2);
        ManifoldPoint q1 = at(2 * ONE, -ONE, 0, 3);
        ManifoldPoint q2 = at(-ONE - ONE / 2, ONE / 2, 0, 4);
        assertArrayEquals(new boolean[] {true, true, true, true, false}, choose(a, b, c, q1, q2));
    }

    @Test
    void seed001_reduction_ties_goToTheLowestFeatureId() {
        // equal depths: 1st is the lowest id (P1); 2nd P2 (farthest); 3rd P0, P3 and P4 tie at
        // twice-area 4: P3 (id 3); 4th P0 and P4 coincide: P4 (id 4 < 9). P0 is dropped.
        boolean[] chosen = choose(at(0, 0, 0, 9), at(2 * ONE, 0, 0, 1), at(0, 2 * ONE, 0, 2), at(2 * ONE, 2 * ONE, 0, 3),
                at(0, 0, 0, 4));
        assertArrayEquals(new boolean[] {false, true, true, true, true}, chosen);
    }
}
