package dev.lockstep.world.bench;

/**
 * One physics engine holding a {@link BoxLayout} scene: the benchmarks time {@link #step()}, the
 * smoke test and {@link SceneReport} read the counts. Implementations build the scene in their
 * constructor, with the ground static and every box dynamic and awake.
 */
interface BoxEngine extends AutoCloseable {
    /** Advances one tick of 1/60 s. */
    void step();

    /** Returns the number of dynamic bodies that are awake now. */
    int awakeBodies();

    /** Returns the number of contact points of touching pairs after the last step. */
    int contactPoints();

    /** Returns the height of box {@code i}'s centre in metres (display only: the smoke test's sanity check). */
    double heightForDisplay(int i);

    /** Releases native memory (native Bullet); the Java engines do nothing. */
    @Override
    default void close() {
    }
}
