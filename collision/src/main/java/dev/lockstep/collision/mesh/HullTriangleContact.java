package dev.lockstep.collision.mesh;

import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;

/**
 * Convex hull against one triangle, the triangle treated as a flat hull (seed 001, "Triangles as
 * Hulls") inside seed 000's per-triangle step. {@code Ir} = hull radius + contact distance.
 *
 * <ol>
 *   <li>back face: the hull's reference point (its local origin, placed by the transform) strictly
 *       behind the triangle's plane: culled, as the sphere culls on its center (seed 000 4a). The
 *       whole hull higher than {@code Ir} above the plane: nothing in reach.</li>
 *   <li>the hull's lower surface (its faces facing down {@code n}, exact sign) clipped to the
 *       triangle's closed prism ({@link LowerSurfaceClip}: Sutherland-Hodgman, exact inside signs,
 *       intersections rounded once per component): the lowest clipped height is the separation along {@code n}
 *       restricted to the prism, the height of what actually lies over the triangle. The hull
 *       "reaches over" the triangle when that clip is not empty and its lowest height is within
 *       {@code Ir}. Faces within {@code 2^-10} of perpendicular to {@code n} (a resting box's
 *       sides) are clipped only when the others do not reach ({@link LowerSurfaceClip#SIDE_WALL}).</li>
 *   <li>SAT over the hull face normals and the hull-edge x triangle-edge axes that build a face of
 *       the Minkowski difference (Gauss map pruning, seed 001), each edge axis on one side: oriented
 *       outward at the hull edge, by the exact sign of its dot with the sum of the edge's two face
 *       normals (not toward the reference point, which need not lie inside the hull), the side on
 *       which the pair's two edges are the supports, so one dot gives its separation
 *       ({@link HullTriangleSat}, its tables per triangle shape in {@link HullTriangleSatTables}).
 *       Any separation above {@code Ir} ends the test (seed 000 figure 1). Extremes by exact
 *       comparisons ({@code Fixed.compareDot3}), one rounded dot per separation; a bent hull face's
 *       axis is measured from the hull's support along its normal
 *       ({@link MeshSpaceHull#faceSupport}), an edge pair on a bent hull face is held to the true
 *       separation along its axis, and nearly parallel edge pairs are skipped (the hull-hull
 *       limits, {@code EdgePairAxis.nearlyParallel}). A centred box takes {@link BoxTriangleSat}
       instead: the same kind of answer from its frame's 3 face axes and 9 edge axes, each a full
       interval gap (issue 20, section 4: about a tenth of the work, other rounding).</li>
 *   <li>reaching over, and the restricted {@code n} separation at least every other axis's (ties
 *       to {@code n} within the SAT's rounding, {@link HullTriangleSat#tieSlack},
 *       {@link BoxTriangleSat#tieSlack}): FACE. The normal is {@code n} itself; the points are the clipped lower
 *       surface within {@code Ir}, reduced to four ({@link TriangleFaceReduction}), D the lowest
 *       height.</li>
 *   <li>reaching over, but another axis separates more (a tilted hull over part of the triangle,
 *       a wall under an overhanging hull): the same face-style contact (normal {@code n}, clipped
 *       points), delayed with the signed lowest height as sort key and, as its voidable feature,
 *       the triangle edge or vertex under that lowest point (located exactly from the side planes
 *       the clip made it on), or the triangle's support feature along the SAT axis when the
 *       lowest point is inside. On a flat floor the hull's lower surface is convex, so a triangle
 *       whose lowest point lies on its boundary has a neighbour through that feature that reaches
 *       strictly lower and is processed first: seed 000's ordering argument with heights for
 *       distances.</li>
 *   <li>not reaching over (beside the triangle, or over it only higher than {@code Ir}): the true
 *       closest points ({@link HullTriangleDistance}; a bent hull face as the hull of its
 *       vertices, {@link HullQueryIndex#bentTriangleStart}), D the distance (beyond {@code Ir}: no
 *       contact), the normal {@code normalize(hull point - Cp)}, the feature where Cp lies, sorted
 *       by the exact squared distance after every reaching contact (seed 000's edge and vertex
 *       contacts).</li>
 * </ol>
 * Deviation from seed 000: the delayed order is (reaching contacts by height, then beside
 * contacts by distance) rather than one distance, because a hull reaching below the plane has no
 * distance to sort by; both keys order as seed 000 needs on a flat floor (collision/docs/meshes.md).
 *
 * <p>This class runs the steps; each job is its own class: the placed hull ({@link MeshSpaceHull}),
 * the SAT ({@link HullTriangleSat}, with {@link HullTriangleSatTables} and {@link TriangleGaussMap};
 * {@link BoxTriangleSat} for a box),
 * the clip ({@link LowerSurfaceClip} into a {@link LowerSurface}), the closest points
 * ({@link HullTriangleDistance}) and the contact with its delayed-contact key and feature
 * ({@link HullTriangleContactWriter}). It owns them all, so one instance (in a
 * {@link MeshContactWorkspace}) is a hull query's whole scratch.
 */
