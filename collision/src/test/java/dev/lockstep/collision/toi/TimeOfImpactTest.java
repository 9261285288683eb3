package dev.lockstep.collision.toi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/** Seed 004 "Moving objects" cases for {@link TimeOfImpact}, exact raw times where the data are dyadic. */
class TimeOfImpactTest {
    private static final long ONE = Fixed.ONE;
    private static final ConvexHull BOX = ConvexHull.box(new Vec3(ONE, ONE, ONE));
    private final SatWorkspace ws = new SatWorkspace();
    private final ToiResult r = new ToiResult();

    @Test
    void seed004_approachingBoxes_firstAndLastContactOnTheFaceAxis() {
        // gap 4 along x (centres 6 apart), closing speed 8 per tick: touch at 1/2 (centres 2 apart), part at 1 (centres -2 apart)
        Transform tb = Transform.translation(new Vec3(6 * ONE, 0, 0));
        assertTrue(TimeOfImpact.compute(BOX, Transform.IDENTITY, Vec3.ZERO, BOX, tb, new Vec3(-8 * ONE, 0, 0), ws, r));
        assertEquals(ONE / 2, r.tFirst, "0x8000_0000 = 0.5 tick");
        assertEquals(ONE, r.tLast, "1 tick");
        assertEquals(ONE, Math.abs(r.axisX));
        assertEquals(0, r.axisY);
        assertEquals(0, r.axisZ);
    }

    @Test
    void seed004_tooSlow_noContactThisTick() {
        Transform tb = Transform.translation(new Vec3(6 * ONE, 0, 0));
        assertFalse(TimeOfImpact.compute(BOX, Transform.IDENTITY, Vec3.ZERO, BOX, tb, new Vec3(-2 * ONE, 0, 0), ws, r));
    }

    @Test
    void seed004_movingApart_noContact() {
        Transform tb = Transform.translation(new Vec3(6 * ONE, 0, 0));
        assertFalse(TimeOfImpact.compute(BOX, Transform.IDENTITY, Vec3.ZERO, BOX, tb, new Vec3(8 * ONE, 0, 0), ws, r));
    }

    @Test
    void seed004_passingBeside_intervalsNeverOverlapTogether() {
        // x closes within the tick but y keeps them 4 apart: every axis must overlap at the same time
        Transform tb = Transform.translation(new Vec3(6 * ONE, 6 * ONE, 0));
        assertFalse(TimeOfImpact.compute(BOX, Transform.IDENTITY, Vec3.ZERO, BOX, tb, new Vec3(-8 * ONE, 0, 0), ws, r));
    }

    @Test
    void seed004_alreadyOverlapping_tFirstZero() {
        Transform tb = Transform.translation(new Vec3(ONE, 0, 0));
        assertTrue(TimeOfImpact.compute(BOX, Transform.IDENTITY, Vec3.ZERO, BOX, tb, Vec3.ZERO, ws, r));
        assertEquals(0, r.tFirst);
        assertEquals(TimeOfImpact.TIME_SATURATED, r.tLast);
        assertEquals(0, r.axisKind);
    }

    @Test
    void seed004_edgeFirst_rotatedBoxesMeetOnAnEdgeAxis() {
        long r2 = Fixed.sqrt(2 * ONE);
        Transform ta = Transform.of(Quat.fromAxisAngle(Vec3.UNIT_X, Fixed.PI / 4), Vec3.ZERO);
        Transform tb = Transform.of(Quat.fromAxisAngle(Vec3.UNIT_Z, Fixed.PI / 4), new Vec3(0, 2 * r2 + 2 * ONE, 0));
        assertTrue(TimeOfImpact.compute(BOX, ta, Vec3.ZERO, BOX, tb, new Vec3(0, -4 * ONE, 0), ws, r));
        assertEquals(3, r.axisKind, "edge pair");
        assertTrue(Math.abs(r.tFirst - ONE / 2) < 64, Long.toString(r.tFirst));
    }
}
