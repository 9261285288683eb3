package dev.lockstep.world;

import dev.lockstep.replay.hash.StateSink;
import java.util.Arrays;

/**
 * The joints' part of the canonical state: written at the end of the {@code contacts} part, and
 * only by a world that has used a joint slot, so the state (and hash) of a world without joints is
 * exactly what it was before joints existed. Items, with body ids above every contact id:
 *
 * <ol>
 *   <li>id {@link #HEADER}: {@code slots} (joint slots ever used), {@code free} (free list length),
 *       then one {@code slot} field per free-list entry, in list order;</li>
 *   <li>id {@code HEADER + 1 + slot} for every slot: {@code generation}, {@code alive}, and for a
 *       live joint its whole definition in the bodies' local frames ({@code type bodyA bodyB},
 *       anchors and frame rotations, {@code flags}, limits, motor, spring, length, weld softness,
 *       break thresholds, {@code userData}) and its accumulated impulses {@code i0..i12}.</li>
 * </ol>
 *
 * <p>Restore validates every value with the checks of {@link World#createJoint}
 * ({@link Joint#validate}): the message names the part, the joint and the field.
 */
final class JointState {
    /** Body id of the joints' header item: above every contact id (contacts are at most 2^26). */
    static final long HEADER = 1L << 40;
    private static final String[] IMPULSE = new String[Joint.IMPULSES];
    private static final JointType[] TYPES = JointType.values();
    private static final String JOINT = "joint";
    private static final int FLAG_COLLIDE = 1;
    private static final int FLAG_LIMIT = 2;
    private static final int FLAG_CONE = 4;
    private static final int FLAG_TWIST = 8;
    private static final int FLAG_MOTOR = 16;
    private static final int FLAG_UNLIMITED = 32;
    private static final int FLAG_SPRING = 64;
    private static final int FLAG_BREAKABLE = 128;
    private static final int FLAGS = 255;

    static {
        for (int k = 0; k < Joint.IMPULSES; k++) {
            IMPULSE[k] = "i" + k;
        }
    }

    private JointState() {
    }

    static void encode(World w, StateSink out) {
        Joints js = w.joints;
        if (js.count == 0) {
            return;
        }
        out.body(HEADER);
        out.field("slots", js.count);
        out.field("free", js.freeCount);
        for (int k = 0; k < js.freeCount; k++) {
            out.field("slot", js.freeList[k]);
        }
        for (int i = 0; i < js.count; i++) {
            Joint j = js.slot[i];
            out.body(HEADER + 1 + i);
            out.field("generation", js.generation[i]);
            out.field("alive", j == null ? 0 : 1);
            if (j == null) {
                continue;
            }
            out.field("type", j.type.ordinal());
            out.field("bodyA", j.bodyA);
            out.field("bodyB", j.bodyB);
            out.field("ax", j.ax);
            out.field("ay", j.ay);
            out.field("az", j.az);
            out.field("aqw", j.aqw);
            out.field("aqx", j.aqx);
            out.field("aqy", j.aqy);
            out.field("aqz", j.aqz);
            out.field("bx", j.bx);
            out.field("by", j.by);
            out.field("bz", j.bz);
            out.field("bqw", j.bqw);
            out.field("bqx", j.bqx);
            out.field("bqy", j.bqy);
            out.field("bqz", j.bqz);
            out.field("flags", flags(j));
            out.field("lower", j.lower);
            out.field("upper", j.upper);
            out.field("cone", j.coneAngle);
            out.field("twistLower", j.twistLower);
            out.field("twistUpper", j.twistUpper);
            out.field("motorSpeed", j.motorSpeed);
            out.field("maxMotorForce", j.maxMotorForce);
            out.field("springHertz", j.springHertz);
            out.field("springZeta", j.springDampingRatio);
            out.field("length", j.length);
            out.field("linearHertz", j.linearHertz);
            out.field("linearZeta", j.linearDampingRatio);
            out.field("angularHertz", j.angularHertz);
            out.field("angularZeta", j.angularDampingRatio);
            out.field("breakForce", j.breakForce);
            out.field("breakTorque", j.breakTorque);
            out.field("userData", j.userData);
            for (int k = 0; k < Joint.IMPULSES; k++) {
                out.field(IMPULSE[k], j.impulse[k]);
            }
        }
    }

