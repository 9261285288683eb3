package dev.lockstep.replay;

import dev.lockstep.replay.format.ReplayLimits;
import dev.lockstep.replay.hash.CanonicalEncoder;
import dev.lockstep.replay.hash.CanonicalFormatException;
import dev.lockstep.replay.hash.FieldDifference;
import dev.lockstep.replay.hash.StateDiff;
import dev.lockstep.replay.hash.StateReader;
import java.util.ArrayList;
import java.util.List;

/**
 * The rollback-netcode sync test (GGPO's "sync test" mode): run the simulation forward and, every tick,
 * restore the snapshot taken {@code k} ticks ago, re-simulate those {@code k} ticks with the same inputs,
 * and compare every phase hash with the first run. It catches state that snapshots forget (a field
 * missing from {@code encodeState}/{@code restore}) and any non-determinism within one process.
 *
 * <p>Reports the first re-simulated tick and phase that differ, and the first differing field of the
 * state after that tick (exact, because the first run's state after every tick in the window is kept).
 * Cost: {@code (k + 1)} ticks per tick plus one encode per tick; memory {@code k + 1} snapshots.
 */
public final class SyncTest {
    private SyncTest() {
    }

    /**
     * Runs {@code ticks} ticks from tick {@code firstTick} with rollback depth {@code k >= 1}; returns the
     * first desync or null when every re-simulation matched. A depth {@code k > ticks} behaves as
     * {@code k = ticks} (and allocates only that many snapshots).
     *
     * @throws SimulationRangeException if the simulation throws an {@link ArithmeticException} in a tick,
     *     or refuses to restore its own snapshot: the inputs drove it out of its documented range
     */
    public static DesyncReport run(Simulation sim, TickInputSource source, int playerCount, int firstTick, int ticks,
            int k) {
        if (k < 1) {
            throw new IllegalArgumentException("rollback depth " + k + " < 1");
        }
        TickRunner runner = new TickRunner(sim);
        int phases = runner.phaseCount();
        int parts = runner.partCount();
        List<String> phaseNames = sim.rules().phaseNames();
        List<String> partNames = sim.rules().partNames();
        CanonicalEncoder encoder = new CanonicalEncoder(sim.rules().partNameArray(), ReplayLimits.MAX_SNAPSHOT_BYTES);
        // A window never reaches back past the first tick, so a depth beyond the run is the run's length:
        // clamping keeps the ring (k + 1 snapshots) from being sized by an absurd k.
        int depth = Math.min(k, Math.max(ticks, 1));
        int ring = depth + 1;
        // before[t % ring] = canonical state before tick t; inputs and hashes of tick t likewise.
        byte[][] before = new byte[ring][];
        int[] beforeLength = new int[ring];
        TickInputs[] inputs = new TickInputs[ring];
        long[][] phaseHashes = new long[ring][phases];
        long[][] partHashes = new long[ring][parts];
        for (int i = 0; i < ring; i++) {
            inputs[i] = new TickInputs(playerCount);
            before[i] = new byte[0];
        }
        long[] rerunPhases = new long[phases];
        long[] rerunParts = new long[parts];
        byte[] after = new byte[0];
        for (int t = firstTick; t < firstTick + ticks; t++) {
            int slot = Math.floorMod(t, ring);
            int len = encoder.encode(sim);
            if (before[slot].length < len) {
                before[slot] = new byte[len];
            }
            System.arraycopy(encoder.buffer(), 0, before[slot], 0, len);
            beforeLength[slot] = len;
            source.fill(t, inputs[slot]);
            runner.runReplayedTick(t, inputs[slot], phaseHashes[slot], partHashes[slot]);
            int window = Math.min(depth, t - firstTick + 1);
            int from = t - window + 1;
            int afterLength = encoder.encode(sim);
            if (after.length < afterLength) {
                after = new byte[afterLength];
            }
            System.arraycopy(encoder.buffer(), 0, after, 0, afterLength);
            int fromSlot = Math.floorMod(from, ring);
            try {
                sim.restore(new StateReader(before[fromSlot], 0, beforeLength[fromSlot]));
            } catch (CanonicalFormatException | ArithmeticException e) {
                // the forward run reached a state the simulation's restore refuses: out of its range
                throw new SimulationRangeException(from, -1, "restore", e);
            }
            for (int u = from; u <= t; u++) {
                int s = Math.floorMod(u, ring);
                runner.runReplayedTick(u, inputs[s], rerunPhases, rerunParts);
                for (int p = 0; p < phases; p++) {
                    if (rerunPhases[p] != phaseHashes[s][p]) {
                        List<String> differing = new ArrayList<>();
                        for (int i = 0; i < parts; i++) {
                            if (rerunParts[i] != partHashes[s][i]) {
                                differing.add(partNames.get(i));
                            }
                        }
                        int n = encoder.encode(sim);
                        FieldDifference diff;
                        if (u == t) {
                            diff = StateDiff.firstDifference(after, afterLength, encoder.buffer(), n);
                        } else {
                            int next = Math.floorMod(u + 1, ring);
                            diff = StateDiff.firstDifference(before[next], beforeLength[next], encoder.buffer(), n);
                        }
                        return new DesyncReport(u, p, phaseNames.get(p), phaseHashes[s][p], rerunPhases[p],
                                List.copyOf(differing), diff, diff == null ? -1 : u + 1L);
                    }
                }
            }
        }
        return null;
    }
}
