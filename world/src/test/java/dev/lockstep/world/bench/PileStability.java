package dev.lockstep.world.bench;

import java.util.Locale;

/**
 * Whether each engine's pile1000 keeps standing, tick by tick: contact points of touching pairs,
 * how many boxes have dropped more than a quarter of a box below where they were built, and the
 * largest drop (a box that left the ground keeps falling). A JMH run steps each engine's pile for
 * about a thousand ticks, so its per-step time is only comparable between engines whose stacks
 * still stand; this says until when they do. Run with the benchmark class path,
 * {@code tools/lockstep bench world --probe 'PileStability 1300'}. Not a test (it measures, it
 * asserts nothing); heights are read as doubles for display only.
 */
public final class PileStability {
    /** A drop that a settling stack never shows: a quarter of a unit box. */
    private static final double DROPPED_M = 0.25;
    private static final int REPORT_EVERY = 100;

    private PileStability() {
    }

    public static void main(String[] args) {
        int ticks = args.length > 0 ? Integer.parseInt(args[0]) : 1300;
        System.out.printf(Locale.ROOT, "pile1000, sleeping off, %d ticks; dropped = boxes more than %.2f m below "
                + "their built height%n", ticks, DROPPED_M);
        for (String name : new String[] {Engines.LOCKSTEP, Engines.JBULLET, Engines.ODE4J, Engines.BULLET}) {
            try (BoxEngine e = Engines.create(name, BoxLayout.pile1000())) {
                report(name, e, ticks);
            }
        }
    }

    private static void report(String name, BoxEngine e, int ticks) {
        int boxes = BoxLayout.pile1000().boxCount();
        double[] built = new double[boxes];
        for (int i = 0; i < boxes; i++) {
            built[i] = e.heightForDisplay(i);
        }
        for (int t = 1; t <= ticks; t++) {
            e.step();
            if (t % REPORT_EVERY == 0 || t == Pile1000Benchmark.SETTLE_TICKS) {
                int dropped = 0;
                double maxDrop = 0;
                for (int i = 0; i < boxes; i++) {
                    double drop = built[i] - e.heightForDisplay(i);
                    dropped += drop > DROPPED_M ? 1 : 0;
                    maxDrop = Math.max(maxDrop, drop);
                }
                System.out.printf(Locale.ROOT, "  %-9s tick %5d: %5d contact points, %4d dropped, largest drop %8.2f m%n",
                        name, t, e.contactPoints(), dropped, maxDrop);
            }
        }
    }
}
