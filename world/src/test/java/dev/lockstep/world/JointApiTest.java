package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/** Joint handles, options, collision filtering, breaking and its event order. */
class JointApiTest {
    private static double d(long raw) {
        return Fixed.toDoubleForDisplay(raw);
    }

    private static BodyId hangingBox(World w, int x) {
        return w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(Vec3.ofInts(x, 4, 0)).enableSleep(false)
                .shape(ShapeDef.box(new Vec3(Fixed.HALF, Fixed.HALF, Fixed.HALF))));
    }

    @Test
    void staleJointIdsAreRejectedAfterDestroyAndReuse() {
        World w = new World(new WorldDef());
        BodyId top = JointScenes.anchor(w, Vec3.ofInts(0, 5, 0));
        BodyId box = hangingBox(w, 0);
        JointId first = w.createJoint(JointDef.spherical(top, box, Vec3.ofInts(0, 5, 0)));
        assertTrue(w.isValid(first));
        w.destroyJoint(first);
        assertFalse(w.isValid(first));
        JointId second = w.createJoint(JointDef.spherical(top, box, Vec3.ofInts(0, 5, 0)));
        assertEquals(first.index(), second.index(), "the slot is reused");
        assertEquals(first.generation() + 1, second.generation());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> w.destroyJoint(first));
        assertTrue(e.getMessage().contains("was destroyed"), e.getMessage());
        w.destroyBody(box);
        assertFalse(w.isValid(second), "destroying a body destroys its joints");
        assertEquals(0, w.jointCount());
    }

    @Test
    void badDefinitionsAreRejectedNamingTheField() {
        World w = new World(new WorldDef());
        BodyId top = JointScenes.anchor(w, Vec3.ofInts(0, 5, 0));
        BodyId box = hangingBox(w, 0);
        BodyId ground = JointScenes.anchor(w, Vec3.ofInts(0, 0, 0));
        Vec3 p = Vec3.ofInts(0, 5, 0);
        assertMessage("lower <= upper", () -> w.createJoint(JointDef.revolute(top, box, p).limit(Fixed.ONE, 0)));
        assertMessage("field upper", () -> w.createJoint(JointDef.revolute(top, box, p).limit(0, Fixed.fromInt(4))));
        assertMessage("field coneAngle", () -> w.createJoint(JointDef.spherical(top, box, p).cone(-1)));
        assertMessage("field maxMotorForce", () -> w.createJoint(JointDef.revolute(top, box, p).motor(0, -Fixed.ONE)));
        assertMessage("field springHertz", () -> w.createJoint(JointDef.revolute(top, box, p).spring(Fixed.fromInt(1_000_000), Fixed.ONE)));
        assertMessage("a cone only on spherical", () -> w.createJoint(JointDef.revolute(top, box, p).cone(Fixed.ONE)));
        assertMessage("neither", () -> w.createJoint(JointDef.spherical(top, ground, p)));
        assertMessage("both ends", () -> w.createJoint(JointDef.spherical(box, box, p)));
        assertMessage("not a unit quaternion", () -> w.createJoint(JointDef.weld(top, box, p).frameRotation(new Quat(Fixed.TWO, 0, 0, 0))));
        assertEquals(0, w.jointCount(), "nothing was created");
    }

    private static void assertMessage(String part, org.junit.jupiter.api.function.Executable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().contains(part) && e.getMessage().startsWith("joint"), e.getMessage());
    }

    @Test
    void jointedBodiesDoNotCollideUnlessAllowed() {
        for (boolean collide : new boolean[] {false, true}) {
            World w = new World(new WorldDef().gravity(Vec3.ZERO));
            // two overlapping boxes held together by a weld
            BodyId a = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(Vec3.ofInts(0, 0, 0)).shape(ShapeDef.box(new Vec3(Fixed.ONE, Fixed.HALF, Fixed.HALF))));
            BodyId b = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(Vec3.ofInts(1, 0, 0)).shape(ShapeDef.box(new Vec3(Fixed.ONE, Fixed.HALF, Fixed.HALF))));
            w.step();
            assertEquals(1, w.touchingContactCount(), "they overlap");
            JointId weld = w.createJoint(JointDef.weld(a, b, Vec3.ofInts(1, 0, 0)).collideConnected(collide));
            w.step();
            assertEquals(collide ? 1 : 0, w.touchingContactCount(), "collideConnected " + collide);
            if (!collide) {
                w.destroyJoint(weld);
                w.step();
                assertEquals(1, w.touchingContactCount(), "after the joint is gone they collide again");
            }
        }
    }

    @Test
    void breakableJointBreaksAboveItsThresholdAndNotBelow() {
        World w = new World(new WorldDef());
        BodyId top1 = JointScenes.anchor(w, Vec3.ofInts(0, 5, 0));
        BodyId top2 = JointScenes.anchor(w, Vec3.ofInts(5, 5, 0));
        BodyId top3 = JointScenes.anchor(w, Vec3.ofInts(10, 5, 0));
        BodyId strong = hangingBox(w, 0);
        BodyId weak = hangingBox(w, 5);
        BodyId weaker = hangingBox(w, 10);
        long weight = Fixed.mul(w.mass(strong), Fixed.neg(WorldDef.DEFAULT_GRAVITY.y()));
        // a box hangs on a spherical joint 1 m above its centre: the static load is its weight
        JointId holds = w.createJoint(JointDef.spherical(top1, strong, Vec3.ofInts(0, 5, 0))
                .breakable(Fixed.mul(weight, Fixed.ONE + Fixed.ONE / 5), WorldLimits.MAX_FORCE).userData(1));
        JointId breaks = w.createJoint(JointDef.spherical(top2, weak, Vec3.ofInts(5, 5, 0))
                .breakable(Fixed.mul(weight, Fixed.ONE - Fixed.ONE / 5), WorldLimits.MAX_FORCE).userData(2));
        JointId breaksToo = w.createJoint(JointDef.spherical(top3, weaker, Vec3.ofInts(10, 5, 0))
                .breakable(Fixed.mul(weight, Fixed.HALF), WorldLimits.MAX_FORCE).userData(3));
        w.step();
        JointEvents events = w.jointEvents();
        assertEquals(2, events.brokenCount());
        assertEquals(breaks, events.broken(0), "events in joint id order");
        assertEquals(2, events.brokenUserData(0));
        assertEquals(breaksToo, events.broken(1));
        assertFalse(w.isValid(breaks));
        for (int t = 0; t < 120; t++) {
            w.step();
            assertEquals(0, w.jointEvents().brokenCount(), "tick " + w.tick());
        }
        assertTrue(w.isValid(holds));
        double force = d(w.jointForce(holds).y());
        System.out.println("breakable: held joint force " + force + " N, weight " + d(weight) + " N");
        assertEquals(d(weight), force, d(weight) * 0.01, "the held joint carries the weight");
        assertTrue(d(w.position(weak).y()) < 0, "the broken one's box fell");
    }

    @Test
    void sphericalConeLimitHoldsAPendulumInsideTheCone() {
        World w = new World(new WorldDef());
        BodyId top = JointScenes.anchor(w, Vec3.ofInts(0, 5, 0));
        // a rod hanging along -y; the joint frame's x axis points down (z rotated by -90 degrees)
        BodyId rod = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(Vec3.ofInts(0, 4, 0)).enableSleep(false)
                .linearVelocity(Vec3.ofInts(6, 0, 2)).shape(ShapeDef.box(new Vec3(Fixed.ONE / 10, Fixed.ONE, Fixed.ONE / 10))));
        Quat down = Quat.fromAxisAngle(Vec3.ofInts(0, 0, 1), -Fixed.HALF_PI);
        long cone = Fixed.ONE / 2;
        w.createJoint(JointDef.spherical(top, rod, Vec3.ofInts(0, 5, 0)).frameRotation(down).cone(cone).twist(-Fixed.ONE / 4, Fixed.ONE / 4));
        double worst = 0;
        for (int t = 0; t < 240; t++) {
            w.step();
            Vec3 c = w.position(rod);
            double angle = Math.atan2(Math.hypot(d(c.x()), d(c.z())), 5 - d(c.y()));
            worst = Math.max(worst, angle);
        }
        System.out.println("cone 0.5 rad: worst swing " + worst);
        assertTrue(worst < 0.5 + 0.03, "within 30 mrad of the cone: " + worst);
        assertTrue(worst > 0.45, "and it did reach the cone: " + worst);
    }

    @Test
    void prismaticSlidesAlongItsAxisUpToItsLimitAndItsMotorDrivesIt() {
        World w = new World(new WorldDef());
        BodyId rail = JointScenes.anchor(w, Vec3.ofInts(0, 5, 0));
        BodyId slider = hangingBox(w, 0);
        // axis along world y (frame x turned by +90 degrees about z): gravity pulls it down to the lower limit
        Quat up = Quat.fromAxisAngle(Vec3.ofInts(0, 0, 1), Fixed.HALF_PI);
        JointId j = w.createJoint(JointDef.prismatic(rail, slider, Vec3.ofInts(0, 4, 0)).frameRotation(up)
                .limit(Fixed.fromInt(-2), Fixed.ONE).motor(0, 0));
        for (int t = 0; t < 180; t++) {
            w.step();
        }
        double y = d(w.position(slider).y());
        System.out.println("prismatic: rests at " + y + " (limit 2), x " + d(w.position(slider).x()));
        assertEquals(2.0, y, 0.005, "held at the lower limit");
        assertEquals(0.0, d(w.position(slider).x()), 1e-4, "no sideways motion");
        w.setMotorSpeed(j, Fixed.ONE);
        // a motor with no force cannot lift it; give it a real one through a fresh joint
        w.destroyJoint(j);
        w.createJoint(JointDef.prismatic(rail, slider, Vec3.ofInts(0, 4, 0)).frameRotation(up).limit(Fixed.fromInt(-2), Fixed.ONE)
                .motor(Fixed.ONE, Fixed.fromInt(100)));
        for (int t = 0; t < 30; t++) {
            w.step();
        }
        double vy = d(w.linearVelocity(slider).y());
        System.out.println("prismatic motor: vy " + vy);
        assertEquals(1.0, vy, 1e-3, "the motor drives it up at 1 m/s");
    }

    @Test
    void ropeIsSlackBelowItsLengthAndTautAtIt() {
        World w = new World(new WorldDef());
        BodyId top = JointScenes.anchor(w, Vec3.ofInts(0, 10, 0));
        BodyId ball = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(Vec3.ofInts(0, 9, 0)).enableSleep(false)
                .shape(ShapeDef.sphere(Fixed.ONE / 4)));
        // a rope of 3 m: a free spring (0 Hz) inside [0, 3]
        w.createJoint(JointDef.distance(top, ball, Vec3.ofInts(0, 10, 0), Vec3.ofInts(0, 9, 0)).spring(0, 0).limit(0, Fixed.fromInt(3)));
        for (int t = 0; t < 20; t++) {
            w.step();
        }
        assertTrue(d(w.position(ball).y()) < 9 - 0.5, "falls freely while slack: " + d(w.position(ball).y()));
        for (int t = 0; t < 120; t++) {
            w.step();
        }
        double y = d(w.position(ball).y());
        System.out.println("rope: hangs at " + y + " (taut at 7)");
        assertEquals(7.0, y, 0.01, "caught at its length");
    }

    @Test
    void aJointedIslandSleepsAndWakesAsOne() {
        World w = new World(new WorldDef());
        Scenes.ground(w, 10, 10);
        // three boxes in a row on the ground, joined by spherical joints but not touching each other
        BodyId a = JointScenes.box(w, new Vec3(0, Fixed.HALF, 0), new Vec3(Fixed.HALF, Fixed.HALF, Fixed.HALF));
        BodyId b = JointScenes.box(w, new Vec3(Fixed.fromInt(2), Fixed.HALF, 0), new Vec3(Fixed.HALF, Fixed.HALF, Fixed.HALF));
        BodyId c = JointScenes.box(w, new Vec3(Fixed.fromInt(4), Fixed.HALF, 0), new Vec3(Fixed.HALF, Fixed.HALF, Fixed.HALF));
        w.createJoint(JointDef.distance(a, b, new Vec3(Fixed.HALF, Fixed.HALF, 0), new Vec3(Fixed.add(Fixed.ONE, Fixed.HALF), Fixed.HALF, 0)));
        w.createJoint(JointDef.distance(b, c, new Vec3(Fixed.add(Fixed.fromInt(2), Fixed.HALF), Fixed.HALF, 0),
                new Vec3(Fixed.add(Fixed.fromInt(3), Fixed.HALF), Fixed.HALF, 0)));
        int asleep = Scenes.stepUntilAsleep(w, 300);
        assertTrue(asleep > 0, "the jointed row sleeps");
        w.applyLinearImpulse(c, Vec3.ofInts(3, 0, 0));
        assertTrue(w.isAwake(c));
        w.step();
        assertTrue(w.isAwake(a) && w.isAwake(b), "waking one end wakes its jointed island");
        // the push pulls the others along through the joints
        for (int t = 0; t < 30; t++) {
            w.step();
        }
        assertTrue(w.position(a).x() > Fixed.ONE / 20, "a was pulled along (8 cm against friction): " + w.position(a));
    }
}
