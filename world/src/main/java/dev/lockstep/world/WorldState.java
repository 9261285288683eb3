package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.replay.hash.StateSink;
import java.util.Arrays;
import java.util.List;

/**
 * The world's dynamic state in canonical order, written once for three readers: the replay hash and
 * its field-level diff ({@link StateSink}), the canonical byte snapshot of {@code replay}, and the raw
 * {@link WorldSnapshot} of rollback. Parts, each opening with a {@code count} field:
 *
 * <ol>
 *   <li>{@code world}: tick, bodies ever created, slots in use, then the free list
 *       (body id = position in the list, field {@code slot}).</li>
 *   <li>{@code slots}: every slot {@code 0..count-1}: {@code generation}, {@code alive}.</li>
 *   <li>{@code bodies}: every live body by index: {@code definition}, {@code awake}, {@code sleepTicks},
 *       {@code sleepSet}, {@code sleepNext}, centre of mass {@code cx cy cz}, rotation
 *       {@code qw qx qy qz}, velocities {@code vx vy vz wx wy wz}, pending force and torque
 *       {@code fx fy fz tx ty tz}.</li>
 *   <li>{@code shapes}: every shape by key: its fat box {@code fat0..fat5} and {@code enlarged} (the
 *       fat boxes have history, and they decide which contacts exist).</li>
 *   <li>{@code contacts}: every contact in canonical order (body id = position): {@code keyA keyB
 *       touching points rollX rollY rollZ fr1 fr2 twist}, then per point {@code feature nx ny nz px py pz sep
 *       ln lt1 lt2}; then, in a world that has used a joint slot, the joints ({@link JointState}).</li>
 * </ol>
 * Derived values are not state and are rebuilt on restore: transforms, tangents (a pure function of
 * the normal), anchors and effective masses (rebuilt every step), the pair caches (which never
 * change a result), the broadphase order (a total order of the fat boxes and keys).
 *
 * <p>Restore validates every value it reads (hostile input: a replay's keyframe): live slots,
 * definitions that exist, unit rotations within {@link WorldLimits#UNIT_QUATERNION_TOLERANCE},
 * positions inside the world-size budget, speeds within the world's limits, contact keys that name
 * live shapes in strictly ascending order, point counts within capacity. A failure throws
 * {@link IllegalArgumentException} naming the part, the body and the field, before the world is
 * stepped again.
 */
final class WorldState {
    static final List<String> PARTS = List.of("world", "slots", "bodies", "shapes", "contacts");
    private static final String[] POINT_FIELDS = {"feature", "nx", "ny", "nz", "px", "py", "pz", "sep", "ln", "lt1", "lt2"};
    private static final String[][] POINT_NAMES = new String[WorldLimits.MAX_MESH_POINTS][POINT_FIELDS.length];

    static {
        for (int p = 0; p < WorldLimits.MAX_MESH_POINTS; p++) {
            for (int f = 0; f < POINT_FIELDS.length; f++) {
                POINT_NAMES[p][f] = "p" + p + "." + POINT_FIELDS[f];
            }
        }
    }

    private WorldState() {
    }