    private static int flags(Joint j) {
        return (j.collideConnected ? FLAG_COLLIDE : 0) | (j.enableLimit ? FLAG_LIMIT : 0) | (j.enableCone ? FLAG_CONE : 0)
                | (j.enableTwist ? FLAG_TWIST : 0) | (j.enableMotor ? FLAG_MOTOR : 0) | (j.unlimitedMotorForce ? FLAG_UNLIMITED : 0)
                | (j.enableSpring ? FLAG_SPRING : 0) | (j.breakable ? FLAG_BREAKABLE : 0);
    }

    /**
     * Replaces the joints with the ones {@code in} holds after the contacts (none when the contacts
     * part ends there).
     *
     * @throws IllegalArgumentException naming part, joint and field of the first bad value
     */
    static void restore(World w, StateInput in, boolean[] aliveBodies, long h) {
        Joints js = w.joints;
        // slots past the restored count start over at generation 0: the state alone decides the next
        // ids, never the abandoned timeline (a joint made and destroyed there must not leave a trace).
        // The Joint objects stay in their slots to be read into again: a rollback frame restores
        // every joint, and reading into the old object allocates nothing (every field is read).
        int oldCount = js.count;
        Arrays.fill(js.generation, 0, oldCount, 0);
        js.count = 0;
        js.alive = 0;
        js.freeCount = 0;
        try {
            readSlots(w, in, js, aliveBodies, h);
        } catch (RuntimeException e) {
            // a failed restore leaves no joint behind, half-read or from the abandoned timeline
            Arrays.fill(js.slot, 0, Math.max(oldCount, js.count), null);
            js.count = 0;
            js.alive = 0;
            js.freeCount = 0;
            throw e;
        }
        Arrays.fill(js.slot, Math.min(js.count, oldCount), oldCount, null);
        js.relinkAll(w.bodies.capacity);
    }

    private static void readSlots(World w, StateInput in, Joints js, boolean[] aliveBodies, long h) {
        if (!in.atBody()) {
            return;
        }
        long header = in.body();
        if (header != HEADER) {
            throw bad(in, -1, "id", header, "the joints' header id " + HEADER + " after the last contact");
        }
        long slots = in.field("slots");
        if (slots < 1 || slots > 1 << 24) {
            throw bad(in, -1, "slots", slots, "1.." + (1 << 24));
        }
        long free = in.field("free");
        if (free < 0 || free > slots) {
            throw bad(in, -1, "free", free, "0.." + slots);
        }
        int count = (int) slots;
        js.ensureCapacity(count);
        if (js.freeList.length < free) {
            js.freeList = new int[(int) free];
        }
        if (js.restoredFree.length < count) {
            js.restoredFree = new boolean[Math.max(count, 2 * js.restoredFree.length)];
        }
        boolean[] freed = js.restoredFree;
        Arrays.fill(freed, 0, count, false);
        for (int k = 0; k < free; k++) {
            long s = in.field("slot");
            if (s < 0 || s >= count || freed[(int) s]) {
                throw bad(in, -1, "slot", s, "a distinct free joint slot below " + count);
            }
            freed[(int) s] = true;
            js.freeList[k] = (int) s;
        }
        js.freeCount = (int) free;
        js.count = count;
        for (int i = 0; i < count; i++) {
            long id = in.body();
            if (id != HEADER + 1 + i) {
                throw bad(in, i, "id", id, "joint slot id " + (HEADER + 1 + i));
            }
            long generation = in.field("generation");
            if (generation < 0 || generation > Integer.MAX_VALUE) {
                throw bad(in, i, "generation", generation, "0.." + Integer.MAX_VALUE);
            }
            js.generation[i] = (int) generation;
            long alive = in.field("alive");
            if (alive != 0 && alive != 1 || (alive == 1) == freed[i]) {
                throw bad(in, i, "alive", alive, freed[i] ? "0 (the slot is on the free list)" : "1 (the slot is not on the free list)");
            }
            if (alive == 0) {
                js.slot[i] = null;
                continue;
            }
            js.slot[i] = read(w, in, i, aliveBodies, h, js.slot[i]);
            js.alive++;
        }
    }

