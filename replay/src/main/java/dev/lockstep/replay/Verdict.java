package dev.lockstep.replay;

import java.util.Objects;

/**
 * What {@link Verdicts#verify} concluded about one replay: a flat value with a {@link Kind} and the
 * fields that kind fills, so that a batch report (JSON lines, CSV, a Beam collection) has one fixed
 * column set. Fields a kind does not use hold {@code -1} (numbers) or {@code ""} (text).
 *
 * <ul>
 *   <li>{@link Kind#OK}: {@code ticks} re-simulated, every tick matched; {@code finalHash} after the last.</li>
 *   <li>{@link Kind#DESYNC}: {@code tick} and {@code phase} of the first mismatching state hash;
 *       {@code part}, {@code body} ({@code -1} for a part-level item) and {@code field} of the first
 *       differing field ({@code ""} when no later keyframe allowed a diff); {@code ticks} matched before it.</li>
 *   <li>{@link Kind#CORRUPT}: byte {@code offset} and {@code tick} ({@code -1} when unknown) of the first
 *       defect in file order: framing, CRC, grammar, a limit, a forged keyframe, or a replay whose values
 *       drive the simulation out of its range.</li>
 *   <li>{@link Kind#UNSUPPORTED}: no simulation registered for {@code simulationId} and {@code version},
 *       or the registered one refuses the replay's parameters or rules.</li>
 *   <li>{@link Kind#ERROR}: no verdict was reached: the source could not be read, or the verifier failed.</li>
 * </ul>
 * {@code simulationId} and {@code version} are filled for every kind once the header was read;
 * {@code reason} is a one-line description for every kind but OK.
 *
 * @param kind outcome
 * @param simulationId the header's simulation id, {@code ""} when the header could not be read
 * @param version the simulation version ({@link SimulationRegistry#versionOf}), -1 when unknown
 * @param ticks ticks re-simulated and matched (OK, DESYNC; 0 otherwise)
 * @param finalHash state hash after the last tick (OK only; 0 otherwise)
 * @param tick divergent tick (DESYNC) or tick of the defect (CORRUPT)
 * @param phase phase name of the divergence ({@code "restore"} for a keyframe that does not survive restore)
 * @param part part of the first differing field
 * @param body body id of the first differing field
 * @param field name of the first differing field
 * @param offset byte offset of the defect (CORRUPT)
 * @param reason one-line description
 */
public record Verdict(Kind kind, String simulationId, int version, long ticks, long finalHash, long tick, String phase,
        String part, long body, String field, long offset, String reason) {

    /** The outcome classes, in the order a batch summary lists them. */
    public enum Kind {
        OK, DESYNC, CORRUPT, UNSUPPORTED, ERROR
    }

    /** Checks that no field is null. */
    public Verdict {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(simulationId, "simulationId");
        Objects.requireNonNull(phase, "phase");
        Objects.requireNonNull(part, "part");
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(reason, "reason");
    }

    /** Returns an OK verdict. */
    public static Verdict ok(String simulationId, int version, long ticks, long finalHash) {
        return new Verdict(Kind.OK, simulationId, version, ticks, finalHash, -1, "", "", -1, "", -1, "");
    }

    /** Returns the DESYNC verdict of a failed {@link ReplayVerifier} result. */
    public static Verdict desync(String simulationId, int version, long ticksMatched, DesyncReport d) {
        String part = "";
        long body = -1;
        String field = "";
        if (d.field() != null) {
            part = d.field().part();
            body = d.field().inBody() ? d.field().bodyId() : -1;
            field = d.field().field();
        }
        return new Verdict(Kind.DESYNC, simulationId, version, ticksMatched, 0, d.tick(), d.phaseName(), part, body,
                field, -1, d.describe());
    }

    /** Returns a CORRUPT verdict. */
    public static Verdict corrupt(String simulationId, int version, long offset, long tick, String reason) {
        return new Verdict(Kind.CORRUPT, simulationId, version, 0, 0, tick, "", "", -1, "", offset, reason);
    }

    /** Returns an UNSUPPORTED verdict. */
    public static Verdict unsupported(String simulationId, int version, String reason) {
        return new Verdict(Kind.UNSUPPORTED, simulationId, version, 0, 0, -1, "", "", -1, "", -1, reason);
    }

    /** Returns an ERROR verdict. */
    public static Verdict error(String simulationId, int version, String reason) {
        return new Verdict(Kind.ERROR, simulationId, version, 0, 0, -1, "", "", -1, "", -1, reason);
    }

    /** Returns true for {@link Kind#OK}. */
    public boolean ok() {
        return kind == Kind.OK;
    }

    /** Returns e.g. {@code OK 3000 ticks, final hash 0x...} or {@code CORRUPT at byte 812 (tick 40): ...}. */
    public String describe() {
        switch (kind) {
            case OK:
                return String.format("OK %d ticks, final hash 0x%016x", ticks, finalHash);
            case CORRUPT:
                return "CORRUPT at byte " + offset + (tick >= 0 ? " (tick " + tick + ")" : "") + ": " + reason;
            case UNSUPPORTED:
                return "UNSUPPORTED simulation '" + simulationId + "' version " + version + ": " + reason;
            default:
                return kind + " " + reason;
        }
    }
}
