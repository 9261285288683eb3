package dev.lockstep.collision.bench;

import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.MeshFixtures;
import dev.lockstep.collision.mesh.TriangleMesh;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * BVH build time for grids of about 10k, 100k and 1M triangles; the tear-down prints
 * {@link MeshBvh#bytesUsed()} per triangle (tree arrays only).
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

    /** Prints the tree's bytes per triangle once per trial (the forked VM's output shows it). */
    @TearDown(Level.Trial)
    public void printSize() {
        MeshBvh bvh = MeshBvh.build(mesh);
        System.out.println("MeshBvh " + mesh.triangleCount() + " triangles: " + bvh.bytesUsed() + " bytes, "
                + bvh.bytesUsed() * 1000 / mesh.triangleCount() + " milli-bytes per triangle, depth " + bvh.depth());
    }

    @Benchmark
    public MeshBvh build() {
        return MeshBvh.build(mesh);
    }
}
