package dev.lockstep.collision.bench;

import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.MeshContactResult;
import dev.lockstep.collision.mesh.MeshContactWorkspace;
import dev.lockstep.collision.mesh.MeshContacts;
import dev.lockstep.collision.mesh.MeshFixtures;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * A sphere of radius 0.5 resting on a grid of unit cells (penetrating by 0.05), at 64 positions
 * cycled per call (interior, near edges, above vertices): midphase plus seed 000's contact
 * generation. Grid sizes 20,000 (100 x 100 cells), 100,352 and 1,002,528 triangles.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MeshContactsBenchmark {
    @Param({"100", "224", "708"})
    public int cells;

    private MeshBvh bvh;
    private final MeshContactWorkspace workspace = new MeshContactWorkspace();
    private final MeshContactResult result = new MeshContactResult();
    private final long[] xs = new long[64];
    private final long[] ys = new long[64];
    private int next;

    @Setup
    public void setUp() {
        bvh = MeshBvh.build(MeshFixtures.grid(cells, MeshFixtures.ONE));
        long one = MeshFixtures.ONE;
        for (int i = 0; i < 64; i++) {
            // spread over the grid; fractional offsets in 1/8 steps hit faces, edges and vertices
            xs[i] = (i * 37 % cells) * one + (i % 8) * one / 8;
            ys[i] = (i * 53 % cells) * one + (i / 8) * one / 8;
        }
    }

    @Benchmark
    public int sphereOnGrid() {
        int i = next++ & 63;
        long one = MeshFixtures.ONE;
        MeshContacts.sphereVsMesh(xs[i], ys[i], one * 45 / 100, one / 2, 0, bvh, workspace, result);
        return result.count();
    }
}
