package dev.lockstep.collision.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.internal.sat.EdgePairAxis;
import dev.lockstep.collision.internal.sat.SatConstants;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.VecMath;
import org.junit.jupiter.api.Test;

/**
 * Triangles as Hulls (seed 001) with nearly parallel edges: the hull-triangle SAT's edge axes take
 * the hull-hull edge query's parallel limits ({@link SatConstants#EDGE_CROSS_MIN_RAW},
 * {@link SatConstants#EDGE_PARALLEL_SHIFT}). For nearly parallel edges the Gauss map test is
 * decided by rounding (the placed face normals are rounded, so not exactly perpendicular to the
 * placed edges, and both arcs lie nearly in one plane), so it accepts pairs that build no face of
 * the Minkowski difference, whose separation, read from the two edges' points, is not the
 * separation along their axis.
 */
class HullTriangleEdgeAxisTest {
    /** A box (planar faces) 1 x 5.2 x 7.1 units, turned a quarter about z and tilted 2^-11 rad. */
    private static final ConvexHull BOX = ConvexHull.box(new Vec3(2173778526L, 11144718136L, 15263217912L));
    private static final Transform PLACEMENT = Transform.of(new Quat(3037000409L, -741455L, 741455L, 3037000409L),
            new Vec3(-6362725003L, 13723221360L, 15263015824L));
    /** A floor triangle in z = 0, legs of 7.2 units along x and y, normal +z. */
    private static final long[] FLOOR = {0, 0, 0, 30829250940L, 0, 0, 0, 30829250940L, 0};

    /**
     * The box rests on the floor 0.0003 units deep (its lowest corners at z = -1,261,683 raw), one
     * bottom edge 2.7e-10 rad from parallel to the triangle's edge 0 (direction
     * {@code (22289436267, -6, 0)} raw against {@code +x}): the rounded cross product is
     * {@code (0, 0, 43)} raw, below both limits. Without them the Gauss map test accepted that
     * pair, whose hull edge lies 0.0002 units above the floor (z = 861,146 raw) while the tilted
     * box's lowest corners lie below it: the pair claimed a gap above {@code Ir = 0} and the
     * penetrating contact was lost (the triangle reported separated). Found by a search of 6,000
     * boxes and small hulls turned by 2^-8 to 2^-31 rad over a floor triangle: 1 lost
     * contact and 17 face contacts turned delayed without the limits; the mesh goldens unchanged.
     */
    @Test
    void nearlyParallelEdges_boxRestingOnTheFloor_keepsThePenetratingContact() {
        assertEquals(0, HullQueryIndex.of(BOX).bentFaces().length, "a box: every face planar");
        long[] v = HullTriangleBentFaceProperties.placed(BOX, PLACEMENT);
        long lowest = Long.MAX_VALUE;
        for (int i = 2; i < v.length; i += 3) {
            lowest = Math.min(lowest, v[i]);
        }
        assertEquals(-1261683L, lowest, "the box's lowest corners: 0.0003 below the floor");

        // the nearly parallel pair: hull edge (2, 0) against triangle edge 0, an edge above the floor
        int edge = -1;
        for (int h = 0; h < BOX.edgeCount(); h++) {
            edge = BOX.edgeVertexA(h) == 2 && BOX.edgeVertexB(h) == 0 ? h : edge;
        }
        assertTrue(edge >= 0, "edge (2, 0)");
        long hx = v[0] - v[6];
        long hy = v[1] - v[7];
        long hz = v[2] - v[8];
        assertEquals(861146L, v[2], "the edge's height above the floor");
        assertEquals(861146L, v[8], "the edge's height above the floor");
        long ex = FLOOR[3] - FLOOR[0];
        long cx = VecMath.crossX(hy, hz, 0, 0);
        long cy = VecMath.crossY(hx, hz, ex, 0);
        long cz = VecMath.crossZ(hx, hy, ex, 0);
        assertEquals(0, cx);
        assertEquals(0, cy);
        assertEquals(43, cz, "a cross product of rounding size");
        assertTrue(EdgePairAxis.nearlyParallel(43, Math.max(Math.abs(hx), Math.abs(hy)), ex), "within the parallel limits");

        HullTriangleContact g = new HullTriangleContact();
        g.set(BOX, PLACEMENT, 0);
        TriangleMesh mesh = TriangleMesh.of(FLOOR, new int[] {0, 1, 2});
        TriangleContact out = new TriangleContact();
        int feature = g.generate(mesh, 0, new MeshContactWorkspace(), out);
        assertEquals(MeshFeature.FACE, feature, "a face contact (NONE, lost, without the parallel limits)");
        assertEquals(lowest, out.distance, "D: the lowest corners' height, " + Fixed.toDoubleForDisplay(lowest));
    }
}
