package dev.lockstep.world;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.VecMath;
import java.util.ArrayList;
import java.util.Arrays;

/**
 * The world's contacts in canonical order, (shape key A, shape key B), so neither the
 * broadphase's structure nor the insertion history reaches the solver (design.md, "One tick"):
 * new pairs are merged in by key, contacts whose fat boxes parted are removed in place, and
 * removed contacts go back to a pool per kind (convex, mesh), so a step in steady state allocates
 * nothing. Emits the begin, end and hit events of the {@code collide} phase.
 */
final class ContactList {
    /** Contacts in canonical order (key A, key B); {@code contacts[count..]} are null. */
    Contact[] contacts = new Contact[64];
    int count;
    private Contact[] merged = new Contact[64];
    private final ArrayList<Contact> convexPool = new ArrayList<>();
    private final ArrayList<Contact> meshPool = new ArrayList<>();

    private final Bodies bodies;
    private final Joints joints;
    private final BroadPhase broadPhase;
    private final MeshSet meshes;
    private final NarrowPhase narrowPhase;
    private final ContactEvents events;
    private final long hitThreshold;
    private final long[] velocity = new long[3];

    ContactList(Bodies bodies, Joints joints, BroadPhase broadPhase, MeshSet meshes, NarrowPhase narrowPhase,
            ContactEvents events, long hitThreshold) {
        this.bodies = bodies;
        this.joints = joints;
        this.broadPhase = broadPhase;
        this.meshes = meshes;
        this.narrowPhase = narrowPhase;
        this.events = events;
        this.hitThreshold = hitThreshold;
    }

    /**
     * Returns whether a new contact may exist between {@code a} and {@code b} (a.key < b.key): one
     * body dynamic, one awake, the filters accept each other and no joint keeps the bodies apart.
     */
    boolean shouldCollide(BodyShape a, BodyShape b) {
        int ia = a.body;
        int ib = b.body;
        boolean dynA = bodies.isDynamic(ia);
        boolean dynB = bodies.isDynamic(ib);
        if (!dynA && !dynB) {
            return false;
        }
        if (!bodies.awake[ia] && !bodies.awake[ib]) {
            return false;
        }
        return a.accepts(b) && !joints.blocksCollision(ia, ib);
    }

