package dev.lockstep.world;

import java.util.Arrays;

/**
 * Sort and sweep over the fat bounds of every body shape (static meshes excepted: see
 * {@link MeshSet}). The proxies stay sorted by (fat min x, shape key) across steps, so the
 * insertion sort of a coherent scene touches few elements; the sweep visits every pair whose x
 * intervals overlap and reports those where at least one fat box grew this step, the other two
 * axes overlap, the bodies may collide and no contact exists yet.
 *
 * <p>Order: the new pairs are sorted by (key A, key B) before the world creates their contacts,
 * so neither the sweep order nor the history of insertions can reach the solver (research brief
 * (a), "broadphase": Lockstep's addition to Box2D's move-array order). The structure is never
 * part of a snapshot; a restore rebuilds it from the bodies.
 */
final class BroadPhase {
    private BodyShape[] sorted = new BodyShape[16];
    private int count;
    BodyShape[] pairA = new BodyShape[16];
    BodyShape[] pairB = new BodyShape[16];
    int pairCount;
    private int[] order = new int[16];
    private int[] scratch = new int[16];
    /**
     * Changes whenever a proxy is added or removed or a fat box is refitted: the queries'
     * {@link ShapeTree} rebuilds when it differs from the version it was built at.
     */
    long version;

    void add(BodyShape s) {
        version++;
        if (count == sorted.length) {
            sorted = Arrays.copyOf(sorted, 2 * count);
        }
        sorted[count++] = s;
        s.enlarged = true;
    }

    void remove(BodyShape s) {
        version++;
        int w = 0;
        for (int i = 0; i < count; i++) {
            if (sorted[i] != s) {
                sorted[w++] = sorted[i];
            }
        }
        for (int i = w; i < count; i++) {
            sorted[i] = null;
        }
        count = w;
    }

    void clear() {
        version++;
        Arrays.fill(sorted, 0, count, null);
        count = 0;
    }

    int size() {
        return count;
    }

    /** Insertion sort by (fat min x, key): near-linear when little moved since the last step. */
    private void sort() {
        for (int i = 1; i < count; i++) {
            BodyShape s = sorted[i];
            int j = i - 1;
            while (j >= 0 && less(s, sorted[j])) {
                sorted[j + 1] = sorted[j];
                j--;
            }
            sorted[j + 1] = s;
        }
    }

    private static boolean less(BodyShape a, BodyShape b) {
        return a.fat[0] < b.fat[0] || a.fat[0] == b.fat[0] && a.key < b.key;
    }

    /**
     * Finds the new pairs of this step into {@link #pairA}/{@link #pairB} (A the smaller key), sorted
     * by (key A, key B), and clears every proxy's {@code enlarged} flag.
     */
    void findNewPairs(ContactList contacts) {
        pairCount = 0;
        // a new pair needs a grown fat box; without one there is nothing to find (and nothing moved,
        // so the order is kept; the next sweep sorts first in any case). Sleeping and resting scenes
        // skip the sort and the sweep.
        boolean anyEnlarged = false;
        for (int i = 0; i < count && !anyEnlarged; i++) {
            anyEnlarged = sorted[i].enlarged;
        }
        if (!anyEnlarged) {
            return;
        }
        sort();
        for (int i = 0; i < count; i++) {
            BodyShape s = sorted[i];
            long maxX = s.fat[3];
            for (int j = i + 1; j < count; j++) {
                BodyShape t = sorted[j];
                if (t.fat[0] > maxX) {
                    break;
                }
                if (!s.enlarged && !t.enlarged || s.body == t.body) {
                    continue;
                }
                if (s.fat[1] > t.fat[4] || t.fat[1] > s.fat[4] || s.fat[2] > t.fat[5] || t.fat[2] > s.fat[5]) {
                    continue;
                }
                BodyShape a = s.key < t.key ? s : t;
                BodyShape b = s.key < t.key ? t : s;
                if (contacts.shouldCollide(a, b) && !contacts.hasContact(a.key, b.key)) {
                    addPair(a, b);
                }
            }
        }
        for (int i = 0; i < count; i++) {
            sorted[i].enlarged = false;
        }
        sortPairs();
    }

    private void addPair(BodyShape a, BodyShape b) {
        if (pairCount == pairA.length) {
            pairA = Arrays.copyOf(pairA, 2 * pairCount);
            pairB = Arrays.copyOf(pairB, 2 * pairCount);
        }
        pairA[pairCount] = a;
        pairB[pairCount++] = b;
    }

    /** Stable merge sort of the new pairs by (key A, key B); allocation only when the scratch grows. */
    private void sortPairs() {
        if (order.length < pairCount) {
            order = new int[pairA.length];
            scratch = new int[pairA.length];
        }
        for (int i = 0; i < pairCount; i++) {
            order[i] = i;
        }
        for (int width = 1; width < pairCount; width *= 2) {
            for (int lo = 0; lo < pairCount; lo += 2 * width) {
                int mid = Math.min(lo + width, pairCount);
                int hi = Math.min(lo + 2 * width, pairCount);
                int i = lo;
                int j = mid;
                int k = lo;
                while (i < mid && j < hi) {
                    scratch[k++] = pairLess(order[j], order[i]) ? order[j++] : order[i++];
                }
                while (i < mid) {
                    scratch[k++] = order[i++];
                }
                while (j < hi) {
                    scratch[k++] = order[j++];
                }
            }
            int[] t = order;
            order = scratch;
            scratch = t;
        }
        // apply the permutation through the tail of the arrays' spare room
        BodyShape[] sa = sortedA();
        BodyShape[] sb = sortedB();
        for (int i = 0; i < pairCount; i++) {
            sa[i] = pairA[order[i]];
            sb[i] = pairB[order[i]];
        }
        System.arraycopy(sa, 0, pairA, 0, pairCount);
        System.arraycopy(sb, 0, pairB, 0, pairCount);
    }

    private BodyShape[] tempA = new BodyShape[16];
    private BodyShape[] tempB = new BodyShape[16];

    private BodyShape[] sortedA() {
        if (tempA.length < pairCount) {
            tempA = new BodyShape[pairA.length];
        }
        return tempA;
    }

    private BodyShape[] sortedB() {
        if (tempB.length < pairCount) {
            tempB = new BodyShape[pairB.length];
        }
        return tempB;
    }

    private boolean pairLess(int i, int j) {
        return Contact.compare(pairA[i].key, pairB[i].key, pairA[j].key, pairB[j].key) < 0;
    }
}
