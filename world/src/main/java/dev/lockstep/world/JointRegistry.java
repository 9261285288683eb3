package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;

/**
 * The joints' life outside the solver: creation from a {@link JointDef} (checks, and the world
 * frames of the factories turned into each body's local frame), destruction, motors, the reported
 * force and torque, waking the sleeping end of a joint whose other end is awake, and breaking
 * (docs/joints.md). The slots themselves are {@link Joints}; the rows are {@link JointSolver}'s.
 */
final class JointRegistry {
    private final WorldSettings settings;
    private final Bodies bodies;
    private final Joints joints;
    private final JointSolver jointSolver;
    private final ContactList contacts;
    private final JointEvents events = new JointEvents();
    private final long[] jointImpulse = new long[6];

    JointRegistry(WorldSettings settings, Bodies bodies, Joints joints, JointSolver jointSolver, ContactList contacts) {
        this.settings = settings;
        this.bodies = bodies;
        this.joints = joints;
        this.jointSolver = jointSolver;
        this.contacts = contacts;
    }

    /** The joint events (broken joints) of the last step. */
    JointEvents events() {
        return events;
    }

    /** Creates a joint, as {@link World#createJoint} documents. */
    JointId create(JointDef def) {
        int index = joints.freeCount > 0 ? joints.freeList[joints.freeCount - 1] : joints.count;
        String name = "joint " + index + " (user data " + def.userData + ")";
        int a = bodies.slotOf(def.bodyA);
        int b = bodies.slotOf(def.bodyB);
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
            LimitChecks.insideWorld(name + " anchorA", def.anchorA, settings.worldExtent);
            LimitChecks.insideWorld(name + " anchorB", def.anchorB, settings.worldExtent);
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
        j.validate(name, settings.h, settings.worldExtent, settings.maxLinearSpeed, settings.maxAngularSpeed);
        int slot = joints.allocate();
        joints.slot[slot] = j;
        joints.alive++;
        joints.link(slot, bodies.capacity);
        bodies.wake(a);
        bodies.wake(b);
        if (!j.collideConnected) {
            contacts.endBetween(a, b);
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
     * Removes the joint in {@code slot}; its bodies wake, and unless it let them collide their
     * shapes count as enlarged, so the next pair search finds their pairs again.
     */
    void remove(int slot) {
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

    /**
     * Returns the slot of a live joint.
     *
     * @throws IllegalArgumentException if the handle's joint was destroyed or never existed here
     */
    int slotOf(JointId id) {
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

    /** Sets a motor's speed, as {@link World#setMotorSpeed} documents. */
    void setMotorSpeed(JointId id, long speed) {
        Joint j = joints.slot[slotOf(id)];
        if (!j.enableMotor) {
            throw new IllegalArgumentException(id + " has no motor");
        }
        long limit = j.type == JointType.REVOLUTE ? settings.maxAngularSpeed : settings.maxLinearSpeed;
        if (speed < -limit || speed > limit) {
            throw new IllegalArgumentException(id + ": motor speed " + Fixed.toString(speed) + " exceeds +-" + Fixed.toString(limit));
        }
        j.motorSpeed = speed;
        bodies.wake(j.bodyA);
        bodies.wake(j.bodyB);
    }

    /** Returns the joint's constraint force of the last substep, as {@link World#jointForce} documents. */
    Vec3 force(JointId id) {
        jointSolver.impulses(joints.slot[slotOf(id)], jointImpulse);
        int inverseH = settings.inverseH;
        return new Vec3(Fixed.mulInt(jointImpulse[0], inverseH), Fixed.mulInt(jointImpulse[1], inverseH),
                Fixed.mulInt(jointImpulse[2], inverseH));
    }

    /** Returns the joint's constraint torque of the last substep, as {@link World#jointTorque} documents. */
    Vec3 torque(JointId id) {
        jointSolver.impulses(joints.slot[slotOf(id)], jointImpulse);
        int inverseH = settings.inverseH;
        return new Vec3(Fixed.mulInt(jointImpulse[3], inverseH), Fixed.mulInt(jointImpulse[4], inverseH),
                Fixed.mulInt(jointImpulse[5], inverseH));
    }

    /** A joint between an awake and a sleeping dynamic body wakes the sleeper's set (joint id order). */
    void wakeJointedSleepers() {
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
                    b.wakeSet(sleeper);
                }
            }
        }
    }

    /**
     * Breaks, in joint id order, every solved breakable joint whose constraint force or torque
     * exceeds its threshold: {@code |sum of impulses| > threshold * h}, the lengths formed exactly
     * at 128 bits ({@link Fixed#length3}).
     */
    void breakJoints() {
        int n = jointSolver.activeCount();
        for (int k = 0; k < n; k++) {
            Joint j = jointSolver.active(k);
            if (!j.breakable) {
                continue;
            }
            jointSolver.impulses(j, jointImpulse);
            long force = Fixed.length3(jointImpulse[0], jointImpulse[1], jointImpulse[2]);
            long torque = Fixed.length3(jointImpulse[3], jointImpulse[4], jointImpulse[5]);
            if (force > Fixed.mul(j.breakForce, settings.h) || torque > Fixed.mul(j.breakTorque, settings.h)) {
                int slot = indexOf(j);
                events.broken(slot, joints.generation[slot], j.userData);
                remove(slot);
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
}
