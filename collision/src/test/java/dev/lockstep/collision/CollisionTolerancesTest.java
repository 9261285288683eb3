package dev.lockstep.collision;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lockstep.collision.cast.ShapeCast;
import dev.lockstep.collision.internal.epa.Epa;
import dev.lockstep.collision.internal.narrow.CapsuleHullContact;
import dev.lockstep.collision.internal.narrow.ContactConstants;
import dev.lockstep.collision.internal.sat.SatConstants;
import dev.lockstep.collision.manifold.PersistentManifold;
import dev.lockstep.collision.mesh.MeshBvh;
import dev.lockstep.collision.mesh.clean.Welder;
import org.junit.jupiter.api.Test;

/**
 * The tolerance family of {@link CollisionTolerances}: every member's raw value, written as the
 * literal it had before the family existed, so a change of {@code LINEAR_SLOP} (or of one
 * member's shift) shows up here by name, next to the goldens it moves.
 */
class CollisionTolerancesTest {
    @Test
    void linearSlopIsTwoToTheMinusTenUnits() {
        assertEquals(0x40_0000L, CollisionTolerances.LINEAR_SLOP);          // 2^-10 units
    }

    @Test
    void everyMemberKeepsItsRawValue() {
        assertEquals(0x0400_0000L, PersistentManifold.MATCH_DISTANCE);     // 2^-6
        assertEquals(0x0400_0000L, PersistentManifold.DRIFT_DISTANCE);     // 2^-6
        assertEquals(0x100_0000L, CapsuleHullContact.BOX_DEEP_MARGIN);     // 2^-8
        assertEquals(0x40_0000L, SatConstants.FLIP_FLOP_ABSOLUTE);         // 2^-10
        assertEquals(0x40_0000L, ContactConstants.FACE_PREFERENCE);        // 2^-10
        assertEquals(0x40_0000L, ContactConstants.SEPARATION_MATCH_TOLERANCE); // 2^-10
        assertEquals(0x10_0000L, ContactConstants.CLIP_DEPTH_TOLERANCE);   // 2^-12
        assertEquals(0x10_0000L, ShapeCast.TARGET);                        // 2^-12
        assertEquals(0x4_0000L, ShapeCast.TOLERANCE);                      // 2^-14
        assertEquals(0x1_0000L, ContactConstants.GJK_CONFIRM_DISTANCE);    // 2^-16
        assertEquals(0x1_0000L, ContactConstants.AXIS_NOISE);              // 2^-16
        assertEquals(0x400L, Epa.TOLERANCE);                               // 2^-22
        assertEquals(0x1_0000L, MeshBvh.RAY_NODE_MARGIN);                  // 2^-16
        assertEquals(0x10_0000L, Welder.WELD_TOLERANCE);                   // 2^-12
        assertEquals(0x4000_0000L, Welder.MAX_WELD_TOLERANCE);             // 2^-2
    }
}
