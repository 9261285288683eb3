package dev.lockstep.replay;

import dev.lockstep.replay.format.ReplayLimits;
import java.util.Arrays;

/**
 * The inputs of one tick: one opaque byte payload (0..{@link ReplayLimits#MAX_INPUT_BYTES} bytes) per
 * player, addressed by player id {@code 0..playerCount-1}. A simulation reads them in ascending player id
 * order, never in arrival order; this class has no notion of arrival at all.
 *
 * <p>Mutable and reusable: one buffer of {@code players x maxBytes} (at most 16 KiB), no allocation
 * per tick. A simulation must treat the instance it receives as read-only and must not keep a
 * reference past {@code applyInputs}.
 */
public final class TickInputs {
    private final byte[] data;
    private final int[] lengths;
    private final int maxPlayers;
    private final int stride;
    private int playerCount;

    /** Creates empty inputs for {@code playerCount} players (each payload empty), room for the maximum sizes. */
    public TickInputs(int playerCount) {
        this(playerCount, ReplayLimits.MAX_INPUT_BYTES);
    }

    /**
     * Creates empty inputs with room for exactly {@code playerCount} players of at most {@code maxBytes}
     * bytes each (a reader sizes them from the replay header).
     */
    public TickInputs(int playerCount, int maxBytes) {
        if (playerCount < 1 || playerCount > ReplayLimits.MAX_PLAYERS || maxBytes < 0
                || maxBytes > ReplayLimits.MAX_INPUT_BYTES) {
            throw new IllegalArgumentException("playerCount " + playerCount + " or maxBytes " + maxBytes + " out of range");
        }
        this.maxPlayers = playerCount;
        this.stride = maxBytes;
        this.data = new byte[playerCount * maxBytes];
        this.lengths = new int[playerCount];
        reset(playerCount);
    }

    /**
     * Empties every payload and sets the player count.
     *
     * @throws IllegalArgumentException if {@code playerCount} is outside 1..{@link ReplayLimits#MAX_PLAYERS}
     */
    public void reset(int playerCount) {
        if (playerCount < 1 || playerCount > maxPlayers) {
            throw new IllegalArgumentException("playerCount " + playerCount + " outside 1.." + maxPlayers);
        }
        this.playerCount = playerCount;
        Arrays.fill(lengths, 0);
    }

    /**
     * Sets player {@code player}'s payload to a copy of {@code src[offset, offset+length)}.
     *
     * @throws IllegalArgumentException if the player is out of range or {@code length} exceeds
     *     {@link ReplayLimits#MAX_INPUT_BYTES}
     */
    public void set(int player, byte[] src, int offset, int length) {
        checkPlayer(player);
        if (length < 0 || length > stride) {
            throw new IllegalArgumentException("input of " + length + " bytes for player " + player
                    + " outside 0.." + stride);
        }
        System.arraycopy(src, offset, data, player * stride, length);
        lengths[player] = length;
    }

    /** Sets player {@code player}'s payload to a copy of {@code src}. */
    public void set(int player, byte[] src) {
        set(player, src, 0, src.length);
    }

    /** Copies all payloads from {@code other}. */
    public void copyFrom(TickInputs other) {
        reset(other.playerCount);
        for (int p = 0; p < playerCount; p++) {
            set(p, other.data, p * other.stride, other.lengths[p]);
        }
    }

    private void checkPlayer(int player) {
        if (player < 0 || player >= playerCount) {
            throw new IllegalArgumentException("player " + player + " outside 0.." + (playerCount - 1));
        }
    }

    /** Returns the number of players. */
    public int playerCount() {
        return playerCount;
    }

    /** Returns the length of player {@code player}'s payload. */
    public int length(int player) {
        checkPlayer(player);
        return lengths[player];
    }

    /** Returns byte {@code index} of player {@code player}'s payload (as 0..255). */
    public int byteAt(int player, int index) {
        checkPlayer(player);
        if (index < 0 || index >= lengths[player]) {
            throw new IndexOutOfBoundsException("byte " + index + " of a " + lengths[player] + "-byte input");
        }
        return data[player * stride + index] & 0xff;
    }

    /** Copies player {@code player}'s payload into {@code out} at {@code offset}; returns its length. */
    public int copy(int player, byte[] out, int offset) {
        int n = length(player);
        System.arraycopy(data, player * stride, out, offset, n);
        return n;
    }

    /** Returns a copy of player {@code player}'s payload. */
    public byte[] payload(int player) {
        byte[] out = new byte[length(player)];
        copy(player, out, 0);
        return out;
    }

    /** Returns true when both hold the same player count and identical payloads. */
    public boolean contentEquals(TickInputs o) {
        if (o.playerCount != playerCount) {
            return false;
        }
        for (int p = 0; p < playerCount; p++) {
            if (lengths[p] != o.lengths[p] || !Arrays.equals(data, p * stride,
                    p * stride + lengths[p], o.data, p * o.stride,
                    p * o.stride + lengths[p])) {
                return false;
            }
        }
        return true;
    }

    /** Internal buffer access for the codec. */
    byte[] rawData() {
        return data;
    }

    /** Offset of player {@code player}'s payload in {@link #rawData()}. */
    int rawOffset(int player) {
        return player * stride;
    }
}