    static void encode(World w, StateSink out) {
        Bodies b = w.bodies;
        out.beginPart("world");
        out.field("count", b.freeCount);
        out.field("tick", w.tick);
        out.field("created", w.bodyFactory.created);
        out.field("slots", b.count);
        for (int k = 0; k < b.freeCount; k++) {
            out.body(k);
            out.field("slot", b.freeList[k]);
        }
        out.beginPart("slots");
        out.field("count", b.count);
        for (int i = 0; i < b.count; i++) {
            out.body(i);
            out.field("generation", b.generation[i]);
            out.field("alive", b.type[i] == Bodies.FREE ? 0 : 1);
        }
        out.beginPart("bodies");
        int alive = 0;
        int shapes = 0;
        for (int i = 0; i < b.count; i++) {
            if (b.type[i] != Bodies.FREE) {
                alive++;
                shapes += b.shapes[i].length;
            }
        }
        out.field("count", alive);
        for (int i = 0; i < b.count; i++) {
            if (b.type[i] == Bodies.FREE) {
                continue;
            }
            out.body(i);
            out.field("definition", b.definition[i]);
            out.field("awake", b.awake[i] ? 1 : 0);
            out.field("sleepTicks", b.sleepTicks[i]);
            out.field("sleepSet", b.sleepSet[i]);
            out.field("sleepNext", b.sleepNext[i]);
            out.field("cx", b.cx[i]);
            out.field("cy", b.cy[i]);
            out.field("cz", b.cz[i]);
            out.field("qw", b.qw[i]);
            out.field("qx", b.qx[i]);
            out.field("qy", b.qy[i]);
            out.field("qz", b.qz[i]);
            out.field("vx", b.vx[i]);
            out.field("vy", b.vy[i]);
            out.field("vz", b.vz[i]);
            out.field("wx", b.wx[i]);
            out.field("wy", b.wy[i]);
            out.field("wz", b.wz[i]);
            out.field("fx", b.fx[i]);
            out.field("fy", b.fy[i]);
            out.field("fz", b.fz[i]);
            out.field("tx", b.tx[i]);
            out.field("ty", b.ty[i]);
            out.field("tz", b.tz[i]);
        }
        out.beginPart("shapes");
        out.field("count", shapes);
        for (int i = 0; i < b.count; i++) {
            if (b.type[i] == Bodies.FREE) {
                continue;
            }
            for (BodyShape s : b.shapes[i]) {
                out.body(s.key);
                out.field("fat0", s.fat[0]);
                out.field("fat1", s.fat[1]);
                out.field("fat2", s.fat[2]);
                out.field("fat3", s.fat[3]);
                out.field("fat4", s.fat[4]);
                out.field("fat5", s.fat[5]);
                out.field("enlarged", s.enlarged ? 1 : 0);
            }
        }
        out.beginPart("contacts");
        out.field("count", w.contactList.count);
        for (int k = 0; k < w.contactList.count; k++) {
            Contact c = w.contactList.contacts[k];
            out.body(k);
            out.field("keyA", c.keyA);
            out.field("keyB", c.keyB);
            out.field("touching", c.touching ? 1 : 0);
            out.field("points", c.pointCount);
            out.field("rollX", c.rollingX);
            out.field("rollY", c.rollingY);
            out.field("rollZ", c.rollingZ);
            out.field("fr1", c.frictionImpulse1);
            out.field("fr2", c.frictionImpulse2);
            out.field("twist", c.twistImpulse);
            for (int j = 0; j < c.pointCount; j++) {
                String[] n = POINT_NAMES[j];
                out.field(n[0], c.feature[j]);
                out.field(n[1], c.nx[j]);
                out.field(n[2], c.ny[j]);
                out.field(n[3], c.nz[j]);
                out.field(n[4], c.px[j]);
                out.field(n[5], c.py[j]);
                out.field(n[6], c.pz[j]);
                out.field(n[7], c.separation[j]);
                out.field(n[8], c.normalImpulse[j]);
                out.field(n[9], c.tangentImpulse1[j]);
                out.field(n[10], c.tangentImpulse2[j]);
            }
        }
        JointState.encode(w, out);
    }

