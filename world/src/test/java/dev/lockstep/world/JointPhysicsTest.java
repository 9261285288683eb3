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
}
