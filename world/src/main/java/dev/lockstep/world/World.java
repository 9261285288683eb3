package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.replay.hash.CanonicalFormatException;
import dev.lockstep.replay.hash.StateHasher;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.replay.hash.StateSink;
import dev.lockstep.replay.hash.StateSource;

/**
 * A deterministic rigid-body world: create it from a {@link WorldDef}, add bodies from
 * {@link BodyDef}s, {@link #step()} it, read the bodies back. Every value is Q31.32, every step is
 * a pure function of the state and the calls made since the last step, so two worlds fed the same
 * calls hold the same bits on every JVM and CPU.
 *
 * <pre>{@code
 * World world = new World(new WorldDef());
 * world.createBody(new BodyDef().shape(ShapeDef.box(new Vec3(Fixed.fromInt(15), Fixed.HALF, Fixed.fromInt(15)))));
 * BodyId box = world.createBody(new BodyDef().type(BodyType.DYNAMIC).position(Vec3.ofInts(0, 4, 0))
 *         .shape(ShapeDef.box(new Vec3(Fixed.HALF, Fixed.HALF, Fixed.HALF))));
 * for (int i = 0; i < 120; i++) {
 *     world.step();
 * }
 * Vec3 p = world.position(box);        // resting on the ground, y = 1 within the linear slop
 * }</pre>
 *
 * <h2>One tick ({@link #step})</h2>
 * <ol>
 *   <li><b>Pairs</b>: sort and sweep over fat bounds ({@link BroadPhase}); the new pairs are sorted by
 *       (shape key A, shape key B) and merged into the contact list, which is always in that
 *       order. A shape key is {@code body index * 2^16 + shape ordinal}.</li>
 *   <li><b>Narrow phase</b> of every contact with an awake body, in contact order: the collision
 *       kernel's query at the speculative distance (4 linear slops, more for fast bodies), impulses
 *       carried over by feature id; begin/end events; contacts whose fat bounds parted are
 *       destroyed. A sleeping body touched by an awake one wakes with its whole island.</li>
 *   <li><b>Solve</b> (Box2D v3's soft step, {@link ContactSolver}) over the contacts touching an
 *       awake dynamic body, in contact order: prepare; per substep integrate velocities, warm start,
 *       biased solve, integrate positions, relax, each for the joints ({@link JointSolver}, joint
 *       id order) before the contacts; then restitution; then breakable joints are checked.</li>
 *   <li><b>Finalize</b> bodies in index order: transforms, fat bounds, sleep counters (ticks below
 *       {@link WorldDef#sleepThreshold}); islands are rebuilt over the awake bodies (union-find
 *       through touching contacts and joints, smallest body index as the root) and an island whose every body
 *       has been slow for {@link WorldDef#sleepTicks} ticks sleeps: its velocities are zeroed and it
 *       costs nothing until something touches it, or a force, impulse or velocity is applied.</li>
 * </ol>
 *
 * <p>Deviations from Box2D v3, each deliberate: islands are rebuilt from the awake bodies every tick
 * (Jolt's way) instead of kept and split incrementally; sleeping islands persist as sleep sets.
 * Fast bodies get continuous collision through speculative contacts whose distance grows with the
 * bodies' motion bound ({@code (|v| + |w| maxExtent) dt}), against every shape and mesh; like all
 * speculative contacts this is linear in the motion (a fast spinning body may still clip a corner),
 * see {@code world/docs/solver.md}.
 *
 * <p>Not thread-safe; one world per thread.
 */
public final class World {
    /**
     * Fat-bounds margin: 0.1 m (Box2D's {@code B2_AABB_MARGIN}), raw {@code 429496730}. A shape's
     * fat box is refitted only when its tight box (plus its motion this tick) leaves it, so resting
     * and slowly moving shapes never reach the pair search.
     */
    public static final long AABB_MARGIN = FixedDecimals.raw("0.1");

