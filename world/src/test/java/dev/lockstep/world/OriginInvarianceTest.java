package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 18, Proof: "a scene translated by an exact offset sleeps at the same tick with
 * bit-identical relative transforms" (research brief pitfall 11; only fixed point can pass it).
 * The same small pile (boxes and spheres, some turned) is built at the origin and shifted by
 * exact offsets; every tick each body's position minus the offset and its rotation must equal the
 * origin run's to the bit, and the scene must fall asleep at the same tick.
 */
class OriginInvarianceTest {
    static final int SLEEP_LIMIT = 600;

    @Test
    void pileShiftedBy1024_512_minus2048_isBitIdentical() {
        compare(new Vec3(Fixed.fromInt(1024), Fixed.fromInt(512), Fixed.fromInt(-2048)));
    }

    @Test
    void pileShiftedBy8192point5_0_4096point25_isBitIdentical() {
        compare(new Vec3(FixedDecimals.raw("8192.5"), 0, FixedDecimals.raw("4096.25")));
    }

    private static void compare(Vec3 offset) {
        World home = new World(new WorldDef());
        World away = new World(new WorldDef());
        List<BodyId> a = pile(home, Vec3.ZERO);
        List<BodyId> b = pile(away, offset);
        int sleptHome = -1;
        int sleptAway = -1;
        for (int t = 0; t < SLEEP_LIMIT && (sleptHome < 0 || sleptAway < 0); t++) {
            home.step();
            away.step();
            for (int i = 0; i < a.size(); i++) {
                assertEquals(home.position(a.get(i)), away.position(b.get(i)).sub(offset),
                        "body " + i + " position minus offset differs at tick " + home.tick());
                assertEquals(home.rotation(a.get(i)), away.rotation(b.get(i)), "body " + i + " rotation differs at tick " + home.tick());
            }
            if (sleptHome < 0 && home.awakeBodyCount() == 0) {
                sleptHome = (int) home.tick();
            }
            if (sleptAway < 0 && away.awakeBodyCount() == 0) {
                sleptAway = (int) away.tick();
            }
        }
        System.out.println("OriginInvarianceTest: offset " + offset + ": slept at tick " + sleptAway + " (at the origin " + sleptHome + ")");
        assertTrue(sleptHome > 0, "the pile at the origin did not sleep within " + SLEEP_LIMIT + " ticks");
        assertEquals(sleptHome, sleptAway, "sleep tick differs");
    }

    /** Builds ground, four boxes and three spheres (rolling resistance, so they stop), all placed relative to {@code at}. */
    private static List<BodyId> pile(World world, Vec3 at) {
        world.createBody(new BodyDef().position(at.add(new Vec3(0, Fixed.neg(Fixed.HALF), 0)))
                .shape(ShapeDef.box(new Vec3(Fixed.fromInt(40), Fixed.HALF, Fixed.fromInt(40)))));
        List<BodyId> ids = new ArrayList<>();
        long half = Fixed.HALF;
        for (int i = 0; i < 4; i++) {
            Quat tilt = Quat.fromAxisAngle(new Vec3(Fixed.ONE, Fixed.fromInt(i), Fixed.TWO), Fixed.mulInt(FixedDecimals.raw("0.3"), i));
            ids.add(world.createBody(new BodyDef().type(BodyType.DYNAMIC).rotation(tilt)
                    .position(at.add(new Vec3(Fixed.mulInt(FixedDecimals.raw("0.4"), i - 2), Fixed.add(Fixed.fromInt(1 + 2 * i), half),
                            Fixed.mulInt(FixedDecimals.raw("0.3"), i % 2))))
                    .shape(ShapeDef.box(new Vec3(half, FixedDecimals.raw("0.3"), FixedDecimals.raw("0.4"))))));
        }
        for (int i = 0; i < 3; i++) {
            ids.add(world.createBody(new BodyDef().type(BodyType.DYNAMIC)
                    .position(at.add(new Vec3(FixedDecimals.raw("0.25"), Fixed.fromInt(10 + 2 * i), Fixed.mulInt(FixedDecimals.raw("0.2"), i))))
                    .linearVelocity(new Vec3(Fixed.fromInt(i - 1), 0, Fixed.HALF))
                    .shape(ShapeDef.sphere(FixedDecimals.raw("0.4")).restitution(FixedDecimals.raw("0.3"))
                            .rollingResistance(FixedDecimals.raw("0.2")))));
        }
        return ids;
    }
}
