package dev.lockstep.collision.internal.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.internal.narrow.HullHullContact;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Seed 001, "Hull vs Hull: Feature Flip-Flop": "often many axes return the same penetration ...
 * we apply a bias to prefer face contacts over edge contacts and one face axis over another".
 *
 * <p>The configuration: a unit box resting on a unit box, sunk {@code 2^-8}, with the upper box
 * jittering every tick by a rotation of at most {@code 2^-14} rad about a random axis and a few
 * raw ulps of translation (what a solver leaves on a resting body). A's top face and the edge
 * pairs of the two touching faces then give the same penetration up to rounding: the edge axis is
 * a normalised, rounded cross product, and on some ticks its separation comes out 1 or 2 raw
 * ulps shallower than the face's. Without the bias the SAT's choice follows that rounding noise
 * and alternates between the face and an edge pair; with it, A's top face is kept every tick.
 * Both tests use the same fixed-seed tick sequence ({@link #TICKS}).
 */
class FeatureFlipFlopTest {
    private static final long ONE = Fixed.ONE;
    private static final ConvexHull UNIT_BOX = ConvexHull.box(new Vec3(ONE, ONE, ONE));
    private static final int TICKS = 64;
    /** {@link HullHullSat#choose} arguments meaning "no bias": challenger wins when strictly larger. */
    private static final long NO_RELATIVE = SatConstants.FLIP_FLOP_RELATIVE_DEN;

    private final SatWorkspace ws = new SatWorkspace();

    /** The upper box's pose at {@code tick} of the fixed sequence. */
    private static Transform jitteredPose(Random r) {
        Vec3 axis = new Vec3(r.nextInt(201) - 100L << 24, r.nextInt(201) - 100L << 24, r.nextInt(201) - 100L << 24);
        Quat q = axis.isZero() ? Quat.IDENTITY : Quat.fromAxisAngle(axis, r.nextLong() % (ONE >> 14));
        return Transform.of(q, new Vec3(r.nextInt(9) - 4, 2 * ONE - (ONE >> 8) + r.nextInt(9) - 4, r.nextInt(9) - 4));
    }

    /** Runs the SAT on the resting pair at the pose and returns its kind (with the bias). */
    private int sat(Transform tb) {
        ws.relative.setFrom(Transform.IDENTITY, tb);
        ws.a.loadIdentity(UNIT_BOX);
        ws.b.loadTransformed(UNIT_BOX, ws.relative);
        return HullHullSat.run(ws, 0);
    }

    @Test
    void seed001_featureFlipFlop_restingBoxWithJitter_withoutBias_alternatesFaceAndEdge() {
        Random r = new Random(1);
        int[] kinds = new int[TICKS];
        for (int tick = 0; tick < TICKS; tick++) {
            sat(jitteredPose(r));
            kinds[tick] = HullHullSat.choose(ws.faceA.result().separation(), ws.faceB.result().separation(), ws.edge.result().edgeA() >= 0,
                    ws.edge.result().separation(), NO_RELATIVE, 0);
            if (kinds[tick] == HullHullSat.EDGE) {
                // the edge wins by rounding noise only: at most a few ulps shallower than the face
                long lead = ws.edge.result().separation() - ws.faceA.result().separation();
                assertTrue(lead > 0 && lead <= 4, "tick " + tick + " edge ahead by " + lead);
            }
        }
        int changes = 0;
        for (int tick = 1; tick < TICKS; tick++) {
            changes += kinds[tick] != kinds[tick - 1] ? 1 : 0;
        }
        String seen = Arrays.toString(kinds);
        assertTrue(Arrays.stream(kinds).anyMatch(k -> k == HullHullSat.FACE_A), seen);
        assertTrue(Arrays.stream(kinds).filter(k -> k == HullHullSat.EDGE).count() >= 8, seen);
        assertTrue(changes >= 16, "feature changes " + changes + ": " + seen);
    }

    @Test
    void seed001_featureFlipFlop_restingBoxWithJitter_withBias_keepsTopFaceOfATickAfterTick() {
        Random r = new Random(1);
        ContactWorkspace cws = new ContactWorkspace();
        ContactManifold m = new ContactManifold();
        int topFace = -1;
        for (int tick = 0; tick < TICKS; tick++) {
            Transform tb = jitteredPose(r);
            assertEquals(HullHullSat.FACE_A, sat(tb), "tick " + tick);
            if (topFace < 0) {
                topFace = ws.faceA.result().face();
            }
            assertEquals(topFace, ws.faceA.result().face(), "tick " + tick);
            assertEquals(4, HullHullContact.collide(UNIT_BOX, Transform.IDENTITY, UNIT_BOX, tb, 0, cws, m), "tick " + tick);
            assertEquals(new Vec3(0, ONE, 0), m.normal(), "tick " + tick);
        }
        assertEquals(ONE, UNIT_BOX.faceNormalY(topFace));
    }

    @Test
    void seed001_featureFlipFlop_biasRule_challengerAFewUlpsShallowerLoses() {
        long face = -(ONE >> 8) - 1000;
        // an edge 2 ulps shallower than A's face: the unbiased rule takes it, the bias keeps the face
        assertEquals(HullHullSat.EDGE, HullHullSat.choose(face, face - 5, true, face + 2, NO_RELATIVE, 0));
        assertEquals(HullHullSat.FACE_A, HullHullSat.choose(face, face - 5, true, face + 2));
        // the same for B's face against A's
        assertEquals(HullHullSat.FACE_B, HullHullSat.choose(face, face + 1, false, 0, NO_RELATIVE, 0));
        assertEquals(HullHullSat.FACE_A, HullHullSat.choose(face, face + 1, false, 0));
        // exact ties stay with A's face, then with faces, even without the bias
        assertEquals(HullHullSat.FACE_A, HullHullSat.choose(face, face, true, face, NO_RELATIVE, 0));
    }
}
