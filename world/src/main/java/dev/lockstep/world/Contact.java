package dev.lockstep.world;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldCache;
import dev.lockstep.collision.manifold.TangentBasis;
import dev.lockstep.collision.mesh.MeshContactCache;
import dev.lockstep.fixedpoint.MutableVec3;

/**
 * A pair of shapes whose fat bounds overlap, and what the solver keeps for it: the contact points
 * of the last narrow phase (each with its own normal, so a shape against several mesh triangles is
 * one contact), and the accumulated impulses that warm-start the next tick (matched by feature id,
 * research brief (a) "warm start").
 *
 * <p>Shape A always has the smaller key; B is a body shape or, for {@link #mesh} contacts, the
 * world's static meshes. Normals point from A to B. Pooled by the world: a destroyed contact's
 * object is reused, so nothing is allocated per tick in steady state.
 */
final class Contact {
    /** Key of B for a contact against the static meshes: after every shape key. */
    static final long MESH_KEY = Long.MAX_VALUE;

    /** Longs per point in {@link #jacobian}: 3 directions x 4 vectors x 3 components. */
    static final int JACOBIAN_STRIDE = 36;

    final int capacity;
    final boolean mesh;
    BodyShape a;
    BodyShape b;
    long keyA;
    long keyB;
    int bodyA;
    /** Body of B, or -1 for the static meshes. */
    int bodyB;
    boolean touching;
    /** Mixed material, set when the contact is created. */
    long friction;
    long restitution;
    long rollingResistance;

    int pointCount;
    final long[] feature;
    final long[] nx;
    final long[] ny;
    final long[] nz;
    final long[] t1x;
    final long[] t1y;
    final long[] t1z;
    final long[] t2x;
    final long[] t2y;
    final long[] t2z;
    final long[] px;
    final long[] py;
    final long[] pz;
    /** Anchors: the contact point relative to each body's centre of mass, world frame, at the start of the tick. */
    final long[] rAx;
    final long[] rAy;
    final long[] rAz;
    final long[] rBx;
    final long[] rBy;
    final long[] rBz;
    /** Separation at the start of the tick (minus the depth: negative when penetrating). */
    final long[] separation;
    final long[] normalImpulse;
    final long[] tangentImpulse1;
    final long[] tangentImpulse2;
    final long[] maxNormalImpulse;
    final long[] relativeVelocity;
    /**
     * Per point, the solver's angular Jacobians, {@link #JACOBIAN_STRIDE} longs from
     * {@code point * JACOBIAN_STRIDE}: for each direction d of (normal, tangent 1, tangent 2), the
     * vectors {@code rA x d}, {@code rB x d}, {@code IA^-1 (rA x d)} and {@code IB^-1 (rB x d)}.
     * Built by prepare; never state.
     */
    final long[] jacobian;
    final long[] normalMass;
    final long[] tangentMass1;
    final long[] tangentMass2;
    /**
     * Box3D's central friction, used when every point shares one normal (a convex manifold, or a
     * flat patch of mesh): two tangent rows and a twist row at the points' mean anchor instead of
     * two rows per point. {@link #centralJacobian} holds t1 and t2's Jacobians (as in
     * {@link #jacobian}, 24 longs), then {@code IA^-1 n} and {@code IB^-1 n} for the twist.
     */
    boolean central;
    final long[] centralJacobian = new long[30];
    /** Inverse of the 2 x 2 tangent effective mass: [[m11, m12], [m12, m22]]. */
    long frictionMass11;
    long frictionMass12;
    long frictionMass22;
    long twistMass;
    /** Mean distance of the points from the anchor: the lever of the twist friction limit. */
    long twistRadius;
    /** Accumulated central friction impulses along t1, t2 and about the normal (state: warm start). */
    long frictionImpulse1;
    long frictionImpulse2;
    long twistImpulse;
    /** Accumulated rolling-resistance angular impulse (world frame). */
    long rollingX;
    long rollingY;
    long rollingZ;
    long rollingMass;
    long rollingRadius;