    /** Returns whether a contact exists for keys {@code (a, b)}, a binary search of the ordered contact list. */
    boolean hasContact(long a, long b) {
        int lo = 0;
        int hi = count - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            Contact c = contacts[mid];
            int cmp = Contact.compare(c.keyA, c.keyB, a, b);
            if (cmp < 0) {
                lo = mid + 1;
            } else if (cmp > 0) {
                hi = mid - 1;
            } else {
                return true;
            }
        }
        return false;
    }

    /**
     * Merges this step's new pairs into the list: the broadphase's new pairs (sorted by key) and a
     * new mesh contact for every shape of an awake dynamic body whose fat box reaches the meshes,
     * in one merge of three key-ordered sources, so the list stays in (key A, key B) order.
     */
    void updatePairs() {
        broadPhase.findNewPairs(this);
        int newCount = broadPhase.pairCount;
        // shapes of awake dynamic bodies whose fat box reaches the meshes and have no mesh contact yet
        int meshNew = 0;
        if (meshes.count() > 0) {
            for (int i = 0; i < bodies.count; i++) {
                if (bodies.type[i] == Bodies.FREE || !bodies.awake[i] || !bodies.isDynamic(i)) {
                    continue;
                }
                for (BodyShape s : bodies.shapes[i]) {
                    if (meshes.overlaps(s.fat) && !hasContact(s.key, Contact.MESH_KEY)) {
                        meshNew++;
                    }
                }
            }
        }
        if (newCount == 0 && meshNew == 0) {
            return;
        }
        int total = count + newCount + meshNew;
        if (merged.length < total) {
            merged = new Contact[Math.max(total, 2 * merged.length)];
        }
        // merge the ordered contact list, the ordered new pairs and the new mesh contacts (each in key order)
        int i = 0;
        int j = 0;
        int out = 0;
        Contact nextMesh = meshNew > 0 ? nextMeshContact(0, 0) : null;
        while (i < count || j < newCount || nextMesh != null) {
            int source = -1;
            long ka = 0;
            long kb = 0;
            if (i < count) {
                source = 0;
                ka = contacts[i].keyA;
                kb = contacts[i].keyB;
            }
            if (j < newCount && (source < 0 || Contact.compare(broadPhase.pairA[j].key, broadPhase.pairB[j].key, ka, kb) < 0)) {
                source = 1;
                ka = broadPhase.pairA[j].key;
                kb = broadPhase.pairB[j].key;
            }
            if (nextMesh != null && (source < 0 || Contact.compare(nextMesh.keyA, nextMesh.keyB, ka, kb) < 0)) {
                source = 2;
            }
            if (source == 0) {
                merged[out++] = contacts[i++];
            } else if (source == 1) {
                Contact c = obtain(false);
                c.init(broadPhase.pairA[j], broadPhase.pairB[j]);
                merged[out++] = c;
                j++;
            } else {
                merged[out++] = nextMesh;
                nextMesh = nextMeshContact(nextMesh.a.body, nextMesh.a.ordinalIndex + 1);
            }
        }
        Contact[] t = contacts;
        contacts = merged;
        merged = t;
        Arrays.fill(merged, 0, merged.length, null);
        count = out;
    }

    /** Returns a new mesh contact for the first shape at or after (body, ordinal index) that needs one, or null. */
    private Contact nextMeshContact(int body, int shapeIndex) {
        for (int i = body; i < bodies.count; i++) {
            if (bodies.type[i] == Bodies.FREE || !bodies.awake[i] || !bodies.isDynamic(i)) {
                continue;
            }
            BodyShape[] shapes = bodies.shapes[i];
            for (int k = i == body ? shapeIndex : 0; k < shapes.length; k++) {
                BodyShape s = shapes[k];
                if (meshes.overlaps(s.fat) && !hasContact(s.key, Contact.MESH_KEY)) {
                    Contact c = obtain(true);
                    c.init(s, null);
                    return c;
                }
            }
        }
        return null;
    }

    /** Returns a pooled contact of the kind (a mesh contact has room for {@link WorldLimits#MAX_MESH_POINTS} points), or a new one. */
    Contact obtain(boolean mesh) {
        ArrayList<Contact> pool = mesh ? meshPool : convexPool;
        if (!pool.isEmpty()) {
            return pool.remove(pool.size() - 1);
        }
        return new Contact(mesh ? WorldLimits.MAX_MESH_POINTS : ContactManifold.MAX_POINTS, mesh);
    }

    /** Returns a contact to its pool; it drops its shapes. */
    void recycle(Contact c) {
        c.a = null;
        c.b = null;
        (c.mesh ? meshPool : convexPool).add(c);
    }

    /**
     * Updates every contact with an awake body, in contact order: destroyed when the fat boxes
     * parted, else the narrow phase ({@link NarrowPhase}); begin, end and hit events; an awake
     * body touching a sleeping one wakes the sleeper's set.
     */
    void update() {
        if (!bodies.anyAwake()) {
            return;                        // every contact is kept as it is: a sleeping world costs nothing here
        }
        int w = 0;
        for (int i = 0; i < count; i++) {
            Contact c = contacts[i];
            boolean awakeA = bodies.awake[c.bodyA];
            boolean awakeB = c.bodyB >= 0 && bodies.awake[c.bodyB];
            if (!awakeA && !awakeB) {
                contacts[w++] = c;
                continue;
            }
            boolean overlap = c.b == null ? meshes.overlaps(c.a.fat) : overlaps(c.a.fat, c.b.fat);
            if (!overlap) {
                if (c.touching) {
                    events.end(c.keyA, c.keyB);
                }
                recycle(c);
                continue;
            }
            boolean was = c.touching;
            narrowPhase.collide(c);
            c.touching = c.pointCount > 0;
            if (c.touching && !was) {
                events.begin(c.keyA, c.keyB);
                recordHit(c);
            } else if (!c.touching && was) {
                events.end(c.keyA, c.keyB);
            }
            if (c.touching) {
                // an awake body touching a sleeping one wakes it (and its island)
                if (!awakeA && !bodies.isStatic(c.bodyA)) {
                    bodies.wakeSet(c.bodyA);
                }
                if (c.bodyB >= 0 && !awakeB && !bodies.isStatic(c.bodyB)) {
                    bodies.wakeSet(c.bodyB);
                }
            }
            contacts[w++] = c;
        }
        Arrays.fill(contacts, w, count, null);
        count = w;
    }

    /** Emits a hit event at the point approaching fastest, when that speed reaches the hit threshold (first point wins a tie). */
    private void recordHit(Contact c) {
        long best = 0;
        int at = -1;
        for (int j = 0; j < c.pointCount; j++) {
            long approach = Fixed.neg(pointNormalVelocity(c, j));
            if (approach >= hitThreshold && approach > best) {
                best = approach;
                at = j;
            }
        }
        if (at >= 0) {
            events.hit(c.keyA, c.keyB, c.px[at], c.py[at], c.pz[at], c.nx[at], c.ny[at], c.nz[at], best);
        }
    }

    /** Normal velocity of B relative to A at point j, from the bodies' current velocities (not yet prepared anchors). */
    private long pointNormalVelocity(Contact c, int j) {
        long[] v = velocity;
        velocityAt(c.bodyA, c.px[j], c.py[j], c.pz[j], v);
        long ax = v[0];
        long ay = v[1];
        long az = v[2];
        if (c.bodyB >= 0) {
            velocityAt(c.bodyB, c.px[j], c.py[j], c.pz[j], v);
        } else {
            v[0] = 0;
            v[1] = 0;
            v[2] = 0;
        }
        return Fixed.dot3(Fixed.sub(v[0], ax), Fixed.sub(v[1], ay), Fixed.sub(v[2], az), c.nx[j], c.ny[j], c.nz[j]);
    }

    private void velocityAt(int i, long px, long py, long pz, long[] out) {
        Bodies b = bodies;
        long rx = Fixed.sub(px, b.cx[i]);
        long ry = Fixed.sub(py, b.cy[i]);
        long rz = Fixed.sub(pz, b.cz[i]);
        out[0] = Fixed.add(b.vx[i], VecMath.crossX(b.wy[i], b.wz[i], ry, rz));
        out[1] = Fixed.add(b.vy[i], VecMath.crossY(b.wx[i], b.wz[i], rx, rz));
        out[2] = Fixed.add(b.vz[i], VecMath.crossZ(b.wx[i], b.wy[i], rx, ry));
    }

    private static boolean overlaps(long[] a, long[] b) {
        return a[0] <= b[3] && b[0] <= a[3] && a[1] <= b[4] && b[1] <= a[4] && a[2] <= b[5] && b[2] <= a[5];
    }

    /** Ends every contact of body {@code slot} (end events for touching ones, in contact order) and wakes the sleepers it touched. */
    void removeBody(int slot) {
        int w = 0;
        for (int i = 0; i < count; i++) {
            Contact c = contacts[i];
            if (c.bodyA == slot || c.bodyB == slot) {
                if (c.touching) {
                    events.end(c.keyA, c.keyB);
                }
                int other = c.bodyA == slot ? c.bodyB : c.bodyA;
                if (other >= 0 && !bodies.awake[other] && bodies.sleepSet[other] >= 0) {
                    bodies.wakeSet(other);
                }
                recycle(c);
            } else {
                contacts[w++] = c;
            }
        }
        Arrays.fill(contacts, w, count, null);
        count = w;
    }

    /** Ends every contact between bodies a and b (end events for touching ones, in contact order). */
    void endBetween(int a, int b) {
        int w = 0;
        for (int i = 0; i < count; i++) {
            Contact c = contacts[i];
            if (c.bodyA == a && c.bodyB == b || c.bodyA == b && c.bodyB == a) {
                if (c.touching) {
                    events.end(c.keyA, c.keyB);
                }
                recycle(c);
            } else {
                contacts[w++] = c;
            }
        }
        Arrays.fill(contacts, w, count, null);
        count = w;
    }

    /** Returns the number of contacts that touch (at least one point). */
    int touchingCount() {
        int n = 0;
        for (int i = 0; i < count; i++) {
            if (contacts[i].touching) {
                n++;
            }
        }
        return n;
    }

    /** Empties the list into the pools (the first act of a restore). */
    void recycleAll() {
        for (int i = 0; i < count; i++) {
            recycle(contacts[i]);
            contacts[i] = null;
        }
        count = 0;
    }

    /** Makes room for {@code n} contacts (a restore fills the list in place). */
    void ensureCapacity(int n) {
        if (contacts.length < n) {
            contacts = Arrays.copyOf(contacts, n);
        }
    }
}