    final WorldSettings settings;
    final Bodies bodies = new Bodies(16);
    final Joints joints = new Joints();
    private final BroadPhase broadPhase = new BroadPhase();
    private final MeshSet meshes = new MeshSet();
    private final ContactEvents events = new ContactEvents();
    final BodyPoses poses = new BodyPoses(bodies, broadPhase);
    final BodyFactory bodyFactory;
    /** The contacts in canonical order (key A, key B) and their pools. */
    final ContactList contactList;
    private final JointRegistry jointRegistry;
    private final SolvePhase solvePhase;
    private final StateHasher hasher = new StateHasher(WorldState.PARTS.toArray(new String[0]));
    private final StateSource stateSource = this::encodeState;
    private final MutableVec3 scratch = new MutableVec3();
    private final MutableVec3 restoreTangent1 = new MutableVec3();
    private final MutableVec3 restoreTangent2 = new MutableVec3();
    /** Ticks stepped (state). */
    long tick;

    /**
     * Creates an empty world with the settings of {@code def} (copied).
     *
     * @throws IllegalArgumentException if a setting is out of its documented range
     */
    public World(WorldDef def) {
        settings = new WorldSettings(def);
        MotionBounds motion = new MotionBounds(bodies, settings.dt, settings.speculativeDistance);
        contactList = new ContactList(bodies, joints, broadPhase, meshes, new NarrowPhase(meshes, motion), events,
                settings.hitThreshold);
        JointSolver jointSolver = new JointSolver(bodies);
        jointSolver.configure(settings.jointSoftness, settings.inverseH, settings.h, settings.maxLinearSpeed);
        jointRegistry = new JointRegistry(settings, bodies, joints, jointSolver, contactList);
        solvePhase = new SolvePhase(settings, bodies, poses, motion, contactList, joints, jointRegistry, jointSolver);
        bodyFactory = new BodyFactory(settings, bodies, poses, broadPhase, meshes);
    }

    // ------------------------------------------------------------------ bodies

    /**
     * Creates a body and returns its handle.
     *
     * @throws IllegalArgumentException naming the body (its would-be index and user data) and the
     *     limit, if the rotation is not unit, the position is outside the world-size budget, a
     *     dynamic body has no solid shape or its mass properties leave {@link MassWindow}, a mesh is
     *     on a non-static body, or a material value is negative
     */
    public BodyId createBody(BodyDef def) {
        return bodyFactory.create(def);
    }

    /**
     * Destroys a body: its contacts end (end events for those that touched, in contact order), the
     * bodies it touched wake, and its handle is rejected from now on. A static body with a mesh
     * cannot be destroyed (meshes are world definition).
     *
     * @throws IllegalArgumentException if the handle is stale or the body holds a mesh
     */
    public void destroyBody(BodyId id) {
        int slot = check(id);
        if (bodyFactory.holdsMesh(slot)) {
            throw new IllegalArgumentException(id + " holds a triangle mesh; meshes are part of the world definition and stay");
        }
        if (!bodies.awake[slot] && bodies.sleepSet[slot] >= 0) {
            bodies.wakeSet(slot);
        }
        while (joints.alive > 0 && slot < joints.bodyHead.length && joints.bodyHead[slot] >= 0) {
            jointRegistry.remove(joints.bodyHead[slot]);
        }
        contactList.removeBody(slot);
        for (BodyShape s : bodies.shapes[slot]) {
            broadPhase.remove(s);
        }
        bodies.awake[slot] = false;
        bodies.release(slot);
    }

    /**
     * Returns the slot of a live body.
     *
     * @throws IllegalArgumentException if the handle's body was destroyed or never existed here
     */
    int check(BodyId id) {
        return bodies.slotOf(id);
    }

    /** Returns whether {@code id} names a live body of this world. */
    public boolean isValid(BodyId id) {
        return id != null && id.index() >= 0 && id.index() < bodies.count && bodies.type[id.index()] != Bodies.FREE
                && bodies.generation[id.index()] == id.generation();
    }

