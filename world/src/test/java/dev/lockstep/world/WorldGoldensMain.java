package dev.lockstep.world;

import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;

/**
 * Prints the world's golden lines (Box2D's determinism habit, research brief pitfall 10): per scene
 * the tick at which every body sleeps and the canonical state hash at that tick, or, for the smash
 * (zero gravity: bodies drift apart forever), the awake count and hash at a fixed tick. Run in
 * process by {@code WorldGoldenTest} and in forked JVMs by {@code WorldGoldensJvmMatrixTest}.
 */
public final class WorldGoldensMain {
    /** The golden file, relative to the module directory. */
    static final String FILE = "src/test/resources/golden/world/scenes.txt";
    private static final int SLEEP_LIMIT = 3000;

    private WorldGoldensMain() {
    }

    static List<String> lines() {
        return lines(false);
    }

    /**
     * The golden lines. The full set: a 20-row pyramid, every shape kind on a mesh, a 10 x 6 smash,
     * the query scene ({@link QueryGoldenTest}'s lines in one hash), Box2D's falling hinges in 3D
     * (4 columns of 10 boxes) and a pile of four 11-body ragdolls, then the quick set; {@code quick}
     * gives only the quick set (an 8-row pyramid, a 4 x 3 smash, 2 columns of 5 falling hinges and
     * one ragdoll), which the interpreter and aarch64/qemu legs run in seconds rather than minutes.
     */
    static List<String> lines(boolean quick) {
        List<String> out = new ArrayList<>();
        if (!quick) {
            World pyramid = new World(new WorldDef());
            Scenes.ground(pyramid, 30, 5);
            Scenes.pyramid(pyramid, 20);
            out.add(sleepLine("pyramid20", pyramid));
            World mixed = new World(new WorldDef());
            Scenes.mixedPile(mixed);
            out.add(sleepLine("mixed-pile-on-mesh", mixed));
            out.add(smashLine("smash10x6", 10, 6));
            out.add(QueryGoldenTest.matrixLine());
            World hinges = new World(new WorldDef());
            JointScenes.fallingHinges(hinges, 4, 10);
            out.add(sleepLine("falling-hinges4x10", hinges));
            World ragdolls = new World(new WorldDef());
            JointScenes.ragdollPile(ragdolls, 4);
            out.add(sleepLine("ragdoll-pile4", ragdolls));
        }
        World small = new World(new WorldDef());
        Scenes.ground(small, 10, 5);
        Scenes.pyramid(small, 8);
        out.add(sleepLine(QUICK_PREFIX + "pyramid8", small));
        out.add(smashLine(QUICK_PREFIX + "smash4x3", 4, 3));
        World hinges = new World(new WorldDef());
        JointScenes.fallingHinges(hinges, 2, 5);
        out.add(sleepLine(QUICK_PREFIX + "falling-hinges2x5", hinges));
        World ragdoll = new World(new WorldDef());
        JointScenes.ragdollPile(ragdoll, 1);
        out.add(sleepLine(QUICK_PREFIX + "ragdoll1", ragdoll));
        return out;
    }

    /** Lines of the quick set start with this. */
    static final String QUICK_PREFIX = "quick-";

    private static String smashLine(String name, int w, int h) {
        World smash = new World(new WorldDef().gravity(Vec3.ZERO));
        Scenes.smash(smash, w, h);
        for (int t = 0; t < 120; t++) {
            smash.step();
        }
        return name + " tick " + smash.tick() + " awake " + smash.awakeBodyCount() + " hash " + hex(smash.stateHash());
    }

    private static String sleepLine(String name, World w) {
        long tick = Scenes.stepUntilAsleep(w, SLEEP_LIMIT);
        return name + " sleeps-at " + tick + " hash " + hex(w.stateHash());
    }

    private static String hex(long h) {
        return String.format("%016x", h);
    }

    /** Prints {@link #lines(boolean)}, one per line; argument {@code --quick} for the reduced set. */
    public static void main(String[] args) {
        for (String line : lines(args.length > 0 && args[0].equals("--quick"))) {
            System.out.println(line);
        }
    }
}
