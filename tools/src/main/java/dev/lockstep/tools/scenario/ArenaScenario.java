package dev.lockstep.tools.scenario;

import dev.lockstep.collision.epa.EpaWorkspace;
import dev.lockstep.collision.epa.GjkEpa;
import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.MeshContactResult;
import dev.lockstep.collision.mesh.MeshContactWorkspace;
import dev.lockstep.collision.mesh.MeshContacts;
import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedOverflowException;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.replay.hash.StateSink;
import dev.lockstep.tools.collide.PlacedShape;
import java.util.ArrayList;
import java.util.List;

/**
 * The first collision-based scenario, {@value #NAME}: {@value #BODIES} bodies of every convex shape type
 * (sphere, capsule, box, hull, twice over) dropped onto a bumpy triangle-mesh floor ({@link ArenaLevel}),
 * colliding with each other through the collision module, steered by the players (player {@code p}
 * steers body {@code p}). It is a step toward issue 6's reference scenario, not the whole of it.
 *
 * <p>Phases: {@code inputs}; {@code bodies} (every pair in index order: {@link ContactDispatch} where the
 * table has the pair, else the GJK+EPA fallback; overlapping bodies are pushed apart by half the depth
 * each and their approaching normal velocity exchanged); {@code level} (each body against the mesh with
 * {@link MeshContacts}: spheres as themselves, capsules as the spheres at their two ends, boxes and
 * hulls as their bounding spheres, because the kernel has sphere-vs-mesh only so far; pushed out by the
 * depth, normal velocity into the floor removed); {@code integration} (gravity, damping, motion, walls,
 * spin about y). Parts: {@code world} (tick), {@code bodies} (id = index: p, v, q, spin). No caches:
 * every contact is recomputed each tick, so the state is exactly what the parts hold.
 */
public final class ArenaScenario extends RigidBodyScenario {
    public static final String NAME = "arena";
    public static final String SIMULATION_ID = "tools-arena";
    public static final int BODIES = 8;
    static final long DT = Fixed.ONE >> 6;
    static final long GRAVITY = Fixed.fromInt(10);
    /** Velocity kept per tick: 255/256 (air and rolling resistance in one). */
    static final long DAMPING = Fixed.ONE - (Fixed.ONE >> 8);
    static final long THRUST = Fixed.ONE >> 4;
    /** Input bytes 0, 1, 2 push along x, y, z; y (jumping) at half the thrust. */
    private static final Steering STEERING = Steering.of(Steering.X, THRUST, Steering.Y, THRUST >> 1, Steering.Z, THRUST);
    /** Walls: bodies' centres stay within this distance of the origin in x and z. */
    static final long WALL = Fixed.fromInt(ArenaLevel.HALF_SIZE - 1);
    /** Bodies falling below this height (through the floor) are put back on top: never expected. */
    static final long FLOOR_GUARD = -Fixed.fromInt(4);

    /**
     * Highest a restored snapshot's body may be: 4096 units. Nothing clamps the height from above; the
     * bound keeps the bodies' mesh queries inside the kernel's coordinate bound (8192 units) for well over
     * a tick at the restored speed bound.
     */
    static final long MAX_RESTORED_HEIGHT = Fixed.fromInt(4096);
    /**
     * Largest velocity component a restored snapshot may hold: 4096 units/s. Damping (255/256 per tick)
     * against at most 8 units/s of thrust per tick keeps steered speeds near 2048.
     */
    static final long MAX_RESTORED_SPEED = Fixed.fromInt(4096);
    /** Largest spin a restored snapshot may hold: 8 rad/s (the seeded spins are below 2^-4). */
    static final long MAX_RESTORED_SPIN = Fixed.fromInt(8);
    /** Where a restored snapshot's bodies may be: inside the walls, above the floor guard, below the bound. */
    private static final StateRanges.MotionRange MOTION_RANGE = StateRanges.MotionRange.box(WALL, FLOOR_GUARD,
            MAX_RESTORED_HEIGHT, WALL, MAX_RESTORED_SPEED);

    private static final List<String> PHASES = List.of("inputs", "bodies", "level", "integration");
    private static final List<String> PARTS = List.of("world", "bodies");
    static final byte PARAMETER_VERSION = 1;

    private final ArenaShapes shapes = new ArenaShapes();
    private final MeshBvh level = ArenaLevel.build();
    private final long[] spin = new long[BODIES];

