package dev.lockstep.tools.scenario;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.replay.hash.CanonicalFormatException;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.replay.hash.StateSink;
import dev.lockstep.tools.BadInputException;

/**
 * What every scenario of the tool shares: a fixed number of bodies whose position {@code p}, velocity
 * {@code v} (units/s) and orientation are Q31.32 state, player {@code p} steering body {@code p} through
 * its {@link Steering}, the replay rules, the tick counter, and one body's canonical motion fields
 * ({@code px py pz vx vy vz qw qx qy qz}, in that order, after the body id). Each scenario keeps its own
 * constants, spin, caches, phases, parts and the order in which its parts are written.
 */
abstract sealed class RigidBodyScenario implements Scenario permits ArenaScenario, BallsScenario, ReferenceScenario {
    final int players;
    private final SimulationRules rules;
    private final Steering steering;
    final long[] px;
    final long[] py;
    final long[] pz;
    final long[] vx;
    final long[] vy;
    final long[] vz;
    final Quat[] orientation;
    /** The current tick, set by {@link #applyInputs}; state, so each scenario encodes it. */
    long tick;

    /**
     * Allocates {@code bodies} bodies at the origin, at rest, orientation unset (the scenario places them).
     *
     * @throws IllegalArgumentException if {@code players} is outside {@code minPlayers..maxPlayers}
     */
    RigidBodyScenario(int bodies, int minPlayers, int maxPlayers, int players, SimulationRules rules, Steering steering) {
        if (players < minPlayers || players > maxPlayers) {
            throw new IllegalArgumentException("players must be " + minPlayers + ".." + maxPlayers + ", got " + players);
        }
        this.players = players;
        this.rules = rules;
        this.steering = steering;
        px = new long[bodies];
        py = new long[bodies];
        pz = new long[bodies];
        vx = new long[bodies];
        vy = new long[bodies];
        vz = new long[bodies];
        orientation = new Quat[bodies];
    }

    /**
     * Returns the error for replay rules parameters that are not this build's: {@code layout} says what
     * they should hold after the version byte (e.g. "with 1..8 players").
     */
    static BadInputException foreignParameters(String simulationId, int version, String layout) {
        return new BadInputException("the replay's " + simulationId + " parameters are not version " + version + " " + layout,
                "The replay comes from another version of lockstep.");
    }

    /**
     * Returns the player count from rules parameters {@code {version, players}}, the layout of a scenario
     * whose only parameter is its player count (1..{@code maxPlayers}).
     *
     * @throws BadInputException if the parameters are not of that layout, version or range
     */
    static int playersParameter(byte[] parameters, String simulationId, int version, int maxPlayers) {
        if (parameters.length != 2 || parameters[0] != version || parameters[1] < 1 || parameters[1] > maxPlayers) {
            throw foreignParameters(simulationId, version, "with 1.." + maxPlayers + " players");
        }
        return parameters[1];
    }

    @Override
    public final int playerCount() {
        return players;
    }

    @Override
    public final int maxInputBytes() {
        return steering.inputBytes();
    }

    @Override
    public final SimulationRules rules() {
        return rules;
    }

    @Override
    public final void applyInputs(int tickNumber, TickInputs inputs) {
        tick = tickNumber;
        steering.apply(inputs, players, vx, vy, vz);
    }

    /** Returns body i's pose: its orientation, then its position (a new value each call). */
    final Transform pose(int i) {
        return Transform.of(orientation[i], new Vec3(px[i], py[i], pz[i]));
    }

    /** Moves body i by its velocity over {@code dt}: {@code p += v * dt} per component, x then y then z. */
    final void moveByVelocity(int i, long dt) {
        px[i] = Fixed.add(px[i], Fixed.mul(vx[i], dt));
        py[i] = Fixed.add(py[i], Fixed.mul(vy[i], dt));
        pz[i] = Fixed.add(pz[i], Fixed.mul(vz[i], dt));
    }

    /**
     * Keeps coordinate {@code p[i]} within {@code [-wall, wall]}: a body at or past a wall and still moving
     * outward has that velocity component reversed and scaled by {@code restitution}; the coordinate is
     * then clamped.
     */
    static void bounceOffWalls(long[] p, long[] v, int i, long wall, long restitution) {
        if (p[i] > wall && v[i] > 0 || p[i] < -wall && v[i] < 0) {
            v[i] = Fixed.neg(Fixed.mul(v[i], restitution));
        }
        p[i] = Fixed.clamp(p[i], -wall, wall);
    }

    /** Writes body i's id and motion fields {@code px py pz vx vy vz qw qx qy qz}; the caller adds its own. */
    final void encodeMotion(StateSink out, int i) {
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
    }

    /**
     * Reads what {@link #encodeMotion} wrote for body i, checking every value against {@code range}
     * (positions and velocities) and the orientation for unit length ({@link StateRanges}).
     *
     * @throws CanonicalFormatException if the next body is not body i, a field is not the expected one,
     *     or a value is outside its range
     */
    final void restoreMotion(StateReader in, int i, StateRanges.MotionRange range) {
        long id = in.body();
        if (id != i) {
            throw new CanonicalFormatException(in.position(), "expected body " + i + ", found " + id);
        }
        px[i] = StateRanges.field(in, i, "px", range.minX(), range.maxX());
        py[i] = StateRanges.field(in, i, "py", range.minY(), range.maxY());
        pz[i] = StateRanges.field(in, i, "pz", range.minZ(), range.maxZ());
        vx[i] = StateRanges.field(in, i, "vx", -range.maxSpeed(), range.maxSpeed());
        vy[i] = StateRanges.field(in, i, "vy", -range.maxSpeed(), range.maxSpeed());
        vz[i] = StateRanges.field(in, i, "vz", -range.maxSpeed(), range.maxSpeed());
        orientation[i] = StateRanges.unitQuat(in, i);
    }

    /** Reads the tick counter field {@code tick}, checked to {@code 0..}{@link StateRanges#MAX_TICK}. */
    final void restoreTick(StateReader in) {
        tick = StateRanges.counter(in, "tick", 0, StateRanges.MAX_TICK);
    }
}
