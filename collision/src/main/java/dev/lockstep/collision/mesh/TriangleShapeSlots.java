package dev.lockstep.collision.mesh;

/**
 * The last few triangle shapes a hull query met, each keyed by the triangle's unit normal and its
 * three edge vectors (exact raw values, so a key matches only a congruent, equally oriented
 * triangle), with the triangle's in-plane edge normals ({@link TriangleKernel#loadEdgeNormals}),
 * which are a function of that key. The SAT tables that depend on the shape
 * ({@link HullTriangleSatTables}, {@link BoxTriangleSat}) sit in parallel slots: a grid's cells
 * share two shapes, so its tables are built twice per query instead of once per triangle. Slots
 * are reused round robin; which slot a shape lands in changes only the speed.
 */
final class TriangleShapeSlots {
    private final int slots;
    private final long[] key;
    private final long[] edgeNormal;
    private int used;
    private int next;

    TriangleShapeSlots(int slots) {
        this.slots = slots;
        this.key = new long[12 * slots];
        this.edgeNormal = new long[9 * slots];
    }

    /** Forgets every shape. */
    void clear() {
        used = 0;
        next = 0;
    }

    /** Returns the slot keyed by the loaded triangle's shape, or -1. */
    int find(TriangleKernel k) {
        long e0x = k.bx - k.ax;
        long e0y = k.by - k.ay;
        long e0z = k.bz - k.az;
        long e1x = k.cx - k.bx;
        long e1y = k.cy - k.by;
        long e1z = k.cz - k.bz;
        long e2x = k.ax - k.cx;
        long e2y = k.ay - k.cy;
        long e2z = k.az - k.cz;
        long[] key = this.key;
        for (int slot = 0; slot < used; slot++) {
            int o = 12 * slot;
            if (key[o] == k.nx && key[o + 1] == k.ny && key[o + 2] == k.nz && key[o + 3] == e0x && key[o + 4] == e0y
                    && key[o + 5] == e0z && key[o + 6] == e1x && key[o + 7] == e1y && key[o + 8] == e1z
                    && key[o + 9] == e2x && key[o + 10] == e2y && key[o + 11] == e2z) {
                return slot;
            }
        }
        return -1;
    }

    /**
     * Takes the next slot for the loaded triangle's shape: stores its key, computes its edge normals
     * into {@code k} and keeps them. Returns the slot.
     */
    int claim(TriangleKernel k) {
        int slot = next;
        next = slot + 1 == slots ? 0 : slot + 1;
        used = Math.max(used, slot + 1);
        int o = 12 * slot;
        key[o] = k.nx;
        key[o + 1] = k.ny;
        key[o + 2] = k.nz;
        key[o + 3] = k.bx - k.ax;
        key[o + 4] = k.by - k.ay;
        key[o + 5] = k.bz - k.az;
        key[o + 6] = k.cx - k.bx;
        key[o + 7] = k.cy - k.by;
        key[o + 8] = k.cz - k.bz;
        key[o + 9] = k.ax - k.cx;
        key[o + 10] = k.ay - k.cy;
        key[o + 11] = k.az - k.cz;
        k.loadEdgeNormals();
        System.arraycopy(k.m, 0, edgeNormal, 9 * slot, 9);
        return slot;
    }

    /** Copies slot {@code slot}'s edge normals into {@code k}. */
    void loadEdgeNormals(int slot, TriangleKernel k) {
        System.arraycopy(edgeNormal, 9 * slot, k.m, 0, 9);
    }
}
