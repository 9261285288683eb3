package dev.lockstep.tools.scenario;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldCache;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.collision.manifold.PersistentManifold;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.MeshContactResult;
import dev.lockstep.collision.mesh.MeshContactWorkspace;
import dev.lockstep.collision.mesh.MeshContacts;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.replay.hash.CanonicalFormatException;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.replay.hash.StateSink;
import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.collide.PlacedShape;
import java.util.ArrayList;
import java.util.List;

/**
 * The collision reference scenario {@value #NAME} (issue 6, "Proof"): {@value ReferenceBodies#COUNT} bodies of
 * every shape kind ({@link ReferenceBodies}: spheres, capsules, boxes, a seeded random hull) fall onto a
 * static mesh level ({@link ReferenceLevel}: terrain grid with bumps, a ramp and a convex cliff edge, as
 * one mesh or as disjoint tiles with duplicated vertices) and into each other; player {@code p}
 * (2..8) steers body {@code p} with opaque input bytes. Its job is to drive the collision kernel
 * through every convex pair and the mesh contacts while staying deterministic and bounded; physical
 * plausibility comes second (see tools/docs/scenarios.md, "The reference scenario").
 *
 * <p>Phases: {@code inputs} (thrust), {@code collision} (broadphase: all pairs {@code i < j} in id
 * order, culled by bounding spheres; narrowphase through {@link ReferenceNarrowphase}: the collision
 * table for every convex pair, hull-hull (SAT + clipping) with a per-pair cache; each pair's {@link PersistentManifold} updated), {@code response} (pairs in id order: push apart by a quarter
 * of the deepest depth each and reflect the approaching normal velocity; then per body in id order
 * the mesh contacts of its shape (sphere/capsule/hull vs mesh with seed 000 voiding), pushed out by
 * half the deepest depth), {@code integration}
 * (gravity, a pull toward the centre, clamps, motion, walls, {@link Quat#integrate}).
 *
 * <p>Parts (bodies first, so a field diff names a body before a counter): {@code bodies} (per body:
 * {@code px py pz vx vy vz qw qx qy qz wx wy wz}), {@code manifolds} (per non-empty persistent
 * manifold, id {@code i * 12 + j}: point count {@code n}, normal {@code nx ny nz}, per point
 * {@code pK.ax .. pK.bz} local witnesses, {@code pK.wx .. pK.wz} world point, {@code pK.d} depth,
 * {@code pK.f} feature id), {@code world} (tick and cumulative contact counters). The manifolds are the only cache whose content changes later ticks, so
 * they are in the snapshot; the workspaces are scratch.
 */
public final class ReferenceScenario extends RigidBodyScenario {
    public static final String NAME = "reference";
    public static final String SIMULATION_ID = "tools-reference";
    public static final int MIN_PLAYERS = 2;
    public static final int MAX_PLAYERS = 8;

