package dev.lockstep.tools.scenario;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.replay.hash.CanonicalFormatException;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.replay.hash.StateSink;
import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.collide.PlacedShape;
import dev.lockstep.tools.collide.ShapeSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The small scenario {@value #NAME}: {@value #BODIES} spinning balls of radius 1/2 under gravity in a
 * box of half-size {@value #BOX_HALF_SIZE}, bouncing off the walls and pushing each other apart; player
 * {@code p} steers ball {@code p}. All state is Q31.32 and every step uses checked ops ({@code mul},
 * {@code length3}, {@code normalize}, quaternion integration), so its hash exercises the number spec
 * end to end without the collision module (the first demo workload; the default is now
 * {@link ReferenceScenario}).
 *
 * <p>Phases: {@code inputs}, {@code contacts} (pairwise separation in index order), {@code integration}
 * (gravity, motion, wall bounces, spin). Parts: {@code world} (tick), {@code bodies} (per ball, id =
 * index: px py pz vx vy vz qw qx qy qz wx wy wz). Input: up to 3 bytes per player, thrust along x, y, z
 * of {@code (byte - 128) * 2^-4} units/s; missing bytes mean no thrust. Rules parameters: byte 0 =
 * parameter version 1, byte 1 = player count.
 *
 * <p>Initial state from a 64-bit LCG (Knuth's MMIX constants) seeded by the caller.
 */
public final class BallsScenario implements Scenario {
    public static final String NAME = "balls";
    public static final String SIMULATION_ID = "tools-balls";
    public static final int BODIES = 12;
    static final int BOX_HALF_SIZE = 8;
    static final int INPUT_BYTES = 3;
    /** One tick: 1/64 s (raw 2^26). */
    static final long DT = Fixed.ONE >> 6;
    /** Gravity along -y: 10 units/s^2. */
    static final long GRAVITY = Fixed.fromInt(10);
    /** Ball radius 1/2; two balls touch at distance 1. */
    static final long RADIUS = Fixed.HALF;
    /** Velocity kept on a wall bounce: 7/8. */
    static final long RESTITUTION = Fixed.ONE - (Fixed.ONE >> 3);
    /** Thrust per input unit: 2^-4 units/s. */
    static final long THRUST = Fixed.ONE >> 4;

    private static final List<String> PHASES = List.of("inputs", "contacts", "integration");
    private static final List<String> PARTS = List.of("world", "bodies");
    private static final byte PARAMETER_VERSION = 1;

    private final int players;
    private final SimulationRules rules;
    private final long[] px = new long[BODIES];
    private final long[] py = new long[BODIES];
    private final long[] pz = new long[BODIES];
    private final long[] vx = new long[BODIES];
    private final long[] vy = new long[BODIES];
    private final long[] vz = new long[BODIES];
    private final Quat[] orientation = new Quat[BODIES];
    private final Vec3[] spin = new Vec3[BODIES];
    private final MutableVec3 dir = new MutableVec3();
    private long tick;

    /** Creates the scene named by {@code seed} for {@code players} players (1..{@value #BODIES}). */
    public BallsScenario(long seed, int players) {
        if (players < 1 || players > BODIES) {
            throw new IllegalArgumentException("players must be 1.." + BODIES + ", got " + players);
        }
        this.players = players;
        this.rules = SimulationRules.of(SIMULATION_ID, new byte[]{PARAMETER_VERSION, (byte) players}, PHASES, PARTS);
        long s = seed;
        for (int i = 0; i < BODIES; i++) {
            s = next(s);
            px[i] = coordinate(s);
            s = next(s);
            py[i] = coordinate(s);
            s = next(s);
            pz[i] = coordinate(s);
            s = next(s);
            vx[i] = (s >> 32) * 8;             // |v| < 8 units/s per component
            s = next(s);
            vz[i] = (s >> 32) * 8;
            s = next(s);
            orientation[i] = Quat.IDENTITY;
            spin[i] = new Vec3((s >> 33) * 4, Fixed.ONE, (s >> 34) * 4);
        }
    }

    /**
     * Returns the scenario described by replay rules parameters.
     *
     * @throws BadInputException if the parameters are not this scenario's
     */
    static BallsScenario fromParameters(byte[] parameters, long seed) {
        if (parameters.length != 2 || parameters[0] != PARAMETER_VERSION || parameters[1] < 1 || parameters[1] > BODIES) {
            throw new BadInputException("the replay's " + SIMULATION_ID + " parameters are not version "
                    + PARAMETER_VERSION + " with 1.." + BODIES + " players", "The replay comes from another version of lockstep.");
        }
        return new BallsScenario(seed, parameters[1]);
    }

    private static long next(long s) {
        return s * 6364136223846793005L + 1442695040888963407L;
    }

    /** Maps the top bits of {@code s} onto [-(BOX_HALF_SIZE - 1), BOX_HALF_SIZE - 1). */
    private static long coordinate(long s) {
        return (s >> 32) * (2 * (BOX_HALF_SIZE - 1)) / 2;
    }

    @Override
    public String description() {
        return NAME + ": " + BODIES + " spinning balls in a box, " + players
                + " players steering (pure fixed point, no collision module)";
    }

    @Override
    public int playerCount() {
        return players;
    }

    @Override
    public int maxInputBytes() {
        return INPUT_BYTES;
    }

    @Override
    public SimulationRules rules() {
        return rules;
    }

    @Override
    public void applyInputs(int tickNumber, TickInputs inputs) {
        tick = tickNumber;
        for (int p = 0; p < Math.min(players, inputs.playerCount()); p++) {
            int n = Math.min(INPUT_BYTES, inputs.length(p));
            if (n > 0) {
                vx[p] = Fixed.add(vx[p], Fixed.mulInt(THRUST, inputs.byteAt(p, 0) - 128));
            }
            if (n > 1) {
                vy[p] = Fixed.add(vy[p], Fixed.mulInt(THRUST, inputs.byteAt(p, 1) - 128));
            }
            if (n > 2) {
                vz[p] = Fixed.add(vz[p], Fixed.mulInt(THRUST, inputs.byteAt(p, 2) - 128));
            }
        }
    }

    @Override
    public void runPhase(int phase) {
        if (phase == 1) {
            // pairs in index order: the push of pair (i, j) sees the pushes of every earlier pair
            for (int i = 0; i < BODIES; i++) {
                for (int j = i + 1; j < BODIES; j++) {
                    separate(i, j);
                }
            }
        } else if (phase == 2) {
            integrate();
        } else {
            throw new IllegalArgumentException("balls has phases 1..2, got " + phase);
        }
    }

    private void integrate() {
        for (int i = 0; i < BODIES; i++) {
            vy[i] = Fixed.sub(vy[i], Fixed.mul(GRAVITY, DT));
            px[i] = Fixed.add(px[i], Fixed.mul(vx[i], DT));
            py[i] = Fixed.add(py[i], Fixed.mul(vy[i], DT));
            pz[i] = Fixed.add(pz[i], Fixed.mul(vz[i], DT));
            bounce(px, vx, i);
            bounce(py, vy, i);
            bounce(pz, vz, i);
            orientation[i] = orientation[i].integrate(spin[i], DT);
        }
    }

    private static void bounce(long[] p, long[] v, int i) {
        long wall = Fixed.fromInt(BOX_HALF_SIZE) - RADIUS;
        if (p[i] > wall && v[i] > 0 || p[i] < -wall && v[i] < 0) {
            v[i] = Fixed.neg(Fixed.mul(v[i], RESTITUTION));
        }
        p[i] = Fixed.clamp(p[i], -wall, wall);
    }

    /** Moves overlapping balls i and j apart by half the overlap each, along the centre line. */
    private void separate(int i, int j) {
        long dx = Fixed.sub(px[j], px[i]);
        long dy = Fixed.sub(py[j], py[i]);
        long dz = Fixed.sub(pz[j], pz[i]);
        long d = Fixed.length3(dx, dy, dz);
        long overlap = Fixed.sub(2 * RADIUS, d);
        if (overlap <= 0 || d == 0) {
            return;                               // coincident centres: left alone, documented choice
        }
        VecMath.normalizeInto(dx, dy, dz, dir);
        long half = Fixed.mul(overlap, Fixed.HALF);
        long sx = Fixed.mul(dir.x, half);
        long sy = Fixed.mul(dir.y, half);
        long sz = Fixed.mul(dir.z, half);
        px[i] = Fixed.sub(px[i], sx);
        py[i] = Fixed.sub(py[i], sy);
        pz[i] = Fixed.sub(pz[i], sz);
        px[j] = Fixed.add(px[j], sx);
        py[j] = Fixed.add(py[j], sy);
        pz[j] = Fixed.add(pz[j], sz);
        // exchange the velocity components along the normal: equal masses, elastic
        long vi = Fixed.dot3(vx[i], vy[i], vz[i], dir.x, dir.y, dir.z);
        long vj = Fixed.dot3(vx[j], vy[j], vz[j], dir.x, dir.y, dir.z);
        long dv = Fixed.sub(vj, vi);
        if (dv < 0) {
            vx[i] = Fixed.add(vx[i], Fixed.mul(dv, dir.x));
            vy[i] = Fixed.add(vy[i], Fixed.mul(dv, dir.y));
            vz[i] = Fixed.add(vz[i], Fixed.mul(dv, dir.z));
            vx[j] = Fixed.sub(vx[j], Fixed.mul(dv, dir.x));
            vy[j] = Fixed.sub(vy[j], Fixed.mul(dv, dir.y));
            vz[j] = Fixed.sub(vz[j], Fixed.mul(dv, dir.z));
        }
    }

    @Override
    public void encodeState(StateSink out) {
        out.beginPart("world");
        out.field("tick", tick);
        out.beginPart("bodies");
        for (int i = 0; i < BODIES; i++) {
            out.body(i);
            out.field("px", px[i]);
            out.field("py", py[i]);
            out.field("pz", pz[i]);
            out.field("vx", vx[i]);
            out.field("vy", vy[i]);
            out.field("vz", vz[i]);
            Quat q = orientation[i];
            out.field("qw", q.w());
            out.field("qx", q.x());
            out.field("qy", q.y());
            out.field("qz", q.z());
            out.field("wx", spin[i].x());
            out.field("wy", spin[i].y());
            out.field("wz", spin[i].z());
        }
    }

    @Override
    public void restore(StateReader in) {
        in.beginPart("world");
        tick = in.field("tick");
        in.beginPart("bodies");
        for (int i = 0; i < BODIES; i++) {
            long id = in.body();
            if (id != i) {
                throw new CanonicalFormatException(in.position(), "expected body " + i + ", found " + id);
            }
            px[i] = in.field("px");
            py[i] = in.field("py");
            pz[i] = in.field("pz");
            vx[i] = in.field("vx");
            vy[i] = in.field("vy");
            vz[i] = in.field("vz");
            orientation[i] = new Quat(in.field("qw"), in.field("qx"), in.field("qy"), in.field("qz"));
            spin[i] = new Vec3(in.field("wx"), in.field("wy"), in.field("wz"));
        }
        in.end();
    }

    @Override
    public List<PlacedShape> bodies() {
        List<PlacedShape> list = new ArrayList<>(BODIES);
        for (int i = 0; i < BODIES; i++) {
            list.add(new PlacedShape(new ShapeSpec.SphereSpec(RADIUS),
                    Transform.of(orientation[i], new Vec3(px[i], py[i], pz[i]))));
        }
        return list;
    }
}
