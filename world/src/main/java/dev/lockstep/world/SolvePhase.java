package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import java.util.Arrays;

/**
 * The {@code solve} phase of a tick (design.md, "One tick"): Box2D v3's soft step over the touching
 * contacts and the joints with an awake dynamic body, in contact and joint id order (research
 * brief (b)); breakable joints checked; every awake body finalized in index order (world-size
 * wall, poses, fat boxes, sleep counters, forces cleared); then the islands put to sleep
 * ({@link SleepIslands}). Owns the list of awake bodies of the tick.
 */
final class SolvePhase {
    private final WorldSettings settings;
    private final Bodies bodies;
    private final BodyPoses poses;
    private final MotionBounds motion;
    private final ContactList contacts;
    private final Joints joints;
    private final JointRegistry jointRegistry;
    private final ContactSolver solver;
    private final JointSolver jointSolver;
    private final BodyIntegrator integrator;
    private final SleepIslands islands = new SleepIslands();
    private int[] awakeList = new int[16];
    private int awakeCount;

    SolvePhase(WorldSettings settings, Bodies bodies, BodyPoses poses, MotionBounds motion, ContactList contacts, Joints joints,
            JointRegistry jointRegistry, JointSolver jointSolver) {
        this.settings = settings;
        this.bodies = bodies;
        this.poses = poses;
        this.motion = motion;
        this.contacts = contacts;
        this.joints = joints;
        this.jointRegistry = jointRegistry;
        this.jointSolver = jointSolver;
        integrator = new BodyIntegrator(settings.h, settings.gravity.x(), settings.gravity.y(), settings.gravity.z(),
                settings.maxLinearSpeed, settings.maxAngularSpeed);
        solver = new ContactSolver(bodies);
        solver.configure(settings.contactSoftness, settings.staticContactSoftness, settings.maxContactPushSpeed,
                settings.inverseH, settings.restitutionThreshold);
    }

    /** Runs the phase: the soft step, finalize, then sleep (when the world sleeps at all). */
    void run() {
        solve();
        if (settings.sleepEnabled) {
            islands.sleep(bodies, awakeList, awakeCount, contacts.contacts, contacts.count, joints, settings.sleepTicks);
        }
    }

    /**
     * The soft step (research brief (b)): the awake bodies listed in index order, the touching
     * contacts and the joints with an awake dynamic body prepared, then per substep integrate
     * velocities, warm start, biased solve, integrate positions, relax; restitution; breakable
     * joints; finalize.
     */
    private void solve() {
        Bodies b = bodies;
        awakeCount = 0;
        if (!b.anyAwake()) {
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
        Contact[] list = contacts.contacts;
        int contactCount = contacts.count;
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
        int substeps = settings.substeps;
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
        jointRegistry.breakJoints();
        finalizeBodies();
    }

    private boolean awakeDynamic(int i) {
        return bodies.awake[i] && bodies.isDynamic(i);
    }

    /** Transforms, the world-size wall, fat bounds, sleep counters and forces of every awake body, in index order. */
    private void finalizeBodies() {
        Bodies b = bodies;
        long sleepThreshold = settings.sleepThreshold;
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
        long e = settings.worldExtent;
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
}
