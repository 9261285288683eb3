package dev.lockstep.tools.replay;

import dev.lockstep.replay.ReplayReader;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.RecordKind;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.replay.hash.FieldDifference;
import dev.lockstep.replay.hash.StateDiff;
import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code lockstep diff A B}: the first tick and field where two replays part. Reads both files strictly
 * to their end first (a corrupt tail is bad input wherever it is), compares headers, then tick by tick
 * the keyframes both recorded before the tick (field by field), the inputs and the hash after every
 * phase; at the first difference it names the phase
 * and the parts whose hashes differ, then re-simulates both replays to that tick and names the first
 * differing body and field (A is "expected", B "actual").
 */
@Command(name = "diff", mixinStandardHelpOptions = true,
        description = {"Find the first tick, phase and field where two replays part.",
            "A is reported as 'expected', B as 'actual'."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the replays are identical (header, inputs and every hash)", "1:the replays differ (the first difference is printed)",
            "2:a file is missing, unreadable or corrupt"})
public final class DiffCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "A", description = "first replay (expected)")
    Path fileA;

    @Parameters(index = "1", paramLabel = "B", description = "second replay (actual)")
    Path fileB;

    private final CliIo io;

    public DiffCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        PrintStream out = io.out();
        // Strict pass over both files first: a corrupt tail is bad input (exit 2) even when it lies
        // beyond the other replay's end or beyond the first difference.
        readBack(fileA);
        readBack(fileB);
        boolean[] keyframeA = new boolean[1];
        boolean[] keyframeB = new boolean[1];
        try (ReplayReader a = ReplayFiles.open(fileA, ReplayReader.Mode.STRICT);
             ReplayReader b = ReplayFiles.open(fileB, ReplayReader.Mode.STRICT)) {
            String header = headerDifference(a.header(), b.header());
            if (header != null) {
                out.println("replays differ in the header: " + header);
                return ExitCodes.CHECK_FAILED;
            }
            int phases = a.header().rules().phaseNames().size();
            long same = 0;
            while (true) {
                boolean hasA = advanceToTick(a, fileA, keyframeA);
                boolean hasB = advanceToTick(b, fileB, keyframeB);
                if (!hasA || !hasB) {
                    if (hasA == hasB) {
                        out.println("replays identical: " + same + " ticks, final state hash " + ReplayFiles.hex(a.endFinalHash()));
                        return ExitCodes.OK;
                    }
                    out.println("replays agree on all " + same + " common ticks, then " + (hasA ? "A" : "B")
                            + " goes on (" + (hasA ? "B" : "A") + " ends after tick " + (a.header().firstTick() + same - 1) + ")");
                    return ExitCodes.CHECK_FAILED;
                }
                if (keyframeA[0] && keyframeB[0]) {
                    // both recorded the state before this tick: an altered keyframe is a difference even
                    // when every later hash agrees
                    FieldDifference d = StateDiff.firstDifference(a.keyframeBuffer(), a.keyframeLength(),
                            b.keyframeBuffer(), b.keyframeLength());
                    if (d != null) {
                        out.println("replays differ in the keyframe before tick " + a.tick() + " (after " + same
                                + " identical ticks): " + d.describe());
                        return ExitCodes.CHECK_FAILED;
                    }
                }
                List<String> report = tickDifference(a, b, phases);
                if (!report.isEmpty()) {
                    out.println("replays part at tick " + a.tick() + " (after " + same + " identical ticks):");
                    report.forEach(line -> out.println("  " + line));
                    fieldDifference(a, b, a.tick(), out);
                    return ExitCodes.CHECK_FAILED;
                }
                same++;
            }
        } catch (IOException e) {
            throw new BadInputException("cannot read the replays: " + e.getMessage(),
                    "Check both files with 'lockstep inspect FILE'.", e);
        }
    }

    /** Reads {@code file} strictly to its end; a missing or corrupt file is bad input. */
    private static void readBack(Path file) {
        try {
            ReplayCheck.readBack(file);
        } catch (IOException e) {
            throw ReplayFiles.failure(file, e);
        }
    }

    /**
     * Advances to the next tick record; false at the end of the replay. {@code outKeyframe[0]} says
     * whether a keyframe for that tick came just before it (then {@link ReplayReader#keyframeBuffer()}
     * holds it).
     */
    private static boolean advanceToTick(ReplayReader r, Path file, boolean[] outKeyframe) {
        outKeyframe[0] = false;
        try {
            int kind;
            while ((kind = r.next()) != ReplayReader.END_OF_REPLAY) {
                if (kind == RecordKind.TICK) {
                    return true;
                }
                outKeyframe[0] = kind == RecordKind.KEYFRAME;
            }
            return false;
        } catch (IOException e) {
            throw ReplayFiles.failure(file, e);
        }
    }

    /**
     * Advances to the next record of kind {@code wanted} ({@link RecordKind}); false at the end of the
     * replay. Format errors name the file.
     */
    private static boolean advanceTo(ReplayReader r, Path file, int wanted) {
        try {
            int kind;
            while ((kind = r.next()) != ReplayReader.END_OF_REPLAY) {
                if (kind == wanted) {
                    return true;
                }
            }
            return false;
        } catch (IOException e) {
            throw ReplayFiles.failure(file, e);
        }
    }

    private static String headerDifference(ReplayHeader a, ReplayHeader b) {
        if (!a.rules().sameAs(b.rules())) {
            return "rules: A " + a.rules().describe() + " parameters " + hexBytes(a.rules().parameters())
                    + " (rules hash " + ReplayFiles.hex(a.rules().rulesHash()) + ") vs B " + b.rules().describe()
                    + " parameters " + hexBytes(b.rules().parameters()) + " (rules hash " + ReplayFiles.hex(b.rules().rulesHash()) + ")";
        }
        if (a.seed() != b.seed()) {
            return "seed: A " + a.seed() + " vs B " + b.seed();
        }
        if (a.playerCount() != b.playerCount()) {
            return "players: A " + a.playerCount() + " vs B " + b.playerCount();
        }
        if (a.maxInputBytes() != b.maxInputBytes()) {
            return "max input bytes: A " + a.maxInputBytes() + " vs B " + b.maxInputBytes();
        }
        if (a.firstTick() != b.firstTick()) {
            return "first tick: A " + a.firstTick() + " vs B " + b.firstTick();
        }
        return null;       // a different keyframe interval does not change the run
    }

    private static String hexBytes(byte[] bytes) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < bytes.length; i++) {
            sb.append(i == 0 ? "" : " ").append(String.format("%02x", bytes[i] & 0xff));
        }
        return sb.append(']').toString();
    }

    private static List<String> tickDifference(ReplayReader a, ReplayReader b, int phases) {
        List<String> lines = new ArrayList<>();
        TickInputs ia = a.inputs();
        TickInputs ib = b.inputs();
        if (!ia.contentEquals(ib)) {
            for (int p = 0; p < ia.playerCount(); p++) {
                if (!java.util.Arrays.equals(ia.payload(p), ib.payload(p))) {
                    lines.add("inputs of player " + p + " differ: A " + ia.length(p) + " bytes, B " + ib.length(p) + " bytes");
                    break;
                }
            }
        }
        for (int phase = 0; phase < phases; phase++) {
            if (a.phaseHash(phase) != b.phaseHash(phase)) {
                lines.add("first differing phase: " + phase + " '" + a.header().rules().phaseNames().get(phase)
                        + "' (hash A " + ReplayFiles.hex(a.phaseHash(phase)) + ", B " + ReplayFiles.hex(b.phaseHash(phase)) + ")");
                List<String> parts = new ArrayList<>();
                List<String> names = a.header().rules().partNames();
                for (int part = 0; part < names.size(); part++) {
                    if (a.partHash(part) != b.partHash(part)) {
                        parts.add(names.get(part));
                    }
                }
                lines.add("parts whose hashes differ after the tick: " + (parts.isEmpty() ? "(none)" : String.join(", ", parts)));
                break;
            }
        }
        return lines;
    }

    /**
     * Prints the first differing field. Preferred evidence: the next keyframe both replays recorded
     * at the same tick after the divergence (their recorded states, so it also works when the inputs
     * agree and one run simply computed differently). Without one, both replays are re-simulated to
     * {@code tick} with their recorded inputs, if this build knows the simulation.
     */
    private void fieldDifference(ReplayReader a, ReplayReader b, long tick, PrintStream out) throws IOException {
        while (true) {
            boolean keyframeA = advanceTo(a, fileA, RecordKind.KEYFRAME);
            boolean keyframeB = advanceTo(b, fileB, RecordKind.KEYFRAME);
            if (!keyframeA || !keyframeB || a.tick() != b.tick()) {
                break;                   // no common keyframe (different intervals, or the end): re-simulate
            }
            FieldDifference d = StateDiff.firstDifference(a.keyframeBuffer(), a.keyframeLength(), b.keyframeBuffer(),
                    b.keyframeLength());
            if (d != null) {
                out.println("  first differing field in the recorded keyframes before tick " + a.tick() + ": " + d.describe());
                return;
            }
        }
        byte[] stateA;
        byte[] stateB;
        try {
            stateA = StateAtTick.after(fileA, tick);
            stateB = StateAtTick.after(fileB, tick);
        } catch (BadInputException e) {
            out.println("  (no field-level diff: " + e.getMessage() + ")");
            return;
        }
        FieldDifference d = StateDiff.firstDifference(stateA, stateB);
        out.println("  first differing field after tick " + tick + " (re-simulated from the recorded inputs): "
                + (d == null ? "(none: re-simulation agrees, so the recorded hashes came from a different computation)"
                : d.describe()));
    }
}