final class HullTriangleContact implements TriangleContactGenerator {
    /**
     * Sort-key tier of delayed contacts of triangles the hull is beside (keyed by squared
     * distance), above every contact of a triangle it reaches over (keyed by signed height, at most
     * {@code Ir <= 2^45} raw): 2^61 added to the high word of a squared distance below 2^96.
     */
    static final long BESIDE_TIER = 1L << 61;
    private final MeshSpaceHull hull = new MeshSpaceHull();
    private final HullTriangleSatTables tables;
    private final HullTriangleSat sat;
    private final BoxTriangleSat boxSat;
    /** The box SAT runs for centred boxes; false keeps the general SAT for every hull (an oracle route of the tests). */
    private final boolean boxFrame;
    /** The placed hull is a centred box and {@link #boxSat} measures it. */
    private boolean isBox;
    private final TriangleSatAxis satAxis = new TriangleSatAxis();
    private final LowerSurfaceClip clip;
    private final LowerSurface surface = new LowerSurface();
    private final HullTriangleDistance distance = new HullTriangleDistance();
    private final HullTriangleContactWriter writer;
    /** The hull vertex lowest along {@link #lowNormalX} ({@code -1}: none yet for this placement). */
    private int lowVertex = -1;
    private long lowNormalX;
    private long lowNormalY;
    private long lowNormalZ;

    /** Creates the generator with every same-bit shortcut and the SAT tables kept per triangle shape. */
    HullTriangleContact() {
        this(false, true, true, true);
    }

    /**
     * Creates the generator for the oracle routes of the tests: {@code plainArithmetic} computes
     * everything the plain way, as before the same-bit shortcuts ({@code PlainHullTriangleContact},
     * the oracle of {@code HullTriangleShortcutProperties}, which compares the two routes bit for
     * bit; each part's class doc lists its shortcuts); {@code reuseSatTables} false rebuilds the
     * SAT tables for every triangle ({@code RebuiltTablesHullTriangleContact}, the oracle of
     * {@code HullTriangleSatTableProperties}); {@code boxFrame} false measures a centred box with
     * the general SAT too ({@code BoxTriangleSatProperties} compares the two); {@code sideWalls}
     * false clips every lower face in face order ({@link LowerSurfaceClip#SIDE_WALL}: the oracle
     * of {@code SideWallProperties}).
     */
    HullTriangleContact(boolean plainArithmetic, boolean reuseSatTables, boolean boxFrame, boolean sideWalls) {
        tables = new HullTriangleSatTables(plainArithmetic, reuseSatTables);
        sat = new HullTriangleSat(plainArithmetic);
        boxSat = new BoxTriangleSat(reuseSatTables);
        this.boxFrame = boxFrame;
        clip = new LowerSurfaceClip(plainArithmetic, sideWalls);
        writer = new HullTriangleContactWriter(plainArithmetic);
    }

    /**
     * Configures the hull: its shape, its placement in mesh space, and the user contact distance.
     * Vertices and face normals are transformed once here (one rounding per component each).
     *
     * @throws IllegalArgumentException if {@code contactDistance < 0} or a placed vertex exceeds
     *     {@link TriangleMesh#MAX_COORDINATE}
     */
    public void set(ConvexHull shape, Transform placement, long contactDistance) {
        MeshSpaceHull h = hull;
        h.place(shape, placement, contactDistance);
        distance.bentSurface(h.triangleStart, h.triangleVertex, h.triangleNormal, h.creaseA, h.creaseB, h.creaseCount);
        clip.reserve(h, surface);
        writer.reserve(h.loopLength + 3 * h.faceCount);
        BoxFeatures box = boxFrame ? HullQueryIndex.of(shape).box() : null;
        isBox = box != null;
        if (isBox) {
            boxSat.reset(box, placement);
        } else {
            tables.reset(h);
        }
        lowVertex = -1;
    }

    @Override
    public void queryBox(long[] outBox) {
        long[] minMax = hull.minMax;
        long inflated = hull.inflated;
        for (int a = 0; a < 3; a++) {
            outBox[a] = minMax[a] - inflated;
            outBox[3 + a] = minMax[3 + a] + inflated;
        }
    }

