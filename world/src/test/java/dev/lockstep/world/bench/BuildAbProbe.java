package dev.lockstep.world.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Two or more builds of the world in one JVM, each in its own class loader, timed in alternating
 * rounds of thread CPU time: an A/B of one change on a machine shared with other builds, where
 * separate JVMs run minutes apart under a different load. Each build directory holds a copy of
 * {@code world/target/classes} as {@code world/} and of {@code fixedpoint/target/classes} as
 * {@code fixedpoint/}; this module's test classes and the rest of the classpath (system property
 * {@code rest}, without fixedpoint's classes) are shared.
 *
 * <pre>
 * java -Drest=... -cp world/target/test-classes dev.lockstep.world.bench.BuildAbProbe pile ROUNDS DIR...
 *     pile1000 (sleeping off, after 60 settling ticks), rounds of 20 steps
 * java -Drest=... -cp world/target/test-classes dev.lockstep.world.bench.BuildAbProbe pyramidBASE ROUNDS DIR...
 *     {@link LargePyramidBenchmark}'s pyramid on BASE boxes per row (sleeping off, after 60 ticks), rounds of 10 steps
 * java -Drest=... -cp world/target/test-classes dev.lockstep.world.bench.BuildAbProbe jointsSIZE ROUNDS DIR...
 *     {@link JointGridBenchmark}'s grid of SIZE x SIZE spheres on spherical joints (sleeping off), rounds of 10 steps
 * java -Drest=... -cp world/target/test-classes dev.lockstep.world.bench.BuildAbProbe rollbackBOXES ROUNDS DIR...
 *     {@link Rollback8Benchmark}'s tick on BOXES boxes, rounds of 10 ticks
 * </pre>
 * Prints per build the min, first quartile and median of the per-step (per-tick) CPU time. The
 * order of the builds alternates every round, and three rounds warm up unrecorded.
 */
public final class BuildAbProbe {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private BuildAbProbe() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: BuildAbProbe pile|pyramidBASE|jointsSIZE|rollbackBOXES ROUNDS DIR...");
            System.exit(2);
        }
        String scene = args[0];
        int rounds = Integer.parseInt(args[1]);
        int n = args.length - 2;
        Runnable[] builds = new Runnable[n];
        for (int k = 0; k < n; k++) {
            builds[k] = load(Path.of(args[2 + k]), scene);
        }
        int perRound = "pile".equals(scene) ? 20 : 10;
        long[][] cpu = new long[n][rounds];
        for (int r = -3; r < rounds; r++) {
            for (int i = 0; i < n; i++) {
                int k = (r & 1) == 0 ? i : n - 1 - i;
                long t0 = THREADS.getCurrentThreadCpuTime();
                for (int s = 0; s < perRound; s++) {
                    builds[k].run();
                }
                if (r >= 0) {
                    cpu[k][r] = (THREADS.getCurrentThreadCpuTime() - t0) / perRound;
                }
            }
        }
        for (int k = 0; k < n; k++) {
            long[] t = cpu[k];
            Arrays.sort(t);
            System.out.printf(Locale.ROOT, "%-24s min %8.3f ms  p25 %8.3f ms  median %8.3f ms%n", Path.of(args[2 + k]).getFileName(),
                    t[0] / 1e6, t[rounds / 4] / 1e6, t[rounds / 2] / 1e6);
        }
    }

    /** One build's scene, set up, as a step (pile, pyramid, joints) or a rollback tick. */
    private static Runnable load(Path build, String scene) throws Exception {
        List<URL> urls = new ArrayList<>();
        urls.add(BuildAbProbe.class.getProtectionDomain().getCodeSource().getLocation());
        urls.add(build.resolve("world").toUri().toURL());
        urls.add(build.resolve("fixedpoint").toUri().toURL());
        for (String p : System.getProperty("rest", "").split(":")) {
            if (!p.isEmpty()) {
                urls.add(Path.of(p).toUri().toURL());
            }
        }
        ClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
        if ("pile".equals(scene) || scene.startsWith("pyramid")) {
            Class<?> layout = loader.loadClass(BoxLayout.class.getName());
            Object boxes;
            if ("pile".equals(scene)) {
                Method pile = layout.getDeclaredMethod("pile1000");
                pile.setAccessible(true);
                boxes = pile.invoke(null);
            } else {
                Method pyramid = layout.getDeclaredMethod("pyramid", int.class);
                pyramid.setAccessible(true);
                boxes = pyramid.invoke(null, Integer.parseInt(scene.substring("pyramid".length())));
            }
            Method create = loader.loadClass(Engines.class.getName()).getDeclaredMethod("create", String.class, layout);
            Method step = loader.loadClass(BoxEngine.class.getName()).getDeclaredMethod("step");
            create.setAccessible(true);
            step.setAccessible(true);
            Object engine = create.invoke(null, Engines.LOCKSTEP, boxes);
            for (int i = 0; i < Pile1000Benchmark.SETTLE_TICKS; i++) {
                step.invoke(engine);
            }
            return () -> invoke(step, engine);
        }
        if (scene.startsWith("joints")) {
            // JointGridBenchmark's grid of spheres on spherical joints, SIZE per side (sleeping off)
            Class<?> worldClass = loader.loadClass("dev.lockstep.world.World");
            Class<?> defClass = loader.loadClass("dev.lockstep.world.WorldDef");
            Object def = defClass.getMethod("enableSleep", boolean.class).invoke(defClass.getConstructor().newInstance(), false);
            Object world = worldClass.getConstructor(defClass).newInstance(def);
            Method grid = loader.loadClass("dev.lockstep.world.JointScenes").getDeclaredMethod("jointGrid", worldClass, int.class);
            grid.setAccessible(true);
            grid.invoke(null, world, Integer.parseInt(scene.substring("joints".length())));
            Method step = worldClass.getMethod("step");
            return () -> invoke(step, world);
        }
        if (!scene.startsWith("rollback")) {
            throw new IllegalArgumentException("scene is pile, pyramidBASE, jointsSIZE or rollbackBOXES, got " + scene);
        }
        Class<?> bench = loader.loadClass(Rollback8Benchmark.class.getName());
        Object b = bench.getConstructor().newInstance();
        bench.getField("boxes").setInt(b, Integer.parseInt(scene.substring("rollback".length())));
        bench.getMethod("setUp").invoke(b);
        Method tick = bench.getMethod("rollbackTick");
        return () -> invoke(tick, b);
    }

    private static void invoke(Method m, Object target) {
        try {
            m.invoke(target);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
