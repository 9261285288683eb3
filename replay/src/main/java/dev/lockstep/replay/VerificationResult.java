package dev.lockstep.replay;

/**
 * Outcome of {@link ReplayVerifier#verify}: OK with the number of ticks re-simulated, the final state
 * hash and the hash-chain digest of the verified ticks; or the first desync.
 *
 * @param ok true when every verified tick reproduced its recorded hashes
 * @param startTick tick the verification started at (the keyframe it restored)
 * @param ticksVerified number of ticks re-simulated and matched
 * @param finalHash state hash after the last verified tick (or of the start keyframe)
 * @param chainDigest {@link HashChain} digest of the verified ticks' state hashes
 * @param complete true when the replay's end record was reached (false when stopped by a tick limit,
 *     a desync, or a recovered truncation)
 * @param desync the first desync, or null when ok
 * @param recovery the reader's recovery report for a truncated replay read in recovery mode, or null
 */
public record VerificationResult(boolean ok, long startTick, long ticksVerified, long finalHash, long chainDigest,
        boolean complete, DesyncReport desync, RecoveryReport recovery) {

    /** Returns e.g. {@code OK: 3000 ticks from tick 0, final hash 0x..., chain 0x...}. */
    public String describe() {
        if (!ok) {
            return "DESYNC: " + desync.describe();
        }
        String s = String.format("OK: %d ticks from tick %d, final hash 0x%016x, chain digest 0x%016x%s", ticksVerified,
                startTick, finalHash, chainDigest, complete ? "" : " (replay not complete)");
        return recovery != null ? s + "; " + recovery.describe() : s;
    }
}
