package dev.lockstep.collision.internal.narrow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * Sphere and capsule against a bent hull face (seed 001, "Sphere vs Hull", "Capsule vs Hull"):
 * a cube whose corner (1, 1, 1) is raised by 2^-7 merges its top into one bent quadrilateral
 * ({@code HullQueryIndex.planarFace} false) whose plane touches the raised corner and lies
 * about 0.0039 above the true top at the opposite corner. Measured to that plane, a sphere or
 * capsule hovering 0.001 over the low half of the top was reported in contact with a depth of
 * about 0.0026; on the true surface it is 0.001 away.
 */
class SphereHullBentFaceTest {
    private static final long ONE = Fixed.ONE;
    private static final long GAP = ONE >> 10;                      // 0.00098 above the true top
    /**
     * The true top at {@code x = -0.875}, {@code y >= -0.875}: the top's two triangles meet along
     * the diagonal from (-1, -1, 1) to the raised corner, and on the side of {@code x < y} the
     * triangle through (-1, -1, 1), (-1, 1, 1) and the raised corner has height
     * {@code 1 + 2^-7 (x + 1) / 2}, here {@code 1 + 2^-11}.
     */
    private static final long TOP = ONE + (ONE >> 11);
    private final ContactWorkspace ws = new ContactWorkspace();
    private final ContactManifold m = new ContactManifold();

    static ConvexHull raisedCornerCube() {
        long[] xyz = new long[3 * 8];
        int k = 0;
        for (int i = 0; i < 8; i++) {
            xyz[k++] = (i & 1) == 0 ? -ONE : ONE;
            xyz[k++] = (i & 2) == 0 ? -ONE : ONE;
            xyz[k++] = (i & 4) == 0 ? -ONE : ONE + (i == 7 ? ONE >> 7 : 0);
        }
        return HullBuilder.build(xyz);
    }

    @Test
    void seed001_sphereVsHull_bentFace_hoveringSphereIsNotInContact() {
        ConvexHull h = raisedCornerCube();
        assertEquals(1, HullQueryIndex.of(h).bentFaces().length, "the top is one bent face");
        long r = ONE >> 2;
        // over the low side x = -1 of the top, GAP above the true surface there
        long cx = -ONE + (ONE >> 3);
        long cy = ONE - (ONE >> 2);
        long cz = TOP + r + GAP;
        BigDecimal exact = new BentHullOracle(h).pointDistance(cx, cy, cz);
        // GAP above it along the vertical, a little less along the triangle's tilted normal
        assertTrue(exact.compareTo(BigDecimal.valueOf(r + GAP - (GAP >> 6))) >= 0, "the center is about r + GAP from the hull: " + exact);
        // measured to the face plane it was a contact 0.0026 deep
        assertEquals(0, SphereHullContact.collide(Sphere.of(r), Transform.translation(new Vec3(cx, cy, cz)), h,
                Transform.IDENTITY, 0, ws, m), m.toString());
        // within the contact distance: the speculative point reports the true gap
        assertEquals(1, SphereHullContact.collide(Sphere.of(r), Transform.translation(new Vec3(cx, cy, cz)), h,
                Transform.IDENTITY, 2 * GAP, ws, m), m.toString());
        assertTrue(BigDecimal.valueOf(r - m.point(0).depth()).subtract(exact).abs().compareTo(BigDecimal.valueOf(4)) <= 0,
                "depth r minus the exact distance " + exact + ": " + m);
    }

    @Test
    void seed001_sphereVsHull_bentFace_centerUnderThePlaneButOutsideIsShallow() {
        ConvexHull h = raisedCornerCube();
        long r = ONE >> 4;
        // GAP above the true top at (-0.75, -0.75), under the bent face's plane: outside the hull,
        // though behind every face plane (the deep branch measured it to the plane)
        long cx = -ONE + (ONE >> 3);
        long cy = ONE - (ONE >> 2);
        long cz = TOP + GAP;
        BigDecimal exact = new BentHullOracle(h).pointDistance(cx, cy, cz);
        assertTrue(exact != null, "outside the hull");
        assertEquals(1, SphereHullContact.collide(Sphere.of(r), Transform.translation(new Vec3(cx, cy, cz)), h,
                Transform.IDENTITY, 0, ws, m), m.toString());
        assertTrue(BigDecimal.valueOf(r - m.point(0).depth()).subtract(exact).abs().compareTo(BigDecimal.valueOf(4)) <= 0,
                "depth r minus the exact distance " + exact + ": " + m);
        assertTrue(m.normal().z() < -(ONE - (ONE >> 10)), "normal into the top: " + m);
    }

    @Test
    void seed001_capsuleVsHull_bentFace_hoveringCapsuleIsNotInContact() {
        ConvexHull h = raisedCornerCube();
        long r = ONE >> 2;
        // along the low side x = -1 of the top, GAP above the true surface under its whole length
        long z = TOP + r + GAP;
        Capsule c = new Capsule(new Vec3(-ONE + (ONE >> 3), -(ONE >> 1), z), new Vec3(-ONE + (ONE >> 3), ONE - (ONE >> 2), z), r);
        BigDecimal exact = new BentHullOracle(h).segmentDistance(new long[] {c.p0().x(), c.p0().y(), z},
                new long[] {c.p1().x(), c.p1().y(), z});
        assertTrue(exact.compareTo(BigDecimal.valueOf(r + GAP - (GAP >> 6))) >= 0, "the segment is about r + GAP away: " + exact);
        assertEquals(0, CapsuleHullContact.collide(c, Transform.IDENTITY, h, Transform.IDENTITY, 0, ws, m), m.toString());
        assertFalse(m.pointCount() > 0);
    }
}