    /** Returns the handle of the live body in slot {@code index}, or null. */
    public BodyId bodyAt(int index) {
        return bodies.alive(index) ? new BodyId(index, bodies.generation[index]) : null;
    }

    /** One past the highest body slot in use (iterate {@code 0..bodySlotCount()-1} with {@link #bodyAt}). */
    public int bodySlotCount() {
        return bodies.count;
    }

    // ------------------------------------------------------------------ joints

    /**
     * Creates a joint and returns its handle. The factories' world frame is converted into each
     * body's local frame now (rounded once per component); both bodies wake. Unless the definition
     * lets them collide, contacts between the two bodies end now (end events for touching ones, in
     * contact order) and the broadphase creates none while the joint lives.
     *
     * @throws IllegalArgumentException naming the joint (its would-be index and user data) and the
     *     field, if a body handle is stale, both handles name one body, neither body is dynamic, a
     *     frame rotation is not unit, or an option is outside its documented range (see {@link JointDef})
     */
    public JointId createJoint(JointDef def) {
        return jointRegistry.create(def);
    }

    /**
     * Destroys a joint; its bodies wake. Bodies that the joint kept from colliding may collide from
     * the next step (their shapes are searched for pairs again).
     *
     * @throws IllegalArgumentException if the handle is stale
     */
    public void destroyJoint(JointId id) {
        jointRegistry.remove(jointRegistry.slotOf(id));
    }

    /** Returns whether {@code id} names a live joint of this world. */
    public boolean isValid(JointId id) {
        return id != null && joints.isAlive(id.index()) && joints.generation[id.index()] == id.generation();
    }

    /** Returns the number of live joints. */
    public int jointCount() {
        return joints.alive;
    }

    /** Returns the joint events (broken joints) of the last step. */
    public JointEvents jointEvents() {
        return jointRegistry.events();
    }

    /**
     * Sets a revolute (rad/s) or prismatic (m/s) joint's motor speed; wakes its bodies.
     *
     * @throws IllegalArgumentException if the handle is stale, the joint has no motor, or the speed
     *     exceeds the world's angular (revolute) or linear (prismatic) speed limit
     */
    public void setMotorSpeed(JointId id, long speed) {
        jointRegistry.setMotorSpeed(id, speed);
    }

    /**
     * Returns the joint's constraint force of the last substep (N, world frame): the sum of its
     * linear rows' impulses along their directions at the bodies' current poses, times {@code 1/h}.
     */
    public Vec3 jointForce(JointId id) {
        return jointRegistry.force(id);
    }

    /** Returns the joint's constraint torque of the last substep (N m, world frame): its angular rows, as {@link #jointForce}. */
    public Vec3 jointTorque(JointId id) {
        return jointRegistry.torque(id);
    }

    // ------------------------------------------------------------------ reading state

    /** Returns the body origin's position (allocates a value). */
    public Vec3 position(BodyId id) {
        int i = check(id);
        return bodies.transform[i].translation();
    }

    /** Returns the body's rotation. */
    public Quat rotation(BodyId id) {
        int i = check(id);
        return new Quat(bodies.qw[i], bodies.qx[i], bodies.qy[i], bodies.qz[i]);
    }

    /** Returns the body origin's transform (allocates a value: the world's own pose changes as the body moves). */
    public Transform transform(BodyId id) {
        return bodies.transform[check(id)].immutable();
    }

    /** Returns the centre of mass in world space. */
    public Vec3 centerOfMass(BodyId id) {
        int i = check(id);
        return new Vec3(bodies.cx[i], bodies.cy[i], bodies.cz[i]);
    }

    /** Returns the velocity of the centre of mass (m/s). */
    public Vec3 linearVelocity(BodyId id) {
        int i = check(id);
        return new Vec3(bodies.vx[i], bodies.vy[i], bodies.vz[i]);
    }

