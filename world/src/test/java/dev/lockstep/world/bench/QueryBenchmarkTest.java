package dev.lockstep.world.bench;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Keeps {@link QueryBenchmark} from rotting: its scenes at small sizes, and its rays hit (nothing here times anything). */
class QueryBenchmarkTest {
    @Test
    void smallScenes_raysAndCastsHit() {
        QueryBenchmark b = new QueryBenchmark();
        b.bodies = 512;
        b.meshQuads = 32;
        b.setUp();
        int rays = 0;
        int casts = 0;
        int mesh = 0;
        for (int i = 0; i < 64; i++) {
            rays += b.rayInto10kBodies() ? 1 : 0;
            casts += b.sphereCastInto10kBodies() ? 1 : 0;
            mesh += b.rayInto1MTriangleMesh() ? 1 : 0;
        }
        assertTrue(rays > 8 && casts > 8, "rays " + rays + ", casts " + casts + " of 64 hit the bodies");
        // rays aimed at the rim can reach the mesh's edge below its surface and miss
        assertTrue(mesh > 48, "rays that hit the mesh: " + mesh);
    }
}