    /** One tick: 1/64 s (raw 2^26). */
    static final long DT = Fixed.ONE >> 6;
    /** Gravity along -y: 10 units/s^2. */
    static final long GRAVITY = Fixed.fromInt(10);
    /** Thrust per input unit: 2^-5 units/s, so one byte changes a velocity component by at most 4 units/s. */
    static final long THRUST = Fixed.ONE >> 5;
    /** Input bytes 0, 1, 2 push along x, z, y: the two ground axes first, then up. */
    private static final Steering STEERING = Steering.of(Steering.X, THRUST, Steering.Z, THRUST, Steering.Y, THRUST);
    static final int INPUT_BYTES = STEERING.inputBytes();
    /** Every velocity component is clamped to +-8 units/s after inputs and gravity: bounds motion per tick to 1/8. */
    static final long MAX_SPEED = Fixed.fromInt(8);
    /** Every spin component is clamped to +-8 rad/s. */
    static final long MAX_SPIN = Fixed.fromInt(8);
    /** Spin kept per tick: 1 - 2^-7 (a mild damping so spin does not sit at the clamp). */
    static final long SPIN_KEEP = Fixed.ONE - (Fixed.ONE >> 7);
    /** Contact distance of every pair and mesh query: 2^-5 units (speculative margin). */
    static final long CONTACT_DISTANCE = Fixed.ONE >> 5;
    /** Fraction of a pair's deepest depth each body moves out: 1/4 (half the depth per tick in total). */
    static final long PAIR_PUSH = Fixed.ONE >> 2;
    /** Impulse per unit of approaching normal speed, per body: (1 + e) / 2 with restitution e = 1/2. */
    static final long PAIR_IMPULSE = 3L << 30;
    /** Spin gained per unit of impulse moment: 1/2. */
    static final long SPIN_GAIN = Fixed.HALF;
    /** Fraction of the deepest mesh contact's depth a body moves out per tick: 1/2. */
    static final long MESH_PUSH = Fixed.HALF;
    /** Approaching normal speed removed against the mesh: (1 + e) with restitution e = 1/4. */
    static final long MESH_BOUNCE = Fixed.ONE + (Fixed.ONE >> 2);
    /** Tangential speed removed per mesh contact: 1/32 (friction-like damping). */
    static final long MESH_FRICTION = Fixed.ONE >> 5;
    /**
     * Horizontal pull toward the arena centre: acceleration {@code -CENTER_PULL * (px, pz)}, 1 unit/s^2 per
     * unit of distance. It keeps the bodies meeting (so every pair keeps being exercised) instead of
     * settling in corners.
     */
    static final long CENTER_PULL = Fixed.ONE;
    /** Velocity kept (and reversed) at an arena wall: 1/2. */
    static final long WALL_RESTITUTION = Fixed.HALF;
    /** A body below this height has fallen out and respawns at {@link #RESPAWN_HEIGHT} at rest. */
    static final long RESPAWN_BELOW = Fixed.fromInt(-2);
    static final long RESPAWN_HEIGHT = Fixed.fromInt(6);
    /** Bodies are kept below this height (velocity set to non-positive there). */
    static final long CEILING = Fixed.fromInt(12);

    /**
     * Where a restored snapshot's bodies may be: inside the arena's walls, between the respawn height
     * and the ceiling, every velocity component within {@link #MAX_SPEED}, as every tick leaves them.
     */
    private static final StateRanges.MotionRange MOTION_RANGE = StateRanges.MotionRange.box(
            Fixed.fromInt(ReferenceLevel.HALF_SIZE), RESPAWN_BELOW, CEILING, Fixed.fromInt(ReferenceLevel.HALF_SIZE), MAX_SPEED);
    /**
     * Largest coordinate of a restored manifold point (local witnesses and world point) and largest
     * depth: 64 units, several times the arena and any body; keeps the refresh of a restored point far
     * inside Q31.32.
     */
    static final long MAX_RESTORED_CONTACT_COORDINATE = Fixed.fromInt(64);
    /** Largest component of a restored manifold normal: 2 (a unit normal's, with room for rounding). */
    static final long MAX_RESTORED_NORMAL_COMPONENT = Fixed.fromInt(2);

    static final int BODIES = ReferenceBodies.COUNT;
    static final String[] KIND_NAMES = {"sphere", "capsule", "box", "hull"};
    private static final List<String> PHASES = List.of("inputs", "collision", "response", "integration");
    private static final List<String> PARTS = List.of("bodies", "manifolds", "world");
    static final byte PARAMETER_VERSION = 1;
    private static final String[] PAIR_COUNTERS = new String[16];
    private static final String[] MESH_COUNTERS = new String[4];
    private static final String[][] POINT_FIELDS = new String[ContactManifold.MAX_POINTS][];
    private static final String[] POINT_FIELD_SUFFIXES = {"ax", "ay", "az", "bx", "by", "bz", "wx", "wy", "wz", "d", "f"};

    static {
        for (int a = 0; a < 4; a++) {
            for (int b = a; b < 4; b++) {
                PAIR_COUNTERS[a * 4 + b] = "pairs." + KIND_NAMES[a] + "-" + KIND_NAMES[b];
            }
            MESH_COUNTERS[a] = "mesh." + KIND_NAMES[a];
        }
        for (int k = 0; k < POINT_FIELDS.length; k++) {
            POINT_FIELDS[k] = new String[POINT_FIELD_SUFFIXES.length];
            for (int f = 0; f < POINT_FIELD_SUFFIXES.length; f++) {
                POINT_FIELDS[k][f] = "p" + k + "." + POINT_FIELD_SUFFIXES[f];
            }
        }
    }

