package dev.lockstep.collision.bench;

/**
 * The per-build half of {@link AbProbe}: each build's copy of this class (loaded by that build's
 * class loader) makes {@link HullHullBenchmark}'s scenes (or {@link MeshConvexContactsBenchmark}'s
 * for the mesh scenes) and runs batches of one benchmark method, so the probe can alternate two
 * builds of the collision module inside one JVM.
 */
public final class AbBatch {
    private AbBatch() {
    }

    /**
     * Returns the set-up benchmark for {@code scene}: for {@code meshbox} and {@code meshtilted} a
     * {@link MeshConvexContactsBenchmark} on a grid of {@code size} x {@code size} cells, otherwise a
     * {@link HullHullBenchmark} with {@code size} points.
     */
    public static Object make(String scene, int size) {
        if (scene.startsWith("mesh")) {
            MeshConvexContactsBenchmark b = new MeshConvexContactsBenchmark();
            b.cells = size;
            b.setUp();
            return b;
        }
        return make(size);
    }

    /** Returns a set-up {@link HullHullBenchmark} with {@code vertices} points. */
    public static Object make(int vertices) {
        HullHullBenchmark b = new HullHullBenchmark();
        b.vertices = vertices;
        b.setUp();
        return b;
    }

    /**
     * Runs {@code calls} calls of the benchmark method named by {@code scene} ({@code deep}:
     * randomHullPair, {@code shallow}: shallowHullPair, {@code box}: boxOnBoxResting,
     * {@code meshbox}: boxOnGrid, {@code meshtilted}: tiltedBoxOnGrid) and returns
     * the sum of their results (kept by the caller, so nothing is dead code).
     */
    public static long batch(Object bench, String scene, int calls) {
        long sum = 0;
        if (scene.startsWith("mesh")) {
            MeshConvexContactsBenchmark m = (MeshConvexContactsBenchmark) bench;
            boolean tilted = scene.equals("meshtilted");
            for (int i = 0; i < calls; i++) {
                sum += tilted ? m.tiltedBoxOnGrid() : m.boxOnGrid();
            }
            return sum;
        }
        HullHullBenchmark b = (HullHullBenchmark) bench;
        switch (scene) {
            case "deep":
                for (int i = 0; i < calls; i++) {
                    sum += b.randomHullPair();
                }
                return sum;
            case "shallow":
                for (int i = 0; i < calls; i++) {
                    sum += b.shallowHullPair();
                }
                return sum;
            case "box":
                for (int i = 0; i < calls; i++) {
                    sum += b.boxOnBoxResting();
                }
                return sum;
            default:
                throw new IllegalArgumentException("AbBatch: unknown scene " + scene
                        + " (deep, shallow, box, meshbox, meshtilted)");
        }
    }
}
