package dev.lockstep.replay;

import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.replay.format.ReplayFormatException;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.format.ReplayLimits;
import dev.lockstep.replay.hash.CanonicalEncoder;
import dev.lockstep.replay.hash.CanonicalFormatException;
import dev.lockstep.replay.hash.FieldDifference;
import dev.lockstep.replay.hash.StateDiff;
import dev.lockstep.replay.hash.StateReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Re-simulates a replay and proves it bit-identical, or names the first divergence.
 *
 * <p>Steps: check the simulation's rules against the header (refuse on mismatch); skip to the keyframe
 * of the start tick and restore it; re-encode the restored state and compare it byte for byte with the
 * keyframe (a simulation whose restore loses state fails here, phase {@code "restore"}); then for every
 * tick apply the recorded inputs, run the phases, and compare the state hash after each phase with the
 * recorded one; compare the whole canonical state at every later keyframe. At the first mismatch, keep
 * simulating up to the next keyframe and diff the canonical states there to name the first differing
 * body and field ({@link DesyncReport#fieldStateBeforeTick()} says which tick that diff describes; with
 * a keyframe interval of 1 it is always the divergent tick itself).
 */
public final class ReplayVerifier {
    private ReplayVerifier() {
    }

    /** Verifies the whole replay from its initial keyframe. */
    public static VerificationResult verify(ReplayReader reader, Simulation sim) throws IOException {
        return verify(reader, sim, -1, Long.MAX_VALUE);
    }

    /**
     * Verifies from the keyframe of tick {@code fromTick} (-1: the first tick), for at most
     * {@code maxTicks} ticks.
     *
     * @throws RulesMismatchException if the simulation's rules differ from the replay's
     * @throws IllegalArgumentException if there is no keyframe at {@code fromTick}
     * @throws ReplayFormatException if the replay is malformed (strict reader), or its start keyframe
     *     does not fit the simulation (layout, or a value outside the simulation's documented range)
     * @throws SimulationRangeException if re-simulating the replay's inputs from its keyframe drives the
     *     simulation out of its range (it throws an {@link ArithmeticException}): a forged replay
     */
    public static VerificationResult verify(ReplayReader reader, Simulation sim, long fromTick, long maxTicks)
            throws IOException {
        ReplayHeader header = reader.header();
        if (!sim.rules().sameAs(header.rules()) || sim.rules().rulesHash() != header.rules().rulesHash()) {
            throw new RulesMismatchException("replay was recorded under " + header.rules().describe()
                    + "; simulation offers " + sim.rules().describe());
        }
        long start = fromTick < 0 ? header.firstTick() : fromTick;
        if (!header.isKeyframeTick(start) || start < header.firstTick()) {
            throw new IllegalArgumentException("tick " + start + " has no keyframe (first tick " + header.firstTick()
                    + ", keyframe interval " + header.keyframeInterval() + ")");
        }
        TickRunner runner = new TickRunner(sim);
        CanonicalEncoder encoder = new CanonicalEncoder(sim.rules().partNameArray(), ReplayLimits.MAX_SNAPSHOT_BYTES);
        long[] phaseHashes = new long[runner.phaseCount()];
        long[] partHashes = new long[runner.partCount()];
        List<String> phaseNames = header.rules().phaseNames();
        List<String> partNames = header.rules().partNames();
        HashChain chain = new HashChain();

        // Seek: stream past everything before the start keyframe.
        int kind;
        while (true) {
            kind = reader.next();
            if (kind == ReplayReader.END_OF_REPLAY) {
                throw new IllegalArgumentException("replay ends before the keyframe of tick " + start);
            }
            if (kind == RecordKind.KEYFRAME && reader.tick() == start) {
                break;
            }
        }
        long finalHash = reader.keyframeHash();
        try {
            sim.restore(new StateReader(reader.keyframeBuffer(), 0, reader.keyframeLength()));
        } catch (CanonicalFormatException e) {
            throw new ReplayFormatException(reader.recordStart(), -1, start, "keyframe does not fit the simulation: "
                    + e.getMessage());
        } catch (ArithmeticException e) {
            throw new SimulationRangeException(start, -1, "restore", e);
        }
        int n = encoder.encode(sim);
        FieldDifference restoreDiff = StateDiff.firstDifference(reader.keyframeBuffer(), reader.keyframeLength(),
                encoder.buffer(), n);
        if (restoreDiff != null) {
            DesyncReport d = new DesyncReport(start, -1, "restore", reader.keyframeHash(),
                    dev.lockstep.replay.hash.Fnv1a64.hash(encoder.buffer(), 0, n), List.of(), restoreDiff, start);
            return new VerificationResult(false, start, 0, finalHash, chain.digest(), false, d, null);
        }

        long verified = 0;
        boolean complete = false;
        while (verified < maxTicks) {
            kind = reader.next();
            if (kind == ReplayReader.END_OF_REPLAY) {
                break;
            }
            if (kind == RecordKind.END) {
                complete = true;
                break;
            }
            if (kind == RecordKind.KEYFRAME) {
                n = encoder.encode(sim);
                FieldDifference diff = StateDiff.firstDifference(reader.keyframeBuffer(), reader.keyframeLength(),
                        encoder.buffer(), n);
                if (diff != null) {
                    // Hashes matched but the states differ: only a hash collision can get here.
                    DesyncReport d = new DesyncReport(reader.tick() - 1L, phaseNames.size() - 1,
                            phaseNames.get(phaseNames.size() - 1), reader.keyframeHash(),
                            dev.lockstep.replay.hash.Fnv1a64.hash(encoder.buffer(), 0, n), List.of(), diff, reader.tick());
                    return new VerificationResult(false, start, verified, finalHash, chain.digest(), false, d, null);
                }
                continue;
            }
            int tick = reader.tick();
            runner.runReplayedTick(tick, reader.inputs(), phaseHashes, partHashes);
            for (int p = 0; p < phaseHashes.length; p++) {
                if (phaseHashes[p] != reader.phaseHash(p)) {
                    List<String> parts = new ArrayList<>();
                    for (int i = 0; i < partHashes.length; i++) {
                        if (partHashes[i] != reader.partHash(i)) {
                            parts.add(partNames.get(i));
                        }
                    }
                    DesyncReport d = locateField(reader, runner, encoder, tick, p, phaseNames.get(p), reader.phaseHash(p),
                            phaseHashes[p], parts);
                    return new VerificationResult(false, start, verified, finalHash, chain.digest(), false, d, null);
                }
            }
            finalHash = phaseHashes[phaseHashes.length - 1];
            chain.add(finalHash);
            verified++;
        }
        return new VerificationResult(true, start, verified, finalHash, chain.digest(), complete, null,
                reader.recovery());
    }

    /**
     * Keeps simulating with the recorded inputs up to the next keyframe and diffs the canonical states
     * there; the first differing field in canonical order is reported.
     */
    private static DesyncReport locateField(ReplayReader reader, TickRunner runner, CanonicalEncoder encoder, int tick,
            int phase, String phaseName, long expected, long actual, List<String> parts) throws IOException {
        long[] phaseHashes = new long[runner.phaseCount()];
        long[] partHashes = new long[runner.partCount()];
        while (true) {
            int kind;
            try {
                kind = reader.next();
            } catch (ReplayFormatException e) {
                kind = ReplayReader.END_OF_REPLAY;
            }
            if (kind == ReplayReader.END_OF_REPLAY || kind == RecordKind.END) {
                return new DesyncReport(tick, phase, phaseName, expected, actual, List.copyOf(parts), null, -1);
            }
            if (kind == RecordKind.KEYFRAME) {
                int n = encoder.encode(runner.simulation());
                FieldDifference diff = StateDiff.firstDifference(reader.keyframeBuffer(), reader.keyframeLength(),
                        encoder.buffer(), n);
                return new DesyncReport(tick, phase, phaseName, expected, actual, List.copyOf(parts), diff,
                        diff == null ? -1 : reader.tick());
            }
            try {
                runner.runReplayedTick(reader.tick(), reader.inputs(), phaseHashes, partHashes);
            } catch (SimulationRangeException e) {
                // the divergent run left its range before the next keyframe: the desync stands, unlocated
                return new DesyncReport(tick, phase, phaseName, expected, actual, List.copyOf(parts), null, -1);
            }
        }
    }
}
