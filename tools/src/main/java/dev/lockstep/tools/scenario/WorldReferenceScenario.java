package dev.lockstep.tools.scenario;

import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.tools.collide.MeshSpec;
import dev.lockstep.tools.collide.PlacedShape;
import dev.lockstep.tools.collide.ShapeSpec;
import dev.lockstep.world.BodyDef;
import dev.lockstep.world.BodyId;
import dev.lockstep.world.BodyType;
import dev.lockstep.world.ShapeDef;
import dev.lockstep.world.World;
import dev.lockstep.world.WorldDef;
import dev.lockstep.world.WorldSimulation;
import java.util.ArrayList;
import java.util.List;

/**
 * The reference scenario {@value #NAME} on the rigid-body world (issue 18, "Rollback and replay"): the
 * {@link ReferenceLevel} terrain (a ramp, a plateau with a cliff, bumps) as one static mesh, walled in;
 * a steep static ramp; two stacks of {@value #STACK_HEIGHT} unit boxes to topple; loose boxes,
 * spheres, capsules and seeded hulls; and one body per player (kinds cycling sphere, capsule, box,
 * hull). Player {@code p} (2..8 players) steers body {@code p} with <b>forces</b> through real
 * contacts: input byte 0, 1, 2 adds {@code (byte - 128)} times {@link #GROUND_FORCE},
 * {@link #GROUND_FORCE}, {@link #LIFT_FORCE} newtons along x, z, y for one tick
 * ({@link World#applyForce}); a missing byte pushes nothing, and a payload of only 128s does not
 * touch (or wake) the body.
 *
 * <p>Everything else is the world's: {@link WorldSimulation}'s phases ({@code inputs}, {@code collide},
 * {@code solve}), its canonical state parts, snapshots and restore. The seed names the hull shape
 * ({@link ReferenceBodies#hullPoints}) and, through {@link InputScript}, the players' inputs. Rules
 * parameters: {@code [version 1, players]}.
 */
public final class WorldReferenceScenario implements WorldScenario {
    public static final String NAME = "world";
    public static final String SIMULATION_ID = "tools-world-reference";
    public static final int MIN_PLAYERS = 2;
    public static final int MAX_PLAYERS = 8;
    /** Boxes per stack. */
    static final int STACK_HEIGHT = 4;
    /** Force per input unit along x and z: 1/4 N, so one byte pushes with at most 32 N. */
    static final long GROUND_FORCE = Fixed.ONE >> 2;
    /** Force per input unit along y: 1/8 N (at most 16 N, enough to hop a light body). */
    static final long LIFT_FORCE = Fixed.ONE >> 3;
    static final int INPUT_BYTES = 3;

    static final byte PARAMETER_VERSION = 1;
    private static final long HALF = Fixed.HALF;
    private static final long QUARTER = Fixed.ONE >> 2;
    /** Friction of the steep ramp: low enough (mixed with 0.6: about 0.35 < tan 0.5 rad) that boxes slide. */
    private static final long RAMP_FRICTION = Fixed.ONE / 5;

    private final int players;
    private final WorldBodies bodies;
    private final WorldSimulation simulation;
    private final BodyId[] playerBodies;
    private final long[] force = new long[3];

    /**
     * Creates the scene of {@code seed} for {@code players} players.
     *
     * @throws IllegalArgumentException if {@code players} is outside 2..8
     */
    public WorldReferenceScenario(long seed, int players) {
        if (players < MIN_PLAYERS || players > MAX_PLAYERS) {
            throw new IllegalArgumentException("players must be " + MIN_PLAYERS + ".." + MAX_PLAYERS + ", got " + players);
        }
        this.players = players;
        World world = new World(new WorldDef());
        this.bodies = new WorldBodies(world);
        level();
        stack(Fixed.fromInt(-9) / 2, Fixed.fromInt(-3) / 2);
        stack(HALF, Fixed.fromInt(9) / 2);
        List<Vec3> hullPoints = ReferenceBodies.hullPoints(seed);
        ConvexHull hull = HullBuilder.build(hullPoints);
        ShapeSpec hullSpec = new ShapeSpec.HullSpec(hullPoints);
        loose();
        dynamic(vec("3.5", "3", "0"), ShapeDef.convex(hull), hullSpec);
        dynamic(vec("-5", "2.5", "3"), ShapeDef.convex(hull), hullSpec);
        playerBodies = new BodyId[players];
        for (int p = 0; p < players; p++) {
            Vec3 at = new Vec3(Fixed.fromInt(-3 + 2 * (p % 4)), Fixed.fromInt(3) / 2, Fixed.sub(Fixed.fromInt(2 * (p / 4)), Fixed.fromInt(5) / 2));
            switch (p % 4) {
                case 0:
                    playerBodies[p] = dynamic(at, ShapeDef.sphere(HALF), new ShapeSpec.SphereSpec(HALF));
                    break;
                case 1:
                    playerBodies[p] = capsule(at);
                    break;
                case 2:
                    playerBodies[p] = box(at, HALF);
                    break;
                default:
                    playerBodies[p] = dynamic(at, ShapeDef.convex(hull), hullSpec);
                    break;
            }
        }
        this.simulation = new WorldSimulation(SIMULATION_ID, new byte[]{PARAMETER_VERSION, (byte) players}, world, this::steer);
    }