    private final int levelVariant;
    private final ReferenceBodies shapes;
    private final ReferenceLevel level;
    private final ReferenceNarrowphase narrowphase = new ReferenceNarrowphase();
    private final MeshContactWorkspace meshWorkspace = new MeshContactWorkspace();
    private final MeshContactResult meshResult = new MeshContactResult();
    private final ContactManifold fresh = new ContactManifold();
    private final Transform[] poses = new Transform[BODIES];
    /**
     * Hull-hull temporal coherence per pair. Not state: {@link ManifoldCache} is specified to change
     * speed only, never the result bits (collision's {@code ManifoldCacheProperties}), so a restored
     * copy starts with empty caches and still continues bit-identically (checked here by the sync
     * test of every golden scene).
     */
    private final ManifoldCache[] hullCaches = new ManifoldCache[BODIES * BODIES];

    // ---- state (all of it is in encodeState, with the tick and body motion held by RigidBodyScenario) ----
    private final long[] pairCounts = new long[16];
    private final long[] meshCounts = new long[4];
    private long meshVoided;
    private long respawns;
    private final long[] wx = new long[BODIES];
    private final long[] wy = new long[BODIES];
    private final long[] wz = new long[BODIES];
    private final PersistentManifold[] manifolds = new PersistentManifold[BODIES * BODIES];

    /**
     * Creates the scene named by {@code seed} for {@code players} players on level variant
     * {@code levelVariant} (0 = one mesh, 1 = 2 x 2 disjoint tiles).
     *
     * @throws IllegalArgumentException if {@code players} is outside 2..8 or the variant is unknown
     */
    public ReferenceScenario(long seed, int players, int levelVariant) {
        super(BODIES, MIN_PLAYERS, MAX_PLAYERS, players, SimulationRules.of(SIMULATION_ID,
                new byte[]{PARAMETER_VERSION, (byte) players, (byte) levelVariant}, PHASES, PARTS), STEERING);
        this.levelVariant = levelVariant;
        this.level = ReferenceLevel.build(levelVariant);
        this.shapes = new ReferenceBodies(seed);
        for (int i = 0; i < BODIES; i++) {
            for (int j = i + 1; j < BODIES; j++) {
                manifolds[i * BODIES + j] = new PersistentManifold();
                hullCaches[i * BODIES + j] = new ManifoldCache();
            }
        }
        long s = seed;
        for (int i = 0; i < BODIES; i++) {
            // spawn slots 2 apart in three rows of four above the level, jittered by up to 1/4
            px[i] = Fixed.add(Fixed.fromInt(-3 + 2 * (i % 4)), InputScript.mix(s += 0x9e37) >> 34);
            pz[i] = Fixed.add(Fixed.fromInt(-2 + 2 * (i / 4)), InputScript.mix(s += 0x9e37) >> 34);
            py[i] = Fixed.fromInt(3 + (i % 3));
            vx[i] = InputScript.mix(s += 0x9e37) >> 31;                 // [-2, 2) units/s
            vz[i] = InputScript.mix(s += 0x9e37) >> 31;
            wx[i] = InputScript.mix(s += 0x9e37) >> 31;                 // [-2, 2) rad/s
            wy[i] = InputScript.mix(s += 0x9e37) >> 31;
            wz[i] = InputScript.mix(s += 0x9e37) >> 31;
            orientation[i] = Quat.IDENTITY;
        }
    }

    /**
     * Returns the scenario described by replay rules parameters.
     *
     * @throws BadInputException if the parameters are not this scenario's
     */
    static ReferenceScenario fromParameters(byte[] parameters, long seed) {
        if (parameters.length != 3 || parameters[0] != PARAMETER_VERSION || parameters[1] < MIN_PLAYERS
                || parameters[1] > MAX_PLAYERS || (parameters[2] != ReferenceLevel.SINGLE && parameters[2] != ReferenceLevel.TILES)) {
            throw foreignParameters(SIMULATION_ID, PARAMETER_VERSION,
                    "with " + MIN_PLAYERS + ".." + MAX_PLAYERS + " players and level 0 or 1");
        }
        return new ReferenceScenario(seed, parameters[1], parameters[2]);
    }

    @Override
    public String description() {
        return NAME + ": " + BODIES + " bodies (spheres, capsules, boxes, a random hull) on a terrain mesh level ("
                + (levelVariant == ReferenceLevel.TILES ? "4 disjoint tiles" : "one mesh") + "), " + players + " players steering";
    }

