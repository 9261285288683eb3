package dev.lockstep.world.bench;

import dev.lockstep.world.World;
import dev.lockstep.world.WorldSnapshot;
import java.util.Locale;

/**
 * Prints the counts that turn the benchmarks' times into per-body and per-point costs, and the
 * memory figures of {@code world/docs/benchmarks.md}: run with the benchmark classpath,
 * {@code java -cp ... dev.lockstep.world.bench.SceneReport}. Not a test (it measures, it asserts
 * nothing) and not a JMH benchmark (it times nothing).
 *
 * <ul>
 *   <li>pile1000 after {@link Pile1000Benchmark#SETTLE_TICKS} ticks, per engine: awake bodies and
 *       contact points of touching pairs.</li>
 *   <li>Snapshot bytes ({@link WorldSnapshot#bytes}) per body, from two worlds of separated boxes,
 *       and per contact, from a settled pile.</li>
 *   <li>Heap bytes per body and per touching pair, measured as heap in use after a full GC
 *       (System.gc() until it stops shrinking) before and after: a world of N boxes out of touch
 *       vs an empty world, and the same N boxes resting on the ground (N box-ground pairs) vs out
 *       of touch. Approximate: the world's arrays grow by doubling, so the figure includes the
 *       spare capacity at this N.</li>
 * </ul>
 */
public final class SceneReport {
    private SceneReport() {
    }

    public static void main(String[] args) {
        pileCounts();
        snapshotBytes();
        heapBytes(args.length > 0 ? Integer.parseInt(args[0]) : 2500);
    }

    private static void pileCounts() {
        System.out.println("pile1000 after " + Pile1000Benchmark.SETTLE_TICKS + " ticks:");
        for (String name : new String[] {Engines.LOCKSTEP, Engines.LOCKSTEP_SLEEP, Engines.JBULLET, Engines.ODE4J,
            Engines.BULLET}) {
            try (BoxEngine e = Engines.create(name, BoxLayout.pile1000())) {
                for (int i = 0; i < Pile1000Benchmark.SETTLE_TICKS; i++) {
                    e.step();
                }
                String extra = "";
                if (e instanceof LockstepBoxes) {
                    World w = ((LockstepBoxes) e).world;
                    extra = ", contacts " + w.contactCount() + " (touching " + w.touchingContactCount() + ")";
                }
                System.out.printf(Locale.ROOT, "  %-14s awake bodies %5d, contact points %5d%s, top box y %.3f m%n", name,
                        e.awakeBodies(), e.contactPoints(), extra, e.heightForDisplay(999));
            }
        }
    }

    private static void snapshotBytes() {
        long b1 = snapshotOf(new LockstepBoxes(BoxLayout.stacks("apart", 100, 1, 15).raised(40), false)).bytes();
        long b2 = snapshotOf(new LockstepBoxes(BoxLayout.stacks("apart", 200, 1, 15).raised(40), false)).bytes();
        double perBody = (b2 - b1) / 100.0;
        double base = b1 - 100 * perBody;
        System.out.printf(Locale.ROOT, "snapshot: %.1f bytes per body (boxes apart), %.0f bytes fixed%n", perBody, base);
        for (int boxes : new int[] {300, 1000}) {
            LockstepBoxes pile = boxes == 1000 ? new LockstepBoxes(BoxLayout.pile1000(), false) : Rollback8Benchmark.scene(boxes);
            for (int i = 0; i < Pile1000Benchmark.SETTLE_TICKS; i++) {
                pile.step();
            }
            long bytes = snapshotOf(pile).bytes();
            int contacts = pile.world.contactCount();
            System.out.printf(Locale.ROOT,
                    "snapshot of %d stacked boxes, settled: %d bytes (%.1f KB), contacts %d (touching %d, points %d):"
                            + " %.1f bytes per contact, %.1f bytes per contact point%n",
                    boxes, bytes, bytes / 1024.0, contacts, pile.world.touchingContactCount(), pile.contactPoints(),
                    (bytes - base - boxes * perBody) / contacts, (bytes - base - boxes * perBody) / pile.contactPoints());
        }
    }

    private static WorldSnapshot snapshotOf(LockstepBoxes scene) {
        WorldSnapshot s = new WorldSnapshot();
        scene.world.snapshot(s);
        return s;
    }

    private static void heapBytes(int n) {
        int side = (int) Math.ceil(Math.sqrt(n));
        int groundHalf = 2 * side;
        BoxLayout resting = BoxLayout.stacks("resting", n, 1, groundHalf);
        BoxLayout apart = resting.raised(40);

        long empty = usedAfterGc();
        LockstepBoxes emptyWorld = new LockstepBoxes(BoxLayout.stacks("none", 0, 1, groundHalf), false);
        emptyWorld.step();
        long withEmpty = usedAfterGc();
        LockstepBoxes apartWorld = new LockstepBoxes(apart, false);
        apartWorld.step();
        apartWorld.step();
        long withApart = usedAfterGc();
        LockstepBoxes restingWorld = new LockstepBoxes(resting, false);
        restingWorld.step();
        restingWorld.step();
        long withResting = usedAfterGc();
        double emptyBytes = withEmpty - empty;
        double perBody = (withApart - withEmpty - emptyBytes) / n;
        int touching = restingWorld.world.touchingContactCount();
        double perPair = (withResting - withApart - (withApart - withEmpty)) / (double) touching;
        System.out.printf(Locale.ROOT, "heap (used after GC): empty world %.0f bytes; %d boxes apart: %.0f bytes per body;"
                        + " %d boxes resting (%d touching pairs, %d points): %.0f bytes per touching pair on top%n",
                emptyBytes, n, perBody, n, touching, restingWorld.contactPoints(), perPair);
        // keep the worlds reachable until all measurements are taken
        System.out.println("  (" + emptyWorld.world.tick() + apartWorld.world.tick() + restingWorld.world.tick() + ")");
    }

    private static long usedAfterGc() {
        Runtime rt = Runtime.getRuntime();
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 10; i++) {
            System.gc();
            long now = rt.totalMemory() - rt.freeMemory();
            if (now >= used) {
                return now;
            }
            used = now;
        }
        return used;
    }
}