    /**
     * Replaces the world's dynamic state with the one {@code in} holds. On a validation failure the
     * world is left empty of contacts and must be restored again before it is stepped.
     *
     * @throws IllegalArgumentException naming part, body and field of the first bad value
     */
    static void restore(World w, StateInput in, MutableVec3 t1, MutableVec3 t2) {
        Bodies b = w.bodies;
        w.contactList.recycleAll();
        w.broadPhase().clear();
        in.beginPart("world");
        int freeCount = count(in, "world", 1 << 24);
        long tick = in.field("tick");
        long created = in.field("created");
        long slots = in.field("slots");
        if (tick < 0) {
            throw bad(in, "world", -1, "tick", tick, "a tick is >= 0");
        }
        if (created < 0 || created > w.bodyFactory.templateCount()) {
            throw bad(in, "world", -1, "created", created, "this world has made " + w.bodyFactory.templateCount() + " body definitions");
        }
        if (slots < 0 || slots > WorldLimits.MAX_BODIES || slots > created) {
            throw bad(in, "world", -1, "slots", slots, "at most the bodies created, " + created);
        }
        int count = (int) slots;
        b.ensureCapacity(count);
        // the free list and the alive flags reuse the world's arrays (a rollback frame restores
        // every frame; a failed restore leaves the world to be restored again anyway)
        int[] free = b.freeList.length >= freeCount ? b.freeList : new int[Math.max(4, freeCount)];
        for (int k = 0; k < freeCount; k++) {
            expectBody(in, "world", k);
            long slot = in.field("slot");
            if (slot < 0 || slot >= count) {
                throw bad(in, "world", k, "slot", slot, "a free slot is below the slot count " + count);
            }
            free[k] = (int) slot;
        }
        in.beginPart("slots");
        int slotCount = count(in, "slots", WorldLimits.MAX_BODIES);
        if (slotCount != count) {
            throw bad(in, "slots", -1, "count", slotCount, "the world part says " + count + " slots");
        }
        if (b.restoredAlive.length < count) {
            b.restoredAlive = new boolean[Math.max(count, 2 * b.restoredAlive.length)];
        }
        boolean[] alive = b.restoredAlive;
        Arrays.fill(alive, false);
        int freeSeen = 0;
        for (int i = 0; i < count; i++) {
            expectBody(in, "slots", i);
            long generation = in.field("generation");
            long isAlive = in.field("alive");
            if (generation < 0 || generation > Integer.MAX_VALUE) {
                throw bad(in, "slots", i, "generation", generation, "a generation is 0.." + Integer.MAX_VALUE);
            }
            if (isAlive != 0 && isAlive != 1) {
                throw bad(in, "slots", i, "alive", isAlive, "0 or 1");
            }
            b.generation[i] = (int) generation;
            alive[i] = isAlive == 1;
            if (!alive[i]) {
                freeSeen++;
            }
        }
        if (freeSeen != freeCount) {
            throw bad(in, "slots", -1, "alive", freeSeen, "the free list holds " + freeCount + " slots");
        }
        for (int k = 0; k < freeCount; k++) {
            if (alive[free[k]]) {
                throw bad(in, "world", k, "slot", free[k], "a free slot is not alive");
            }
        }
        // release slots beyond the restored count and dead slots; a slot beyond the count has not
        // been used in the restored timeline, so it starts over at generation 0 and the next body
        // made there gets the id it got the first time (the state alone decides ids, not history)
        for (int i = 0; i < b.capacity; i++) {
            if (i >= count || !alive[i]) {
                b.type[i] = Bodies.FREE;
                b.shapes[i] = null;
                b.transform[i] = null;
                b.awake[i] = false;
            }
            if (i >= count) {
                b.generation[i] = 0;
            }
        }
        b.count = count;
        b.freeList = free;
        b.freeCount = freeCount;
        w.tick = tick;
        w.bodyFactory.created = (int) created;
        w.meshes().truncate((int) created);

        in.beginPart("bodies");
        int bodyCount = count(in, "bodies", count);
        int expectedAlive = count - freeCount;
        if (bodyCount != expectedAlive) {
            throw bad(in, "bodies", -1, "count", bodyCount, "the slots part has " + expectedAlive + " live bodies");
        }
        long extent = w.settings.worldExtent;
        int next = 0;
        for (int k = 0; k < bodyCount; k++) {
            long id = in.body();
            while (next < count && !alive[next]) {
                next++;
            }
            if (id != next) {
                throw bad(in, "bodies", id, "id", id, "the next live slot is " + next);
            }
            int i = next++;
            long definition = in.field("definition");
            if (definition < 0 || definition >= created) {
                throw bad(in, "bodies", i, "definition", definition, "a definition below " + created);
            }
            if (b.type[i] == Bodies.FREE || b.definition[i] != definition || b.shapes[i] == null) {
                w.bodyFactory.instantiate(i, (int) definition, w.template((int) definition));
            }
            boolean dynamicOrKinematic = !b.isStatic(i);
            b.awake[i] = flag(in, "bodies", i, "awake") && dynamicOrKinematic;
            long sleepTicks = in.field("sleepTicks");
            if (sleepTicks < 0 || sleepTicks > Integer.MAX_VALUE) {
                throw bad(in, "bodies", i, "sleepTicks", sleepTicks, "0.." + Integer.MAX_VALUE);
            }
            b.sleepTicks[i] = (int) sleepTicks;
            b.sleepSet[i] = index(in, i, "sleepSet", count);
            b.sleepNext[i] = index(in, i, "sleepNext", count);
            b.cx[i] = position(in, "bodies", i, "cx", extent);
            b.cy[i] = position(in, "bodies", i, "cy", extent);
            b.cz[i] = position(in, "bodies", i, "cz", extent);
            long qw = in.field("qw");
            long qx = in.field("qx");
            long qy = in.field("qy");
            long qz = in.field("qz");
            if (Math.abs(qw) > 2 * Fixed.ONE || Math.abs(qx) > 2 * Fixed.ONE || Math.abs(qy) > 2 * Fixed.ONE
                    || Math.abs(qz) > 2 * Fixed.ONE
                    || Math.abs(Fixed.sub(Fixed.dot4(qw, qw, qx, qx, qy, qy, qz, qz), Fixed.ONE)) > WorldLimits.UNIT_QUATERNION_TOLERANCE) {
                throw bad(in, "bodies", i, "qw", qw, "a unit quaternion (qw qx qy qz = " + Fixed.toString(qw) + " "
                        + Fixed.toString(qx) + " " + Fixed.toString(qy) + " " + Fixed.toString(qz) + ")");
            }
            b.qw[i] = qw;
            b.qx[i] = qx;
            b.qy[i] = qy;
            b.qz[i] = qz;
            long vLimit = w.settings.maxLinearSpeed;
            long wLimit = w.settings.maxAngularSpeed;
            b.vx[i] = bounded(in, "bodies", i, "vx", vLimit);
            b.vy[i] = bounded(in, "bodies", i, "vy", vLimit);
            b.vz[i] = bounded(in, "bodies", i, "vz", vLimit);
            b.wx[i] = bounded(in, "bodies", i, "wx", wLimit);
            b.wy[i] = bounded(in, "bodies", i, "wy", wLimit);
            b.wz[i] = bounded(in, "bodies", i, "wz", wLimit);
            long forceLimit = WorldLimits.MAX_FORCE;
            b.fx[i] = bounded(in, "bodies", i, "fx", forceLimit);
            b.fy[i] = bounded(in, "bodies", i, "fy", forceLimit);
            b.fz[i] = bounded(in, "bodies", i, "fz", forceLimit);
            b.tx[i] = bounded(in, "bodies", i, "tx", forceLimit);
            b.ty[i] = bounded(in, "bodies", i, "ty", forceLimit);
            b.tz[i] = bounded(in, "bodies", i, "tz", forceLimit);
            if (!dynamicOrKinematic && (b.vx[i] | b.vy[i] | b.vz[i] | b.wx[i] | b.wy[i] | b.wz[i]) != 0) {
                throw bad(in, "bodies", i, "vx", b.vx[i], "a static body has no velocity");
            }
            w.poses.placeOrigin(i);
            w.poses.placeShapes(i);
        }

        checkSleepSets(in, b, alive, count);

        in.beginPart("shapes");
        int expectedShapes = 0;
        for (int i = 0; i < count; i++) {
            if (alive[i]) {
                expectedShapes += b.shapes[i].length;
            }
        }
        int shapeCount = count(in, "shapes", expectedShapes);
        if (shapeCount != expectedShapes) {
            throw bad(in, "shapes", -1, "count", shapeCount, "the bodies have " + expectedShapes + " shapes");
        }
        for (int i = 0; i < count; i++) {
            if (!alive[i]) {
                continue;
            }
            for (BodyShape s : b.shapes[i]) {
                long key = in.body();
                if (key != s.key) {
                    throw bad(in, "shapes", key, "key", key, "the next shape key is " + s.key);
                }
                for (int f = 0; f < 6; f++) {
                    s.fat[f] = in.field(FAT[f]);
                }
                if (s.fat[0] > s.fat[3] || s.fat[1] > s.fat[4] || s.fat[2] > s.fat[5]) {
                    throw bad(in, "shapes", key, "fat0", s.fat[0], "a box with min <= max");
                }
                w.broadPhase().add(s);
                s.fatValid = true;
                s.enlarged = flag(in, "shapes", key, "enlarged");
            }
        }

        in.beginPart("contacts");
        int contactCount = count(in, "contacts", 1 << 26);
        w.contactList.ensureCapacity(contactCount);
        long lastA = -1;
        long lastB = -1;
        for (int k = 0; k < contactCount; k++) {
            expectBody(in, "contacts", k);
            long keyA = in.field("keyA");
            long keyB = in.field("keyB");
            if (k > 0 && Contact.compare(keyA, keyB, lastA, lastB) <= 0) {
                throw bad(in, "contacts", k, "keyA", keyA, "contacts in strictly ascending (keyA, keyB) order");
            }
            lastA = keyA;
            lastB = keyB;
            BodyShape a = shape(w, in, k, "keyA", keyA, alive);
            BodyShape bs = keyB == Contact.MESH_KEY ? null : shape(w, in, k, "keyB", keyB, alive);
            if (bs != null && a.key >= bs.key || a.body == (bs == null ? -1 : bs.body)) {
                throw bad(in, "contacts", k, "keyB", keyB, "a pair of two bodies with keyA < keyB");
            }
            Contact c = w.contactList.obtain(bs == null);
            c.init(a, bs);
            w.contactList.contacts[k] = c;
            w.contactList.count = k + 1;
            c.touching = flag(in, "contacts", k, "touching");
            long points = in.field("points");
            if (points < 0 || points > c.capacity) {
                throw bad(in, "contacts", k, "points", points, "0.." + c.capacity);
            }
            c.pointCount = (int) points;
            c.rollingX = bounded(in, "contacts", k, "rollX", WorldLimits.MAX_FORCE);
            c.rollingY = bounded(in, "contacts", k, "rollY", WorldLimits.MAX_FORCE);
            c.rollingZ = bounded(in, "contacts", k, "rollZ", WorldLimits.MAX_FORCE);
            c.frictionImpulse1 = bounded(in, "contacts", k, "fr1", WorldLimits.MAX_FORCE);
            c.frictionImpulse2 = bounded(in, "contacts", k, "fr2", WorldLimits.MAX_FORCE);
            c.twistImpulse = bounded(in, "contacts", k, "twist", WorldLimits.MAX_FORCE);
            for (int j = 0; j < c.pointCount; j++) {
                String[] n = POINT_NAMES[j];
                c.feature[j] = in.field(n[0]);
                long nx = in.field(n[1]);
                long ny = in.field(n[2]);
                long nz = in.field(n[3]);
                if (Math.abs(nx) > Fixed.ONE || Math.abs(ny) > Fixed.ONE || Math.abs(nz) > Fixed.ONE
                        || Math.abs(Fixed.sub(Fixed.dot3(nx, ny, nz, nx, ny, nz), Fixed.ONE)) > WorldLimits.UNIT_QUATERNION_TOLERANCE) {
                    throw bad(in, "contacts", k, n[1], nx, "a unit normal");
                }
                c.setNormal(j, nx, ny, nz, t1, t2);
                c.px[j] = position(in, "contacts", k, n[4], extent + extent);
                c.py[j] = position(in, "contacts", k, n[5], extent + extent);
                c.pz[j] = position(in, "contacts", k, n[6], extent + extent);
                c.separation[j] = bounded(in, "contacts", k, n[7], extent);
                c.normalImpulse[j] = nonNegative(in, k, n[8]);
                c.tangentImpulse1[j] = bounded(in, "contacts", k, n[9], WorldLimits.MAX_FORCE);
                c.tangentImpulse2[j] = bounded(in, "contacts", k, n[10], WorldLimits.MAX_FORCE);
            }
        }
        JointState.restore(w, in, alive, w.settings.h);
    }

