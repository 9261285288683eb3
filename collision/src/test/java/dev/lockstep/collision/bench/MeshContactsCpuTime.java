package dev.lockstep.collision.bench;

import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.MeshContactResult;
import dev.lockstep.collision.mesh.MeshContactWorkspace;
import dev.lockstep.collision.mesh.MeshContacts;
import dev.lockstep.collision.mesh.MeshFixtures;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The {@link MeshContactsBenchmark} workload timed in thread CPU time instead of wall time, for a
 * machine shared with other builds (wall-clock JMH numbers there measure the scheduler). Not a
 * test; run it by hand with the JMH class path (see collision/docs/benchmarks.md). Prints ns of CPU per
 * query for each grid size after two warm-up rounds.
 */
public final class MeshContactsCpuTime {
    private MeshContactsCpuTime() {
    }

    public static void main(String[] args) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long one = MeshFixtures.ONE;
        long sink = 0;
        for (int cells : new int[] {100, 224, 708}) {
            MeshBvh bvh = MeshBvh.build(MeshFixtures.grid(cells, one));
            MeshContactWorkspace ws = new MeshContactWorkspace();
            MeshContactResult result = new MeshContactResult();
            long[] xs = new long[64];
            long[] ys = new long[64];
            for (int i = 0; i < 64; i++) {
                xs[i] = (i * 37 % cells) * one + (i % 8) * one / 8;
                ys[i] = (i * 53 % cells) * one + (i / 8) * one / 8;
            }
            for (int round = 0; round < 6; round++) {
                int n = 400_000;
                long t0 = mx.getCurrentThreadCpuTime();
                for (int i = 0; i < n; i++) {
                    int k = i & 63;
                    MeshContacts.sphereVsMesh(xs[k], ys[k], one * 45 / 100, one / 2, 0, bvh, ws, result);
                    sink += result.count();
                }
                long t1 = mx.getCurrentThreadCpuTime();
                if (round >= 2) {
                    System.out.println(2L * cells * cells + " triangles: " + (t1 - t0) / n + " ns CPU per query");
                }
            }
        }
        System.out.println("(checksum " + sink + ")");
    }
}
