package dev.lockstep.tools.scenario;

/**
 * A {@link Scenario} backed by a {@link dev.lockstep.world.World}: {@code render} draws its contact
 * points and marks its sleeping bodies through {@link #worldBodies()}.
 */
public interface WorldScenario extends Scenario {
    /** Returns the world and the descriptions of its bodies' shapes (parallel to {@link #bodies()}). */
    WorldBodies worldBodies();
}
