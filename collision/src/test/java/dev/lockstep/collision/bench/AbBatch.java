package dev.lockstep.collision.bench;

/**
 * The per-build half of {@link AbProbe}: each build's copy of this class (loaded by that build's
 * class loader) makes {@link HullHullBenchmark}'s scenes, or one pose of
 * {@link BoxRoundReferenceBenchmark} (scenes {@code capsule...} and {@code sphere...}, its Lockstep
 * method), and runs batches of one benchmark method, so the probe can alternate two builds of the
 * collision module inside one JVM.
 */
public final class AbBatch {
    private AbBatch() {
    }

    /**
     * Returns a set-up {@link BoxRoundReferenceBenchmark} for a box-round {@code scene} (its pose),
     * else a {@link HullHullBenchmark} with {@code vertices} points.
     */
    public static Object make(String scene, int vertices) {
        if (boxRound(scene)) {
            BoxRoundReferenceBenchmark r = new BoxRoundReferenceBenchmark();
            r.pose = scene;
            r.setUp();
            return r;
        }
        HullHullBenchmark b = new HullHullBenchmark();
        b.vertices = vertices;
        b.setUp();
        return b;
    }

    /**
     * Runs {@code calls} calls of the benchmark method named by {@code scene} ({@code deep}:
     * randomHullPair, {@code shallow}: shallowHullPair, {@code box}: boxOnBoxResting) and returns
     * the sum of their results (kept by the caller, so nothing is dead code).
     */
    public static long batch(Object bench, String scene, int calls) {
        if (boxRound(scene)) {
            BoxRoundReferenceBenchmark r = (BoxRoundReferenceBenchmark) bench;
            long sum = 0;
            for (int i = 0; i < calls; i++) {
                sum += r.lockstep();
            }
            return sum;
        }
        HullHullBenchmark b = (HullHullBenchmark) bench;
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
            default:
                throw new IllegalArgumentException("AbBatch: unknown scene " + scene
                        + " (deep, shallow, box, or a BoxRoundReferenceBenchmark pose)");
        }
    }

    private static boolean boxRound(String scene) {
        return scene.startsWith("capsule") || scene.startsWith("sphere");
    }
}
