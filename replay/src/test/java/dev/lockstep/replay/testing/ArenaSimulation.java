package dev.lockstep.replay.testing;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.replay.Simulation;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.PayloadWriter;
import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.replay.hash.StateSink;
import java.util.List;

/**
 * Test-only stand-in for the collision-based reference scenario: discs in a square arena pushed by
 * player inputs, with pairwise contact impulses, wall bounces, damping (Q31.32 {@link Fixed#mul}, ties to
 * even), a seeded xorshift jitter and a contact cache (the analogue of persistent manifolds) that
 * changes later ticks: a pair touching for consecutive ticks gets a weaker impulse.
 *
 * <p>Phases: {@code inputs, collision, integration}. Parts: {@code world} (tick, rng), {@code bodies}
 * (px, py, vx, vy), {@code contacts} (lastContact, contactAge). Bodies are ids {@code 0..n-1}.
 *
 * <p>{@link Fault}s inject the classic determinism bugs for the tests that must catch them.
 */
public class ArenaSimulation implements Simulation {
    /** Injected determinism faults. */
    public enum Fault {
        /** Correct simulation. */
        NONE,
        /** Keeps a counter that its snapshot forgets; it changes body 0 from the fault tick on. */
        FORGOTTEN_STATE,
        /** Reads System.nanoTime() in the collision phase from the fault tick on. */
        CLOCK,
        /** Mixes System.identityHashCode into body 0 in the integration phase from the fault tick on. */
        IDENTITY_HASH
    }

    /** Arena half-width: 64.0. */
    static final long HALF_WIDTH = Fixed.fromInt(64);
    /** Contact distance (Manhattan): 2.0. */
    static final long CONTACT = Fixed.fromInt(2);
    /** Velocity damping per tick: 0.984375 = 63/64. */
    static final long DAMPING = Fixed.ONE - (Fixed.ONE >> 6);
    /** Impulse per contact: 0.125; halved for a pair that was already touching (contact cache). */
    static final long IMPULSE = Fixed.ONE >> 3;
    /** Thrust per input byte unit: 2^-10. */
    static final long THRUST = Fixed.ONE >> 10;
    /** Speed limit per axis: 4.0. */
    static final long MAX_SPEED = Fixed.fromInt(4);

    private static final List<String> PHASES = List.of("inputs", "collision", "integration");
    private static final List<String> PARTS = List.of("world", "bodies", "contacts");

    private final int bodyCount;
    private final SimulationRules rules;
    private final Fault fault;
    private final int faultTick;
    private long tick;
    private long rng;
    private final long[] px;
    private final long[] py;
    private final long[] vx;
    private final long[] vy;
    private final long[] lastContact;
    private final long[] contactAge;
    private long hidden;

    /** Creates a correct arena with {@code bodyCount} bodies seeded by {@code seed}. */
    public ArenaSimulation(int bodyCount, long seed) {
        this(bodyCount, seed, Fault.NONE, Integer.MAX_VALUE);
    }

    /** Creates an arena with an injected fault that starts at tick {@code faultTick}. */
    public ArenaSimulation(int bodyCount, long seed, Fault fault, int faultTick) {
        if (bodyCount < 1 || bodyCount > 100_000) {
            throw new IllegalArgumentException("bodyCount " + bodyCount);
        }
        this.bodyCount = bodyCount;
        this.fault = fault;
        this.faultTick = faultTick;
        byte[] params = new PayloadWriter(8).u32(bodyCount).toByteArray();
        this.rules = SimulationRules.of("test-arena", params, PHASES, PARTS);
        px = new long[bodyCount];
        py = new long[bodyCount];
        vx = new long[bodyCount];
        vy = new long[bodyCount];
        lastContact = new long[bodyCount];
        contactAge = new long[bodyCount];
        rng = seed | 1;
        // Bodies on a grid with seeded offsets; integers only.
        int side = 1;
        while (side * side < bodyCount) {
            side++;
        }
        long spacing = Fixed.div(Fixed.mulInt(HALF_WIDTH, 2), Fixed.fromInt(side + 1));
        for (int i = 0; i < bodyCount; i++) {
            px[i] = -HALF_WIDTH + Fixed.mulInt(spacing, i % side + 1) + (nextRandom() & 0xffffL);
            py[i] = -HALF_WIDTH + Fixed.mulInt(spacing, i / side + 1) + (nextRandom() & 0xffffL);
            lastContact[i] = -1;
        }
    }

    private long nextRandom() {
        long x = rng;
        x ^= x << 13;
        x ^= x >>> 7;
        x ^= x << 17;
        rng = x;
        return x;
    }

    @Override
    public SimulationRules rules() {
        return rules;
    }

