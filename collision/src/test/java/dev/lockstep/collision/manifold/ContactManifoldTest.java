package dev.lockstep.collision.manifold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import org.junit.jupiter.api.Test;

class ContactManifoldTest {

    private static ContactManifold twoPointManifold() {
        ContactManifold m = new ContactManifold();
        m.setNormal(0, Fixed.ONE, 0);
        m.addPoint().setWorld(1, 2, 3).setLocalA(4, 5, 6).setLocalB(7, 8, 9).setDepth(0x1000_0000L)
                .setFeatureId(FeatureId.of(FeatureId.VERTEX, 1, FeatureId.EDGE, 0));
        m.addPoint().setWorld(-1, -2, -3).setLocalA(-4, -5, -6).setLocalB(-7, -8, -9).setDepth(-5)
                .setFeatureId(FeatureId.of(FeatureId.EDGE, 0, FeatureId.VERTEX, 0));
        return m;
    }

    @Test
    void seed003_swapAB_negatesNormal_swapsLocalsAndFeatures_keepsWorldAndDepth() {
        ContactManifold m = twoPointManifold();
        m.swapAB();
        assertEquals(2, m.pointCount());
        assertEquals(0, m.normalX());
        assertEquals(-Fixed.ONE, m.normalY());
        assertEquals(0, m.normalZ());
        ManifoldPoint p = m.point(0);
        assertEquals(1, p.worldX());
        assertEquals(7, p.localAX());
        assertEquals(4, p.localBX());
        assertEquals(0x1000_0000L, p.depth());
        assertEquals(FeatureId.of(FeatureId.EDGE, 0, FeatureId.VERTEX, 1), p.featureId());
        assertEquals(-5, m.point(1).depth());
    }

    @Test
    void seed003_swapTwice_isIdentity_bitForBit() {
        ContactManifold m = twoPointManifold();
        ContactManifold original = twoPointManifold();
        m.swapAB();
        m.swapAB();
        assertTrue(m.sameBits(original), m.toString());
    }

    @Test
    void seed003_tangentsAfterSwap_areTheTangentsOfTheNegatedNormal() {
        ContactManifold m = new ContactManifold();
        MutableVec3 n = new MutableVec3();
        dev.lockstep.fixedpoint.VecMath.normalizeInto(Fixed.fromInt(3), Fixed.fromInt(-4), Fixed.fromInt(12), n);
        m.setNormal(n.x, n.y, n.z);
        m.addPoint();
        m.swapAB();
        ContactManifold direct = new ContactManifold();
        direct.setNormal(-n.x, -n.y, -n.z);
        assertEquals(direct.tangent1(), m.tangent1());
        assertEquals(direct.tangent2(), m.tangent2());
    }

    @Test
    void reset_emptiesAndZeroesNormal() {
        ContactManifold m = twoPointManifold();
        m.reset();
        assertEquals(0, m.pointCount());
        assertEquals(0, m.normalY());
        assertThrows(IndexOutOfBoundsException.class, () -> m.point(0));
    }

    @Test
    void fifthPoint_isRejected() {
        ContactManifold m = new ContactManifold();
        for (int i = 0; i < ContactManifold.MAX_POINTS; i++) {
            m.addPoint();
        }
        assertThrows(IllegalStateException.class, m::addPoint);
    }

    @Test
    void removePoint_keepsOrderOfTheRest() {
        ContactManifold m = twoPointManifold();
        m.addPoint().setDepth(77);
        m.removePoint(0);
        assertEquals(2, m.pointCount());
        assertEquals(-5, m.point(0).depth());
        assertEquals(77, m.point(1).depth());
    }
}
