package dev.lockstep.replay.testing;

import dev.lockstep.replay.TickInputs;
import java.util.SplittableRandom;

/**
 * Seeded, reproducible input streams for tests and the golden corpus: tick {@code t}'s inputs are a
 * pure function of (seed, t, player count, max length), so any tick can be regenerated without state.
 */
public final class InputScript {
    private final long seed;
    private final int players;
    private final int maxBytes;

    /** Creates a script for {@code players} players with payloads of 0..{@code maxBytes} bytes. */
    public InputScript(long seed, int players, int maxBytes) {
        this.seed = seed;
        this.players = players;
        this.maxBytes = maxBytes;
    }

    /** Returns the player count. */
    public int players() {
        return players;
    }

    /** Returns the maximal payload length. */
    public int maxBytes() {
        return maxBytes;
    }

    /** Fills {@code out} with tick {@code tick}'s inputs. */
    public void fill(int tick, TickInputs out) {
        out.reset(players);
        SplittableRandom r = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + tick);
        byte[] buf = new byte[maxBytes];
        for (int p = 0; p < players; p++) {
            int n = r.nextInt(maxBytes + 1);
            for (int i = 0; i < n; i++) {
                buf[i] = (byte) r.nextInt(256);
            }
            out.set(p, buf, 0, n);
        }
    }
}
