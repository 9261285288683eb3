package dev.lockstep.replay.testing;

import java.util.List;

/**
 * A corpus of golden scenes. Implementations need a public no-argument constructor so that
 * {@link GoldenCorpusMain} can instantiate them by class name in a forked JVM.
 */
public interface GoldenScenes {
    /** Returns the golden area, i.e. the folder under {@code golden/} (e.g. {@code "replay"}). */
    String area();

    /** Returns the scenes, in a fixed order. */
    List<GoldenScene> scenes();

    /** Returns the scenes whose recorded replay files are committed as format-compatibility goldens. */
    List<GoldenScene> replayScenes();
}