    /** Reads joint slot {@code i} into {@code reuse} (every field), or into a new joint when it is null. */
    private static Joint read(World w, StateInput in, int i, boolean[] aliveBodies, long h, Joint reuse) {
        Joint j = reuse != null ? reuse : new Joint();
        long type = in.field("type");
        if (type < 0 || type >= TYPES.length) {
            throw bad(in, i, "type", type, "0.." + (TYPES.length - 1));
        }
        j.type = TYPES[(int) type];
        j.bodyA = body(in, i, "bodyA", aliveBodies);
        j.bodyB = body(in, i, "bodyB", aliveBodies);
        Bodies b = w.bodies;
        if (j.bodyA == j.bodyB || !b.isDynamic(j.bodyA) && !b.isDynamic(j.bodyB)) {
            throw bad(in, i, "bodyB", j.bodyB, "a body other than bodyA (" + j.bodyA + "), one of them dynamic");
        }
        j.ax = in.field("ax");
        j.ay = in.field("ay");
        j.az = in.field("az");
        j.aqw = in.field("aqw");
        j.aqx = in.field("aqx");
        j.aqy = in.field("aqy");
        j.aqz = in.field("aqz");
        j.bx = in.field("bx");
        j.by = in.field("by");
        j.bz = in.field("bz");
        j.bqw = in.field("bqw");
        j.bqx = in.field("bqx");
        j.bqy = in.field("bqy");
        j.bqz = in.field("bqz");
        long flags = in.field("flags");
        if (flags < 0 || flags > FLAGS) {
            throw bad(in, i, "flags", flags, "a bit set within " + FLAGS);
        }
        j.collideConnected = (flags & FLAG_COLLIDE) != 0;
        j.enableLimit = (flags & FLAG_LIMIT) != 0;
        j.enableCone = (flags & FLAG_CONE) != 0;
        j.enableTwist = (flags & FLAG_TWIST) != 0;
        j.enableMotor = (flags & FLAG_MOTOR) != 0;
        j.unlimitedMotorForce = (flags & FLAG_UNLIMITED) != 0;
        j.enableSpring = (flags & FLAG_SPRING) != 0;
        j.breakable = (flags & FLAG_BREAKABLE) != 0;
        j.lower = in.field("lower");
        j.upper = in.field("upper");
        j.coneAngle = in.field("cone");
        j.twistLower = in.field("twistLower");
        j.twistUpper = in.field("twistUpper");
        j.motorSpeed = in.field("motorSpeed");
        j.maxMotorForce = in.field("maxMotorForce");
        j.springHertz = in.field("springHertz");
        j.springDampingRatio = in.field("springZeta");
        j.length = in.field("length");
        j.linearHertz = in.field("linearHertz");
        j.linearDampingRatio = in.field("linearZeta");
        j.angularHertz = in.field("angularHertz");
        j.angularDampingRatio = in.field("angularZeta");
        j.breakForce = in.field("breakForce");
        j.breakTorque = in.field("breakTorque");
        j.userData = in.field("userData");
        for (int k = 0; k < Joint.IMPULSES; k++) {
            j.impulse[k] = in.field(IMPULSE[k]);
        }
        try {
            // the slot number joins the name only in a message: a valid joint builds no string
            j.validate(JOINT, h, w.settings.worldExtent, w.settings.maxLinearSpeed, w.settings.maxAngularSpeed);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("world state (" + in.where() + "): part contacts, " + JOINT + " " + i
                    + e.getMessage().substring(JOINT.length()), e);
        }
        return j;
    }

    private static int body(StateInput in, int i, String field, boolean[] aliveBodies) {
        long v = in.field(field);
        if (v < 0 || v >= aliveBodies.length || !aliveBodies[(int) v]) {
            throw bad(in, i, field, v, "the slot of a live body");
        }
        return (int) v;
    }

    private static IllegalArgumentException bad(StateInput in, long joint, String field, long value, String expected) {
        return new IllegalArgumentException("world state (" + in.where() + "): part contacts, "
                + (joint >= 0 ? "joint " + joint + ", " : "joints, ") + "field " + field + " = " + value + " (raw); expected " + expected);
    }
}
