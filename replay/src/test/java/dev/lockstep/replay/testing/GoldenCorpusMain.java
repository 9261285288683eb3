package dev.lockstep.replay.testing;

/**
 * Entry point for forked JVMs of the {@link dev.lockstep.fixedpoint.testing.JvmMatrix}: {@code GoldenCorpusMain <GoldenScenes class> <maxTicks>}
 * prints the corpus checkpoint lines reached within {@code maxTicks}, then one verification line per
 * committed replay golden (verified for at most {@code maxTicks} ticks), then {@code done}.
 */
public final class GoldenCorpusMain {
    private GoldenCorpusMain() {
    }

    /** Runs the corpus; exit code 0 unless an exception escapes. */
    public static void main(String[] args) throws Exception {
        GoldenScenes corpus = (GoldenScenes) Class.forName(args[0]).getDeclaredConstructor().newInstance();
        long maxTicks = Long.parseLong(args[1]);
        for (String line : GoldenCorpus.checkpoints(corpus, maxTicks)) {
            System.out.println(line);
        }
        for (GoldenScene s : corpus.replayScenes()) {
            byte[] replay = Golden.read(GoldenCorpus.replayResource(corpus.area(), s));
            System.out.println(replay == null ? "verify " + s.name() + " MISSING"
                    : GoldenCorpus.verifyReplay(replay, s, maxTicks));
        }
        System.out.println("done");
    }
}
