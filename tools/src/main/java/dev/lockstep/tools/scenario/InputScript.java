package dev.lockstep.tools.scenario;

import dev.lockstep.replay.TickInputs;

/**
 * The scripted players of {@code demo} and {@code record}: each player's input for a tick is a pure
 * function of (seed, tick, player), drawn from SplitMix64, so a seed names a whole session. About one
 * tick in four a player sends {@code bytes} bytes; otherwise an empty payload.
 */
public final class InputScript {
    private final long seed;
    private final int players;
    private final int bytes;
    private final byte[] payload;

    public InputScript(long seed, int players, int bytes) {
        this.seed = seed;
        this.players = players;
        this.bytes = bytes;
        this.payload = new byte[bytes];
    }

    /** Fills {@code outInputs} with tick {@code tick}'s inputs. */
    public void inputsFor(int tick, TickInputs outInputs) {
        outInputs.reset(players);
        for (int p = 0; p < players; p++) {
            long r = mix(seed ^ mix(((long) tick << 8) | p));
            if ((r & 3) != 0) {
                continue;
            }
            for (int i = 0; i < bytes; i++) {
                payload[i] = (byte) (r >>> (8 + 8 * i));
            }
            outInputs.set(p, payload, 0, bytes);
        }
    }

    /** SplitMix64's finaliser (Steele, Lea, Flood 2014): a bijective 64-bit mix. */
    static long mix(long z) {
        z += 0x9e3779b97f4a7c15L;
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