    /** Returns the angular velocity (rad/s, world frame). */
    public Vec3 angularVelocity(BodyId id) {
        int i = check(id);
        return new Vec3(bodies.wx[i], bodies.wy[i], bodies.wz[i]);
    }

    /** Returns whether the body is awake (static bodies never are). */
    public boolean isAwake(BodyId id) {
        return bodies.awake[check(id)];
    }

    /** Returns the body's type. */
    public BodyType type(BodyId id) {
        return BodyType.values()[bodies.type[check(id)]];
    }

    /** Returns the body's user data id. */
    public long userData(BodyId id) {
        return bodies.userData[check(id)];
    }

    /** Returns the body's mass (0 for static and kinematic bodies): {@code 1 / inverse mass}, rounded once. */
    public long mass(BodyId id) {
        long inv = bodies.invMass[check(id)];
        return inv == 0 ? 0 : Fixed.div(Fixed.ONE, inv);
    }

    /** Returns the number of ticks stepped. */
    public long tick() {
        return tick;
    }

    /** Returns the events of the last step. */
    public ContactEvents contactEvents() {
        return events;
    }

    /** Returns the number of contacts (pairs with overlapping fat bounds). */
    public int contactCount() {
        return contactList.count;
    }

    /** Returns the number of contacts that touch (at least one manifold point). */
    public int touchingContactCount() {
        return contactList.touchingCount();
    }

    /** Returns the number of awake bodies. */
    public int awakeBodyCount() {
        int n = 0;
        for (int i = 0; i < bodies.count; i++) {
            if (bodies.type[i] != Bodies.FREE && bodies.awake[i]) {
                n++;
            }
        }
        return n;
    }

    /**
     * Visits every contact point of every touching contact, in contact order (for drawing and
     * tests): {@code visitor.point(shapeKeyA, shapeKeyB, px, py, pz, nx, ny, nz, separation, normalImpulse)}.
     */
    public void forEachContactPoint(ContactPointVisitor visitor) {
        Contact[] contacts = contactList.contacts;
        for (int i = 0; i < contactList.count; i++) {
            Contact c = contacts[i];
            if (!c.touching) {
                continue;
            }
            for (int j = 0; j < c.pointCount; j++) {
                visitor.point(c.keyA, c.keyB, c.px[j], c.py[j], c.pz[j], c.nx[j], c.ny[j], c.nz[j], c.separation[j],
                        c.normalImpulse[j]);
            }
        }
    }

    /** Receives contact points from {@link #forEachContactPoint}. */
    @FunctionalInterface
    public interface ContactPointVisitor {
        /** One point: shape keys, world position, normal (A to B), separation and normal impulse (raw). */
        void point(long shapeA, long shapeB, long px, long py, long pz, long nx, long ny, long nz, long separation,
                long normalImpulse);
    }

    // ------------------------------------------------------------------ acting on bodies

    /** Adds a force (N) at the centre of mass until the end of the next step; wakes the body. */
    public void applyForce(BodyId id, Vec3 force) {
        int i = checkDynamic(id);
        bodies.fx[i] = Fixed.add(bodies.fx[i], force.x());
        bodies.fy[i] = Fixed.add(bodies.fy[i], force.y());
        bodies.fz[i] = Fixed.add(bodies.fz[i], force.z());
        bodies.wake(i);
    }

    /** Adds a torque (N m, world frame) until the end of the next step; wakes the body. */
    public void applyTorque(BodyId id, Vec3 torque) {
        int i = checkDynamic(id);
        bodies.tx[i] = Fixed.add(bodies.tx[i], torque.x());
        bodies.ty[i] = Fixed.add(bodies.ty[i], torque.y());
        bodies.tz[i] = Fixed.add(bodies.tz[i], torque.z());
        bodies.wake(i);
    }

