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

    /** The golden lines; {@code quick} leaves out the mixed pile (1,231 ticks: minutes under {@code -Xint}). */
    static List<String> lines(boolean quick) {
        List<String> out = new ArrayList<>();
        World pyramid = new World(new WorldDef());
        Scenes.ground(pyramid, 30, 5);
        Scenes.pyramid(pyramid, 20);
        out.add(sleepLine("pyramid20", pyramid));
        if (!quick) {
            World mixed = new World(new WorldDef());
            Scenes.mixedPile(mixed);
            out.add(sleepLine("mixed-pile-on-mesh", mixed));
        }
        World smash = new World(new WorldDef().gravity(Vec3.ZERO));
        Scenes.smash(smash, 10, 6);
        for (int t = 0; t < 120; t++) {
            smash.step();
        }
        out.add("smash tick " + smash.tick() + " awake " + smash.awakeBodyCount() + " hash " + hex(smash.stateHash()));
        return out;
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
