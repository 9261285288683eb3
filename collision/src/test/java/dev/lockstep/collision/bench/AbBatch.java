package dev.lockstep.collision.bench;

/**
 * The per-build half of {@link AbProbe}: each build's copy of this class (loaded by that build's
 * class loader) makes one scene and runs batches of its benchmark method, so the probe can
 * alternate two builds of the collision module inside one JVM. Scenes: {@link HullHullBenchmark}'s
 * ({@code deep}, {@code shallow}, {@code box}; size = hull points), the grids of
 * {@link MeshContactsBenchmark} and {@link MeshConvexContactsBenchmark} ({@code meshSphere},
 * {@code meshBox} or {@code meshbox}, {@code meshTiltedBox} or {@code meshtilted},
 * {@code meshSettledBox}, {@code meshCapsule}; size = cells per side), the poses of {@link BoxRoundReferenceBenchmark}
 * ({@code capsule...}, {@code sphere...}; its Lockstep method, size unused), and the hull pairs of
 * {@link GjkEpaBenchmark} ({@code gjk}: separated, {@code epa}: overlapping; size unused).
 */
public final class AbBatch {
    private AbBatch() {
    }

    /** Returns the set-up benchmark object for {@code scene} (see the class doc for {@code size}). */
    public static Object make(String scene, int size) {
        if (boxRound(scene)) {
            BoxRoundReferenceBenchmark r = new BoxRoundReferenceBenchmark();
            r.pose = scene;
            r.setUp();
            return r;
        }
        if (scene.equals("gjk") || scene.equals("epa")) {
            GjkEpaBenchmark g = new GjkEpaBenchmark();
            g.shape = "hull";
            g.setUp();
            return g;
        }
        if (scene.equals("meshSphere")) {
            MeshContactsBenchmark m = new MeshContactsBenchmark();
            m.cells = size;
            m.setUp();
            return m;
        }
        if (scene.startsWith("mesh")) {
            MeshConvexContactsBenchmark m = new MeshConvexContactsBenchmark();
            m.cells = size;
            m.setUp();
            return m;
        }
        HullHullBenchmark b = new HullHullBenchmark();
        b.vertices = size;
        b.setUp();
        return b;
    }

    /**
     * Runs {@code calls} calls of the benchmark method named by {@code scene} ({@code deep}:
     * randomHullPair, {@code shallow}: shallowHullPair, {@code box}: boxOnBoxResting, the grids'
     * sphereOnGrid, boxOnGrid, tiltedBoxOnGrid, settledBoxOnGrid and capsuleOnGrid, a pose's lockstep, {@code gjk}:
     * gjkDistance, {@code epa}: gjkEpaPenetration) and returns
     * the sum of their results (kept by the caller, so nothing is dead code).
     */
    public static long batch(Object bench, String scene, int calls) {
        long sum = 0;
        for (int i = 0; i < calls; i++) {
            sum += once(bench, scene);
        }
        return sum;
    }

    private static long once(Object bench, String scene) {
        if (boxRound(scene)) {
            return ((BoxRoundReferenceBenchmark) bench).lockstep();
        }
        switch (scene) {
            case "deep":
                return ((HullHullBenchmark) bench).randomHullPair();
            case "shallow":
                return ((HullHullBenchmark) bench).shallowHullPair();
            case "box":
                return ((HullHullBenchmark) bench).boxOnBoxResting();
            case "gjk":
                return ((GjkEpaBenchmark) bench).gjkDistance();
            case "epa":
                return ((GjkEpaBenchmark) bench).gjkEpaPenetration();
            case "meshSphere":
                return ((MeshContactsBenchmark) bench).sphereOnGrid();
            case "meshBox":
            case "meshbox":
                return ((MeshConvexContactsBenchmark) bench).boxOnGrid();
            case "meshTiltedBox":
            case "meshtilted":
                return ((MeshConvexContactsBenchmark) bench).tiltedBoxOnGrid();
            case "meshSettledBox":
                return ((MeshConvexContactsBenchmark) bench).settledBoxOnGrid();
            case "meshCapsule":
                return ((MeshConvexContactsBenchmark) bench).capsuleOnGrid();
            default:
                throw new IllegalArgumentException("AbBatch: unknown scene " + scene
                        + " (deep, shallow, box, meshSphere, meshBox, meshTiltedBox, meshSettledBox, meshCapsule, gjk, epa, or a BoxRoundReferenceBenchmark pose)");
        }
    }

    private static boolean boxRound(String scene) {
        return scene.startsWith("capsule") || scene.startsWith("sphere");
    }
}