    /** Applies a linear impulse (N s) at the centre of mass now; wakes the body. */
    public void applyLinearImpulse(BodyId id, Vec3 impulse) {
        int i = checkDynamic(id);
        long m = bodies.invMass[i];
        bodies.vx[i] = Fixed.add(bodies.vx[i], Fixed.mul(m, impulse.x()));
        bodies.vy[i] = Fixed.add(bodies.vy[i], Fixed.mul(m, impulse.y()));
        bodies.vz[i] = Fixed.add(bodies.vz[i], Fixed.mul(m, impulse.z()));
        bodies.wake(i);
    }

    /** Applies an angular impulse (N m s, world frame) now; wakes the body. */
    public void applyAngularImpulse(BodyId id, Vec3 impulse) {
        int i = checkDynamic(id);
        poses.refreshWorldInertia(i);
        long[] w = bodies.invInertiaWorld;
        int o = 6 * i;
        bodies.wx[i] = Fixed.add(bodies.wx[i], Fixed.dot3(w[o], w[o + 3], w[o + 4], impulse.x(), impulse.y(), impulse.z()));
        bodies.wy[i] = Fixed.add(bodies.wy[i], Fixed.dot3(w[o + 3], w[o + 1], w[o + 5], impulse.x(), impulse.y(), impulse.z()));
        bodies.wz[i] = Fixed.add(bodies.wz[i], Fixed.dot3(w[o + 4], w[o + 5], w[o + 2], impulse.x(), impulse.y(), impulse.z()));
        bodies.wake(i);
    }

    /**
     * Sets the velocity of the centre of mass (dynamic or kinematic body); wakes the body. As in
     * Box2D, a velocity set between steps is the starting velocity of the next step's first
     * substep; gravity and contacts act on it from there.
     *
     * @throws IllegalArgumentException if the body is static or the speed exceeds the world's limit
     */
    public void setLinearVelocity(BodyId id, Vec3 v) {
        int i = checkMoving(id);
        LimitChecks.speed(id.toString(), "linear velocity", v, settings.maxLinearSpeed);
        bodies.vx[i] = v.x();
        bodies.vy[i] = v.y();
        bodies.vz[i] = v.z();
        bodies.wake(i);
    }

    /** Sets the angular velocity (rad/s, world frame); wakes the body. Ignored for fixed-rotation bodies. */
    public void setAngularVelocity(BodyId id, Vec3 w) {
        int i = checkMoving(id);
        LimitChecks.speed(id.toString(), "angular velocity", w, settings.maxAngularSpeed);
        if (!bodies.fixedRotation[i]) {
            bodies.wx[i] = w.x();
            bodies.wy[i] = w.y();
            bodies.wz[i] = w.z();
        }
        bodies.wake(i);
    }

    /**
     * Moves a body to a new origin pose at once (a teleport: velocities kept, no sweep); wakes it.
     * Its fat boxes are refitted, so new pairs are found at the next step. Bodies it now overlaps
     * that are asleep wake when the next step finds the touch with an awake body; a static body
     * moved onto sleeping bodies does not wake them (Box2D's rule).
     *
     * @throws IllegalArgumentException if the rotation is not unit or the position is outside the
     *     world-size budget
     */
    public void setTransform(BodyId id, Vec3 position, Quat rotation) {
        int i = check(id);
        String name = id.toString();
        LimitChecks.unitRotation(name, rotation);
        LimitChecks.insideWorld(name, position, settings.worldExtent);
        Quat unit = rotation.normalize();
        Bodies b = bodies;
        b.qw[i] = unit.w();
        b.qx[i] = unit.x();
        b.qy[i] = unit.y();
        b.qz[i] = unit.z();
        Transform.of(unit, position).applyToPointInto(b.localCenterX[i], b.localCenterY[i], b.localCenterZ[i], scratch);
        b.cx[i] = scratch.x;
        b.cy[i] = scratch.y;
        b.cz[i] = scratch.z;
        poses.placeOrigin(i);
        poses.placeShapes(i);
        for (BodyShape s : b.shapes[i]) {
            s.fatValid = false;
            poses.refitFat(s, 0);
        }
        bodies.wake(i);
    }

