package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Research brief pitfall 11 for joints: a ragdoll on a ground box, built at the origin and shifted
 * by an exact offset, keeps bit-identical relative transforms every tick and falls asleep at the
 * same tick (the joint frames are converted relative to each body's origin, so no absolute
 * coordinate reaches a rounding).
 */
class JointOriginInvarianceTest {
    private static List<BodyId> scene(World w, Vec3 offset) {
        w.createBody(new BodyDef().position(new Vec3(offset.x(), Fixed.sub(offset.y(), Fixed.HALF), offset.z()))
                .shape(ShapeDef.box(new Vec3(Fixed.fromInt(5), Fixed.HALF, Fixed.fromInt(5)))));
        Quat lean = Quat.fromAxisAngle(Vec3.ofInts(0, 0, 1), Fixed.ONE / 5);
        return JointScenes.ragdoll(w, new Vec3(offset.x(), Fixed.add(offset.y(), Fixed.ONE / 4), offset.z()), lean).bodies();
    }

    @Test
    void ragdollShiftedBy2048_256_minus1024point5_isBitIdentical() {
        Vec3 offset = new Vec3(Fixed.fromInt(2048), Fixed.fromInt(256), FixedDecimals.raw("-1024.5"));
        World home = new World(new WorldDef());
        World away = new World(new WorldDef());
        List<BodyId> a = scene(home, Vec3.ZERO);
        List<BodyId> b = scene(away, offset);
        int slept = -1;
        for (int t = 0; t < 600 && slept < 0; t++) {
            home.step();
            away.step();
            for (int i = 0; i < a.size(); i++) {
                assertEquals(home.position(a.get(i)), away.position(b.get(i)).sub(offset), "body " + i + " at tick " + home.tick());
                assertEquals(home.rotation(a.get(i)), away.rotation(b.get(i)), "body " + i + " at tick " + home.tick());
            }
            assertEquals(home.awakeBodyCount(), away.awakeBodyCount(), "tick " + home.tick());
            if (home.awakeBodyCount() == 0) {
                slept = (int) home.tick();
            }
        }
        assertTrue(slept > 0, "the ragdoll falls asleep");
    }
}