    /**
     * Sleep sets must be what {@code World} builds: an awake body is in no set; a sleeping body's set
     * head is a live sleeping body heading its own set, and each list runs in strictly ascending
     * index order from its head, so walking one always ends (a forged cycle would hang a wake).
     */
    private static void checkSleepSets(StateInput in, Bodies b, boolean[] alive, int count) {
        for (int i = 0; i < count; i++) {
            if (!alive[i]) {
                continue;
            }
            int set = b.sleepSet[i];
            int next = b.sleepNext[i];
            if (set < 0) {
                if (next != -1) {
                    throw bad(in, "bodies", i, "sleepNext", next, "-1 for a body in no sleep set");
                }
                continue;
            }
            if (b.awake[i] || !alive[set] || b.sleepSet[set] != set || set > i) {
                throw bad(in, "bodies", i, "sleepSet", set, "the smallest index of a sleeping set this sleeping body belongs to");
            }
            if (next != -1 && (next <= i || !alive[next] || b.sleepSet[next] != set)) {
                throw bad(in, "bodies", i, "sleepNext", next, "-1 or a later member of the same sleep set");
            }
        }
    }

    private static final String[] FAT = {"fat0", "fat1", "fat2", "fat3", "fat4", "fat5"};

    private static BodyShape shape(World w, StateInput in, int k, String field, long key, boolean[] alive) {
        long body = key >>> 16;
        int ordinal = (int) (key & 0xFFFF);
        if (key < 0 || body >= alive.length || !alive[(int) body]) {
            throw bad(in, "contacts", k, field, key, "the key of a shape of a live body");
        }
        for (BodyShape s : w.bodies.shapes[(int) body]) {
            if (s.ordinal == ordinal) {
                return s;
            }
        }
        throw bad(in, "contacts", k, field, key, "the key of a convex shape of body " + body);
    }

