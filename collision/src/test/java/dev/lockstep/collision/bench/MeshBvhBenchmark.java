package dev.lockstep.collision.bench;

import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.MeshFixtures;
import dev.lockstep.collision.mesh.TriangleMesh;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * BVH build time for grids of about 10k, 100k and 1M triangles; the {@code bytesPerTriangle}
 * secondary result is {@link MeshBvh#bytesUsed()} over the triangle count (tree arrays only).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class MeshBvhBenchmark {
    /** Grid cells per side: 2 n^2 triangles (10,082; 100,352; 1,002,528). */
    @Param({"71", "224", "708"})
    public int cells;

    private TriangleMesh mesh;

    @Setup(Level.Trial)
    public void setUp() {
        mesh = MeshFixtures.grid(cells, MeshFixtures.ONE);
    }

    /** Reports bytes per triangle next to the timing. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Size {
        public double bytesPerTriangle;
    }

    @Benchmark
    public MeshBvh build(Size size) {
        MeshBvh bvh = MeshBvh.build(mesh);
        size.bytesPerTriangle = (double) bvh.bytesUsed() / mesh.triangleCount();
        return bvh;
    }
}
