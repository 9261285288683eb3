package dev.lockstep.world;

/** A stable, allocation-free merge sort of an index permutation, for query results. */
final class HitOrder {
    /** A total order on indices. */
    interface IndexComparator {
        int compare(int a, int b);
    }

    private HitOrder() {
    }

    /** Sorts {@code order[0..n)} by {@code cmp}; {@code scratch} holds at least {@code n} ints. */
    static void sort(int[] order, int[] scratch, int n, IndexComparator cmp) {
        for (int width = 1; width < n; width *= 2) {
            for (int lo = 0; lo < n - width; lo += 2 * width) {
                int mid = lo + width;
                int hi = Math.min(lo + 2 * width, n);
                System.arraycopy(order, lo, scratch, lo, hi - lo);
                int i = lo;
                int j = mid;
                int k = lo;
                while (i < mid && j < hi) {
                    order[k++] = cmp.compare(scratch[j], scratch[i]) < 0 ? scratch[j++] : scratch[i++];
                }
                while (i < mid) {
                    order[k++] = scratch[i++];
                }
                while (j < hi) {
                    order[k++] = scratch[j++];
                }
            }
        }
    }
}