    /** Returns the number of bodies. */
    public int bodyCount() {
        return bodyCount;
    }

    @Override
    public void applyInputs(int tickNumber, TickInputs inputs) {
        tick = tickNumber;
        int players = inputs.playerCount();
        for (int p = 0; p < players; p++) {
            int n = inputs.length(p);
            for (int i = 0; i < n; i++) {
                int b = inputs.byteAt(p, i);
                int body = (int) (((long) p + (long) i * players) % bodyCount);
                long push = Fixed.mulInt(THRUST, b - 128);
                if ((i & 1) == 0) {
                    vx[body] = clampSpeed(vx[body] + push);
                } else {
                    vy[body] = clampSpeed(vy[body] + push);
                }
            }
        }
    }

    @Override
    public void runPhase(int phase) {
        if (phase == 1) {
            collide();
        } else if (phase == 2) {
            integrate();
        } else {
            throw new IllegalArgumentException("phase " + phase);
        }
    }

    private void collide() {
        for (int i = 0; i < bodyCount; i++) {
            for (int j = i + 1; j < bodyCount; j++) {
                long dx = px[j] - px[i];
                long dy = py[j] - py[i];
                if (Math.abs(dx) + Math.abs(dy) >= CONTACT) {
                    continue;
                }
                boolean persistent = lastContact[i] == j;
                long impulse = persistent ? IMPULSE >> 1 : IMPULSE;
                long sx = dx >= 0 ? impulse : -impulse;
                long sy = dy >= 0 ? impulse : -impulse;
                vx[i] = clampSpeed(vx[i] - sx);
                vy[i] = clampSpeed(vy[i] - sy);
                vx[j] = clampSpeed(vx[j] + sx);
                vy[j] = clampSpeed(vy[j] + sy);
                contactAge[i] = persistent ? contactAge[i] + 1 : 0;
                lastContact[i] = j;
            }
        }
        if (fault == Fault.CLOCK && tick >= faultTick) {
            px[0] += (System.nanoTime() & 0xffff) | 1;
        }
    }

    private void integrate() {
        for (int i = 0; i < bodyCount; i++) {
            vx[i] = Fixed.mul(vx[i], DAMPING);
            vy[i] = Fixed.mul(vy[i], DAMPING);
            long jitter = (nextRandom() >> 40);
            px[i] = bounce(i, px[i] + vx[i] + jitter, true);
            py[i] = bounce(i, py[i] + vy[i] - jitter, false);
        }
        hidden++;
        if (fault == Fault.FORGOTTEN_STATE && tick >= faultTick) {
            px[0] += hidden;
        }
        if (fault == Fault.IDENTITY_HASH && tick >= faultTick) {
            px[0] += System.identityHashCode(new Object()) | 1;
        }
    }

    private long bounce(int i, long p, boolean xAxis) {
        if (p > HALF_WIDTH || p < -HALF_WIDTH) {
            if (xAxis) {
                vx[i] = -vx[i];
            } else {
                vy[i] = -vy[i];
            }
            return Fixed.clamp(p, -HALF_WIDTH, HALF_WIDTH);
        }
        return p;
    }

    private static long clampSpeed(long v) {
        return Fixed.clamp(v, -MAX_SPEED, MAX_SPEED);
    }

    @Override
    public void encodeState(StateSink out) {
        out.beginPart("world");
        out.field("tick", tick);
        out.field("rng", rng);
        out.beginPart("bodies");
        for (int i = 0; i < bodyCount; i++) {
            out.body(i);
            out.field("px", px[i]);
            out.field("py", py[i]);
            out.field("vx", vx[i]);
            out.field("vy", vy[i]);
        }
        out.beginPart("contacts");
        for (int i = 0; i < bodyCount; i++) {
            out.body(i);
            out.field("lastContact", lastContact[i]);
            out.field("contactAge", contactAge[i]);
        }
    }

    @Override
    public void restore(StateReader in) {
        in.beginPart("world");
        tick = in.field("tick");
        rng = in.field("rng");
        in.beginPart("bodies");
        for (int i = 0; i < bodyCount; i++) {
            expectBody(in, i);
            px[i] = in.field("px");
            py[i] = in.field("py");
            vx[i] = in.field("vx");
            vy[i] = in.field("vy");
        }
        in.beginPart("contacts");
        for (int i = 0; i < bodyCount; i++) {
            expectBody(in, i);
            lastContact[i] = in.field("lastContact");
            contactAge[i] = in.field("contactAge");
        }
        in.end();
    }

    private static void expectBody(StateReader in, long id) {
        long got = in.body();
        if (got != id) {
            throw new dev.lockstep.replay.hash.CanonicalFormatException(in.position(), "expected body " + id + ", found " + got);
        }
    }
}
