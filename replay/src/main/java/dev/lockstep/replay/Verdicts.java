package dev.lockstep.replay;

import dev.lockstep.replay.format.ReplayFormatException;
import dev.lockstep.replay.format.ReplayHeader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Replay verification as a function: a replay in, a {@link Verdict} out, never an exception. The simulation
 * is chosen by the header's simulation id and version through a {@link SimulationRegistry}; the work is
 * {@link ReplayVerifier#verify} over a strict {@link ReplayReader}, streamed (memory: the reader's one
 * record and one keyframe buffer, bounded by {@code ReplayLimits}, plus the simulation).
 *
 * <p>One pass in file order: the first problem met decides the verdict, so a replay that desyncs at tick
 * 40 and is truncated at tick 90 is a DESYNC. Exceptions are sorted as follows:
 * <ul>
 *   <li>{@link ReplayFormatException} from the reader or a keyframe that does not fit: CORRUPT.</li>
 *   <li>{@link ArithmeticException}, {@link IllegalArgumentException} or {@link IllegalStateException}
 *       escaping the simulation (an overflow or range check driven by a forged state or input): CORRUPT
 *       at the record being verified, naming tick and phase.</li>
 *   <li>{@link RulesMismatchException}, no registered factory, or a factory refusing the parameters:
 *       UNSUPPORTED.</li>
 *   <li>any other I/O error or runtime exception: ERROR (a bug or an unreadable source, never a verdict
 *       about the replay).</li>
 * </ul>
 * Thread-safe when the registry's factories are: each call owns its reader and simulation.
 */
public final class Verdicts {
    private Verdicts() {
    }

    /** Verifies an in-memory replay. */
    public static Verdict verify(byte[] replay, SimulationRegistry registry) {
        return verify(new java.io.ByteArrayInputStream(replay), registry);
    }

    /** Verifies a replay file, streaming it. */
    public static Verdict verify(Path file, SimulationRegistry registry) {
        InputStream in;
        try {
            in = Files.newInputStream(file);
        } catch (IOException | RuntimeException e) {
            return Verdict.error("", -1, "cannot open " + file + ": " + e);
        }
        return verify(in, registry);
    }

    /** Verifies the replay {@code in} holds, streaming it; closes {@code in}. */
    public static Verdict verify(InputStream in, SimulationRegistry registry) {
        String id = "";
        int version = -1;
        try (ReplayReader reader = ReplayReader.open(in, ReplayReader.Mode.STRICT)) {
            ReplayHeader header = reader.header();
            id = header.rules().simulationId();
            version = SimulationRegistry.versionOf(header.rules());
            return verify(reader, header, id, version, registry);
        } catch (ReplayFormatException e) {
            return Verdict.corrupt(id, version, e.offset(), e.tick(), e.reason());
        } catch (IOException e) {
            return Verdict.error(id, version, "cannot read the replay: " + e);
        } catch (RuntimeException e) {
            return Verdict.error(id, version, "verifier failed (a bug in lockstep): " + e);
        } finally {
            closeQuietly(in);
        }
    }

    private static Verdict verify(ReplayReader reader, ReplayHeader header, String id, int version,
            SimulationRegistry registry) throws IOException {
        SimulationRegistry.Factory factory = registry.factory(id, version);
        if (factory == null) {
            return Verdict.unsupported(id, version, "no simulation registered for this id and version (registered: "
                    + String.join(", ", registry.registered()) + ")");
        }
        Simulation sim;
        try {
            sim = factory.create(header);
        } catch (RuntimeException e) {
            return Verdict.unsupported(id, version, "the registered simulation refuses the replay: " + e.getMessage());
        }
        PhaseTracker tracker = new PhaseTracker(sim);
        try {
            VerificationResult r = ReplayVerifier.verify(reader, tracker);
            if (!r.ok()) {
                return Verdict.desync(id, version, r.ticksVerified(), r.desync());
            }
            return Verdict.ok(id, version, r.ticksVerified(), r.finalHash());
        } catch (RulesMismatchException e) {
            return Verdict.unsupported(id, version, e.getMessage());
        } catch (SimulationRangeException e) {
            // the verifier names tick and phase itself (an overflow while re-simulating a replay)
            return Verdict.corrupt(id, version, reader.recordStart(), e.tick(), e.getMessage());
        } catch (ArithmeticException | IllegalArgumentException | IllegalStateException e) {
            if (!tracker.inside()) {
                throw e;
            }
            return Verdict.corrupt(id, version, reader.recordStart(),
                    tracker.tick(), "the replay drives the simulation out of its range at " + where(tracker, header)
                    + ": " + e);
        }
    }

    private static String where(PhaseTracker tracker, ReplayHeader header) {
        if (tracker.phase() == PhaseTracker.RESTORE) {
            return "the restore of a keyframe";
        }
        List<String> phases = header.rules().phaseNames();
        return "tick " + tracker.tick() + ", phase '" + phases.get(tracker.phase()) + "'";
    }

    private static void closeQuietly(InputStream in) {
        try {
            in.close();
        } catch (IOException e) {
            // The verdict is already decided by what was read; a failing close changes nothing in it.
        }
    }
}
