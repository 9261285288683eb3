package dev.lockstep.collision.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A/B comparison of two builds of the collision module in <em>one</em> JVM, for this noisy
 * machine: the same class file measures 11 to 22 us per 32-point pair from one JVM to the next,
 * and by up to 40% between rounds of one JVM, which hides any change under about 15%. Each build
 * gets its own class loader (its classes plus the benchmark's, {@link AbBatch}); the probe
 * alternates short batches of the two (256 calls, thread CPU time), swapping which goes first,
 * and reports the median of the per-pair time ratios, which cancels the machine's drift.
 * An A/A run (the same build twice) gives 0.98-1.03; a dropped face-query filter
 * that 12 separate JVMs could not rank measured 1.08-1.09, reproducibly.
 *
 * <p>Run through {@code collision/scripts/ab-compare.sh} (it builds both sides); by hand:
 * {@code java -cp <dir holding only this class>:<collision's dependency classpath> dev.lockstep.collision.bench.AbProbe
 * OLD_CLASSES NEW_CLASSES TEST_CLASSES SCENE VERTICES PAIRS}. The collision classes must not be
 * on the probe's own class path, or both loaders would get them from it. Not a JMH figure:
 * quote its ratio next to the JMH table, never instead of it.
 */
public final class AbProbe {
    private static final int CALLS = 256;
    private static final long WARMUP_NANOS = 6_000_000_000L;

    private AbProbe() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 6) {
            throw new IllegalArgumentException("usage: AbProbe OLD_CLASSES NEW_CLASSES TEST_CLASSES SCENE VERTICES PAIRS");
        }
        String scene = args[3];
        int vertices = Integer.parseInt(args[4]);
        int pairs = Integer.parseInt(args[5]);
        Object[] bench = new Object[2];
        Method[] batch = new Method[2];
        for (int v = 0; v < 2; v++) {
            URLClassLoader loader = new URLClassLoader(new URL[] {Path.of(args[2]).toUri().toURL(),
                Path.of(args[v]).toUri().toURL()}, AbProbe.class.getClassLoader());
            Class<?> c = loader.loadClass("dev.lockstep.collision.bench.AbBatch");
            if (c.getClassLoader() != loader) {
                throw new IllegalStateException("AbProbe: the collision classes are on the probe's class path; run it"
                        + " from a directory holding only AbProbe.class (see collision/scripts/ab-compare.sh)");
            }
            bench[v] = c.getMethod("make", String.class, int.class).invoke(null, scene, vertices);
            batch[v] = c.getMethod("batch", Object.class, String.class, int.class);
        }
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long sink = 0;
        long end = System.nanoTime() + WARMUP_NANOS;
        while (System.nanoTime() < end) {
            for (int v = 0; v < 2; v++) {
                sink += (long) batch[v].invoke(null, bench[v], scene, CALLS);
            }
        }
        double[][] nanos = new double[2][pairs];
        double[] ratio = new double[pairs];
        for (int k = 0; k < pairs; k++) {
            for (int j = 0; j < 2; j++) {
                int v = (k & 1) ^ j;
                long c0 = mx.getCurrentThreadCpuTime();
                sink += (long) batch[v].invoke(null, bench[v], scene, CALLS);
                nanos[v][k] = (mx.getCurrentThreadCpuTime() - c0) / (double) CALLS;
            }
            ratio[k] = nanos[1][k] / nanos[0][k];
        }
        Arrays.sort(ratio);
        Arrays.sort(nanos[0]);
        Arrays.sort(nanos[1]);
        System.out.printf("%s:%d  old median %.0f ns  new median %.0f ns  new/old median %.3f (quartiles %.3f-%.3f, %d pairs)"
                + "  [%d]%n", scene, vertices, nanos[0][pairs / 2], nanos[1][pairs / 2], ratio[pairs / 2], ratio[pairs / 4],
                ratio[3 * pairs / 4], pairs, sink & 1);
    }
}
