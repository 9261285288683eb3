package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedTrig;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/** Joints against physics answers (issue 19's proofs); each test states its tolerance and why. */
class JointPhysicsTest {
    private static double d(long raw) {
        return Fixed.toDoubleForDisplay(raw);
    }

    /** Period from the upward zero crossings of x (linear interpolation between ticks), in seconds. */
    private static double period(World w, BodyId bob, int ticks) {
        double first = -1;
        double last = -1;
        int crossings = 0;
        double prev = d(w.position(bob).x());
        for (int t = 1; t <= ticks; t++) {
            w.step();
            double x = d(w.position(bob).x());
            if (prev < 0 && x >= 0) {
                double at = (t - 1 + prev / (prev - x)) / 60.0;
                if (first < 0) {
                    first = at;
                } else {
                    crossings++;
                    last = at;
                }
            }
            prev = x;
        }
        return (last - first) / crossings;
    }

    @Test
    void pendulumOnARigidDistanceJoint_periodIsTwoPiRootLOverG() {
        World w = new World(new WorldDef());
        long length = Fixed.fromInt(2);
        long theta = Fixed.ONE / 10;
        Vec3 pivot = Vec3.ofInts(0, 10, 0);
        BodyId top = JointScenes.anchor(w, pivot);
        Vec3 start = new Vec3(Fixed.mul(length, FixedTrig.sin(theta)), Fixed.sub(pivot.y(), Fixed.mul(length, FixedTrig.cos(theta))), 0);
        BodyId bob = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(start).enableSleep(false)
                .shape(ShapeDef.sphere(Fixed.ONE / 10)));
        w.createJoint(JointDef.distance(top, bob, pivot, start));
        double measured = period(w, bob, 60 * 30);
        double g = 9.81;
        double expected = 2 * Math.PI * Math.sqrt(2.0 / g) * (1 + 0.1 * 0.1 / 16);
        System.out.println("pendulum period " + measured + " expected " + expected + " rel " + (measured / expected - 1));
        assertEquals(expected, measured, expected * 0.005);
    }

    /** The hinge angle of B relative to A about z, for bodies created with identity rotation: {@code 2 atan2(qz, qw)}. */
    private static double hingeAngle(World w, BodyId b) {
        var q = w.rotation(b);
        return 2 * Math.atan2(d(q.z()), d(q.w()));
    }

    /** A 2 m arm (box 1 x 0.1 x 0.1 half extents) hinged at its left end x = 0 to a static anchor, about z. */
    private static BodyId arm(World w, JointDef[] outDef) {
        BodyId top = JointScenes.anchor(w, Vec3.ofInts(0, 5, 0));
        BodyId arm = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(Vec3.ofInts(1, 5, 0)).enableSleep(false)
                .shape(ShapeDef.box(new Vec3(Fixed.ONE, Fixed.ONE / 10, Fixed.ONE / 10))));
        outDef[0] = JointDef.revolute(top, arm, Vec3.ofInts(0, 5, 0));
        return arm;
    }

    @Test
    void hingeLimitHoldsUnderLoad() {
        World w = new World(new WorldDef());
        JointDef[] def = new JointDef[1];
        BodyId arm = arm(w, def);
        long lower = -Fixed.ONE / 4;
        w.createJoint(def[0].limit(lower, Fixed.ONE / 4));
        double worst = 0;
        Vec3 load = new Vec3(0, Fixed.mul(Fixed.fromInt(-10), Fixed.mul(w.mass(arm), Fixed.fromInt(10))), 0);
        for (int t = 0; t < 300; t++) {
            w.applyForce(arm, load);                  // ten times the arm's weight at its centre
            w.step();
            worst = Math.min(worst, hingeAngle(w, arm));
        }
        double settled = hingeAngle(w, arm);
        System.out.println("hinge limit -0.25: settled " + settled + " worst " + worst);
        assertEquals(-0.25, settled, 0.005, "at rest on the limit within 5 mrad under 11 g");
        assertTrue(worst > -0.25 - 0.02, "never more than 20 mrad past the limit: " + worst);
    }

    @Test
    void motorReachesItsTargetSpeed() {
        World w = new World(new WorldDef().gravity(Vec3.ZERO));
        BodyId top = JointScenes.anchor(w, Vec3.ofInts(0, 0, 0));
        BodyId wheel = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(Vec3.ofInts(0, 0, 0)).enableSleep(false)
                .shape(ShapeDef.box(new Vec3(Fixed.ONE, Fixed.ONE, Fixed.ONE / 4))));
        long torque = Fixed.fromInt(2);
        w.createJoint(JointDef.revolute(top, wheel, Vec3.ZERO).motor(Fixed.fromInt(3), torque));
        // I_zz of a 2 x 2 x 0.5 box of density 1: m (a^2 + b^2) / 12 with m = 2, a = b = 2: 4/3; alpha = 2 / (4/3) = 1.5
        for (int t = 0; t < 60; t++) {
            w.step();
        }
        double after1s = d(w.angularVelocity(wheel).z());
        System.out.println("motor: after 1 s " + after1s + " (torque-limited ramp predicts 1.5)");
        assertEquals(1.5, after1s, 0.01, "torque-limited: alpha = tau / I");
        for (int t = 0; t < 120; t++) {
            w.step();
        }
        double speed = d(w.angularVelocity(wheel).z());
        System.out.println("motor: after 3 s " + speed);
        assertEquals(3.0, speed, 3.0 * 1e-4, "target speed within 0.01 %");
    }

    @Test
    void weldHoldsACantileverBeamHorizontal() {
        World w = new World(new WorldDef());
        BodyId wall = w.createBody(new BodyDef().position(Vec3.ofInts(0, 5, 0)).shape(ShapeDef.box(new Vec3(Fixed.ONE / 10, Fixed.ONE, Fixed.ONE))));
        // a 2 m beam (1 x 0.1 x 0.1 half extents) welded at its left end to the wall's face
        long x0 = Fixed.ONE / 10;
        BodyId beam = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(new Vec3(Fixed.add(x0, Fixed.ONE), Fixed.fromInt(5), 0))
                .enableSleep(false).shape(ShapeDef.box(new Vec3(Fixed.ONE, Fixed.ONE / 10, Fixed.ONE / 10))));
        w.createJoint(JointDef.weld(wall, beam, new Vec3(x0, Fixed.fromInt(5), 0)));
        double worst = 0;
        for (int t = 0; t < 300; t++) {
            w.step();
            var q = w.rotation(beam);
            double tipSag = 5 - (d(w.position(beam).y()) + 2 * d(q.z()) * d(q.w()) * 1.0 * 2 / 2);
            worst = Math.max(worst, tipSag);
        }
        var q = w.rotation(beam);
        double pitch = 2 * Math.atan2(d(q.z()), d(q.w()));
        double centreSag = 5 - d(w.position(beam).y());
        double tipSag = centreSag - Math.sin(pitch) * 1.0;
        System.out.println("weld cantilever: centre sag " + centreSag + " m, pitch " + pitch + " rad, tip sag " + tipSag + " m");
        assertTrue(Math.abs(tipSag) < 0.005, "tip within 5 mm of horizontal: " + tipSag);
        assertTrue(Math.abs(pitch) < 0.0025, "pitch within 2.5 mrad: " + pitch);
    }

    @Test
    void chainOfTwentyLinksHangsStillAndSleeps() {
        World w = new World(new WorldDef());
        Vec3 top = Vec3.ofInts(0, 30, 0);
        BodyId prev = JointScenes.anchor(w, top);
        BodyId last = null;
        // links: capsules 1 m long hanging straight down, joined end to end by spherical joints
        for (int i = 0; i < 20; i++) {
            long y = Fixed.sub(Fixed.fromInt(30), Fixed.add(Fixed.fromInt(i), Fixed.HALF));
            BodyId link = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(new Vec3(0, y, 0))
                    .shape(ShapeDef.capsule(new Vec3(0, Fixed.neg(Fixed.ONE / 4 + Fixed.ONE / 8), 0), new Vec3(0, Fixed.ONE / 4 + Fixed.ONE / 8, 0),
                            Fixed.ONE / 8)));
            w.createJoint(JointDef.spherical(prev, link, new Vec3(0, Fixed.sub(Fixed.fromInt(30), Fixed.fromInt(i)), 0)));
            prev = link;
            last = link;
        }
        int asleep = Scenes.stepUntilAsleep(w, 600);
        double bottom = d(w.position(last).y());
        System.out.println("chain of 20: asleep at tick " + asleep + ", bottom link centre y " + bottom + " (rest 10.5), x "
                + d(w.position(last).x()));
        assertTrue(asleep > 0 && asleep <= 120, "sleeps within 2 s: " + asleep);
        // one Gauss-Seidel pass per substep: each joint gives about 1.4 mm under the links below it
        assertEquals(10.5, bottom, 0.04, "the chain stretches less than 4 cm (0.2 %) over 20 joints");
        assertEquals(0.0, d(w.position(last).x()), 1e-6, "and hangs straight");
    }

    @Test
    void unlimitedMotorIntoALimitAndAStiffSpringStepWithoutThrowing() {
        World w = new World(new WorldDef());
        JointDef[] def = new JointDef[1];
        BodyId arm = arm(w, def);
        JointId motor = w.createJoint(def[0].limit(-Fixed.ONE / 4, Fixed.ONE / 4).unlimitedMotor(Fixed.fromInt(40)));
        BodyId top2 = JointScenes.anchor(w, Vec3.ofInts(10, 5, 0));
        BodyId swing = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(Vec3.ofInts(11, 5, 0)).enableSleep(false)
                .shape(ShapeDef.box(new Vec3(Fixed.ONE, Fixed.ONE / 10, Fixed.ONE / 10))));
        w.createJoint(JointDef.revolute(top2, swing, Vec3.ofInts(10, 5, 0)).spring(Joint.MAX_HERTZ, Fixed.ONE));
        for (int t = 0; t < 600; t++) {
            w.step();
        }
        // an unlimited motor pushing into a limit outweighs the soft limit (its impulse decay term grows with
        // the fight); what is promised is arithmetic: no throw, impulses inside the state bound, restorable
        assertTrue(w.isValid(motor));
        assertTrue(Math.abs(d(w.angularVelocity(swing).z())) < 1e-3, "the stiff spring holds its arm: " + w.angularVelocity(swing));
        WorldSnapshot s = new WorldSnapshot();
        w.snapshot(s);
        long hash = w.stateHash();
        w.step();
        long next = w.stateHash();
        w.restore(s);
        assertEquals(hash, w.stateHash());
        w.step();
        assertEquals(next, w.stateHash(), "restore, step: the same bits");
    }
}
