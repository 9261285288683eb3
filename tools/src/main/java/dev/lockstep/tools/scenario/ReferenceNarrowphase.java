package dev.lockstep.tools.scenario;

import dev.lockstep.collision.epa.EpaWorkspace;
import dev.lockstep.collision.epa.GjkEpa;
import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.manifold.ManifoldCache;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.narrow.HullHullContact;
import dev.lockstep.collision.narrow.HullHullWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.ShapeType;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;

/**
 * The reference scenario's convex pair query: the collision table ({@link ContactDispatch}) for every pair that has
 * a registered function, and the GJK+EPA fallback ({@link GjkEpa}) for the others, converted to a
 * one-point manifold (normal A to B, the witnesses as local points, {@link FeatureId#UNKNOWN}).
 *
 * <p>Which cells go where is the table {@link #NATIVE}: sphere-sphere, sphere-capsule and
 * capsule-capsule use their dedicated functions; hull-hull uses {@link HullHullContact} (SAT +
 * clipping) with the pair's {@link ManifoldCache}; pairs with a hull and a sphere/capsule use the
 * fallback (no dedicated function exists yet). One instance per simulation; it owns the workspaces
 * (no shared scratch).
 */
final class ReferenceNarrowphase {
    private static final int COUNT = ShapeType.values().length;
    /** {@code NATIVE[a * COUNT + b]}: the collision table has a function for (a, b). */
    private static final boolean[] NATIVE = new boolean[COUNT * COUNT];

    static {
        setNative(ShapeType.SPHERE, ShapeType.SPHERE);
        setNative(ShapeType.SPHERE, ShapeType.CAPSULE);
        setNative(ShapeType.CAPSULE, ShapeType.CAPSULE);
        setNative(ShapeType.HULL, ShapeType.HULL);
    }

    private final ContactWorkspace contacts = new ContactWorkspace();
    private final HullHullWorkspace hullHull = new HullHullWorkspace();
    private final GjkWorkspace gjk = new GjkWorkspace();
    private final EpaWorkspace epa = new EpaWorkspace();
    private final DistanceResult distance = new DistanceResult();
    private final MutableVec3 local = new MutableVec3();
    private final MutableVec3 pA = new MutableVec3();
    private final MutableVec3 pB = new MutableVec3();

    private static void setNative(ShapeType a, ShapeType b) {
        NATIVE[a.ordinal() * COUNT + b.ordinal()] = true;
        NATIVE[b.ordinal() * COUNT + a.ordinal()] = true;
    }

    /** Returns whether the pair goes through the collision table (else through GJK+EPA). */
    static boolean usesTable(ShapeType a, ShapeType b) {
        return NATIVE[a.ordinal() * COUNT + b.ordinal()];
    }

    /**
     * Resets {@code outManifold} and fills it with the contact of A and B within
     * {@code contactDistance}; returns the number of points. {@code cache} is the pair's hull-hull
     * cache (used only when both are hulls; it changes speed, never bits).
     */
    int collide(Shape a, Transform ta, Shape b, Transform tb, long contactDistance, ManifoldCache cache,
            ContactManifold outManifold) {
        if (a.type() == ShapeType.HULL && b.type() == ShapeType.HULL) {
            return HullHullContact.collide((ConvexHull) a, ta, (ConvexHull) b, tb, contactDistance, hullHull, cache,
                    outManifold);
        }
        if (usesTable(a.type(), b.type())) {
            return ContactDispatch.collide(a, ta, b, tb, contactDistance, contacts, outManifold);
        }
        outManifold.reset();
        GjkEpa.signedDistance(a, ta, b, tb, gjk, epa, distance);
        long nx = distance.normalX();
        long ny = distance.normalY();
        long nz = distance.normalZ();
        // a zero normal (touching cores with no direction) is treated as no contact: documented choice
        if (distance.distance() > contactDistance || (nx | ny | nz) == 0) {
            return 0;
        }
        outManifold.setNormal(nx, ny, nz);
        distance.pointAInto(pA);
        distance.pointBInto(pB);
        var p = outManifold.addPoint();
        p.setWorld(mid(pA.x, pB.x), mid(pA.y, pB.y), mid(pA.z, pB.z));
        ta.inverseApplyToPointInto(pA.x, pA.y, pA.z, local);
        p.setLocalA(local.x, local.y, local.z);
        tb.inverseApplyToPointInto(pB.x, pB.y, pB.z, local);
        p.setLocalB(local.x, local.y, local.z);
        p.setDepth(-distance.distance());
        p.setFeatureId(FeatureId.UNKNOWN);
        return 1;
    }

    /** Midpoint rounded toward negative infinity (exact halving of the sum, no overflow). */
    private static long mid(long a, long b) {
        return (a >> 1) + (b >> 1) + (a & b & 1);
    }
}
