package dev.lockstep.collision.bench;

/**
 * The per-build half of {@link AbProbe}: each build's copy of this class (loaded by that build's
 * class loader) makes {@link HullHullBenchmark}'s scenes and the 100-cell grids of
 * {@link MeshContactsBenchmark} and {@link MeshConvexContactsBenchmark}, and runs batches of one
 * benchmark method, so the probe can alternate two builds of the collision module inside one JVM.
 */
public final class AbBatch {
    private AbBatch() {
    }

    /** Returns the set-up benchmarks: a {@link HullHullBenchmark} with {@code vertices} points and the two mesh grids. */
    public static Object make(int vertices) {
        HullHullBenchmark b = new HullHullBenchmark();
        b.vertices = vertices;
        b.setUp();
        MeshContactsBenchmark spheres = new MeshContactsBenchmark();
        spheres.cells = 100;
        spheres.setUp();
        MeshConvexContactsBenchmark convex = new MeshConvexContactsBenchmark();
        convex.cells = 100;
        convex.setUp();
        return new Object[] {b, spheres, convex};
    }

    /**
     * Runs {@code calls} calls of the benchmark method named by {@code scene} ({@code deep}:
     * randomHullPair, {@code shallow}: shallowHullPair, {@code box}: boxOnBoxResting; on the grids
     * {@code meshSphere}, {@code meshBox}, {@code meshTiltedBox}, {@code meshCapsule}) and returns
     * the sum of their results (kept by the caller, so nothing is dead code).
     */
    public static long batch(Object bench, String scene, int calls) {
        Object[] benches = (Object[]) bench;
        HullHullBenchmark b = (HullHullBenchmark) benches[0];
        MeshContactsBenchmark spheres = (MeshContactsBenchmark) benches[1];
        MeshConvexContactsBenchmark convex = (MeshConvexContactsBenchmark) benches[2];
        long sum = 0;
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
            case "meshSphere":
                for (int i = 0; i < calls; i++) {
                    sum += spheres.sphereOnGrid();
                }
                return sum;
            case "meshBox":
                for (int i = 0; i < calls; i++) {
                    sum += convex.boxOnGrid();
                }
                return sum;
            case "meshTiltedBox":
                for (int i = 0; i < calls; i++) {
                    sum += convex.tiltedBoxOnGrid();
                }
                return sum;
            case "meshCapsule":
                for (int i = 0; i < calls; i++) {
                    sum += convex.capsuleOnGrid();
                }
                return sum;
            default:
                throw new IllegalArgumentException("AbBatch: unknown scene " + scene
                        + " (deep, shallow, box, meshSphere, meshBox, meshTiltedBox, meshCapsule)");
        }
    }
}