    /** Wakes the body and its island. */
    public void wake(BodyId id) {
        bodies.wake(check(id));
    }

    private int checkDynamic(BodyId id) {
        int i = check(id);
        if (!bodies.isDynamic(i)) {
            throw new IllegalArgumentException(id + " is " + BodyType.values()[bodies.type[i]] + "; forces and impulses act on dynamic bodies");
        }
        return i;
    }

    private int checkMoving(BodyId id) {
        int i = check(id);
        if (bodies.isStatic(i)) {
            throw new IllegalArgumentException(id + " is static; static bodies have no velocity");
        }
        return i;
    }

    // ------------------------------------------------------------------ the step

    /** Advances the world by one tick: pairs, narrow phase, solver, finalize, sleep. */
    public void step() {
        collidePhase();
        solvePhase();
    }

    /** The first half of {@link #step}: events cleared, tick counted, pairs and narrow phase (a replay phase of its own). */
    void collidePhase() {
        events.clear();
        jointRegistry.events().clear();
        tick++;
        jointRegistry.wakeJointedSleepers();
        contactList.updatePairs();
        contactList.update();
    }

    /** The second half of {@link #step}: solver, finalize, islands and sleep. */
    void solvePhase() {
        solvePhase.run();
    }

    // ------------------------------------------------------------------ state, snapshots, rollback

    /**
     * Writes the whole dynamic state in canonical order (see {@code WorldState}): the input of the
     * replay module's hash, diff and byte snapshots. Emits identical calls for identical states.
     */
    public void encodeState(StateSink out) {
        WorldState.encode(this, out);
    }

    /** Returns the canonical state hash (the replay module's FNV-1a over the canonical encoding). */
    public long stateHash() {
        return hasher.hash(stateSource);
    }

    /** Writes the whole dynamic state into {@code out} (a caller-owned, reusable buffer). */
    public void snapshot(WorldSnapshot out) {
        WorldSnapshot.Writer writer = out.writer();
        writer.reset();
        WorldState.encode(this, writer);
    }

    /**
     * Replaces the dynamic state with {@code snapshot}'s; stepping on from here gives the same bits
     * as stepping on from when the snapshot was taken, and ids of bodies and joints created from
     * here on are the ones the first run gave. Handles held from before the snapshot are valid
     * again; handles of bodies created after it belong to the abandoned timeline: drop them (one
     * may name the body that a re-simulation creates in the same slot).
     *
     * @throws IllegalArgumentException if the snapshot is not a state of this world (a value out of
     *     range, a shape or definition this world does not have); the message names part, body and field
     */
    public void restore(WorldSnapshot snapshot) {
        WorldSnapshot.Reader reader = snapshot.reader();
        reader.reset();
        WorldState.restore(this, reader, restoreTangent1, restoreTangent2);
    }

    /**
     * As {@link #restore(WorldSnapshot)}, from the canonical byte encoding (a replay keyframe).
     *
     * @throws CanonicalFormatException if the bytes are not a state of this world: a layout error, or
     *     a value out of range (the message names part, body and field, as {@link #restore(WorldSnapshot)})
     */
    public void restore(StateReader snapshot) {
        try {
            WorldState.restore(this, new StateReaderInput(snapshot), restoreTangent1, restoreTangent2);
        } catch (CanonicalFormatException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new CanonicalFormatException(snapshot.position(), e.getMessage());
        }
    }

    // ------------------------------------------------------------------ package access for queries and tests

    BodyTemplate template(int definition) {
        return bodyFactory.template(definition);
    }

    BroadPhase broadPhase() {
        return broadPhase;
    }

    MeshSet meshes() {
        return meshes;
    }
}