    private static int count(StateInput in, String part, int max) {
        long n = in.field("count");
        if (n < 0 || n > max) {
            throw bad(in, part, -1, "count", n, "0.." + max);
        }
        return (int) n;
    }

    private static void expectBody(StateInput in, String part, long id) {
        long got = in.body();
        if (got != id) {
            throw bad(in, part, got, "id", got, "body id " + id);
        }
    }

    private static boolean flag(StateInput in, String part, long id, String name) {
        long v = in.field(name);
        if (v != 0 && v != 1) {
            throw bad(in, part, id, name, v, "0 or 1");
        }
        return v == 1;
    }

    private static int index(StateInput in, int body, String name, int count) {
        long v = in.field(name);
        if (v < -1 || v >= count) {
            throw bad(in, "bodies", body, name, v, "-1 or a slot below " + count);
        }
        return (int) v;
    }

    private static long position(StateInput in, String part, long id, String name, long extent) {
        long v = in.field(name);
        if (v > extent || v < -extent) {
            throw bad(in, part, id, name, v, "inside the world-size budget of +-" + Fixed.toString(extent));
        }
        return v;
    }

    private static long bounded(StateInput in, String part, long id, String name, long limit) {
        long v = in.field(name);
        if (v > limit || v < -limit) {
            throw bad(in, part, id, name, v, "within +-" + Fixed.toString(limit));
        }
        return v;
    }

    private static long nonNegative(StateInput in, long id, String name) {
        long v = in.field(name);
        if (v < 0 || v > WorldLimits.MAX_FORCE) {
            throw bad(in, "contacts", id, name, v, "0.." + Fixed.toString(WorldLimits.MAX_FORCE));
        }
        return v;
    }

    private static IllegalArgumentException bad(StateInput in, String part, long id, String field, long value, String expected) {
        return new IllegalArgumentException("world state (" + in.where() + "): part " + part
                + (id >= 0 ? ", body " + id : "") + ", field " + field + " = " + value + " (raw); expected " + expected);
    }
}
