package dev.lockstep.collision.clip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.narrow.HullScenes;
import dev.lockstep.collision.sat.PlacedHull;
import dev.lockstep.collision.sat.SatWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.VecMath;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link IncidentFace#find} decides most searches from 64-bit products and falls back to every
 * face's {@code Fixed.dot3} near a tie; it must pick exactly {@link IncidentFace#findExact}'s face
 * (the first smallest rounded dot). Reference normals: random directions, a face normal of the
 * hull negated (an exact anti-parallel face), and the normalised sum of two adjacent face
 * normals negated (two faces tied, or one raw apart after rounding), on random hulls and regular
 * prisms, placed by random rotations. A window without its error part ({@code 2T}) fails it; the
 * rounding part ({@code 2^(29-t)}, about a hundredth of the window) is proved, and never decides
 * in these scenes.
 */
class IncidentFaceProperties {
    private static final long UNIT = Fixed.ONE;

    @Test
    void issue4_filteredIncidentFace_equalsEveryFaceDot() {
        long[] kinds = new long[3];      // random, anti-parallel, two faces tied
        qt().withFixedSeed(0x1C1D_E47L).withExamples(400).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            ConvexHull h = r.nextInt(3) == 0 ? ConvexHull.regularPrism(3 + r.nextInt(30), UNIT, UNIT / 2)
                    : HullScenes.randomHull(r, 4 + r.nextInt(60), UNIT);
            SatWorkspace ws = new SatWorkspace();
            ws.relative.setFrom(Transform.IDENTITY, HullScenes.randomTransform(r, 4 * UNIT));
            ws.b.loadTransformed(h, ws.relative);
            PlacedHull inc = ws.b;
            MutableVec3 n = new MutableVec3();
            for (int k = 0; k < 8; k++) {
                int kind = r.nextInt(3);
                int f = r.nextInt(inc.faceCount());
                if (kind == 0) {
                    VecMath.normalizeInto(r.nextLong() >> 20, r.nextLong() >> 20, r.nextLong() >> 20, n);
                } else if (kind == 1) {
                    n.set(-inc.nx(f), -inc.ny(f), -inc.nz(f));
                } else {
                    int e = h.faceFirstEdge(f);
                    int g = h.halfEdgeFace(h.halfEdgeTwin(e));
                    VecMath.normalizeInto(-(inc.nx(f) + inc.nx(g)), -(inc.ny(f) + inc.ny(g)), -(inc.nz(f) + inc.nz(g)), n);
                }
                kinds[kind]++;
                assertEquals(IncidentFace.findExact(inc, n.x, n.y, n.z), IncidentFace.find(inc, n.x, n.y, n.z),
                        "seed " + seed + " kind " + kind + " face " + f);
            }
        });
        assertTrue(kinds[0] > 500 && kinds[1] > 500 && kinds[2] > 500, java.util.Arrays.toString(kinds));
    }
}
