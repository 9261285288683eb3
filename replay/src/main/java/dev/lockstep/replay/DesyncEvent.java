package dev.lockstep.replay;

import java.util.List;

/**
 * Peers disagree about the state after a tick.
 *
 * @param tick the tick whose state hashes differ
 * @param localHash the session's own state hash after that tick
 * @param disagreeingPlayers players whose reported hash differs from {@code localHash}, ascending
 * @param disagreeingHashes their reported hashes, in the same order
 * @param agreeingPlayers players whose reported hash equals {@code localHash}, ascending
 */
public record DesyncEvent(long tick, long localHash, List<Integer> disagreeingPlayers, List<Long> disagreeingHashes,
        List<Integer> agreeingPlayers) {

    /** Returns e.g. {@code desync at tick 41: players [2] report 0x... (local 0x...); players [0, 1, 3] agree}. */
    public String describe() {
        StringBuilder b = new StringBuilder("desync at tick " + tick + ": players " + disagreeingPlayers + " report [");
        for (int i = 0; i < disagreeingHashes.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(String.format("0x%016x", disagreeingHashes.get(i)));
        }
        return b.append(String.format("] (local 0x%016x); players ", localHash)).append(agreeingPlayers)
                .append(" agree").toString();
    }
}
