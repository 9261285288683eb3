package dev.lockstep.world;

import dev.lockstep.collision.shape.Aabb;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.MutableTransform;
import dev.lockstep.fixedpoint.Transform;

/**
 * A convex shape attached to a body, as the world keeps it: geometry, place on the body, material,
 * filter, and the per-step values derived from the body's pose (world transform, fat bounds).
 * Package-private: the public face of a shape is its {@link ShapeDef} and its key.
 */
final class BodyShape {
    final int body;
    final int ordinal;
    /** Canonical key {@code body * 2^16 + ordinal}: contacts are ordered by the keys of their two shapes. */
    final long key;
    final Shape geometry;
    final Transform local;
    final boolean identityLocal;
    final long friction;
    final long restitution;
    final long rollingResistance;
    /** The radius rolling resistance acts at (sphere and capsule radius; 0 for hulls). */
    final long rollingRadius;
    final long categoryBits;
    final long maskBits;
    /** Local bounds of the geometry (shape frame). */
    final Aabb localBounds;

    /**
     * World transform of the shape, refreshed when its body moves: the body's pose itself for a
     * shape at the body origin, else {@link #placed}. Read by the narrow phase during a step only.
     */
    Transform world;
    /** The shape's own world pose when it is not at the body origin (null when it is), overwritten in place. */
    final MutableTransform placed;
    /** Fat bounding box in world space: minX, minY, minZ, maxX, maxY, maxZ. */
    final long[] fat = new long[6];
    /** Whether {@link #fat} holds a box yet. */
    boolean fatValid;
    /** Whether the fat box was refitted since the last pair search (only such shapes can make new pairs). */
    boolean enlarged;
    /** Index of this shape in its body's shape array (mesh shapes are not in it, so it can differ from {@link #ordinal}). */
    final int ordinalIndex;

    BodyShape(int body, int ordinal, int ordinalIndex, ShapeDef def) {
        this.ordinalIndex = ordinalIndex;
        this.body = body;
        this.ordinal = ordinal;
        this.key = ((long) body << 16) | ordinal;
        this.geometry = def.convex();
        this.local = def.local();
        this.identityLocal = def.local() == Transform.IDENTITY || def.local().equals(Transform.IDENTITY);
        this.placed = identityLocal ? null : new MutableTransform();
        this.friction = def.friction();
        this.restitution = def.restitution();
        this.rollingResistance = def.rollingResistance();
        this.rollingRadius = geometry instanceof Sphere s ? s.radius() : geometry instanceof Capsule c ? c.radius() : 0;
        this.categoryBits = def.categoryBits();
        this.maskBits = def.maskBits();
        this.localBounds = geometry.localBounds();
    }

    /** Returns true when the two shapes' filters let them collide (Box2D's category/mask rule). */
    boolean accepts(BodyShape o) {
        return (categoryBits & o.maskBits) != 0 && (o.categoryBits & maskBits) != 0;
    }
}