    @Override
    public void runPhase(int phase) {
        switch (phase) {
            case 1:
                collide();
                break;
            case 2:
                respondToPairs();
                for (int i = 0; i < BODIES; i++) {
                    respondToMesh(i);
                }
                break;
            case 3:
                for (int i = 0; i < BODIES; i++) {
                    integrate(i);
                }
                break;
            default:
                throw new IllegalArgumentException(NAME + " has phases 1..3, got " + phase);
        }
    }

    /** Broadphase and narrowphase: every pair i < j in id order. */
    private void collide() {
        for (int i = 0; i < BODIES; i++) {
            poses[i] = pose(i);
        }
        for (int i = 0; i < BODIES; i++) {
            for (int j = i + 1; j < BODIES; j++) {
                PersistentManifold pm = manifolds[i * BODIES + j];
                long reach = shapes.boundingRadius[i] + shapes.boundingRadius[j] + CONTACT_DISTANCE;
                long dx = Fixed.sub(px[j], px[i]);
                long dy = Fixed.sub(py[j], py[i]);
                long dz = Fixed.sub(pz[j], pz[i]);
                // box test first (cheap), then the exact bounding-sphere test (dot3 rounds once; positions
                // are within +-12, so the squares stay far below the Q31.32 range)
                if (Math.abs(dx) > reach || Math.abs(dy) > reach || Math.abs(dz) > reach
                        || Fixed.dot3(dx, dy, dz, dx, dy, dz) > Fixed.mul(reach, reach)) {
                    pm.clear();
                    continue;
                }
                narrowphase.collide(shapes.shapes[i], poses[i], shapes.shapes[j], poses[j], CONTACT_DISTANCE,
                        hullCaches[i * BODIES + j], fresh);
                pm.update(poses[i], poses[j], fresh, CONTACT_DISTANCE);
                if (pm.pointCount() > 0) {
                    int a = Math.min(shapes.kinds[i], shapes.kinds[j]);
                    int b = Math.max(shapes.kinds[i], shapes.kinds[j]);
                    pairCounts[a * 4 + b]++;
                }
            }
        }
    }

    /** Pair response in id order, from each pair's deepest manifold point (ties: lowest slot). */
    private void respondToPairs() {
        for (int i = 0; i < BODIES; i++) {
            for (int j = i + 1; j < BODIES; j++) {
                ContactManifold m = manifolds[i * BODIES + j].manifold();
                if (m.pointCount() == 0) {
                    continue;
                }
                ManifoldPoint deepest = m.point(0);
                for (int k = 1; k < m.pointCount(); k++) {
                    if (m.point(k).depth() > deepest.depth()) {
                        deepest = m.point(k);
                    }
                }
                long nx = m.normalX();
                long ny = m.normalY();
                long nz = m.normalZ();
                if (deepest.depth() > 0) {
                    long push = Fixed.mul(deepest.depth(), PAIR_PUSH);
                    move(i, Fixed.neg(push), nx, ny, nz);
                    move(j, push, nx, ny, nz);
                }
                long approach = Fixed.dot3(Fixed.sub(vx[j], vx[i]), Fixed.sub(vy[j], vy[i]), Fixed.sub(vz[j], vz[i]), nx, ny, nz);
                if (approach < 0) {
                    long impulse = Fixed.mul(Fixed.neg(approach), PAIR_IMPULSE);
                    kick(i, deepest, Fixed.neg(impulse), nx, ny, nz);
                    kick(j, deepest, impulse, nx, ny, nz);
                }
            }
        }
    }

    private void move(int i, long amount, long nx, long ny, long nz) {
        px[i] = Fixed.add(px[i], Fixed.mul(amount, nx));
        py[i] = Fixed.add(py[i], Fixed.mul(amount, ny));
        pz[i] = Fixed.add(pz[i], Fixed.mul(amount, nz));
    }

