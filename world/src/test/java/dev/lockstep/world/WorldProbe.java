package dev.lockstep.world;

import org.junit.jupiter.api.Test;

class WorldProbe {
    @Test
    void probe() {
        for (int r = 0; r < 3; r++) {
            long t0 = System.nanoTime();
            World w = new World(new WorldDef());
            Scenes.ground(w, 60, 5);
            Scenes.pyramid(w, 40);
            long t1 = System.nanoTime();
            System.out.println("820 boxes created in ms " + (t1 - t0) / 1e6);
        }
    }
}
