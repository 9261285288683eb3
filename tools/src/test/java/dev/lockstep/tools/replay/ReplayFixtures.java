package dev.lockstep.tools.replay;

import dev.lockstep.replay.FlushPolicy;
import dev.lockstep.replay.ReplayRecorder;
import dev.lockstep.replay.ReplayWriter;
import dev.lockstep.replay.Simulation;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.tools.scenario.WorldReferenceScenario;
import dev.lockstep.tools.scenario.InputScript;
import java.io.IOException;
import java.nio.file.Path;

/** Replays with a known divergence, written through the replay API as a real run would write them. */
final class ReplayFixtures {
    static final int PLAYERS = 4;
    static final int INPUT_BYTES = 3;
    static final byte[] FULL_THRUST = {(byte) 255, (byte) 255, (byte) 255};

    private ReplayFixtures() {
    }

    /**
     * Records {@code ticks} ticks of the world reference scenario (seed, 4 players, keyframe every {@code keyframeInterval}).
     * At {@code changedInputTick} player 0's recorded input is replaced by full thrust; at
     * {@code hiddenFaultTick} the simulation secretly receives full thrust for player 0 while the file
     * records the scripted input (a desync: same inputs, different hashes). -1 disables either.
     */
    static void record(Path out, long seed, int ticks, int keyframeInterval, int changedInputTick, int hiddenFaultTick)
            throws IOException {
        WorldReferenceScenario world = new WorldReferenceScenario(seed, PLAYERS);
        Simulation sim = new HiddenFault(world, hiddenFaultTick);
        ReplayHeader header = new ReplayHeader(sim.rules(), seed, PLAYERS, INPUT_BYTES, 0, keyframeInterval);
        InputScript script = new InputScript(seed, PLAYERS, INPUT_BYTES);
        TickInputs inputs = new TickInputs(PLAYERS);
        try (ReplayWriter writer = ReplayWriter.create(out, header, FlushPolicy.ON_CLOSE);
             ReplayRecorder recorder = new ReplayRecorder(sim, writer)) {
            for (int t = 0; t < ticks; t++) {
                script.inputsFor(t, inputs);
                if (t == changedInputTick) {
                    inputs.set(0, FULL_THRUST);
                }
                recorder.step(inputs);
            }
            recorder.finish();
        }
    }

    /** Records a few ticks of a simulation id this build does not know (same state layout as the world scenario). */
    static void recordUnknownSimulation(Path out) throws IOException {
        WorldReferenceScenario world = new WorldReferenceScenario(1, PLAYERS);
        SimulationRules rules = SimulationRules.of("someone-elses-game", new byte[]{1, PLAYERS},
                world.rules().phaseNames(), world.rules().partNames());
        Simulation sim = new Renamed(world, rules);
        ReplayHeader header = new ReplayHeader(rules, 1, PLAYERS, INPUT_BYTES, 0, 0);
        try (ReplayWriter writer = ReplayWriter.create(out, header, FlushPolicy.ON_CLOSE);
             ReplayRecorder recorder = new ReplayRecorder(sim, writer)) {
            TickInputs inputs = new TickInputs(PLAYERS);
            for (int t = 0; t < 5; t++) {
                recorder.step(inputs);
            }
            recorder.finish();
        }
    }

    /** The world scenario under another simulation id. */
    private static final class Renamed extends ForwardingSimulation {
        private final SimulationRules rules;

        Renamed(WorldReferenceScenario inner, SimulationRules rules) {
            super(inner);
            this.rules = rules;
        }

        @Override
        public SimulationRules rules() {
            return rules;
        }
    }

    /** Passes everything through, except that at one tick player 0's input becomes full thrust. */
    private static final class HiddenFault extends ForwardingSimulation {
        private final int faultTick;
        private final TickInputs changed = new TickInputs(PLAYERS);

        HiddenFault(WorldReferenceScenario inner, int faultTick) {
            super(inner);
            this.faultTick = faultTick;
        }

        @Override
        public void applyInputs(int tick, TickInputs inputs) {
            if (tick == faultTick) {
                changed.copyFrom(inputs);
                changed.set(0, FULL_THRUST);
                super.applyInputs(tick, changed);
            } else {
                super.applyInputs(tick, inputs);
            }
        }
    }
}
