package dev.lockstep.collision.manifold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

class TangentBasisTest {
    private final MutableVec3 t1 = new MutableVec3();
    private final MutableVec3 t2 = new MutableVec3();

    @Test
    void seed003_upNormalZ_givesXAndY() {
        TangentBasis.computeInto(0, 0, Fixed.ONE, t1, t2);
        assertEquals(Vec3.UNIT_X, t1.toVec3());
        assertEquals(Vec3.UNIT_Y, t2.toVec3());
    }

    @Test
    void seed003_downNormalZ_switchesSign_staysRightHanded() {
        // s = -1 branch: t1 = (1, 0, 0), t2 = (0, -1, 0), and t1 x t2 = (0, 0, -1) = n
        TangentBasis.computeInto(0, 0, -Fixed.ONE, t1, t2);
        assertEquals(Vec3.UNIT_X, t1.toVec3());
        assertEquals(new Vec3(0, -Fixed.ONE, 0), t2.toVec3());
    }

    @Test
    void seed003_zZero_takesThePositiveBranch() {
        // n = +X: c = 1, t1 = (1 - 1, 0, -1) = (0, 0, -1), t2 = (0, 1, 0); t1 x t2 = (1, 0, 0)
        TangentBasis.computeInto(Fixed.ONE, 0, 0, t1, t2);
        assertEquals(new Vec3(0, 0, -Fixed.ONE), t1.toVec3());
        assertEquals(Vec3.UNIT_Y, t2.toVec3());
    }

    @Test
    void seed003_sameNormal_sameTangents_bitForBit() {
        MutableVec3 a1 = new MutableVec3();
        MutableVec3 a2 = new MutableVec3();
        long nx = 0x0000_0000_9E37_79B9L; // 0.6180339887...
        long ny = -0x0000_0000_5A82_799AL; // -0.3535533906...
        long nz = 0x0000_0000_9E37_79B9L / 2;
        TangentBasis.computeInto(nx, ny, nz, t1, t2);
        TangentBasis.computeInto(nx, ny, nz, a1, a2);
        assertEquals(t1.toVec3(), a1.toVec3());
        assertEquals(t2.toVec3(), a2.toVec3());
    }

    @Test
    void componentOutsideUnitRange_isRejected() {
        assertThrows(IllegalArgumentException.class, () -> TangentBasis.computeInto(Fixed.ONE + 1, 0, 0, t1, t2));
    }
}
