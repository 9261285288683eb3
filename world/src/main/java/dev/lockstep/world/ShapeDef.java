package dev.lockstep.world;

import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Objects;

/**
 * One shape of a body: its geometry (sphere, capsule, box, convex hull, or a static triangle mesh),
 * where it sits on the body ({@link #local}), and its material and collision filter. Box2D's
 * {@code b2ShapeDef}: the world copies what it needs when the body is created.
 *
 * <p>Material defaults: density 1 (rigid contact dynamics do not change under a global mass scale,
 * and density 1 keeps bodies from about 0.2 m to tens of metres inside {@link MassWindow}),
 * friction 0.6 (Box2D's default), restitution 0, rolling resistance 0, category bit 1, mask all.
 * Two shapes collide when each one's category bits meet the other's mask (Box2D's rule).
 */
public final class ShapeDef {
    /** Default friction coefficient, 0.6 (Box2D's {@code b2DefaultShapeDef}). */
    public static final long DEFAULT_FRICTION = FixedDecimals.raw("0.6");

    private final Shape convex;
    private final TriangleMesh mesh;
    private Transform local = Transform.IDENTITY;
    private long density = Fixed.ONE;
    private long friction = DEFAULT_FRICTION;
    private long restitution;
    private long rollingResistance;
    private long categoryBits = 1;
    private long maskBits = -1L;

    private ShapeDef(Shape convex, TriangleMesh mesh) {
        this.convex = convex;
        this.mesh = mesh;
    }

    /** A sphere of raw {@code radius} centred on the shape's local origin. */
    public static ShapeDef sphere(long radius) {
        return new ShapeDef(Sphere.of(radius), null);
    }

    /** A capsule: the segment {@code p0 p1} (shape frame) inflated by {@code radius}. */
    public static ShapeDef capsule(Vec3 p0, Vec3 p1, long radius) {
        return new ShapeDef(new Capsule(p0, p1, radius), null);
    }

    /**
     * A box with the given half extents (a {@link ConvexHull#box}). The hull of the last few half
     * extents is reused (hulls are immutable and a pure function of the extents, so sharing one
     * never changes a result; building one costs milliseconds, which a 5,050-box pyramid notices).
     */
    public static ShapeDef box(Vec3 halfExtents) {
        return new ShapeDef(BoxHulls.of(halfExtents), null);
    }

    /** Any convex shape of the collision kernel (sphere, capsule or hull). */
    public static ShapeDef convex(Shape shape) {
        return new ShapeDef(Objects.requireNonNull(shape, "shape"), null);
    }

    /**
     * A static triangle mesh, for static bodies only. Its vertices are placed once, when the body is
     * created, by the body's transform and {@link #local}; all static meshes of a world are voided
     * together (seed 000 section 6: features compared by exact position across meshes).
     */
    public static ShapeDef mesh(TriangleMesh mesh) {
        return new ShapeDef(null, Objects.requireNonNull(mesh, "mesh"));
    }

    /** Where the shape sits in its body's frame (default identity). */
    public ShapeDef local(Transform t) {
        local = Objects.requireNonNull(t, "local");
        return this;
    }

    /** Density in kg/m^3 (raw, {@code > 0} for shapes of dynamic bodies; default 1). */
    public ShapeDef density(long d) {
        density = d;
        return this;
    }

    /** Coulomb friction coefficient (raw, {@code >= 0}; default {@link #DEFAULT_FRICTION}). */
    public ShapeDef friction(long f) {
        friction = f;
        return this;
    }

    /** Restitution, 0 (no bounce) to 1 (raw; default 0). */
    public ShapeDef restitution(long e) {
        restitution = e;
        return this;
    }

    /** Rolling resistance (raw, {@code >= 0}; default 0): the torque opposing rolling per unit normal force, as a length fraction of the radius. */
    public ShapeDef rollingResistance(long r) {
        rollingResistance = r;
        return this;
    }

    /** Collision filter: what this shape is, and what it collides with (default category 1, mask all). */
    public ShapeDef filter(long category, long mask) {
        categoryBits = category;
        maskBits = mask;
        return this;
    }

    /** Returns the convex geometry, or null for a mesh. */
    public Shape convex() {
        return convex;
    }

    /** Returns the mesh, or null for a convex shape. */
    public TriangleMesh mesh() {
        return mesh;
    }

    public Transform local() {
        return local;
    }

    public long density() {
        return density;
    }

    public long friction() {
        return friction;
    }

    public long restitution() {
        return restitution;
    }

    public long rollingResistance() {
        return rollingResistance;
    }

    public long categoryBits() {
        return categoryBits;
    }

    public long maskBits() {
        return maskBits;
    }
}