    /** Adds {@code impulse * n} to body i's velocity and {@code SPIN_GAIN * impulse * (r x n)} to its spin. */
    private void kick(int i, ManifoldPoint at, long impulse, long nx, long ny, long nz) {
        vx[i] = Fixed.add(vx[i], Fixed.mul(impulse, nx));
        vy[i] = Fixed.add(vy[i], Fixed.mul(impulse, ny));
        vz[i] = Fixed.add(vz[i], Fixed.mul(impulse, nz));
        long rx = Fixed.sub(at.worldX(), px[i]);
        long ry = Fixed.sub(at.worldY(), py[i]);
        long rz = Fixed.sub(at.worldZ(), pz[i]);
        long gain = Fixed.mul(impulse, SPIN_GAIN);
        wx[i] = Fixed.add(wx[i], Fixed.mul(gain, Fixed.mulSubMul(ry, nz, rz, ny)));
        wy[i] = Fixed.add(wy[i], Fixed.mul(gain, Fixed.mulSubMul(rz, nx, rx, nz)));
        wz[i] = Fixed.add(wz[i], Fixed.mul(gain, Fixed.mulSubMul(rx, ny, ry, nx)));
    }

    /**
     * Mesh contacts of body i through the kernel's query for its shape: sphere, capsule or hull against
     * the level (one mesh voided by vertex index, or the tiles voided by position), then the response.
     */
    private void respondToMesh(int i) {
        Transform t = pose(i);
        boolean single = level.variant() == ReferenceLevel.SINGLE;
        MeshBvh[] bvhs = level.bvhs();
        Shape shape = shapes.shapes[i];
        switch (shapes.kinds[i]) {
            case ReferenceBodies.SPHERE:
                if (single) {
                    MeshContacts.sphereVsMesh(px[i], py[i], pz[i], ReferenceBodies.SPHERE_RADIUS, CONTACT_DISTANCE, bvhs[0],
                            meshWorkspace, meshResult);
                } else {
                    MeshContacts.sphereVsMeshes(px[i], py[i], pz[i], ReferenceBodies.SPHERE_RADIUS, CONTACT_DISTANCE, bvhs,
                            meshWorkspace, meshResult);
                }
                break;
            case ReferenceBodies.CAPSULE:
                if (single) {
                    MeshContacts.capsuleVsMesh((Capsule) shape, t, CONTACT_DISTANCE, bvhs[0], meshWorkspace, meshResult);
                } else {
                    MeshContacts.capsuleVsMeshes((Capsule) shape, t, CONTACT_DISTANCE, bvhs, meshWorkspace, meshResult);
                }
                break;
            default:
                if (single) {
                    MeshContacts.hullVsMesh((ConvexHull) shape, t, CONTACT_DISTANCE, bvhs[0], meshWorkspace, meshResult);
                } else {
                    MeshContacts.hullVsMeshes((ConvexHull) shape, t, CONTACT_DISTANCE, bvhs, meshWorkspace, meshResult);
                }
                break;
        }
        respondToMeshResult(i);
    }

    private void respondToMeshResult(int i) {
        meshCounts[shapes.kinds[i]] += meshResult.count();
        meshVoided += meshResult.voidedCount();
        // Position: only the deepest contact pushes (ties: first in the result's order), so a box
        // lying on several triangles is not pushed once per contact point. Velocity: every contact
        // removes its approaching part (a later contact with the same normal finds nothing left).
        int deepest = -1;
        for (int k = 0; k < meshResult.count(); k++) {
            if (meshResult.depth(k) > 0 && (deepest < 0 || meshResult.depth(k) > meshResult.depth(deepest))) {
                deepest = k;
            }
        }
        if (deepest >= 0) {
            move(i, Fixed.mul(meshResult.depth(deepest), MESH_PUSH), meshResult.normalX(deepest),
                    meshResult.normalY(deepest), meshResult.normalZ(deepest));
        }
        for (int k = 0; k < meshResult.count(); k++) {
            long nx = meshResult.normalX(k);
            long ny = meshResult.normalY(k);
            long nz = meshResult.normalZ(k);
            long vn = Fixed.dot3(vx[i], vy[i], vz[i], nx, ny, nz);
            if (vn < 0) {
                // tangential part first (friction-like), then remove (1 + e) of the approaching part
                long tx = Fixed.sub(vx[i], Fixed.mul(vn, nx));
                long ty = Fixed.sub(vy[i], Fixed.mul(vn, ny));
                long tz = Fixed.sub(vz[i], Fixed.mul(vn, nz));
                long bounce = Fixed.mul(vn, MESH_BOUNCE);
                vx[i] = Fixed.sub(Fixed.sub(vx[i], Fixed.mul(tx, MESH_FRICTION)), Fixed.mul(bounce, nx));
                vy[i] = Fixed.sub(Fixed.sub(vy[i], Fixed.mul(ty, MESH_FRICTION)), Fixed.mul(bounce, ny));
                vz[i] = Fixed.sub(Fixed.sub(vz[i], Fixed.mul(tz, MESH_FRICTION)), Fixed.mul(bounce, nz));
            }
        }
    }

