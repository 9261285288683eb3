package dev.lockstep.collision.manifold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FeatureIdTest {

    @Test
    void layout_vertexOnA_edgeOnB() {
        long id = FeatureId.of(FeatureId.VERTEX, 0, FeatureId.EDGE, 0);
        assertEquals(0x1000_0000_2000_0000L, id);
        assertEquals(FeatureId.VERTEX, FeatureId.typeA(id));
        assertEquals(0, FeatureId.indexA(id));
        assertEquals(FeatureId.EDGE, FeatureId.typeB(id));
        assertEquals(0, FeatureId.indexB(id));
    }

    @Test
    void fieldsRoundTrip_atIndexLimits() {
        long id = FeatureId.of(FeatureId.FACE, FeatureId.MAX_INDEX, FeatureId.VERTEX, 12345);
        assertEquals(0x3FFF_FFFF_1000_3039L, id);
        assertEquals(FeatureId.FACE, FeatureId.typeA(id));
        assertEquals(FeatureId.MAX_INDEX, FeatureId.indexA(id));
        assertEquals(FeatureId.VERTEX, FeatureId.typeB(id));
        assertEquals(12345, FeatureId.indexB(id));
        assertTrue(id >= 0, "every id is non-negative");
    }

    @Test
    void swap_exchangesSides_andIsAnInvolution() {
        long id = FeatureId.of(FeatureId.EDGE, 7, FeatureId.FACE, 3);
        long swapped = FeatureId.swap(id);
        assertEquals(FeatureId.of(FeatureId.FACE, 3, FeatureId.EDGE, 7), swapped);
        assertEquals(id, FeatureId.swap(swapped));
    }

    @Test
    void badTypeOrIndex_isRejectedWithTheValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FeatureId.of(9, 0, FeatureId.VERTEX, 0));
        assertTrue(e.getMessage().contains("9"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> FeatureId.of(FeatureId.VERTEX, -1, FeatureId.VERTEX, 0));
        assertThrows(IllegalArgumentException.class,
                () -> FeatureId.of(FeatureId.VERTEX, 0, FeatureId.VERTEX, FeatureId.MAX_INDEX + 1));
    }

    @Test
    void describe_namesBothSides() {
        assertEquals("A:VERTEX#0/B:EDGE#0", FeatureId.describe(FeatureId.of(FeatureId.VERTEX, 0, FeatureId.EDGE, 0)));
    }
}
