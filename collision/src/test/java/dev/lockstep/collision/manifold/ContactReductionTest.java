package dev.lockstep.collision.manifold;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lockstep.fixedpoint.Fixed;
import org.junit.jupiter.api.Test;

/** Seed 001 "Contact Point Reduction" figures for {@link ContactReduction}. */
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
}