    private void integrate(int i) {
        vy[i] = Fixed.sub(vy[i], Fixed.mul(GRAVITY, DT));
        long pull = Fixed.mul(CENTER_PULL, DT);
        vx[i] = Fixed.sub(vx[i], Fixed.mul(px[i], pull));
        vz[i] = Fixed.sub(vz[i], Fixed.mul(pz[i], pull));
        vx[i] = Fixed.clamp(vx[i], -MAX_SPEED, MAX_SPEED);
        vy[i] = Fixed.clamp(vy[i], -MAX_SPEED, MAX_SPEED);
        vz[i] = Fixed.clamp(vz[i], -MAX_SPEED, MAX_SPEED);
        wx[i] = Fixed.clamp(Fixed.mul(wx[i], SPIN_KEEP), -MAX_SPIN, MAX_SPIN);
        wy[i] = Fixed.clamp(Fixed.mul(wy[i], SPIN_KEEP), -MAX_SPIN, MAX_SPIN);
        wz[i] = Fixed.clamp(Fixed.mul(wz[i], SPIN_KEEP), -MAX_SPIN, MAX_SPIN);
        moveByVelocity(i, DT);
        long wall = Fixed.fromInt(ReferenceLevel.HALF_SIZE) - shapes.boundingRadius[i];
        bounceOffWalls(px, vx, i, wall, WALL_RESTITUTION);
        bounceOffWalls(pz, vz, i, wall, WALL_RESTITUTION);
        if (py[i] < RESPAWN_BELOW) {
            py[i] = RESPAWN_HEIGHT;
            vx[i] = 0;
            vy[i] = 0;
            vz[i] = 0;
            respawns++;
        } else if (py[i] > CEILING) {
            py[i] = CEILING;
            vy[i] = Math.min(vy[i], 0);
        }
        orientation[i] = orientation[i].integrate(new Vec3(wx[i], wy[i], wz[i]), DT);
    }

    // ---- canonical state ----

    @Override
    public void encodeState(StateSink out) {
        out.beginPart("bodies");
        for (int i = 0; i < BODIES; i++) {
            encodeMotion(out, i);
            out.field("wx", wx[i]);
            out.field("wy", wy[i]);
            out.field("wz", wz[i]);
        }
        out.beginPart("manifolds");
        for (int i = 0; i < BODIES; i++) {
            for (int j = i + 1; j < BODIES; j++) {
                ContactManifold m = manifolds[i * BODIES + j].manifold();
                if (m.pointCount() == 0) {
                    continue;
                }
                out.body(i * BODIES + j);
                out.field("n", m.pointCount());
                out.field("nx", m.normalX());
                out.field("ny", m.normalY());
                out.field("nz", m.normalZ());
                for (int k = 0; k < m.pointCount(); k++) {
                    ManifoldPoint p = m.point(k);
                    String[] f = POINT_FIELDS[k];
                    out.field(f[0], p.localAX());
                    out.field(f[1], p.localAY());
                    out.field(f[2], p.localAZ());
                    out.field(f[3], p.localBX());
                    out.field(f[4], p.localBY());
                    out.field(f[5], p.localBZ());
                    out.field(f[6], p.worldX());
                    out.field(f[7], p.worldY());
                    out.field(f[8], p.worldZ());
                    out.field(f[9], p.depth());
                    out.field(f[10], p.featureId());
                }
            }
        }
        out.beginPart("world");
        out.field("tick", tick);
        for (int c = 0; c < 16; c++) {
            if (PAIR_COUNTERS[c] != null) {
                out.field(PAIR_COUNTERS[c], pairCounts[c]);
            }
        }
        for (int k = 0; k < 4; k++) {
            out.field(MESH_COUNTERS[k], meshCounts[k]);
        }
        out.field("mesh.voided", meshVoided);
        out.field("respawns", respawns);
    }