    @Override
    public int generate(TriangleMesh mesh, int triangle, MeshContactWorkspace workspace, TriangleContact out) {
        TriangleKernel k = workspace.kernel;
        if (!k.load(mesh, triangle)) {
            return MeshFeature.NONE;
        }
        MeshSpaceHull h = hull;
        long nx = k.nx;
        long ny = k.ny;
        long nz = k.nz;
        if (Fixed.signOfDot3(nx, ny, nz, h.refX - k.ax, h.refY - k.ay, h.refZ - k.az) < 0) {
            return MeshFeature.NONE;                                  // back face
        }
        // axis n over the whole hull: a lower bound of every height over the triangle, so beyond Ir nothing is in reach
        if (nx != lowNormalX || ny != lowNormalY || nz != lowNormalZ || lowVertex < 0) {
            lowVertex = h.minVertex(nx, ny, nz);                      // the same for every triangle of one normal
            clip.listLowerFaces(h, nx, ny, nz);                       // and so are the faces facing down n
            lowNormalX = nx;
            lowNormalY = ny;
            lowNormalZ = nz;
        }
        int low = lowVertex;
        long[] vertex = h.vertex;
        long lowest = Fixed.dot3(nx, ny, nz, vertex[3 * low] - k.ax, vertex[3 * low + 1] - k.ay, vertex[3 * low + 2] - k.az);
        long inflated = h.inflated;
        if (lowest > inflated) {
            return MeshFeature.NONE;
        }
        TriangleSatAxis axis = satAxis;
        if (isBox ? !boxSat.run(h, k, axis) : !sat.run(h, tables, k, axis)) {   // both load the edge normals
            return MeshFeature.NONE;
        }
        // (after the SAT, whose early outs are cheaper than the clip)
        // axis n restricted to the prism: the hull's lower surface clipped to the triangle's closed prism
        LowerSurface lower = surface;
        clip.clip(h, k, lower);
        long prismHeight = lower.count > 0 ? lower.lowestHeight() : 0;
        if (lower.count > 0 && prismHeight <= inflated) {
            if (prismHeight >= axis.separation - (isBox ? axis.tieSlack : HullTriangleSat.tieSlack(h, k))) {
                writer.faceContact(h, k, lower, out);                 // the restricted n axis wins (ties within the SAT's rounding go to n)
                return MeshFeature.FACE;
            }
            // the hull reaches over the triangle, but the SAT sees the triangle better from another axis
            // (a tilted box over the triangle, or a cliff wall under an overhang). The contact is this
            // face's (normal n, the clipped lower surface), delayed and sorted by its height over the
            // triangle, and voided through the triangle feature under the hull's lowest point there:
            // on a flat floor the hull's lower surface is convex, so a triangle whose lowest point lies
            // on its edge or vertex has a neighbour through that feature reaching strictly lower, which
            // is processed first and voids it (seed 000's argument with heights for distances). When the
            // lowest point is inside the triangle, the SAT axis's feature is the one to void (the wall's
            // top edge under an overhang is voided by the top face).
            int feature = lower.lowestPointFeature(prismHeight);
            if (feature == MeshFeature.FACE) {
                if (isBox) {
                    boxSat.writeAxis(axis);                           // only this path reads the axis
                }
                feature = HullTriangleContactWriter.supportFeature(k, axis.x, axis.y, axis.z);   // exact: the scaled axis's direction
            }
            writer.faceContact(h, k, lower, out);
            if (feature != MeshFeature.FACE) {
                out.setSignedSortKey(prismHeight);
            }
            return feature;
        }
        // beside the triangle (or over it only out of reach): the true distance, as seed 000's edge and
        // vertex contacts, sorted after every triangle the hull reaches over
        return writer.besideContact(h, k, closestPoints(k), out);
    }

    /**
     * Runs {@link HullTriangleDistance} on the loaded triangle (its edge normals loaded) and returns
     * it, the closest points and triangle feature of step 6. Package-private so that tests can
     * hold it to the exact distance of the placed hull and the triangle
     * ({@code HullTriangleBentFaceProperties}).
     */
    HullTriangleDistance closestPoints(TriangleKernel k) {
        MeshSpaceHull h = hull;
        distance.run(h.vertex, h.vertexCount, h.edgeA, h.edgeB, h.edgeCount, h.faceNormal, h.faceStart, h.faceLoop,
                h.faceCount, k);
        return distance;
    }

    /**
     * Runs the SAT of step 3 on the loaded triangle (loading its edge normals) and returns whether
     * nothing separated by more than {@code Ir}; {@link #satAxis} holds what it found. For tests
     * that hold the SAT to the exact separation along its axis ({@code HullTriangleBentFaceProperties}).
     */
    boolean satAxes(TriangleKernel k) {
        if (!isBox) {
            return sat.run(hull, tables, k, satAxis);
        }
        boolean touching = boxSat.run(hull, k, satAxis);
        boxSat.writeAxis(satAxis);
        return touching;
    }

    /** Returns the last clipped lower surface (the same object every time), for tests. */
    LowerSurface lowerSurface() {
        return surface;
    }

    /** Returns what the last SAT found (the same object every time). */
    TriangleSatAxis satAxis() {
        return satAxis;
    }

    /**
     * Returns the separation of the loaded triangle outside hull face {@code f}
     * ({@link HullTriangleSat#faceSeparation}), for tests that hold a bent face's axis to the true
     * separation ({@code HullTriangleBentFaceProperties}).
     */
    long faceSeparation(TriangleKernel k, int f) {
        return HullTriangleSat.faceSeparation(hull, k, f);
    }

    @Override
    public void completeDelayed(TriangleContact ioContact) {
        // every hull contact is complete when generated
    }
}
