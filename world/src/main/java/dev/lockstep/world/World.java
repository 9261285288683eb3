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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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

    private final int tickRate;
    private final int substeps;
    private final long dt;
    private final long h;
    private final int inverseH;
    private final long speculativeDistance;
    private final long sleepThreshold;
    private final int sleepTicksToSleep;
    private final boolean sleepEnabled;
    private final long maxLinearSpeed;
    private final long maxAngularSpeed;
    private final long worldExtent;
    private final long hitThreshold;
    final WorldSettings settings;

    final Bodies bodies = new Bodies(16);
    private final BroadPhase broadPhase = new BroadPhase();
    final BodyPoses poses = new BodyPoses(bodies, broadPhase);
    private final MotionBounds motion;
    private final MeshSet meshes = new MeshSet();
    private final ContactSolver solver;
    final Joints joints = new Joints();
    private final JointSolver jointSolver;
    private final JointEvents jointEvents = new JointEvents();
    private final long[] jointImpulse = new long[6];
    private final ContactEvents events = new ContactEvents();
    private final StateHasher hasher = new StateHasher(WorldState.PARTS.toArray(new String[0]));
    private final StateSource stateSource = this::encodeState;
    private final List<BodyTemplate> templates = new ArrayList<>();
    /** Exact mass properties of recent shapes (creation-time cache; see {@link MassCache}). */
    private final MassCache massCache = new MassCache();
    /** The last mass that passed {@link MassWindow#check}: an equal body from the cache skips the exact check. */
    private MassData checkedMass;
    /** Bodies ever created: the next body's template index (state: restored with snapshots). */
    int createdBodies;
    /** Ticks stepped (state). */
    long tick;

    /** The contacts in canonical order (key A, key B) and their pools. */
    final ContactList contactList;

    private final MutableVec3 scratch = new MutableVec3();
    private final MutableVec3 tangent1 = new MutableVec3();
    private final MutableVec3 tangent2 = new MutableVec3();
    private final SleepIslands islands = new SleepIslands();
    private final BodyIntegrator integrator;
    private int[] awakeList = new int[16];
    private int awakeCount;

    /**
     * Creates an empty world with the settings of {@code def} (copied).
     *
     * @throws IllegalArgumentException if a setting is out of its documented range
     */
    public World(WorldDef def) {
        settings = new WorldSettings(def);
        tickRate = settings.tickRate;
        substeps = settings.substeps;
        inverseH = settings.inverseH;
        dt = settings.dt;
        h = settings.h;
        speculativeDistance = settings.speculativeDistance;
        sleepThreshold = settings.sleepThreshold;
        sleepTicksToSleep = settings.sleepTicks;
        sleepEnabled = settings.sleepEnabled;
        maxLinearSpeed = settings.maxLinearSpeed;
        maxAngularSpeed = settings.maxAngularSpeed;
        worldExtent = settings.worldExtent;
        hitThreshold = settings.hitThreshold;
        motion = new MotionBounds(bodies, dt, speculativeDistance);
        contactList = new ContactList(bodies, joints, broadPhase, meshes, new NarrowPhase(meshes, motion), events, hitThreshold);
        Vec3 g = settings.gravity;
        integrator = new BodyIntegrator(h, g.x(), g.y(), g.z(), maxLinearSpeed, maxAngularSpeed);
        solver = new ContactSolver(bodies);
        solver.configure(settings.contactSoftness, settings.staticContactSoftness, settings.maxContactPushSpeed, inverseH,
                settings.restitutionThreshold);
        jointSolver = new JointSolver(bodies);
        jointSolver.configure(settings.jointSoftness, inverseH, h, maxLinearSpeed);
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
        String name = "body " + nextIndexForMessages() + " (user data " + def.userData() + ")";
        Quat q = def.rotation();
        LimitChecks.unitRotation(name, q);
        LimitChecks.insideWorld(name, def.position(), worldExtent);
        LimitChecks.speed(name, "linear velocity", def.linearVelocity(), maxLinearSpeed);
        LimitChecks.speed(name, "angular velocity", def.angularVelocity(), maxAngularSpeed);
        if (def.linearDamping() < 0 || def.angularDamping() < 0) {
            throw new IllegalArgumentException(name + ": damping must be >= 0");
        }
        if (Math.abs(def.gravityScale()) > Fixed.fromInt(100)) {
            throw new IllegalArgumentException(name + ": gravityScale must be within +-100, got " + Fixed.toString(def.gravityScale()));
        }
        List<ShapeDef> shapeDefs = def.shapes();
        if (shapeDefs.size() > WorldLimits.MAX_SHAPES_PER_BODY) {
            throw new IllegalArgumentException(name + ": more than " + WorldLimits.MAX_SHAPES_PER_BODY + " shapes");
        }
        for (int i = 0; i < shapeDefs.size(); i++) {
            ShapeDef s = shapeDefs.get(i);
            if (s.mesh() != null && def.type() != BodyType.STATIC) {
                throw new IllegalArgumentException(name + ": shape " + i + " is a triangle mesh; meshes belong on static bodies");
            }
            if (s.friction() < 0 || s.restitution() < 0 || s.rollingResistance() < 0) {
                throw new IllegalArgumentException(name + ": shape " + i + " has a negative friction, restitution or rolling resistance");
            }
        }
        ShapeDef[] shapes = shapeDefs.toArray(new ShapeDef[0]);
        BodyTemplate template = template(def, shapes, name);
        int slot = bodies.allocate();
        int definition = createdBodies++;
        if (definition < templates.size()) {
            templates.set(definition, template);
        } else {
            templates.add(template);
        }
        Quat unit = q.normalize();
        Bodies b = bodies;
        b.qw[slot] = unit.w();
        b.qx[slot] = unit.x();
        b.qy[slot] = unit.y();
        b.qz[slot] = unit.z();
        Transform origin = Transform.of(unit, def.position());
        origin.applyToPointInto(template.localCenterX, template.localCenterY, template.localCenterZ, scratch);
        b.cx[slot] = scratch.x;
        b.cy[slot] = scratch.y;
        b.cz[slot] = scratch.z;
        Vec3 v = def.linearVelocity();
        Vec3 w = def.angularVelocity();
        boolean moving = def.type() != BodyType.STATIC;
        b.vx[slot] = moving ? v.x() : 0;
        b.vy[slot] = moving ? v.y() : 0;
        b.vz[slot] = moving ? v.z() : 0;
        b.wx[slot] = moving && !def.fixedRotation() ? w.x() : 0;
        b.wy[slot] = moving && !def.fixedRotation() ? w.y() : 0;
        b.wz[slot] = moving && !def.fixedRotation() ? w.z() : 0;
        b.awake[slot] = def.type() != BodyType.STATIC && def.awake();
        b.sleepTicks[slot] = 0;
        b.sleepNext[slot] = -1;
        b.sleepSet[slot] = -1;
        instantiate(slot, definition, template);
        poses.placeOrigin(slot);
        poses.placeShapes(slot);
        for (BodyShape s : b.shapes[slot]) {
            poses.refitFat(s, 0);
            broadPhase.add(s);
        }
        for (int i = 0; i < shapes.length; i++) {
            if (shapes[i].mesh() != null) {
                meshes.add(shapes[i].mesh(), origin.compose(shapes[i].local()), slot, ((long) slot << 16) | i, definition, worldExtent);
            }
        }
        if (!b.awake[slot] && def.type() != BodyType.STATIC) {
            b.sleepNext[slot] = -1;
            b.sleepSet[slot] = slot;
        }
        return new BodyId(slot, b.generation[slot]);
    }

    private int nextIndexForMessages() {
        return bodies.freeCount > 0 ? bodies.freeList[bodies.freeCount - 1] : bodies.count;
    }

    /** Computes the mass properties and makes the template; validates a dynamic body's mass window. */
    private BodyTemplate template(BodyDef def, ShapeDef[] shapes, String name) {
        long[] invInertia = new long[6];
        long invMass = 0;
        long lcx = 0;
        long lcy = 0;
        long lcz = 0;
        if (def.type() == BodyType.DYNAMIC) {
            MassData[] parts = new MassData[shapes.length];
            int n = 0;
            for (int i = 0; i < shapes.length; i++) {
                ShapeDef s = shapes[i];
                if (s.convex() == null) {
                    continue;
                }
                if (s.density() <= 0) {
                    throw new IllegalArgumentException(name + ": shape " + i + " has density " + Fixed.toString(s.density())
                            + "; shapes of dynamic bodies need a density > 0");
                }
                parts[n++] = massOf(s, i, name);
            }
            if (n == 0) {
                throw new IllegalArgumentException(name + ": a dynamic body needs at least one convex shape");
            }
            MassData mass = n == 1 ? parts[0] : MassProperties.combine(parts, n);
            if (mass != checkedMass) {
                MassWindow.check(mass, name);
                checkedMass = mass;
            }
            invMass = MassProperties.inverseMass(mass);
            if (!def.fixedRotation()) {
                MassProperties.inverseInertia(mass, invInertia);
            }
            lcx = mass.centerX();
            lcy = mass.centerY();
            lcz = mass.centerZ();
        }
        long extent = maxExtent(shapes, lcx, lcy, lcz);
        return new BodyTemplate(def.type(), shapes, invMass, invInertia, lcx, lcy, lcz, extent, def);
    }

    /**
     * Returns one shape's mass properties. A shape so large or dense that a moment does not even fit
     * Q31.32 fails inside {@link MassProperties#of}, before {@link MassWindow#check} could name the
     * body; rethrown here so the message names the body and the window like every other rejection
     * (BadInputTest.hugeBody_massAboveWindow_rejectedNamingMaxLimit).
     */
    private MassData massOf(ShapeDef s, int index, String name) {
        MassData cached = massCache.find(s.convex(), s.local(), s.density());
        if (cached != null) {
            return cached;
        }
        try {
            MassData m = MassProperties.of(s.convex(), s.local(), s.density());
            massCache.put(s.convex(), s.local(), s.density(), m);
            return m;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + ": shape " + index + " is far outside MassWindow (MAX_MASS = "
                    + Fixed.toString(MassWindow.MAX_MASS) + ", MAX_INERTIA = " + Fixed.toString(MassWindow.MAX_INERTIA) + "): "
                    + e.getMessage(), e);
        }
    }

    /** Largest distance from the centre of mass to a corner of a shape's local bounds (an upper bound of the body's extent). */
    private static long maxExtent(ShapeDef[] shapes, long lcx, long lcy, long lcz) {
        long best = 0;
        for (ShapeDef s : shapes) {
            if (s.convex() == null) {
                continue;
            }
            var bounds = s.convex().localBounds();
            for (int corner = 0; corner < 8; corner++) {
                long x = (corner & 1) == 0 ? bounds.minX() : bounds.maxX();
                long y = (corner & 2) == 0 ? bounds.minY() : bounds.maxY();
                long z = (corner & 4) == 0 ? bounds.minZ() : bounds.maxZ();
                Vec3 p = s.local().applyToPoint(new Vec3(x, y, z));
                best = Fixed.max(best, Fixed.length3(Fixed.sub(p.x(), lcx), Fixed.sub(p.y(), lcy), Fixed.sub(p.z(), lcz)));
            }
        }
        return best;
    }

    /** Fills slot {@code slot}'s constant fields from its template and makes its shapes. */
    void instantiate(int slot, int definition, BodyTemplate t) {
        Bodies b = bodies;
        b.type[slot] = (byte) t.type.ordinal();
        b.definition[slot] = definition;
        b.fixedRotation[slot] = t.fixedRotation;
        b.bullet[slot] = t.bullet;
        b.sleepEnabled[slot] = t.sleepEnabled;
        b.userData[slot] = t.userData;
        b.linearDamping[slot] = t.linearDamping;
        b.angularDamping[slot] = t.angularDamping;
        b.gravityScale[slot] = t.gravityScale;
        b.invMass[slot] = t.invMass;
        System.arraycopy(t.invInertiaLocal, 0, b.invInertiaLocal, 6 * slot, 6);
        Arrays.fill(b.invInertiaWorld, 6 * slot, 6 * slot + 6, 0);
        b.localCenterX[slot] = t.localCenterX;
        b.localCenterY[slot] = t.localCenterY;
        b.localCenterZ[slot] = t.localCenterZ;
        b.maxExtent[slot] = t.maxExtent;
        b.fx[slot] = 0;
        b.fy[slot] = 0;
        b.fz[slot] = 0;
        b.tx[slot] = 0;
        b.ty[slot] = 0;
        b.tz[slot] = 0;
        // the solver reads a static body's motion of this tick as zero: a reused slot must not keep
        // the last motion of the moving body that held it (BodyApiTest.aReusedSlotStartsWithoutMotion)
        b.dpx[slot] = 0;
        b.dpy[slot] = 0;
        b.dpz[slot] = 0;
        b.dthx[slot] = 0;
        b.dthy[slot] = 0;
        b.dthz[slot] = 0;
        int convex = 0;
        for (ShapeDef s : t.shapes) {
            if (s.convex() != null) {
                convex++;
            }
        }
        BodyShape[] shapes = new BodyShape[convex];
        int k = 0;
        for (int i = 0; i < t.shapes.length; i++) {
            if (t.shapes[i].convex() != null) {
                shapes[k] = new BodyShape(slot, i, k, t.shapes[i]);
                k++;
            }
        }
        b.shapes[slot] = shapes;
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
        BodyTemplate t = templates.get(bodies.definition[slot]);
        for (ShapeDef s : t.shapes) {
            if (s.mesh() != null) {
                throw new IllegalArgumentException(id + " holds a triangle mesh; meshes are part of the world definition and stay");
            }
        }
        if (!bodies.awake[slot] && bodies.sleepSet[slot] >= 0) {
            bodies.wakeSet(slot);
        }
        while (joints.alive > 0 && slot < joints.bodyHead.length && joints.bodyHead[slot] >= 0) {
            removeJoint(joints.bodyHead[slot]);
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
        int index = joints.freeCount > 0 ? joints.freeList[joints.freeCount - 1] : joints.count;
        String name = "joint " + index + " (user data " + def.userData + ")";
        int a = check(def.bodyA);
        int b = check(def.bodyB);
        if (a == b) {
            throw new IllegalArgumentException(name + ": both ends are " + def.bodyA);
        }
        if (!bodies.isDynamic(a) && !bodies.isDynamic(b)) {
            throw new IllegalArgumentException(name + ": neither " + def.bodyA + " nor " + def.bodyB + " is dynamic");
        }
        Joint j = new Joint();
        j.type = def.type;
        j.bodyA = a;
        j.bodyB = b;
        LimitChecks.unitRotation(name + " rotationA", def.rotationA);
        LimitChecks.unitRotation(name + " rotationB", def.rotationB);
        if (def.worldFrames) {
            LimitChecks.insideWorld(name + " anchorA", def.anchorA, worldExtent);
            LimitChecks.insideWorld(name + " anchorB", def.anchorB, worldExtent);
            localFrame(j, a, def.anchorA, def.rotationA, true);
            localFrame(j, b, def.anchorB, def.rotationB, false);
        } else {
            Quat ra = def.rotationA.normalize();
            Quat rb = def.rotationB.normalize();
            setFrame(j, true, def.anchorA.x(), def.anchorA.y(), def.anchorA.z(), ra);
            setFrame(j, false, def.anchorB.x(), def.anchorB.y(), def.anchorB.z(), rb);
        }
        j.collideConnected = def.collideConnected;
        j.enableLimit = def.enableLimit;
        j.lower = def.lower;
        j.upper = def.upper;
        j.enableCone = def.enableCone;
        j.coneAngle = def.coneAngle;
        j.enableTwist = def.enableTwist;
        j.twistLower = def.twistLower;
        j.twistUpper = def.twistUpper;
        j.enableMotor = def.enableMotor;
        j.motorSpeed = def.motorSpeed;
        j.maxMotorForce = def.maxMotorForce;
        j.unlimitedMotorForce = def.unlimitedMotorForce;
        j.enableSpring = def.enableSpring;
        j.springHertz = def.springHertz;
        j.springDampingRatio = def.springDampingRatio;
        j.length = def.type == JointType.DISTANCE ? def.length : 0;
        j.linearHertz = def.type == JointType.WELD ? def.linearHertz : 0;
        j.linearDampingRatio = def.linearDampingRatio;
        j.angularHertz = def.type == JointType.WELD ? def.angularHertz : 0;
        j.angularDampingRatio = def.angularDampingRatio;
        j.breakable = def.breakable;
        j.breakForce = def.breakForce;
        j.breakTorque = def.breakTorque;
        j.userData = def.userData;
        j.validate(name, h, worldExtent, maxLinearSpeed, maxAngularSpeed);
        int slot = joints.allocate();
        joints.slot[slot] = j;
        joints.alive++;
        joints.link(slot, bodies.capacity);
        bodies.wake(a);
        bodies.wake(b);
        if (!j.collideConnected) {
            contactList.endBetween(a, b);
        }
        return new JointId(slot, joints.generation[slot]);
    }

    /** Sets one end's local frame from a world anchor and rotation and the body's current pose. */
    private void localFrame(Joint j, int body, Vec3 anchor, Quat rotation, boolean isA) {
        Quat q = new Quat(bodies.qw[body], bodies.qx[body], bodies.qy[body], bodies.qz[body]);
        Quat inverse = q.conjugate();
        Vec3 origin = bodies.transform[body].translation();
        Vec3 local = inverse.rotate(new Vec3(Fixed.sub(anchor.x(), origin.x()), Fixed.sub(anchor.y(), origin.y()),
                Fixed.sub(anchor.z(), origin.z())));
        setFrame(j, isA, local.x(), local.y(), local.z(), inverse.multiply(rotation.normalize()).normalize());
    }

    private static void setFrame(Joint j, boolean isA, long x, long y, long z, Quat r) {
        if (isA) {
            j.ax = x;
            j.ay = y;
            j.az = z;
            j.aqw = r.w();
            j.aqx = r.x();
            j.aqy = r.y();
            j.aqz = r.z();
        } else {
            j.bx = x;
            j.by = y;
            j.bz = z;
            j.bqw = r.w();
            j.bqx = r.x();
            j.bqy = r.y();
            j.bqz = r.z();
        }
    }

    /**
     * Destroys a joint; its bodies wake. Bodies that the joint kept from colliding may collide from
     * the next step (their shapes are searched for pairs again).
     *
     * @throws IllegalArgumentException if the handle is stale
     */
    public void destroyJoint(JointId id) {
        removeJoint(checkJoint(id));
    }

    private void removeJoint(int slot) {
        Joint j = joints.slot[slot];
        joints.unlink(slot);
        joints.release(slot);
        bodies.wake(j.bodyA);
        bodies.wake(j.bodyB);
        if (!j.collideConnected) {
            for (int body : new int[] {j.bodyA, j.bodyB}) {
                for (BodyShape s : bodies.shapes[body]) {
                    s.enlarged = true;
                }
            }
        }
    }

    int checkJoint(JointId id) {
        if (id == null) {
            throw new IllegalArgumentException("joint id is null");
        }
        int i = id.index();
        if (i < 0 || i >= joints.count) {
            throw new IllegalArgumentException(id + " does not exist in this world");
        }
        if (joints.generation[i] != id.generation() || joints.slot[i] == null) {
            throw new IllegalArgumentException(id + " was destroyed (its slot is now generation " + joints.generation[i] + ")");
        }
        return i;
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
        return jointEvents;
    }

    /**
     * Sets a revolute (rad/s) or prismatic (m/s) joint's motor speed; wakes its bodies.
     *
     * @throws IllegalArgumentException if the handle is stale, the joint has no motor, or the speed
     *     exceeds the world's angular (revolute) or linear (prismatic) speed limit
     */
    public void setMotorSpeed(JointId id, long speed) {
        Joint j = joints.slot[checkJoint(id)];
        if (!j.enableMotor) {
            throw new IllegalArgumentException(id + " has no motor");
        }
        long limit = j.type == JointType.REVOLUTE ? maxAngularSpeed : maxLinearSpeed;
        if (speed < -limit || speed > limit) {
            throw new IllegalArgumentException(id + ": motor speed " + Fixed.toString(speed) + " exceeds +-" + Fixed.toString(limit));
        }
        j.motorSpeed = speed;
        bodies.wake(j.bodyA);
        bodies.wake(j.bodyB);
    }

    /**
     * Returns the joint's constraint force of the last substep (N, world frame): the sum of its
     * linear rows' impulses along their directions at the bodies' current poses, times {@code 1/h}.
     */
    public Vec3 jointForce(JointId id) {
        jointSolver.impulses(joints.slot[checkJoint(id)], jointImpulse);
        return new Vec3(Fixed.mulInt(jointImpulse[0], inverseH), Fixed.mulInt(jointImpulse[1], inverseH),
                Fixed.mulInt(jointImpulse[2], inverseH));
    }

    /** Returns the joint's constraint torque of the last substep (N m, world frame): its angular rows, as {@link #jointForce}. */
    public Vec3 jointTorque(JointId id) {
        jointSolver.impulses(joints.slot[checkJoint(id)], jointImpulse);
        return new Vec3(Fixed.mulInt(jointImpulse[3], inverseH), Fixed.mulInt(jointImpulse[4], inverseH),
                Fixed.mulInt(jointImpulse[5], inverseH));
    }

    private boolean awakeDynamic(int i) {
        return bodies.awake[i] && bodies.isDynamic(i);
    }

    /** A joint between an awake and a sleeping dynamic body wakes the sleeper's set (joint id order). */
    private void wakeJointedSleepers() {
        if (joints.alive == 0) {
            return;
        }
        Bodies b = bodies;
        for (int k = 0; k < joints.count; k++) {
            Joint j = joints.slot[k];
            if (j == null) {
                continue;
            }
            boolean awakeA = b.awake[j.bodyA];
            boolean awakeB = b.awake[j.bodyB];
            if (awakeA != awakeB) {
                int sleeper = awakeA ? j.bodyB : j.bodyA;
                if (b.isDynamic(sleeper) && (awakeA ? !b.isStatic(j.bodyA) : !b.isStatic(j.bodyB))) {
                    bodies.wakeSet(sleeper);
                }
            }
        }
    }

    /**
     * Breaks, in joint id order, every solved breakable joint whose constraint force or torque
     * exceeds its threshold: {@code |sum of impulses| > threshold * h}, the lengths formed exactly
     * at 128 bits ({@link Fixed#length3}).
     */
    private void breakJoints() {
        int n = jointSolver.activeCount();
        for (int k = 0; k < n; k++) {
            Joint j = jointSolver.active(k);
            if (!j.breakable) {
                continue;
            }
            jointSolver.impulses(j, jointImpulse);
            long force = Fixed.length3(jointImpulse[0], jointImpulse[1], jointImpulse[2]);
            long torque = Fixed.length3(jointImpulse[3], jointImpulse[4], jointImpulse[5]);
            if (force > Fixed.mul(j.breakForce, h) || torque > Fixed.mul(j.breakTorque, h)) {
                int slot = indexOf(j);
                jointEvents.broken(slot, joints.generation[slot], j.userData);
                removeJoint(slot);
            }
        }
    }

    private int indexOf(Joint j) {
        int slot = joints.bodyHead[j.bodyA];
        while (joints.slot[slot] != j) {
            Joint at = joints.slot[slot];
            slot = at.bodyA == j.bodyA ? at.nextA : at.nextB;
        }
        return slot;
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
        LimitChecks.speed(id.toString(), "linear velocity", v, maxLinearSpeed);
        bodies.vx[i] = v.x();
        bodies.vy[i] = v.y();
        bodies.vz[i] = v.z();
        bodies.wake(i);
    }

    /** Sets the angular velocity (rad/s, world frame); wakes the body. Ignored for fixed-rotation bodies. */
    public void setAngularVelocity(BodyId id, Vec3 w) {
        int i = checkMoving(id);
        LimitChecks.speed(id.toString(), "angular velocity", w, maxAngularSpeed);
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
        LimitChecks.insideWorld(name, position, worldExtent);
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
        jointEvents.clear();
        tick++;
        wakeJointedSleepers();
        contactList.updatePairs();
        contactList.update();
    }

    /** The second half of {@link #step}: solver, finalize, islands and sleep. */
    void solvePhase() {
        solve();
        if (sleepEnabled) {
            islands.sleep(bodies, awakeList, awakeCount, contactList.contacts, contactList.count, joints, sleepTicksToSleep);
        }
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
        WorldState.restore(this, reader, tangent1, tangent2);
    }

    /**
     * As {@link #restore(WorldSnapshot)}, from the canonical byte encoding (a replay keyframe).
     *
     * @throws CanonicalFormatException if the bytes are not a state of this world: a layout error, or
     *     a value out of range (the message names part, body and field, as {@link #restore(WorldSnapshot)})
     */
    public void restore(StateReader snapshot) {
        try {
            WorldState.restore(this, new StateReaderInput(snapshot), tangent1, tangent2);
        } catch (CanonicalFormatException e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new CanonicalFormatException(snapshot.position(), e.getMessage());
        }
    }

    long worldExtent() {
        return worldExtent;
    }

    long substepLength() {
        return h;
    }

    long maxLinearSpeed() {
        return maxLinearSpeed;
    }

    long maxAngularSpeed() {
        return maxAngularSpeed;
    }

    // ------------------------------------------------------------------ solve

    private void solve() {
        Bodies b = bodies;
        awakeCount = 0;
        if (!bodies.anyAwake()) {
            solver.begin();                // nothing to solve, integrate or finalize
            jointSolver.begin();
            return;
        }
        for (int i = 0; i < b.count; i++) {
            if (b.type[i] == Bodies.FREE || !b.awake[i]) {
                continue;
            }
            if (awakeList.length == awakeCount) {
                awakeList = Arrays.copyOf(awakeList, 2 * awakeCount);
            }
            awakeList[awakeCount++] = i;
            poses.refreshWorldInertia(i);
            b.dpx[i] = 0;
            b.dpy[i] = 0;
            b.dpz[i] = 0;
            b.dthx[i] = 0;
            b.dthy[i] = 0;
            b.dthz[i] = 0;
        }
        solver.begin();
        Contact[] list = contactList.contacts;
        int contactCount = contactList.count;
        for (int k = 0; k < contactCount; k++) {
            Contact c = list[k];
            if (!c.touching) {
                continue;
            }
            boolean awakeA = b.awake[c.bodyA] && b.isDynamic(c.bodyA);
            boolean awakeB = c.bodyB >= 0 && b.awake[c.bodyB] && b.isDynamic(c.bodyB);
            if (awakeA || awakeB) {
                solver.add(c);
            }
        }
        solver.prepare();
        jointSolver.begin();
        for (int j = 0; j < joints.count; j++) {
            Joint joint = joints.slot[j];
            if (joint != null && (awakeDynamic(joint.bodyA) || awakeDynamic(joint.bodyB))) {
                jointSolver.add(joint);
            }
        }
        // Box2D's order: joints before contacts in each of warm start, solve and relax
        for (int s = 0; s < substeps; s++) {
            integrator.integrateVelocities(bodies, awakeList, awakeCount);
            jointSolver.warmStart();
            solver.warmStart();
            jointSolver.solve(true);
            solver.solve(true);
            integrator.integratePositions(bodies, awakeList, awakeCount);
            jointSolver.solve(false);
            solver.solve(false);
        }
        solver.restitution();
        breakJoints();
        finalizeBodies();
    }

    /** Transforms, the world-size wall, fat bounds, sleep counters and forces of every awake body, in index order. */
    private void finalizeBodies() {
        Bodies b = bodies;
        for (int k = 0; k < awakeCount; k++) {
            int i = awakeList[k];
            keepInsideWorld(i);
            Transform pose = b.transform[i];
            boolean rotated = pose.qw() != b.qw[i] || pose.qx() != b.qx[i] || pose.qy() != b.qy[i] || pose.qz() != b.qz[i];
            boolean moved = rotated || (b.dpx[i] | b.dpy[i] | b.dpz[i]) != 0;
            if (moved) {
                poses.placeOrigin(i);
                poses.placeShapes(i);
            }
            long bound = motion.bound(i);
            for (BodyShape s : b.shapes[i]) {
                if (moved || bound > 0) {
                    poses.refitFat(s, bound);
                }
            }
            if (b.isDynamic(i)) {
                long speed = Fixed.add(Fixed.length3(b.vx[i], b.vy[i], b.vz[i]),
                        Fixed.mul(Fixed.length3(b.wx[i], b.wy[i], b.wz[i]), b.maxExtent[i]));
                if (!b.sleepEnabled[i] || speed > sleepThreshold) {
                    b.sleepTicks[i] = 0;
                } else if (b.sleepTicks[i] < Integer.MAX_VALUE) {
                    b.sleepTicks[i]++;
                }
            } else {
                // a kinematic body that moves keeps what it touches awake (Box2D); one at rest may sleep
                boolean still = (b.vx[i] | b.vy[i] | b.vz[i] | b.wx[i] | b.wy[i] | b.wz[i]) == 0;
                b.sleepTicks[i] = still ? Math.min(Integer.MAX_VALUE - 1, b.sleepTicks[i]) + 1 : 0;
            }
            b.fx[i] = 0;
            b.fy[i] = 0;
            b.fz[i] = 0;
            b.tx[i] = 0;
            b.ty[i] = 0;
            b.tz[i] = 0;
        }
    }

    /** The world-size budget as a wall: a centre past it is clamped and its outward velocity zeroed. */
    private void keepInsideWorld(int i) {
        Bodies b = bodies;
        long e = worldExtent;
        if (b.cx[i] > e || b.cx[i] < -e) {
            b.cx[i] = Fixed.clamp(b.cx[i], -e, e);
            b.vx[i] = 0;
        }
        if (b.cy[i] > e || b.cy[i] < -e) {
            b.cy[i] = Fixed.clamp(b.cy[i], -e, e);
            b.vy[i] = 0;
        }
        if (b.cz[i] > e || b.cz[i] < -e) {
            b.cz[i] = Fixed.clamp(b.cz[i], -e, e);
            b.vz[i] = 0;
        }
    }

    // ------------------------------------------------------------------ package access for state encoding

    BodyTemplate template(int definition) {
        return templates.get(definition);
    }

    int templateCount() {
        return templates.size();
    }

    BroadPhase broadPhase() {
        return broadPhase;
    }

    MeshSet meshes() {
        return meshes;
    }
}