    // scratch, not state
    private final ContactWorkspace contactWs = new ContactWorkspace();
    private final ContactManifold manifold = new ContactManifold();
    private final GjkWorkspace gjk = new GjkWorkspace();
    private final EpaWorkspace epa = new EpaWorkspace();
    private final DistanceResult distance = new DistanceResult();
    private final MeshContactWorkspace meshWs = new MeshContactWorkspace();
    private final MeshContactResult meshResult = new MeshContactResult();
    private final MutableVec3 normal = new MutableVec3();
    private final MutableVec3 point = new MutableVec3();

    /** Creates the scene named by {@code seed} for {@code players} players (1..{@value #BODIES}). */
    public ArenaScenario(long seed, int players) {
        super(BODIES, 1, BODIES, players,
                SimulationRules.of(SIMULATION_ID, new byte[]{PARAMETER_VERSION, (byte) players}, PHASES, PARTS), STEERING);
        long s = seed;
        for (int i = 0; i < BODIES; i++) {
            s = InputScript.mix(s + i);
            px[i] = (s >> 32) * 8;                               // [-8, 8)
            pz[i] = ((s << 32) >> 32) * 8;
            py[i] = Fixed.fromInt(2 + (i % 4));                  // dropped from 2..5 units
            orientation[i] = Quat.IDENTITY;
            spin[i] = (s >> 40) << 4;                            // |spin| < 2^-4 * 2^... rad/s, small
        }
    }

    static ArenaScenario fromParameters(byte[] parameters, long seed) {
        return new ArenaScenario(seed, playersParameter(parameters, SIMULATION_ID, PARAMETER_VERSION, BODIES));
    }

    @Override
    public String description() {
        return NAME + ": " + BODIES + " bodies (spheres, capsules, boxes, hulls) on a triangle-mesh floor, " + players
                + " players steering";
    }

    @Override
    public void runPhase(int phase) {
        if (phase == 1) {
            for (int i = 0; i < BODIES; i++) {
                for (int j = i + 1; j < BODIES; j++) {
                    collidePair(i, j);
                }
            }
        } else if (phase == 2) {
            for (int i = 0; i < BODIES; i++) {
                collideLevel(i);
            }
        } else if (phase == 3) {
            integrate();
        } else {
            throw new IllegalArgumentException("arena has phases 1..3, got " + phase);
        }
    }

    /** Separates bodies i and j if they overlap; the normal points from i to j. */
    private void collidePair(int i, int j) {
        Shape a = shapes.shape(i);
        Shape b = shapes.shape(j);
        Transform ta = pose(i);
        Transform tb = pose(j);
        long depth;
        try {
            int n = ContactDispatch.collide(a, ta, b, tb, 0, contactWs, manifold);
            if (n == 0) {
                return;
            }
            depth = manifold.point(0).depth();
            for (int k = 1; k < n; k++) {
                depth = Math.max(depth, manifold.point(k).depth());
            }
            normal.set(manifold.normalX(), manifold.normalY(), manifold.normalZ());
        } catch (UnsupportedOperationException notInTable) {
            GjkEpa.signedDistance(a, ta, b, tb, gjk, epa, distance);
            if (distance.distance() >= 0) {
                return;
            }
            depth = Fixed.neg(distance.distance());
            distance.normalInto(normal);
        }
        if (depth <= 0) {
            return;
        }
        long half = Fixed.mul(depth, Fixed.HALF);
        move(i, normal, Fixed.neg(half));
        move(j, normal, half);
        // equal masses: exchange the approaching part of the normal velocities
        long dv = Fixed.sub(Fixed.dot3(vx[j], vy[j], vz[j], normal.x, normal.y, normal.z),
                Fixed.dot3(vx[i], vy[i], vz[i], normal.x, normal.y, normal.z));
        if (dv < 0) {
            addVelocity(i, normal, dv);
            addVelocity(j, normal, Fixed.neg(dv));
        }
    }

