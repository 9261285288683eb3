package dev.lockstep.collision.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The {@link MeshConvexContactsBenchmark} workloads (box and capsule resting on a grid) timed in
 * thread CPU time, for a machine shared with other builds. Not a test; run it by hand with the JMH
 * class path (see collision/docs/benchmarks.md). Prints ns of CPU per query for each grid size after two
 * warm-up rounds.
 */
public final class MeshConvexContactsCpuTime {
    private MeshConvexContactsCpuTime() {
    }

    public static void main(String[] args) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long sink = 0;
        for (String shape : new String[] {"box", "box-cached", "settled-box", "tilted-box", "capsule"}) {
            for (int cells : new int[] {100, 224, 708}) {
                MeshConvexContactsBenchmark b = new MeshConvexContactsBenchmark();
                b.cells = cells;
                b.setUp();
                for (int round = 0; round < 5; round++) {
                    int n = 100_000;
                    long t0 = mx.getCurrentThreadCpuTime();
                    for (int i = 0; i < n; i++) {
                        sink += shape.equals("box") ? b.boxOnGrid() : shape.equals("box-cached") ? b.boxOnGridCached()
                                : shape.equals("capsule") ? b.capsuleOnGrid()
                                : shape.equals("settled-box") ? b.settledBoxOnGrid()
                                : b.tiltedBoxOnGrid();
                    }
                    long t1 = mx.getCurrentThreadCpuTime();
                    if (round >= 2) {
                        System.out.println(shape + " " + 2L * cells * cells + " triangles: " + (t1 - t0) / n
                                + " ns CPU per query");
                    }
                }
            }
        }
        System.out.println("(checksum " + sink + ")");
    }
}
