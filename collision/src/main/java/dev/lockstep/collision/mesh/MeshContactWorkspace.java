package dev.lockstep.collision.mesh;

import java.util.Arrays;

/**
 * Per-thread scratch for mesh queries: the triangle kernel, midphase candidates, face and delayed
 * contacts, the voided set V, and the sphere, capsule and hull generators. Create one per thread and reuse it;
 * after the first few queries nothing is allocated. Never share one between threads.
 */
public final class MeshContactWorkspace {
    final TriangleKernel kernel = new TriangleKernel();
    final TriangleList candidates = new TriangleList(256);
    int[] candidateMesh = new int[256];
    int[] candidateTriangle = new int[256];
    int candidateCount;
    /** Candidate counts up to this sort by insertion; larger ones by heap sort. */
    private static final int INSERTION_SORT_MAX = 32;
    /** Scratch of {@link #sortCandidates}: (mesh, triangle) packed, mesh in the high word. */
    private long[] sortKeys = new long[256];
    final DelayedContacts delayed = new DelayedContacts();
    final VoidedFeatures voided = new VoidedFeatures();
    final TriangleContact contact = new TriangleContact();
    final long[] box = new long[6];
    final long[] keyA = new long[3];
    final long[] keyB = new long[3];
    /** The sphere generator used by {@link MeshContacts#sphereVsMesh}. */
    final SphereTriangleContact sphere = new SphereTriangleContact();
    /** The capsule generator used by {@link MeshContacts#capsuleVsMesh}. */
    final CapsuleTriangleContact capsule = new CapsuleTriangleContact();
    /** The hull generator used by {@link MeshContacts#hullVsMesh}. */
    final HullTriangleContact hull;
    final dev.lockstep.fixedpoint.MutableVec3 placed0 = new dev.lockstep.fixedpoint.MutableVec3();
    final dev.lockstep.fixedpoint.MutableVec3 placed1 = new dev.lockstep.fixedpoint.MutableVec3();

    private TriangleMesh[] meshViews = new TriangleMesh[4];

    /** Creates an empty workspace. */
    public MeshContactWorkspace() {
        this(new HullTriangleContact());
    }

    /**
     * Creates an empty workspace whose hull queries run on {@code hull}: for tests that run the
     * plain route ({@code PlainHullTriangleContact}) next to the default one.
     */
    MeshContactWorkspace(HullTriangleContact hull) {
        this.hull = hull;
    }

    /** Returns a reused array whose element 0 is the mesh of {@code bvh}. */
    TriangleMesh[] meshViews(MeshBvh bvh) {
        meshViews[0] = bvh.mesh();
        return meshViews;
    }

    /** Returns a reused array holding the meshes of {@code bvhs} in order. */
    TriangleMesh[] meshViews(MeshBvh[] bvhs) {
        if (meshViews.length < bvhs.length) {
            meshViews = new TriangleMesh[bvhs.length];
        }
        for (int i = 0; i < bvhs.length; i++) {
            meshViews[i] = bvhs[i].mesh();
        }
        return meshViews;
    }

    void addCandidate(int mesh, int triangle) {
        if (candidateCount == candidateMesh.length) {
            candidateMesh = Arrays.copyOf(candidateMesh, 2 * candidateCount);
            candidateTriangle = Arrays.copyOf(candidateTriangle, 2 * candidateCount);
        }
        candidateMesh[candidateCount] = mesh;
        candidateTriangle[candidateCount] = triangle;
        candidateCount++;
    }

    /**
     * Sorts the candidates by (mesh, triangle): insertion sort on packed keys for the usual handful,
     * an in-place heap sort past {@link #INSERTION_SORT_MAX} (no allocation, no worst case).
     */
    void sortCandidates() {
        int n = candidateCount;
        if (sortKeys.length < n) {
            sortKeys = new long[Math.max(n, 2 * sortKeys.length)];
        }
        long[] key = sortKeys;
        for (int i = 0; i < n; i++) {
            key[i] = (long) candidateMesh[i] << 32 | candidateTriangle[i];
        }
        if (n <= INSERTION_SORT_MAX) {
            for (int i = 1; i < n; i++) {
                long x = key[i];
                int j = i - 1;
                while (j >= 0 && key[j] > x) {
                    key[j + 1] = key[j];
                    j--;
                }
                key[j + 1] = x;
            }
        } else {
            heapSort(key, n);
        }
        for (int i = 0; i < n; i++) {
            candidateMesh[i] = (int) (key[i] >>> 32);
            candidateTriangle[i] = (int) key[i];
        }
    }

    private static void heapSort(long[] a, int n) {
        for (int i = n / 2 - 1; i >= 0; i--) {
            siftDown(a, i, n);
        }
        for (int end = n - 1; end > 0; end--) {
            long top = a[0];
            a[0] = a[end];
            a[end] = top;
            siftDown(a, 0, end);
        }
    }

    private static void siftDown(long[] a, int i, int n) {
        long x = a[i];
        while (2 * i + 1 < n) {
            int child = 2 * i + 1;
            if (child + 1 < n && a[child + 1] > a[child]) {
                child++;
            }
            if (a[child] <= x) {
                break;
            }
            a[i] = a[child];
            i = child;
        }
        a[i] = x;
    }
}