    /** Pushes body i out of the level along each kept mesh contact's normal. */
    private void collideLevel(int i) {
        int spheres = shapes.levelSphereCount(i);
        for (int k = 0; k < spheres; k++) {
            shapes.levelSphereCenter(i, k, pose(i), point);
            checkMeshQueryRange(i, point);
            MeshContacts.sphereVsMesh(point.x, point.y, point.z, shapes.levelSphereRadius(i), 0, level, meshWs, meshResult);
            for (int c = 0; c < meshResult.count(); c++) {
                long depth = meshResult.depth(c);
                if (depth <= 0) {
                    continue;
                }
                normal.set(meshResult.normalX(c), meshResult.normalY(c), meshResult.normalZ(c));   // mesh toward body
                move(i, normal, depth);
                long vn = Fixed.dot3(vx[i], vy[i], vz[i], normal.x, normal.y, normal.z);
                if (vn < 0) {
                    addVelocity(i, normal, Fixed.neg(vn));
                }
            }
        }
    }

    /**
     * Throws the simulation's out-of-range signal (an {@link ArithmeticException}, which a replay
     * verifier reports as a verdict with tick and phase) for a level sphere whose centre is beyond the
     * mesh query's coordinate bound, where the query itself would throw {@link IllegalArgumentException}:
     * steering can lift a body without limit, so a replay's inputs can get there.
     */
    private static void checkMeshQueryRange(int i, MutableVec3 centre) {
        long max = TriangleMesh.MAX_COORDINATE;
        if (centre.x > max || centre.x < -max || centre.y > max || centre.y < -max || centre.z > max || centre.z < -max) {
            throw FixedOverflowException.outOfRange("arena level query", "body " + i
                    + "'s sphere centre is beyond the mesh's coordinate bound of 8192 units", centre.x, centre.y, centre.z);
        }
    }

    private void integrate() {
        for (int i = 0; i < BODIES; i++) {
            vy[i] = Fixed.sub(vy[i], Fixed.mul(GRAVITY, DT));
            vx[i] = Fixed.mul(vx[i], DAMPING);
            vy[i] = Fixed.mul(vy[i], DAMPING);
            vz[i] = Fixed.mul(vz[i], DAMPING);
            px[i] = wall(i, Fixed.add(px[i], Fixed.mul(vx[i], DT)), vx);
            py[i] = Fixed.add(py[i], Fixed.mul(vy[i], DT));
            pz[i] = wall(i, Fixed.add(pz[i], Fixed.mul(vz[i], DT)), vz);
            if (py[i] < FLOOR_GUARD) {
                py[i] = Fixed.fromInt(4);
                vy[i] = 0;
            }
            orientation[i] = orientation[i].integrate(new Vec3(0, spin[i], 0), DT);
        }
    }

    private static long wall(int i, long p, long[] v) {
        if (p > WALL || p < -WALL) {
            v[i] = Fixed.neg(v[i]);
            return Fixed.clamp(p, -WALL, WALL);
        }
        return p;
    }

    private void move(int i, MutableVec3 n, long amount) {
        px[i] = Fixed.add(px[i], Fixed.mul(n.x, amount));
        py[i] = Fixed.add(py[i], Fixed.mul(n.y, amount));
        pz[i] = Fixed.add(pz[i], Fixed.mul(n.z, amount));
    }

    private void addVelocity(int i, MutableVec3 n, long amount) {
        vx[i] = Fixed.add(vx[i], Fixed.mul(n.x, amount));
        vy[i] = Fixed.add(vy[i], Fixed.mul(n.y, amount));
        vz[i] = Fixed.add(vz[i], Fixed.mul(n.z, amount));
    }

    @Override
    public void encodeState(StateSink out) {
        out.beginPart("world");
        out.field("tick", tick);
        out.beginPart("bodies");
        for (int i = 0; i < BODIES; i++) {
            encodeMotion(out, i);
            out.field("spin", spin[i]);
        }
    }

    @Override
    public void restore(StateReader in) {
        in.beginPart("world");
        restoreTick(in);
        in.beginPart("bodies");
        for (int i = 0; i < BODIES; i++) {
            restoreMotion(in, i, MOTION_RANGE);
            spin[i] = StateRanges.field(in, i, "spin", -MAX_RESTORED_SPIN, MAX_RESTORED_SPIN);
        }
        in.end();
    }

    @Override
    public List<PlacedShape> bodies() {
        List<PlacedShape> list = new ArrayList<>(BODIES + 1);
        list.add(new PlacedShape(ArenaLevel.spec(), Transform.IDENTITY));
        for (int i = 0; i < BODIES; i++) {
            list.add(new PlacedShape(shapes.spec(i), pose(i)));
        }
        return list;
    }
}