    /** Scratch for carrying impulses over by feature id. */
    final long[] oldFeature;
    final long[] oldNormal;
    final long[] oldTangent1;
    final long[] oldTangent2;

    /** Temporal coherence of a hull pair (results never depend on it; not part of a snapshot). */
    final ManifoldCache cache = new ManifoldCache();
    /** Scratch manifold of the narrow phase. */
    final ContactManifold manifold = new ContactManifold();
    /** Temporal coherence of a shape against the static meshes (mesh contacts only; results never depend on it). */
    final MeshContactCache meshCache;

    Contact(int capacity, boolean mesh) {
        this.capacity = capacity;
        this.mesh = mesh;
        meshCache = mesh ? new MeshContactCache() : null;
        feature = new long[capacity];
        nx = new long[capacity];
        ny = new long[capacity];
        nz = new long[capacity];
        t1x = new long[capacity];
        t1y = new long[capacity];
        t1z = new long[capacity];
        t2x = new long[capacity];
        t2y = new long[capacity];
        t2z = new long[capacity];
        px = new long[capacity];
        py = new long[capacity];
        pz = new long[capacity];
        rAx = new long[capacity];
        rAy = new long[capacity];
        rAz = new long[capacity];
        rBx = new long[capacity];
        rBy = new long[capacity];
        rBz = new long[capacity];
        separation = new long[capacity];
        normalImpulse = new long[capacity];
        tangentImpulse1 = new long[capacity];
        tangentImpulse2 = new long[capacity];
        maxNormalImpulse = new long[capacity];
        relativeVelocity = new long[capacity];
        jacobian = new long[capacity * JACOBIAN_STRIDE];
        normalMass = new long[capacity];
        tangentMass1 = new long[capacity];
        tangentMass2 = new long[capacity];
        oldFeature = new long[capacity];
        oldNormal = new long[capacity];
        oldTangent1 = new long[capacity];
        oldTangent2 = new long[capacity];
    }

    /** Makes this pooled object the contact of {@code a} and {@code b} (b null for the meshes), with no points. */
    void init(BodyShape a, BodyShape b) {
        this.a = a;
        this.b = b;
        keyA = a.key;
        keyB = b == null ? MESH_KEY : b.key;
        bodyA = a.body;
        bodyB = b == null ? -1 : b.body;
        touching = false;
        pointCount = 0;
        rollingX = 0;
        rollingY = 0;
        rollingZ = 0;
        frictionImpulse1 = 0;
        frictionImpulse2 = 0;
        twistImpulse = 0;
        cache.clear();
        if (b == null) {
            friction = a.friction;
            restitution = a.restitution;
            rollingResistance = a.rollingResistance;
            rollingRadius = a.rollingRadius;
        } else {
            friction = ContactMixing.friction(a.friction, b.friction);
            restitution = Math.max(a.restitution, b.restitution);
            rollingResistance = Math.max(a.rollingResistance, b.rollingResistance);
            rollingRadius = Math.max(a.rollingRadius, b.rollingRadius);
        }
    }

    /**
     * Sets point j's normal (unit, A to B) and its two tangents, {@link TangentBasis} of the normal
     * (the same function the collision kernel's manifolds use, so equal normals give equal bits).
     */
    void setNormal(int j, long x, long y, long z, MutableVec3 t1, MutableVec3 t2) {
        nx[j] = x;
        ny[j] = y;
        nz[j] = z;
        TangentBasis.computeInto(x, y, z, t1, t2);
        t1x[j] = t1.x;
        t1y[j] = t1.y;
        t1z[j] = t1.z;
        t2x[j] = t2.x;
        t2y[j] = t2.y;
        t2z[j] = t2.z;
    }

    /** Compares two contacts by their canonical pair order (key A, then key B). */
    static int compare(long keyA1, long keyB1, long keyA2, long keyB2) {
        int c = Long.compare(keyA1, keyA2);
        return c != 0 ? c : Long.compare(keyB1, keyB2);
    }
}
