package dev.lockstep.world;

import dev.lockstep.replay.Simulation;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.replay.hash.StateSink;
import java.util.List;
import java.util.Objects;

/**
 * A {@link World} as a replay {@link Simulation}, so that {@code lockstep record/verify/diff/inspect}
 * and the sync test work on any world. The game supplies how a tick's inputs act on the world
 * ({@link InputRule}: forces, impulses, velocities, new bodies). Phases: {@code inputs} (phase 0),
 * {@code collide} (pairs and narrow phase), {@code solve} (solver, finalize, sleep), so a desync is
 * located to one half of the step, then to a body and a field of {@link World#encodeState}'s parts.
 */
public final class WorldSimulation implements Simulation {
    /** Phase names, in order. */
    public static final List<String> PHASES = List.of("inputs", "collide", "solve");
    /** State part names, in order (see {@link World#encodeState}). */
    public static final List<String> PARTS = WorldState.PARTS;

    /** How a game's inputs act on its world; must be deterministic (same world and inputs, same calls). */
    @FunctionalInterface
    public interface InputRule {
        /** Applies every player's input of {@code tick}, in ascending player id order. */
        void apply(World world, int tick, TickInputs inputs);
    }

    private final World world;
    private final InputRule inputRule;
    private final SimulationRules rules;

    /**
     * Wraps {@code world}; {@code simulationId} and {@code parameters} name the game's scene in the
     * replay header (a replay of another id or parameters is refused by the verifier).
     */
    public WorldSimulation(String simulationId, byte[] parameters, World world, InputRule inputRule) {
        this.world = Objects.requireNonNull(world, "world");
        this.inputRule = Objects.requireNonNull(inputRule, "inputRule");
        this.rules = SimulationRules.of(simulationId, parameters, PHASES, PARTS);
    }

    /** Returns the world. */
    public World world() {
        return world;
    }

    @Override
    public SimulationRules rules() {
        return rules;
    }

    @Override
    public void applyInputs(int tick, TickInputs inputs) {
        inputRule.apply(world, tick, inputs);
    }

    @Override
    public void runPhase(int phase) {
        switch (phase) {
            case 1 -> world.collidePhase();
            case 2 -> world.solvePhase();
            default -> throw new IllegalArgumentException("phase " + phase + " is not 1 (collide) or 2 (solve)");
        }
    }

    @Override
    public void restore(StateReader snapshot) {
        world.restore(snapshot);
    }

    @Override
    public void encodeState(StateSink out) {
        world.encodeState(out);
    }
}
