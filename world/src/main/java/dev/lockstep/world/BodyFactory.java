package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Bodies from {@link BodyDef}s: every value checked against {@link WorldLimits} and
 * {@link MassWindow} before anything changes, the exact mass properties formed once into a
 * {@link BodyTemplate}, and a slot filled from it. Templates are world definition, kept by creation
 * number even after their body is destroyed, so a restore can rebuild a body from its number
 * (research brief (e); design.md, "State and snapshots").
 */
final class BodyFactory {
    private final WorldSettings settings;
    private final Bodies bodies;
    private final BodyPoses poses;
    private final BroadPhase broadPhase;
    private final MeshSet meshes;
    private final List<BodyTemplate> templates = new ArrayList<>();
    /** Exact mass properties of recent shapes (creation-time cache; see {@link MassCache}). */
    private final MassCache massCache = new MassCache();
    /** The last mass that passed {@link MassWindow#check}: an equal body from the cache skips the exact check. */
    private MassData checkedMass;
    private final MutableVec3 scratch = new MutableVec3();
    /** Bodies ever created: the next body's template index (state: restored with snapshots). */
    int created;

    BodyFactory(WorldSettings settings, Bodies bodies, BodyPoses poses, BroadPhase broadPhase, MeshSet meshes) {
        this.settings = settings;
        this.bodies = bodies;
        this.poses = poses;
        this.broadPhase = broadPhase;
        this.meshes = meshes;
    }

    /**
     * Creates a body, as {@link World#createBody} documents: every check passes before the world
     * changes, then the template is kept under the next creation number and a slot is filled.
     */
    BodyId create(BodyDef def) {
        String name = "body " + nextIndexForMessages() + " (user data " + def.userData() + ")";
        checkDefinition(def, name);
        ShapeDef[] shapes = def.shapes().toArray(new ShapeDef[0]);
        BodyTemplate template = template(def, shapes, name);
        int slot = bodies.allocate();
        int definition = created++;
        if (definition < templates.size()) {
            templates.set(definition, template);
        } else {
            templates.add(template);
        }
        Quat unit = def.rotation().normalize();
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
                meshes.add(shapes[i].mesh(), origin.compose(shapes[i].local()), slot, ((long) slot << 16) | i, definition, settings.worldExtent);
            }
        }
        if (!b.awake[slot] && def.type() != BodyType.STATIC) {
            b.sleepNext[slot] = -1;
            b.sleepSet[slot] = slot;
        }
        return new BodyId(slot, b.generation[slot]);
    }

    /** The checks of a body definition against the world's limits, before any state changes. */
    private void checkDefinition(BodyDef def, String name) {
        LimitChecks.unitRotation(name, def.rotation());
        LimitChecks.insideWorld(name, def.position(), settings.worldExtent);
        LimitChecks.speed(name, "linear velocity", def.linearVelocity(), settings.maxLinearSpeed);
        LimitChecks.speed(name, "angular velocity", def.angularVelocity(), settings.maxAngularSpeed);
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

    /** Returns the template of creation number {@code definition}. */
    BodyTemplate template(int definition) {
        return templates.get(definition);
    }

    /** Returns the number of templates: every body this world ever created, on any timeline. */
    int templateCount() {
        return templates.size();
    }

    /** Returns whether the live body in {@code slot} holds a triangle mesh (meshes are world definition and stay). */
    boolean holdsMesh(int slot) {
        for (ShapeDef s : templates.get(bodies.definition[slot]).shapes) {
            if (s.mesh() != null) {
                return true;
            }
        }
        return false;
    }
}