    @Override
    public void restore(StateReader in) {
        in.beginPart("bodies");
        for (int i = 0; i < BODIES; i++) {
            restoreMotion(in, i, MOTION_RANGE);
            wx[i] = StateRanges.field(in, i, "wx", -MAX_SPIN, MAX_SPIN);
            wy[i] = StateRanges.field(in, i, "wy", -MAX_SPIN, MAX_SPIN);
            wz[i] = StateRanges.field(in, i, "wz", -MAX_SPIN, MAX_SPIN);
        }
        in.beginPart("manifolds");
        for (int i = 0; i < BODIES; i++) {
            for (int j = i + 1; j < BODIES; j++) {
                manifolds[i * BODIES + j].clear();
                hullCaches[i * BODIES + j].clear();
            }
        }
        long last = -1;
        while (in.atBody()) {
            long id = in.body();
            int i = (int) (id / BODIES);
            int j = (int) (id % BODIES);
            if (id <= last || id < 0 || i >= j || j >= BODIES) {
                throw new CanonicalFormatException(in.position(), "bad manifold id " + id);
            }
            last = id;
            restoreManifold(in, (int) id, manifolds[i * BODIES + j]);
        }
        in.beginPart("world");
        restoreTick(in);
        for (int c = 0; c < 16; c++) {
            if (PAIR_COUNTERS[c] != null) {
                pairCounts[c] = StateRanges.counter(in, PAIR_COUNTERS[c], 0, StateRanges.MAX_COUNTER);
            }
        }
        for (int k = 0; k < 4; k++) {
            meshCounts[k] = StateRanges.counter(in, MESH_COUNTERS[k], 0, StateRanges.MAX_COUNTER);
        }
        meshVoided = StateRanges.counter(in, "mesh.voided", 0, StateRanges.MAX_COUNTER);
        respawns = StateRanges.counter(in, "respawns", 0, StateRanges.MAX_COUNTER);
        in.end();
    }

    private void restoreManifold(StateReader in, int id, PersistentManifold pm) {
        long n = in.field("n");
        if (n < 1 || n > ContactManifold.MAX_POINTS) {
            throw new CanonicalFormatException(in.position(), "manifold point count " + n + " outside 1.." + ContactManifold.MAX_POINTS);
        }
        fresh.reset();
        long nMax = MAX_RESTORED_NORMAL_COMPONENT;
        fresh.setNormal(StateRanges.field(in, id, "nx", -nMax, nMax), StateRanges.field(in, id, "ny", -nMax, nMax),
                StateRanges.field(in, id, "nz", -nMax, nMax));
        long c = MAX_RESTORED_CONTACT_COORDINATE;
        for (int k = 0; k < n; k++) {
            String[] f = POINT_FIELDS[k];
            ManifoldPoint p = fresh.addPoint();
            p.setLocalA(StateRanges.field(in, id, f[0], -c, c), StateRanges.field(in, id, f[1], -c, c),
                    StateRanges.field(in, id, f[2], -c, c));
            p.setLocalB(StateRanges.field(in, id, f[3], -c, c), StateRanges.field(in, id, f[4], -c, c),
                    StateRanges.field(in, id, f[5], -c, c));
            p.setWorld(StateRanges.field(in, id, f[6], -c, c), StateRanges.field(in, id, f[7], -c, c),
                    StateRanges.field(in, id, f[8], -c, c));
            p.setDepth(StateRanges.field(in, id, f[9], -c, c));
            p.setFeatureId(in.field(f[10]));          // an opaque key: any bits are a valid (if unmatched) id
        }
        // The manifold is the whole carried state of a PersistentManifold (the rest is scratch), so
        // writing it back through manifold() restores the object exactly.
        pm.manifold().copyFrom(fresh);
    }

    @Override
    public List<PlacedShape> bodies() {
        List<PlacedShape> list = new ArrayList<>(BODIES);
        for (int i = 0; i < BODIES; i++) {
            list.add(new PlacedShape(shapes.specs[i], pose(i)));
        }
        return list;
    }

    /** Returns the cumulative count of ticks with a non-empty manifold for the kind pair (a, b), a &lt;= b. */
    long pairContacts(int a, int b) {
        return pairCounts[Math.min(a, b) * 4 + Math.max(a, b)];
    }

    /** Returns the cumulative count of mesh contacts of bodies of {@code kind}. */
    long meshContacts(int kind) {
        return meshCounts[kind];
    }

    long meshVoided() {
        return meshVoided;
    }
}
