package dev.lockstep.collision.internal.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.internal.narrow.HullScenes;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The box-vs-box closed forms ({@link BoxBoxSat}, {@link BoxPlacement}) leave every SAT field and
 * every placed value it places exactly as the general path ({@link PlacedHull#loadTransformed} then
 * {@link HullHullSat#run}) does, on random box pairs: exact identity rotations, rotations whose
 * matrices are exact signed permutations, rotations about one axis (exact zeros in the matrix),
 * arbitrary rotations; resting, touching, overlapping and separated poses; equal and different
 * sizes. Every scene is a pure function of the generated long, printed on failure.
 */
public class BoxBoxProperties {
    private static final long SEED = 0x5EED_0004_B0B0_0001L;
    private static final long UNIT = Fixed.ONE;

    /** A random box pair and poses, a pure function of {@code seed}. */
    public static final class Scene {
        public final ConvexHull a;
        public final ConvexHull b;
        public final Transform ta;
        public final Transform tb;
        public final long contactDistance;

        public Scene(long seed) {
            Random r = new Random(seed);
            a = randomBox(r);
            b = r.nextInt(4) == 0 ? a : randomBox(r);
            ta = Transform.of(randomRotation(r), randomPosition(r));
            Quat qb = randomRotation(r);
            Vec3 d;
            switch (r.nextInt(3)) {
                case 0:
                    // resting on a face of A (in A's axes): touching, slightly in, or slightly apart
                    long gap = (r.nextInt(9) - 6) * (UNIT >> (4 + r.nextInt(20)));
                    int axis = r.nextInt(3);
                    long reach = extent(a, axis) + extent(b, axis) + gap;
                    long[] o = {small(r), small(r), small(r)};
                    o[axis] = r.nextBoolean() ? reach : -reach;
                    d = ta.applyToVector(new Vec3(o[0], o[1], o[2]));
                    break;
                case 1:
                    // near contact in any direction
                    d = new Vec3(r.nextLong() % (3 * UNIT), r.nextLong() % (3 * UNIT), r.nextLong() % (3 * UNIT));
                    break;
                default:
                    // on an exact grid: many exactly tied faces
                    d = new Vec3((r.nextInt(17) - 8) * (UNIT / 4), (r.nextInt(17) - 8) * (UNIT / 4), (r.nextInt(17) - 8) * (UNIT / 4));
                    break;
            }
            tb = Transform.of(qb, ta.translation().add(d));
            int c = r.nextInt(4);
            contactDistance = c == 0 ? 0 : c == 1 ? UNIT / 64 : c == 2 ? r.nextLong() & (UNIT - 1) : Long.MAX_VALUE;
        }

        @Override
        public String toString() {
            return "a " + a + " ta " + ta + " b " + b + " tb " + tb + " distance " + contactDistance;
        }
    }

    private static long small(Random r) {
        return r.nextInt(3) == 0 ? 0 : r.nextLong() % (UNIT / 2);
    }

    private static long extent(ConvexHull h, int axis) {
        return axis == 0 ? h.vertexX(7) : axis == 1 ? h.vertexY(7) : h.vertexZ(7);
    }

    static ConvexHull randomBox(Random r) {
        switch (r.nextInt(4)) {
            case 0:
                return ConvexHull.box(new Vec3(UNIT, UNIT, UNIT));
            case 1:
                return ConvexHull.box(new Vec3(UNIT / 2, UNIT, UNIT * 3 / 4));
            case 2:
                long h = UNIT / 16 + (r.nextLong() & (2 * UNIT - 1));
                return ConvexHull.box(new Vec3(h, h, h));
            default:
                return ConvexHull.box(new Vec3(UNIT / 16 + (r.nextLong() & (2 * UNIT - 1)), UNIT / 16 + (r.nextLong() & (2 * UNIT - 1)),
                        UNIT / 16 + (r.nextLong() & (2 * UNIT - 1))));
        }
    }

    /** Identity, exact signed permutations, one-axis turns (exact zeros), or arbitrary. */
    static Quat randomRotation(Random r) {
        long h = UNIT / 2;
        switch (r.nextInt(5)) {
            case 0:
                return Quat.IDENTITY;
            case 1:
                // the twelve rotations of the tetrahedral group: matrices exactly 0 / +-1
                int k = r.nextInt(12);
                if (k < 4) {
                    return k == 0 ? Quat.IDENTITY : new Quat(0, k == 1 ? UNIT : 0, k == 2 ? UNIT : 0, k == 3 ? UNIT : 0);
                }
                return new Quat(h, (k & 1) != 0 ? h : -h, (k & 2) != 0 ? h : -h, (k & 4) != 0 ? h : -h);
            case 2:
                Vec3 axis = r.nextInt(3) == 0 ? Vec3.UNIT_X : r.nextBoolean() ? Vec3.UNIT_Y : Vec3.UNIT_Z;
                return Quat.fromAxisAngle(axis, r.nextLong() % Fixed.PI);
            default:
                return HullScenes.randomRotation(r);
        }
    }

    private static Vec3 randomPosition(Random r) {
        return r.nextInt(3) == 0 ? Vec3.ZERO : new Vec3(r.nextLong() % (4 * UNIT), r.nextLong() % (4 * UNIT), r.nextLong() % (4 * UNIT));
    }

    @Test
    void issue4_boxBoxSat_equalsGeneralSatFieldByField() {
        SatWorkspace general = new SatWorkspace();
        SatWorkspace box = new SatWorkspace();
        int[] kinds = new int[4];
        qt().withFixedSeed(SEED).withExamples(1500).forAll(longs().all()).checkAssert(seed -> {
            Scene s = new Scene(seed);
            String where = "seed " + seed + ": " + s;
            general.relative.setFrom(s.ta, s.tb);
            general.a.loadIdentity(s.a);
            general.b.loadTransformed(s.b, general.relative);
            int expected = HullHullSat.run(general, s.contactDistance);
            box.relative.setFrom(s.ta, s.tb);
            box.a.loadIdentity(s.a);
            assertTrue(BoxBoxSat.applies(s.a, s.b), where);
            int actual = BoxBoxSat.run(box, s.b, s.contactDistance);
            kinds[expected]++;
            assertSameSat(general, box, expected, actual, where);
        });
        assertTrue(kinds[0] > 100 && kinds[1] > 100 && kinds[2] > 50 && kinds[3] > 30,
                "separated/faceA/faceB/edge " + kinds[0] + "/" + kinds[1] + "/" + kinds[2] + "/" + kinds[3]);
    }

    /** Asserts kind, the placed B and every SAT field the general run reached are equal. */
    static void assertSameSat(SatWorkspace general, SatWorkspace box, int expected, int actual, String where) {
        assertEquals(expected, actual, "kind, " + where);
        for (int i = 0; i < general.b.vertexCount(); i++) {
            assertEquals(general.b.x(i), box.b.x(i), "vertex x " + i + ", " + where);
            assertEquals(general.b.y(i), box.b.y(i), "vertex y " + i + ", " + where);
            assertEquals(general.b.z(i), box.b.z(i), "vertex z " + i + ", " + where);
        }
        for (int f = 0; f < general.b.faceCount(); f++) {
            assertEquals(general.b.nx(f), box.b.nx(f), "normal x " + f + ", " + where);
            assertEquals(general.b.ny(f), box.b.ny(f), "normal y " + f + ", " + where);
            assertEquals(general.b.nz(f), box.b.nz(f), "normal z " + f + ", " + where);
            if (!general.faceA.result().separating()) {
                // separated by a face of A: B's offsets are not placed (BoxPlacement.placeOffsets)
                assertEquals(general.b.offset(f), box.b.offset(f), "offset " + f + ", " + where);
            }
        }
        assertEquals(general.faceA.result().face(), box.faceA.result().face(), "face A, " + where);
        assertEquals(general.faceA.result().separation(), box.faceA.result().separation(), "face A separation, " + where);
        assertEquals(general.faceA.result().separating(), box.faceA.result().separating(), "face A separating, " + where);
        if (general.faceA.result().separating()) {
            return;
        }
        assertEquals(general.faceB.result().face(), box.faceB.result().face(), "face B, " + where);
        assertEquals(general.faceB.result().separation(), box.faceB.result().separation(), "face B separation, " + where);
        assertEquals(general.faceB.result().separating(), box.faceB.result().separating(), "face B separating, " + where);
        if (general.faceB.result().separating()) {
            return;
        }
        assertEquals(general.edge.result().edgeA(), box.edge.result().edgeA(), "edge A, " + where);
        assertEquals(general.edge.result().edgeB(), box.edge.result().edgeB(), "edge B, " + where);
        assertEquals(general.edge.result().separating(), box.edge.result().separating(), "edge separating, " + where);
        if (general.edge.result().edgeA() >= 0) {
            assertEquals(general.edge.result().separation(), box.edge.result().separation(), "edge separation, " + where);
            assertEquals(general.edge.result().axisX(), box.edge.result().axisX(), "edge axis x, " + where);
            assertEquals(general.edge.result().axisY(), box.edge.result().axisY(), "edge axis y, " + where);
            assertEquals(general.edge.result().axisZ(), box.edge.result().axisZ(), "edge axis z, " + where);
        }
    }

    @Test
    void boxFeatures_detectBoxesOnly() {
        assertNotNull(HullQueryIndex.of(ConvexHull.box(new Vec3(UNIT, UNIT / 3, 7))).box());
        // an off-centre box, a prism and a tetrahedron are hulls, not centred boxes
        long[] shifted = new long[24];
        for (int i = 0; i < 8; i++) {
            shifted[3 * i] = (i & 4) != 0 ? 2 * UNIT : 0;
            shifted[3 * i + 1] = (i & 2) != 0 ? UNIT : -UNIT;
            shifted[3 * i + 2] = (i & 1) != 0 ? UNIT : -UNIT;
        }
        assertNull(HullQueryIndex.of(HullBuilder.build(shifted)).box());
        assertNull(HullQueryIndex.of(ConvexHull.regularPrism(4, UNIT, UNIT)).box());
        assertNull(HullQueryIndex.of(ConvexHull.tetrahedron(new Vec3(0, 0, 0), new Vec3(UNIT, 0, 0), new Vec3(0, UNIT, 0),
                new Vec3(0, 0, UNIT))).box());
    }
}
