package dev.lockstep.replay;

import dev.lockstep.replay.hash.FieldDifference;
import java.util.List;

/**
 * Where two runs parted: the first divergent tick, its phase, the parts whose hashes differ after that
 * tick, and the first differing field (body id, field, expected vs actual bits).
 *
 * @param tick first tick whose state hash differs
 * @param phaseIndex index of the first phase of that tick whose hash differs ({@code -1} when the
 *     divergence is in a restored snapshot rather than in a tick)
 * @param phaseName that phase's name ({@code "restore"} for a snapshot that does not survive restore)
 * @param expectedHash recorded (expected) state hash after that phase
 * @param actualHash re-simulated (actual) state hash after that phase
 * @param differingParts parts whose hashes differ after the tick (empty when unknown)
 * @param field first differing field, or null when no expected state was available to diff against
 * @param fieldStateBeforeTick the field diff compares the states before this tick (i.e. after tick
 *     {@code fieldStateBeforeTick - 1}); equals {@code tick + 1} when the diff is of the divergent tick
 *     itself, larger when it comes from a later keyframe; -1 when {@code field} is null
 */
public record DesyncReport(long tick, int phaseIndex, String phaseName, long expectedHash, long actualHash,
        List<String> differingParts, FieldDifference field, long fieldStateBeforeTick) {

    /** Returns a one-paragraph description naming tick, phase, parts, body and field. */
    public String describe() {
        StringBuilder b = new StringBuilder();
        b.append("desync at tick ").append(tick).append(", phase '").append(phaseName).append("'");
        if (phaseIndex >= 0) {
            b.append(" (index ").append(phaseIndex).append(")");
        }
        b.append(String.format(": state hash expected 0x%016x actual 0x%016x", expectedHash, actualHash));
        if (!differingParts.isEmpty()) {
            b.append("; parts differing after the tick: ").append(differingParts);
        }
        if (field != null) {
            b.append("; first differing field");
            if (fieldStateBeforeTick != tick + 1) {
                b.append(" (at the next keyframe, state before tick ").append(fieldStateBeforeTick).append(")");
            }
            b.append(": ").append(field.describe());
        } else {
            b.append("; no expected state available for a field diff (no keyframe after the divergence)");
        }
        return b.toString();
    }
}
