package dev.lockstep.replay;

import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.format.SimulationRules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The simulations a verifier can re-run, by the simulation id and version a replay header names: a game
 * registers a factory for each of its simulations (the kernel's reference scenarios register themselves
 * from {@code tools}), and {@link Verdicts#verify} picks one per replay.
 *
 * <p>Version: the first byte of the rules' parameters ({@link #versionOf}), the layout convention of every
 * simulation the kernel ships ({@code {version, players, ...}}). A game that changes its parameter layout
 * bumps that byte and registers the new version next to the old one.
 *
 * <p>Thread-safe: registration and look-up are synchronized, and factories must be callable from any
 * thread (each call returns a fresh simulation that only its caller's thread uses).
 */
public final class SimulationRegistry {
    /** Creates a fresh simulation for a replay, its state to be replaced from the replay's first keyframe. */
    @FunctionalInterface
    public interface Factory {
        /**
         * Returns a fresh simulation for a replay with this header.
         *
         * @throws RuntimeException if the header's parameters do not fit this simulation (the message says
         *     why; the replay is reported as unsupported)
         */
        Simulation create(ReplayHeader header);
    }

    private final Map<String, Map<Integer, Factory>> factories = new TreeMap<>();

    /**
     * Registers {@code factory} for replays of {@code simulationId} at {@code version}; returns this registry.
     *
     * @throws IllegalArgumentException if {@code version} is outside 0..255
     * @throws IllegalStateException if that id and version are registered already (no silent replacement)
     */
    public synchronized SimulationRegistry register(String simulationId, int version, Factory factory) {
        if (version < 0 || version > 255) {
            throw new IllegalArgumentException("version " + version + " outside 0..255 (one parameter byte)");
        }
        Map<Integer, Factory> versions = factories.computeIfAbsent(simulationId, id -> new TreeMap<>());
        if (versions.containsKey(version)) {
            throw new IllegalStateException("simulation '" + simulationId + "' version " + version + " registered twice");
        }
        versions.put(version, java.util.Objects.requireNonNull(factory, "factory"));
        return this;
    }

    /** Returns the factory for {@code simulationId} at {@code version}, or null when none is registered. */
    public synchronized Factory factory(String simulationId, int version) {
        Map<Integer, Factory> versions = factories.get(simulationId);
        return versions == null ? null : versions.get(version);
    }

    /** Returns the registered simulations as {@code "id v<version>"}, sorted by id then version. */
    public synchronized List<String> registered() {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, Map<Integer, Factory>> e : factories.entrySet()) {
            for (Integer v : e.getValue().keySet()) {
                out.add(e.getKey() + " v" + v);
            }
        }
        return out;
    }

    /** Returns the version a replay's rules declare: the first parameter byte (0..255), or 0 without parameters. */
    public static int versionOf(SimulationRules rules) {
        byte[] p = rules.parameters();
        return p.length == 0 ? 0 : p[0] & 0xff;
    }
}
