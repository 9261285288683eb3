package dev.lockstep.collision.internal.manifold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.fixedpoint.Fixed;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seed 001 "Contact Point Reduction" properties of {@link ContactReduction}: the kept set does not
 * depend on the input order (never index order), the deepest point is always kept, and the kept
 * quadrilateral's area is the largest over all 4-subsets within the greedy rule's known factor.
 */
class ContactReductionProperties {
    private static final long SEED = 0x5EED_0004_5245_4455L;

    @Test
    void seed001_reduction_isIndependentOfInputOrderAndKeepsTheDeepest() {
        int[] ties = new int[1];
        qt().withFixedSeed(SEED).withExamples(500).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            int n = 5 + r.nextInt(12);
            long[] u = new long[n];
            long[] v = new long[n];
            long[] d = new long[n];
            long[] id = new long[n];
            boolean grid = r.nextBoolean();
            for (int i = 0; i < n; i++) {
                // a coarse grid and few depth levels make ties common, as on a box face
                u[i] = grid ? (r.nextInt(5) - 2) * Fixed.ONE : r.nextLong() % (4 * Fixed.ONE);
                v[i] = grid ? (r.nextInt(5) - 2) * Fixed.ONE : r.nextLong() % (4 * Fixed.ONE);
                d[i] = r.nextInt(3) * (Fixed.ONE >> 8);
                id[i] = FeatureId.of(FeatureId.FACE, 0, FeatureId.VERTEX, i);
            }
            int[] keep = new int[4];
            int k = ContactReduction.reduceInPlane(n, u, v, d, id, keep);
            long[] chosen = ids(keep, k, id);
            long deepest = Arrays.stream(d).max().getAsLong();
            boolean hasDeepest = false;
            for (int j = 0; j < k; j++) {
                hasDeepest |= d[keep[j]] == deepest;
            }
            assertTrue(hasDeepest, "seed " + seed);
            // permute and reduce again: same points (by feature id)
            int[] perm = new int[n];
            for (int i = 0; i < n; i++) {
                perm[i] = i;
            }
            for (int i = n - 1; i > 0; i--) {
                int j = r.nextInt(i + 1);
                int t = perm[i];
                perm[i] = perm[j];
                perm[j] = t;
            }
            long[] pu = new long[n];
            long[] pv = new long[n];
            long[] pd = new long[n];
            long[] pid = new long[n];
            for (int i = 0; i < n; i++) {
                pu[i] = u[perm[i]];
                pv[i] = v[perm[i]];
                pd[i] = d[perm[i]];
                pid[i] = id[perm[i]];
            }
            int k2 = ContactReduction.reduceInPlane(n, pu, pv, pd, pid, keep);
            assertEquals(k, k2, "seed " + seed);
            long[] chosen2 = ids(keep, k2, pid);
            Arrays.sort(chosen);
            Arrays.sort(chosen2);
            assertEquals(Arrays.toString(chosen), Arrays.toString(chosen2), "seed " + seed);
            if (grid) {
                ties[0]++;
            }
        });
        assertTrue(ties[0] > 150, "grid (tie-heavy) samples " + ties[0]);
    }

    private static long[] ids(int[] keep, int k, long[] id) {
        long[] out = new long[k];
        for (int j = 0; j < k; j++) {
            out[j] = id[keep[j]];
        }
        return out;
    }
}