    /**
     * Returns the scenario described by replay rules parameters.
     *
     * @throws dev.lockstep.tools.BadInputException if the parameters are not this scenario's
     */
    static WorldReferenceScenario fromParameters(byte[] parameters, long seed) {
        if (parameters.length != 2 || parameters[0] != PARAMETER_VERSION || parameters[1] < MIN_PLAYERS || parameters[1] > MAX_PLAYERS) {
            throw ScenarioParameters.foreign(SIMULATION_ID, PARAMETER_VERSION,
                    "with " + MIN_PLAYERS + ".." + MAX_PLAYERS + " players");
        }
        return new WorldReferenceScenario(seed, parameters[1]);
    }

    /** The terrain mesh, four walls around it (0.5 m thick, 4 m high) and a steep static ramp. */
    private void level() {
        TriangleMesh terrain = ReferenceLevel.singleMesh();
        List<Vec3> vertices = new ArrayList<>(terrain.vertexCount());
        for (int v = 0; v < terrain.vertexCount(); v++) {
            vertices.add(terrain.position(v));
        }
        bodies.create(new BodyDef().shape(ShapeDef.mesh(terrain)), new MeshSpec(vertices, terrain.copyIndices()));
        long edge = Fixed.add(Fixed.fromInt(ReferenceLevel.HALF_SIZE), QUARTER);
        long length = Fixed.add(Fixed.fromInt(ReferenceLevel.HALF_SIZE), HALF);
        long height = Fixed.fromInt(2);
        for (int side = -1; side <= 1; side += 2) {
            long at = side < 0 ? Fixed.neg(edge) : edge;
            staticBox(new Vec3(at, height, 0), new Vec3(QUARTER, height, length), Quat.IDENTITY, ShapeDef.DEFAULT_FRICTION);
            staticBox(new Vec3(0, height, at), new Vec3(length, height, QUARTER), Quat.IDENTITY, ShapeDef.DEFAULT_FRICTION);
        }
        // tilted 0.5 rad about z, high end toward +x: a box dropped on it slides down to -x
        staticBox(vec("-3.5", "0.7", "2.5"), vec("1.5", "0.1", "1"), Quat.fromAxisAngle(Vec3.UNIT_Z, Fixed.HALF), RAMP_FRICTION);
    }

    /** {@value #STACK_HEIGHT} unit boxes standing on the floor at (x, z). */
    private void stack(long x, long z) {
        for (int i = 0; i < STACK_HEIGHT; i++) {
            box(new Vec3(x, Fixed.add(HALF, Fixed.fromInt(i)), z), HALF);
        }
    }

    /** Loose bodies dropped on the terrain ramp, the steep ramp and the floor. */
    private void loose() {
        long small = 3L << 29;                                        // 3/8
        box(vec("4.5", "3", "-1"), small);
        box(vec("-3", "3", "2.5"), small);
        dynamic(vec("4.5", "3.5", "-3"), ShapeDef.sphere(small), new ShapeSpec.SphereSpec(small));
        dynamic(vec("-2.75", "4", "2.5"), ShapeDef.sphere(small), new ShapeSpec.SphereSpec(small));
        capsule(vec("2.5", "2.5", "2.5"));
        capsule(vec("-1", "2", "1.5"));
    }

    private BodyId capsule(Vec3 at) {
        Vec3 p0 = new Vec3(-HALF, 0, 0);
        Vec3 p1 = new Vec3(HALF, 0, 0);
        long r = ReferenceBodies.CAPSULE_RADIUS;
        return dynamic(at, ShapeDef.convex(new Capsule(p0, p1, r)), new ShapeSpec.CapsuleSpec(p0, p1, r));
    }

    private BodyId box(Vec3 at, long half) {
        Vec3 h = new Vec3(half, half, half);
        return dynamic(at, ShapeDef.box(h), new ShapeSpec.BoxSpec(h));
    }

    private BodyId dynamic(Vec3 at, ShapeDef shape, ShapeSpec spec) {
        int index = bodies.ids().size();
        return bodies.create(new BodyDef().type(BodyType.DYNAMIC).position(at).userData(index).shape(shape), spec);
    }

    private void staticBox(Vec3 at, Vec3 half, Quat rotation, long friction) {
        bodies.create(new BodyDef().position(at).rotation(rotation).shape(ShapeDef.box(half).friction(friction)),
                new ShapeSpec.BoxSpec(half));
    }

    private static Vec3 vec(String x, String y, String z) {
        return Vec3.parse(x, y, z);
    }

    /** The input rule: each player's bytes as a force on its body, players in ascending order. */
    private void steer(World world, int tick, TickInputs inputs) {
        for (int p = 0; p < Math.min(players, inputs.playerCount()); p++) {
            int n = Math.min(INPUT_BYTES, inputs.length(p));
            boolean any = false;
            for (int k = 0; k < INPUT_BYTES; k++) {
                int units = k < n ? inputs.byteAt(p, k) - 128 : 0;
                force[k] = Fixed.mulInt(k == 2 ? LIFT_FORCE : GROUND_FORCE, units);
                any |= units != 0;
            }
            if (any) {
                // bytes 0, 1, 2 push along x, z, y: the two ground axes first, then up
                world.applyForce(playerBodies[p], new Vec3(force[0], force[2], force[1]));
            }
        }
    }

    @Override
    public String description() {
        return NAME + ": " + bodies.ids().size() + " bodies (" + (2 * STACK_HEIGHT)
                + " stacked boxes, loose boxes, spheres, capsules and hulls, a terrain mesh, walls and a ramp) on the rigid-body world, "
                + players + " players steering with forces";
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
    public List<PlacedShape> bodies() {
        return bodies.placedShapes();
    }

    @Override
    public WorldBodies worldBodies() {
        return bodies;
    }

    @Override
    public WorldSimulation simulation() {
        return simulation;
    }
}
