package dev.lockstep.tools.replay;

import dev.lockstep.replay.ReplayReader;
import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.replay.format.ReplayLimits;
import dev.lockstep.replay.hash.CanonicalEncoder;
import dev.lockstep.replay.hash.CanonicalFormatException;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.scenario.Scenario;
import dev.lockstep.tools.scenario.Scenarios;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Re-simulates a replay from its last keyframe at or before a tick up to that tick, and returns the
 * canonical state after it: what {@code diff} compares field by field. Reads the file again instead of
 * buffering inputs, so memory stays bounded whatever the keyframe interval.
 */
final class StateAtTick {
    private StateAtTick() {
    }

    /**
     * Returns the canonical encoding of the state of {@code file}'s simulation after tick {@code tick}.
     *
     * @throws dev.lockstep.tools.BadInputException if this build does not know the replay's simulation
     */
    static byte[] after(Path file, long tick) throws IOException {
        int keyframeTick = -1;
        try (ReplayReader r = ReplayReader.open(file, ReplayReader.Mode.STRICT)) {
            int kind;
            while ((kind = r.next()) != ReplayReader.END_OF_REPLAY && !(kind == RecordKind.TICK && r.tick() >= tick)) {
                if (kind == RecordKind.KEYFRAME && r.tick() <= tick) {
                    keyframeTick = r.tick();
                }
            }
        }
        try (ReplayReader r = ReplayReader.open(file, ReplayReader.Mode.STRICT)) {
            Scenario sim = Scenarios.forReplay(r.header());
            int kind;
            boolean restored = false;
            while ((kind = r.next()) != ReplayReader.END_OF_REPLAY) {
                if (kind == RecordKind.KEYFRAME && r.tick() == keyframeTick) {
                    try {
                        sim.restore(new StateReader(r.keyframeBuffer(), 0, r.keyframeLength()));
                    } catch (CanonicalFormatException e) {
                        throw new BadInputException(file + ": the keyframe of tick " + keyframeTick
                                + " does not fit the simulation: " + e.getMessage(), "The replay was altered.", e);
                    }
                    restored = true;
                } else if (kind == RecordKind.TICK && restored) {
                    try {
                        sim.step(r.tick(), r.inputs());
                    } catch (ArithmeticException e) {
                        throw new BadInputException(file + ": the replay drives the simulation out of its range at tick "
                                + r.tick() + ": " + e.getMessage(), "The replay was altered.", e);
                    }
                    if (r.tick() >= tick) {
                        break;
                    }
                }
            }
            CanonicalEncoder encoder = new CanonicalEncoder(sim.rules().partNameArray(), ReplayLimits.MAX_SNAPSHOT_BYTES);
            encoder.encode(sim);
            return encoder.toByteArray();
        }
    }
}
