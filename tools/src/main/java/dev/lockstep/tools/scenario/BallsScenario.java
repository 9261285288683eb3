package dev.lockstep.tools.scenario;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.replay.format.SimulationRules;
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
public final class BallsScenario extends RigidBodyScenario {
    public static final String NAME = "balls";
    public static final String SIMULATION_ID = "tools-balls";
    public static final int BODIES = 12;
    static final int BOX_HALF_SIZE = 8;
    /** One tick: 1/64 s (raw 2^26). */
    static final long DT = Fixed.ONE >> 6;
    /** Gravity along -y: 10 units/s^2. */
    static final long GRAVITY = Fixed.fromInt(10);
    /** Ball radius 1/2; two balls touch at distance 1. */
    static final long RADIUS = Fixed.HALF;
    /** Ball centres stay within this distance of the origin on every axis: the box half-size less the radius. */
    static final long WALL = Fixed.fromInt(BOX_HALF_SIZE) - RADIUS;
    /** Velocity kept on a wall bounce: 7/8. */
    static final long RESTITUTION = Fixed.ONE - (Fixed.ONE >> 3);
    /** Thrust per input unit: 2^-4 units/s. */
    static final long THRUST = Fixed.ONE >> 4;
    /**
     * Largest velocity component a restored snapshot may hold: 2^20 units/s. Balls have no speed clamp;
     * steering adds at most 8 units/s per tick, so a recorded run needs over 2^17 ticks of full thrust
     * to get there, and below it one tick's {@code v * DT} and velocity exchange stay far inside Q31.32.
     */
    static final long MAX_RESTORED_SPEED = Fixed.fromInt(1 << 20);
    /** Largest spin component a restored snapshot may hold: 8 rad/s (the seeded spins are within 1). */
    static final long MAX_RESTORED_SPIN = Fixed.fromInt(8);
    /** Where a restored snapshot's balls may be: inside the walls, as every tick leaves them. */
    private static final StateRanges.MotionRange MOTION_RANGE = StateRanges.MotionRange.box(WALL, -WALL, WALL, WALL,
            MAX_RESTORED_SPEED);
    /** Input bytes 0, 1, 2 push along x, y, z. */
    private static final Steering STEERING = Steering.of(Steering.X, THRUST, Steering.Y, THRUST, Steering.Z, THRUST);

    private static final List<String> PHASES = List.of("inputs", "contacts", "integration");
    private static final List<String> PARTS = List.of("world", "bodies");
    static final byte PARAMETER_VERSION = 1;

    private final Vec3[] spin = new Vec3[BODIES];
    private final MutableVec3 dir = new MutableVec3();

    /** Creates the scene named by {@code seed} for {@code players} players (1..{@value #BODIES}). */
    public BallsScenario(long seed, int players) {
        super(BODIES, 1, BODIES, players,
                SimulationRules.of(SIMULATION_ID, new byte[]{PARAMETER_VERSION, (byte) players}, PHASES, PARTS), STEERING);
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
        return new BallsScenario(seed, playersParameter(parameters, SIMULATION_ID, PARAMETER_VERSION, BODIES));
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
            moveByVelocity(i, DT);
            bounceOffWalls(px, vx, i, WALL, RESTITUTION);
            bounceOffWalls(py, vy, i, WALL, RESTITUTION);
            bounceOffWalls(pz, vz, i, WALL, RESTITUTION);
            orientation[i] = orientation[i].integrate(spin[i], DT);
        }
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
            encodeMotion(out, i);
            out.field("wx", spin[i].x());
            out.field("wy", spin[i].y());
            out.field("wz", spin[i].z());
        }
    }

    @Override
    public void restore(StateReader in) {
        in.beginPart("world");
        restoreTick(in);
        in.beginPart("bodies");
        for (int i = 0; i < BODIES; i++) {
            restoreMotion(in, i, MOTION_RANGE);
            spin[i] = new Vec3(StateRanges.field(in, i, "wx", -MAX_RESTORED_SPIN, MAX_RESTORED_SPIN),
                    StateRanges.field(in, i, "wy", -MAX_RESTORED_SPIN, MAX_RESTORED_SPIN),
                    StateRanges.field(in, i, "wz", -MAX_RESTORED_SPIN, MAX_RESTORED_SPIN));
        }
        in.end();
    }

    @Override
    public List<PlacedShape> bodies() {
        List<PlacedShape> list = new ArrayList<>(BODIES);
        for (int i = 0; i < BODIES; i++) {
            list.add(new PlacedShape(new ShapeSpec.SphereSpec(RADIUS), pose(i)));
        }
        return list;
    }
}
