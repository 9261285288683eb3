package dev.lockstep.collision.internal.narrow;

import static dev.lockstep.collision.internal.narrow.ContactAssertions.at;
import static dev.lockstep.collision.internal.narrow.ContactAssertions.v;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ShapeType;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import org.junit.jupiter.api.Test;

class ContactDispatchTest {
    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold m = new ContactManifold();
    private final ContactManifold expected = new ContactManifold();
    private static final Sphere BALL = Sphere.of(Fixed.ONE);
    private static final Capsule ROD = new Capsule(v(-2, 0, 0), v(2, 0, 0), Fixed.HALF);

    @Test
    void table001_sphereSphere_callsThePairFunction() {
        Transform ta = at(0, 0, 0);
        Transform tb = at(1.5, 0.25, 0);
        SphereSphereContact.collide(BALL, ta, BALL, tb, 0, ws, expected);
        assertEquals(1, ContactDispatch.collide(BALL, ta, BALL, tb, 0, ws, m));
        assertTrue(m.sameBits(expected));
    }

    @Test
    void table001_capsuleSphere_isSphereCapsuleSwapped_bitForBit() {
        Transform ts = at(0.5, 1.25, 0.125);
        Transform tc = at(0, 0.125, 0);
        SphereCapsuleContact.collide(BALL, ts, ROD, tc, 0, ws, expected);
        expected.swapAB();
        assertEquals(1, ContactDispatch.collide(ROD, tc, BALL, ts, 0, ws, m));
        assertTrue(m.sameBits(expected), m + "\nvs\n" + expected);
        assertEquals(0, m.normalX());
        assertTrue(m.normalY() > 0, "capsule (A) below the sphere (B): normal points up, A to B");
    }

    @Test
    void table001_capsuleCapsule_callsThePairFunction() {
        Capsule upper = new Capsule(v(-1, 0, 0), v(3, 0, 0), Fixed.HALF);
        CapsuleCapsuleContact.collide(ROD, at(0, 0, 0), upper, at(0, 0.75, 0), 0, ws, expected);
        assertEquals(2, ContactDispatch.collide(ROD, at(0, 0, 0), upper, at(0, 0.75, 0), 0, ws, m));
        assertTrue(m.sameBits(expected));
    }

    /** Every convex pair has a function; mesh rows wait for the mesh helper. */
    private static boolean implemented(ShapeType t) {
        return t != ShapeType.MESH;
    }

    @Test
    void table001_pairsNotYetImplemented_throwNamingThePair() {
        for (ShapeType a : ShapeType.values()) {
            for (ShapeType b : ShapeType.values()) {
                if (implemented(a) && implemented(b)) {
                    continue;
                }
                UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
                        () -> ContactDispatch.function(a, b).collide(null, null, null, null, 0, ws, m));
                assertTrue(e.getMessage().contains("(" + a + ", " + b + ")"), e.getMessage());
            }
        }
    }
}
