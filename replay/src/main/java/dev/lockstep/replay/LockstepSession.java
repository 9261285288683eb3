package dev.lockstep.replay;

import dev.lockstep.replay.format.ReplayLimits;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * A lockstep session: N players submit inputs per tick; the session advances a tick only when every
 * player's input for it is present, applies them in player-id order (never arrival order), optionally
 * records the tick, and compares the state hashes that peers report with its own.
 *
 * <p>Submission rules ({@link #submit}), each returning a {@link Submission} rather than throwing,
 * because remote peers are untrusted:
 * <ul>
 *   <li>{@code REJECTED_UNKNOWN_PLAYER}: player id outside {@code 0..players-1}.</li>
 *   <li>{@code REJECTED_OVERSIZED}: payload longer than the session's per-player limit (at most
 *       {@link ReplayLimits#MAX_INPUT_BYTES}); nothing is stored.</li>
 *   <li>{@code REJECTED_LATE}: the tick was already simulated; the past never changes.</li>
 *   <li>{@code REJECTED_TOO_FAR_AHEAD}: tick at or beyond {@code currentTick + MAX_LEAD_TICKS}; bounds
 *       memory.</li>
 *   <li>{@code DUPLICATE_IGNORED}: same player and tick again with identical bytes (a retransmission).</li>
 *   <li>{@code REJECTED_CONFLICTING_DUPLICATE}: same player and tick with different bytes; the first
 *       submission stays (first wins), the conflict is counted in {@link #conflicts()}.</li>
 * </ul>
 *
 * <p>Hash reports ({@link #reportHash}): a peer reports its state hash after tick {@code t}. When the
 * session's own hash for {@code t} is known and every player has reported, the reports are compared;
 * any difference raises one {@link DesyncEvent} naming the tick and the disagreeing players. Reports are
 * accepted for ticks within {@link #HASH_HISTORY_TICKS} behind and {@link #MAX_LEAD_TICKS} ahead.
 */
public final class LockstepSession {
    /** Inputs are accepted for ticks {@code currentTick .. currentTick + MAX_LEAD_TICKS - 1}. */
    public static final int MAX_LEAD_TICKS = 64;
    /** Local hashes are kept for this many past ticks to compare late hash reports. */
    public static final int HASH_HISTORY_TICKS = 256;
    private static final int HASH_RING = HASH_HISTORY_TICKS + MAX_LEAD_TICKS;

    /** Result of {@link #submit}. */
    public enum Submission {
        /** Stored for its tick. */
        ACCEPTED,
        /** Identical retransmission; ignored. */
        DUPLICATE_IGNORED,
        /** Different bytes for an already submitted (player, tick); first wins. */
        REJECTED_CONFLICTING_DUPLICATE,
        /** Tick already simulated. */
        REJECTED_LATE,
        /** Tick too far in the future. */
        REJECTED_TOO_FAR_AHEAD,
        /** Payload over the size limit. */
        REJECTED_OVERSIZED,
        /** No such player. */
        REJECTED_UNKNOWN_PLAYER
    }

    /** Result of {@link #reportHash}. */
    public enum HashReport {
        /** Stored; compared once the tick is simulated and every player has reported. */
        ACCEPTED,
        /** Same player and tick reported again; ignored (the first report counts). */
        DUPLICATE_IGNORED,
        /** Tick outside the comparable window. */
        REJECTED_OUT_OF_WINDOW,
        /** No such player. */
        REJECTED_UNKNOWN_PLAYER
    }

    private final Simulation sim;
    private final TickRunner runner;
    private final ReplayRecorder recorder;
    private final int players;
    private final int maxInputBytes;
    private final Consumer<DesyncEvent> listener;
    private final byte[][][] pending;
    private final int[][] pendingLength;
    private final boolean[][] present;
    private final int[] presentCount;
    private final long[] localHash = new long[HASH_RING];
    private final long[][] reported;
    private final boolean[][] reportedFlag;
    private final int[] reportCount = new int[HASH_RING];
    private final long[] reportTick = new long[HASH_RING];
    private final TickInputs inputs;
    private final long[] phaseHashes;
    private final long[] partHashes;
    private int currentTick;
    private long conflicts;
    private final List<DesyncEvent> desyncs = new ArrayList<>();

    /**
     * Creates a session that runs {@code sim} from tick {@code firstTick} for {@code players} players with
     * at most {@code maxInputBytes} per input; {@code recorder} (nullable) records every tick, and
     * {@code listener} receives desync events.
     */
    public LockstepSession(Simulation sim, int players, int maxInputBytes, int firstTick, ReplayRecorder recorder,
            Consumer<DesyncEvent> listener) {
        if (players < 1 || players > ReplayLimits.MAX_PLAYERS) {
            throw new IllegalArgumentException("players " + players + " outside 1.." + ReplayLimits.MAX_PLAYERS);
        }
        if (maxInputBytes < 0 || maxInputBytes > ReplayLimits.MAX_INPUT_BYTES) {
            throw new IllegalArgumentException("maxInputBytes " + maxInputBytes + " outside 0.." + ReplayLimits.MAX_INPUT_BYTES);
        }
        if (recorder != null && recorder.nextTick() != firstTick) {
            throw new IllegalArgumentException("recorder is at tick " + recorder.nextTick() + ", session starts at " + firstTick);
        }
        this.sim = sim;
        this.runner = new TickRunner(sim);
        this.recorder = recorder;
        this.players = players;
        this.maxInputBytes = maxInputBytes;
        this.listener = listener;
        this.currentTick = firstTick;
        this.pending = new byte[MAX_LEAD_TICKS][players][maxInputBytes];
        this.pendingLength = new int[MAX_LEAD_TICKS][players];
        this.present = new boolean[MAX_LEAD_TICKS][players];
        this.presentCount = new int[MAX_LEAD_TICKS];
        this.reported = new long[HASH_RING][players];
        this.reportedFlag = new boolean[HASH_RING][players];
        Arrays.fill(reportTick, -1);
        this.inputs = new TickInputs(players);
        this.phaseHashes = new long[runner.phaseCount()];
        this.partHashes = new long[runner.partCount()];
    }

    /** Returns the next tick to simulate. */
    public int currentTick() {
        return currentTick;
    }

    /** Returns the number of conflicting duplicate submissions seen. */
    public long conflicts() {
        return conflicts;
    }

    /** Returns every desync event raised so far, in order. */
    public List<DesyncEvent> desyncs() {
        return List.copyOf(desyncs);
    }

    /** Submits {@code player}'s input for {@code tick}; see the class comment for the outcomes. */
    public Submission submit(int player, long tick, byte[] payload, int offset, int length) {
        if (player < 0 || player >= players) {
            return Submission.REJECTED_UNKNOWN_PLAYER;
        }
        if (length < 0 || length > maxInputBytes) {
            return Submission.REJECTED_OVERSIZED;
        }
        if (tick < currentTick) {
            return Submission.REJECTED_LATE;
        }
        if (tick >= (long) currentTick + MAX_LEAD_TICKS || tick >= ReplayLimits.TICK_LIMIT) {
            return Submission.REJECTED_TOO_FAR_AHEAD;
        }
        int slot = (int) (tick % MAX_LEAD_TICKS);
        if (present[slot][player]) {
            if (pendingLength[slot][player] == length
                    && Arrays.equals(pending[slot][player], 0, length, payload, offset, offset + length)) {
                return Submission.DUPLICATE_IGNORED;
            }
            conflicts++;
            return Submission.REJECTED_CONFLICTING_DUPLICATE;
        }
        System.arraycopy(payload, offset, pending[slot][player], 0, length);
        pendingLength[slot][player] = length;
        present[slot][player] = true;
        presentCount[slot]++;
        return Submission.ACCEPTED;
    }

    /** Submits a whole array as {@code player}'s input for {@code tick}. */
    public Submission submit(int player, long tick, byte[] payload) {
        return submit(player, tick, payload, 0, payload.length);
    }

    /** Returns true when every player's input for the current tick is present. */
    public boolean ready() {
        return presentCount[currentTick % MAX_LEAD_TICKS] == players;
    }

    /**
     * Simulates the current tick if every input is present; returns false (and does nothing) otherwise.
     *
     * @throws IOException if recording the tick fails (the recorder's writer is then poisoned)
     */
    public boolean advance() throws IOException {
        if (!ready()) {
            return false;
        }
        int slot = currentTick % MAX_LEAD_TICKS;
        inputs.reset(players);
        for (int p = 0; p < players; p++) {
            inputs.set(p, pending[slot][p], 0, pendingLength[slot][p]);
            present[slot][p] = false;
        }
        presentCount[slot] = 0;
        long hash = recorder != null ? recorder.step(inputs) : runner.runTick(currentTick, inputs, phaseHashes, partHashes);
        int h = currentTick % HASH_RING;
        if (reportTick[h] != currentTick) {
            clearReports(h, currentTick);
        }
        localHash[h] = hash;
        currentTick++;
        compareIfComplete(currentTick - 1L);
        return true;
    }

    /** Advances as long as inputs are complete; returns the number of ticks simulated. */
    public int advanceAll() throws IOException {
        int n = 0;
        while (advance()) {
            n++;
        }
        return n;
    }

    /** Returns the local state hash after {@code tick}, which must be simulated and within the history. */
    public long localHash(long tick) {
        if (tick >= currentTick || tick < currentTick - (long) HASH_HISTORY_TICKS) {
            throw new IllegalArgumentException("tick " + tick + " not in the hash history (current tick " + currentTick + ")");
        }
        return localHash[(int) (tick % HASH_RING)];
    }

    /** Records {@code player}'s state hash after {@code tick}; see the class comment. */
    public HashReport reportHash(int player, long tick, long hash) {
        if (player < 0 || player >= players) {
            return HashReport.REJECTED_UNKNOWN_PLAYER;
        }
        if (tick < currentTick - (long) HASH_HISTORY_TICKS || tick >= (long) currentTick + MAX_LEAD_TICKS || tick < 0) {
            return HashReport.REJECTED_OUT_OF_WINDOW;
        }
        int h = (int) (tick % HASH_RING);
        if (reportTick[h] != tick) {
            clearReports(h, tick);
        }
        if (reportedFlag[h][player]) {
            return HashReport.DUPLICATE_IGNORED;
        }
        reportedFlag[h][player] = true;
        reported[h][player] = hash;
        reportCount[h]++;
        compareIfComplete(tick);
        return HashReport.ACCEPTED;
    }

    private void clearReports(int h, long tick) {
        reportTick[h] = tick;
        reportCount[h] = 0;
        Arrays.fill(reportedFlag[h], false);
    }

    private void compareIfComplete(long tick) {
        int h = (int) (tick % HASH_RING);
        if (tick >= currentTick || reportTick[h] != tick || reportCount[h] != players) {
            return;
        }
        long local = localHash[h];
        List<Integer> bad = new ArrayList<>();
        List<Long> badHashes = new ArrayList<>();
        List<Integer> good = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            if (reported[h][p] == local) {
                good.add(p);
            } else {
                bad.add(p);
                badHashes.add(reported[h][p]);
            }
        }
        if (!bad.isEmpty()) {
            DesyncEvent e = new DesyncEvent(tick, local, List.copyOf(bad), List.copyOf(badHashes), List.copyOf(good));
            desyncs.add(e);
            if (listener != null) {
                listener.accept(e);
            }
        }
    }

    /** Returns the simulation the session drives. */
    public Simulation simulation() {
        return sim;
    }
}
