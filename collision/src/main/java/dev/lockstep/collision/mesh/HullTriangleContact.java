package dev.lockstep.collision.mesh;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.VecMath;
import java.util.Arrays;

/**
 * Convex hull against one triangle, the triangle treated as a flat hull (seed 001, "Triangles as
 * Hulls") inside seed 000's per-triangle step.
 *
 * <ol>
 *   <li>back face: the hull's reference point (its local origin, placed by the transform) strictly
 *       behind the triangle's plane: culled, as the sphere culls on its center (seed 000 4a).</li>
 *   <li>SAT over the triangle normal {@code n}, every hull face normal, and the cross products
 *       of hull edges with triangle edges (normalised, oriented from the triangle toward the
 *       hull): first only the pairs that build a face of the Minkowski difference (Gauss map
 *       pruning); when that does not give a face contact, again over every pair (the tighter
 *       separation is the delayed sort key). Any separation above {@code Ir} (hull radius +
 *       contact distance) ends the test
 *       (seed 000 figure 1). Choice of axis: the largest separation; ties go to {@code n}, then
 *       hull faces (lowest index), then edge pairs (lowest hull edge, then triangle edge).
 *       Extremes along an axis are found by exact comparisons ({@code Fixed.compareDot3}), then
 *       one rounded dot gives the separation.</li>
 *   <li>the contact feature on the triangle is its support set along the chosen axis, decided
 *       exactly: three corners tie: FACE; two: the EDGE between them; one: that VERTEX. This is
 *       the classification that lets seed 000 void the contact.</li>
 *   <li>FACE: the normal is {@code n} itself (never a rounded copy), so a flat floor stays exact.
 *       The hull face most anti-parallel to {@code n} (exact, ties to the lowest index) is clipped
 *       to the triangle's prism (Sutherland-Hodgman, exact inside signs, intersections rounded
 *       once per component), points higher than {@code Ir} are dropped, and more than four are
 *       reduced ({@link TriangleFaceReduction}). If no point survives, the hull's lowest vertex
 *       is the single point. D is the lowest kept height.</li>
 *   <li>EDGE or VERTEX: one point, the hull's support vertex along the negated axis; normal the
 *       axis; D the separation; Cp that vertex moved back along the axis by D. The delayed sort
 *       key is the signed separation.</li>
 * </ol>
 * Deviation from seed 000: hull contacts are sorted by SAT separation, which is a lower bound of
 * the distance and not the distance itself (see the module README, known limits).
 */
public final class HullTriangleContact implements TriangleContactGenerator {
    private final MutableVec3 scratch = new MutableVec3();
    private long[] vertex = new long[3 * 8];
    private long[] faceNormal = new long[3 * 6];
    private int[] faceStart = new int[7];
    private int[] faceLoop = new int[24];
    private int[] edgeA = new int[12];
    private int[] edgeB = new int[12];
    private int[] edgeFaceA = new int[12];
    private int[] edgeFaceB = new int[12];
    private int vertexCount;
    private int faceCount;
    private int edgeCount;
    private long refX;
    private long refY;
    private long refZ;
    private long radius;
    private long inflated;
    private final long[] minMax = new long[6];
    private long[] clipA = new long[3 * 16];
    private long[] clipB = new long[3 * 16];
    private long[] clipHeight = new long[16];
    private final TriangleFaceReduction reduction = new TriangleFaceReduction();
    private long axisSep;
    private long axisX;
    private long axisY;
    private long axisZ;

    /**
     * Configures the hull: its shape, its placement in mesh space, and the user contact distance.
     * Vertices and face normals are transformed once here (one rounding per component each).
     *
     * @throws IllegalArgumentException if {@code contactDistance < 0} or a placed vertex exceeds
     *     {@link TriangleMesh#MAX_COORDINATE}
     */
    public void set(ConvexHull hull, Transform placement, long contactDistance) {
        if (contactDistance < 0 || contactDistance > TriangleMesh.MAX_COORDINATE) {
            throw new IllegalArgumentException("contact distance " + FixedFormat.toExactString(contactDistance)
                    + " must be in [0, 8192]");
        }
        vertexCount = hull.vertexCount();
        faceCount = hull.faceCount();
        edgeCount = hull.edgeCount();
        if (vertex.length < 3 * vertexCount) {
            vertex = new long[3 * vertexCount];
        }
        if (faceNormal.length < 3 * faceCount) {
            faceNormal = new long[3 * faceCount];
            faceStart = new int[faceCount + 1];
        }
        if (edgeA.length < edgeCount) {
            edgeA = new int[edgeCount];
            edgeB = new int[edgeCount];
            edgeFaceA = new int[edgeCount];
            edgeFaceB = new int[edgeCount];
        }
        long[] box = minMax;
        for (int i = 0; i < vertexCount; i++) {
            placement.applyToPointInto(hull.vertexX(i), hull.vertexY(i), hull.vertexZ(i), scratch);
            long max = TriangleMesh.MAX_COORDINATE;
            if (Math.abs(scratch.x) > max || Math.abs(scratch.y) > max || Math.abs(scratch.z) > max) {
                TriangleKernel.checkQueryPoint(scratch.x, scratch.y, scratch.z, "placed hull vertex " + i);
            }
            vertex[3 * i] = scratch.x;
            vertex[3 * i + 1] = scratch.y;
            vertex[3 * i + 2] = scratch.z;
            for (int a = 0; a < 3; a++) {
                long c = vertex[3 * i + a];
                box[a] = i == 0 ? c : Math.min(box[a], c);
                box[3 + a] = i == 0 ? c : Math.max(box[3 + a], c);
            }
        }
        int loop = 0;
        for (int f = 0; f < faceCount; f++) {
            placement.applyToVectorInto(hull.faceNormalX(f), hull.faceNormalY(f), hull.faceNormalZ(f), scratch);
            faceNormal[3 * f] = scratch.x;
            faceNormal[3 * f + 1] = scratch.y;
            faceNormal[3 * f + 2] = scratch.z;
            faceStart[f] = loop;
            int n = hull.faceVertexCount(f);
            if (faceLoop.length < loop + n) {
                faceLoop = Arrays.copyOf(faceLoop, 2 * (loop + n));
            }
            int e = hull.faceFirstEdge(f);
            for (int k = 0; k < n; k++, e = hull.halfEdgeNext(e)) {
                faceLoop[loop++] = hull.halfEdgeOrigin(e);
            }
        }
        faceStart[faceCount] = loop;
        for (int k = 0; k < edgeCount; k++) {
            edgeA[k] = hull.edgeVertexA(k);
            edgeB[k] = hull.edgeVertexB(k);
            edgeFaceA[k] = hull.edgeFaceA(k);
            edgeFaceB[k] = hull.edgeFaceB(k);
        }
        int maxClip = 3 * (loop + 3);
        if (clipA.length < maxClip) {
            clipA = new long[maxClip];
            clipB = new long[maxClip];
            clipHeight = new long[loop + 3];
        }
        placement.applyToPointInto(0, 0, 0, scratch);
        refX = scratch.x;
        refY = scratch.y;
        refZ = scratch.z;
        radius = hull.coreRadius();
        inflated = radius + contactDistance;
    }

    @Override
    public void queryBox(long[] outBox) {
        for (int a = 0; a < 3; a++) {
            outBox[a] = minMax[a] - inflated;
            outBox[3 + a] = minMax[3 + a] + inflated;
        }
    }

    /** Returns the index of the hull vertex with the smallest exact dot with {@code d} (ties: lowest index). */
    private int hullMin(long dx, long dy, long dz) {
        // each dot is rounded once (error <= 1/2 ulp), so rounded values 2 or more ulps apart are
        // ordered as the exact ones; closer pairs are decided by the exact comparison
        int best = 0;
        long bestDot = Fixed.dot3(vertex[0], vertex[1], vertex[2], dx, dy, dz);
        for (int i = 1; i < vertexCount; i++) {
            long dot = Fixed.dot3(vertex[3 * i], vertex[3 * i + 1], vertex[3 * i + 2], dx, dy, dz);
            if (dot <= bestDot - 2 || dot <= bestDot + 1 && Fixed.compareDot3(vertex[3 * i], vertex[3 * i + 1],
                    vertex[3 * i + 2], vertex[3 * best], vertex[3 * best + 1], vertex[3 * best + 2], dx, dy, dz) < 0) {
                best = i;
                bestDot = dot;
            }
        }
        return best;
    }

    /** Returns the triangle corner with the smallest exact dot with {@code d} (ties: lowest corner). */
    private static int triangleMin(TriangleKernel k, long dx, long dy, long dz) {
        int best = 0;
        for (int c = 1; c < 3; c++) {
            if (Fixed.compareDot3(k.cornerX(c), k.cornerY(c), k.cornerZ(c), k.cornerX(best), k.cornerY(best),
                    k.cornerZ(best), dx, dy, dz) < 0) {
                best = c;
            }
        }
        return best;
    }

    @Override
    public int generate(TriangleMesh mesh, int triangle, MeshContactWorkspace workspace, TriangleContact out) {
        TriangleKernel k = workspace.kernel;
        if (!k.load(mesh, triangle)) {
            return MeshFeature.NONE;
        }
        long nx = k.nx;
        long ny = k.ny;
        long nz = k.nz;
        if (Fixed.signOfDot3(nx, ny, nz, refX - k.ax, refY - k.ay, refZ - k.az) < 0) {
            return MeshFeature.NONE;                                  // back face
        }
        // axis n (from the triangle toward the hull)
        int low = hullMin(nx, ny, nz);
        long best = Fixed.dot3(nx, ny, nz, vertex[3 * low] - k.ax, vertex[3 * low + 1] - k.ay, vertex[3 * low + 2] - k.az);
        if (best > inflated) {
            return MeshFeature.NONE;
        }
        long lx = nx;
        long ly = ny;
        long lz = nz;
        // hull face axes: separation of the triangle outside face f
        for (int f = 0; f < faceCount; f++) {
            long fx = faceNormal[3 * f];
            long fy = faceNormal[3 * f + 1];
            long fz = faceNormal[3 * f + 2];
            int c = triangleMin(k, fx, fy, fz);
            int v = faceLoop[faceStart[f]];
            long sep = Fixed.dot3(fx, fy, fz, k.cornerX(c) - vertex[3 * v], k.cornerY(c) - vertex[3 * v + 1],
                    k.cornerZ(c) - vertex[3 * v + 2]);
            if (sep > inflated) {
                return MeshFeature.NONE;
            }
            if (sep > best) {
                best = sep;
                lx = -fx;
                ly = -fy;
                lz = -fz;
            }
        }
        // edge-pair axes: first only the pairs that build a face of the Minkowski difference (Gauss map
        // pruning, seed 001); a triangle that is not a face contact is tested again on every pair,
        // because its separation is the delayed sort key and every extra axis tightens that lower
        // bound of the distance toward the distance seed 000's order needs
        k.loadEdgeNormals();
        axisSep = best;
        axisX = lx;
        axisY = ly;
        axisZ = lz;
        long afterFaces = best;
        if (!edgeAxes(k, true)) {
            return MeshFeature.NONE;
        }
        if (supportFeature(k, axisX, axisY, axisZ) != MeshFeature.FACE) {
            axisSep = afterFaces;
            axisX = lx;
            axisY = ly;
            axisZ = lz;
            if (!edgeAxes(k, false)) {
                return MeshFeature.NONE;
            }
        }
        best = axisSep;
        lx = axisX;
        ly = axisY;
        lz = axisZ;
        int feature = supportFeature(k, lx, ly, lz);
        if (feature == MeshFeature.FACE) {
            return faceContact(k, low, out);
        }
        int v = hullMin(lx, ly, lz);
        long px = vertex[3 * v];
        long py = vertex[3 * v + 1];
        long pz = vertex[3 * v + 2];
        out.set(best, radius - best, lx, ly, lz, px - Fixed.mul(lx, radius), py - Fixed.mul(ly, radius),
                pz - Fixed.mul(lz, radius), px - Fixed.mul(lx, best), py - Fixed.mul(ly, best), pz - Fixed.mul(lz, best));
        out.setSignedSortKey(best);
        return feature;
    }

    /**
     * Raises {@link #axisSep} (with its axis) over the hull-edge x triangle-edge axes, all of them
     * or only the Minkowski-face pairs; returns false when one separates by more than {@code Ir}.
     * Ties keep the earlier axis.
     */
    private boolean edgeAxes(TriangleKernel k, boolean pruned) {
        for (int h = 0; h < edgeCount; h++) {
            int va = edgeA[h];
            long hx = vertex[3 * edgeB[h]] - vertex[3 * va];
            long hy = vertex[3 * edgeB[h] + 1] - vertex[3 * va + 1];
            long hz = vertex[3 * edgeB[h] + 2] - vertex[3 * va + 2];
            for (int e = 0; e < 3; e++) {
                int next = e == 2 ? 0 : e + 1;
                long ex = k.cornerX(next) - k.cornerX(e);
                long ey = k.cornerY(next) - k.cornerY(e);
                long ez = k.cornerZ(next) - k.cornerZ(e);
                if (pruned && !isMinkowskiFace(h, e, ex, ey, ez, k)) {
                    continue;
                }
                long cx = VecMath.crossX(hy, hz, ey, ez);
                long cy = VecMath.crossY(hx, hz, ex, ez);
                long cz = VecMath.crossZ(hx, hy, ex, ey);
                if ((cx | cy | cz) == 0) {
                    continue;                                         // parallel edges: no axis
                }
                VecMath.normalizeInto(cx, cy, cz, scratch);
                long ax = scratch.x;
                long ay = scratch.y;
                long az = scratch.z;
                if (Fixed.signOfDot3(ax, ay, az, vertex[3 * va] - refX, vertex[3 * va + 1] - refY,
                        vertex[3 * va + 2] - refZ) < 0) {
                    ax = -ax;                                         // outward from the hull at its edge
                    ay = -ay;
                    az = -az;
                }
                int hv = hullMin(-ax, -ay, -az);                      // hull's farthest point along the axis
                int tc = triangleMin(k, ax, ay, az);
                long sep = Fixed.dot3(ax, ay, az, k.cornerX(tc) - vertex[3 * hv], k.cornerY(tc) - vertex[3 * hv + 1],
                        k.cornerZ(tc) - vertex[3 * hv + 2]);
                if (sep > inflated) {
                    return false;
                }
                if (sep > axisSep) {
                    axisSep = sep;
                    axisX = -ax;
                    axisY = -ay;
                    axisZ = -az;
                }
            }
        }
        return true;
    }

    /**
     * Returns true when hull edge {@code h} and triangle edge {@code e} build a face of the
     * Minkowski difference (seed 001, "Gauss map pruning"): the hull edge's arc (between its two
     * face normals) crosses the negated triangle edge's arc, the half great circle from
     * {@code -n} to {@code n} through the inward edge normal {@code m_e}. The crossing lies in
     * the plane normal to the edge direction; the hull arc reaches it when its face normals lie
     * on opposite sides (exact signs), at {@code p = (N_a.e) N_b - (N_b.e) N_a} (up to sign),
     * which must lie on the {@code m_e} side (rounded, single-rounding products). Pairs on the
     * boundary (a zero sign) are kept.
     */
    private boolean isMinkowskiFace(int h, int e, long ex, long ey, long ez, TriangleKernel k) {
        int fa = edgeFaceA[h];
        int fb = edgeFaceB[h];
        long ax = faceNormal[3 * fa];
        long ay = faceNormal[3 * fa + 1];
        long az = faceNormal[3 * fa + 2];
        long bx = faceNormal[3 * fb];
        long by = faceNormal[3 * fb + 1];
        long bz = faceNormal[3 * fb + 2];
        int sa = Fixed.signOfDot3(ax, ay, az, ex, ey, ez);
        int sb = Fixed.signOfDot3(bx, by, bz, ex, ey, ez);
        if (sa == sb && sa != 0) {
            return false;
        }
        long mx = k.m[3 * e];
        long my = k.m[3 * e + 1];
        long mz = k.m[3 * e + 2];
        long da = Fixed.dot3(ax, ay, az, ex, ey, ez);
        long db = Fixed.dot3(bx, by, bz, ex, ey, ez);
        long side = Fixed.mulSubMul(da, Fixed.dot3(bx, by, bz, mx, my, mz), db, Fixed.dot3(ax, ay, az, mx, my, mz));
        return sa >= 0 && sb <= 0 ? side >= 0 : side <= 0;
    }

    /** Returns FACE, EDGE k or VERTEX k: the triangle's support set along {@code l}, by exact ties. */
    private static int supportFeature(TriangleKernel k, long lx, long ly, long lz) {
        int top = triangleMin(k, -lx, -ly, -lz);
        int count = 0;
        int other = -1;
        for (int c = 0; c < 3; c++) {
            if (c != top && Fixed.compareDot3(k.cornerX(c), k.cornerY(c), k.cornerZ(c), k.cornerX(top), k.cornerY(top),
                    k.cornerZ(top), lx, ly, lz) == 0) {
                count++;
                other = c;
            }
        }
        if (count == 2) {
            return MeshFeature.FACE;
        }
        if (count == 1) {
            int lo = Math.min(top, other);
            int hi = Math.max(top, other);
            return MeshFeature.EDGE_0 + (hi - lo == 1 ? lo : 2);      // edge k runs from corner k to k + 1
        }
        return MeshFeature.VERTEX_0 + top;
    }

    private int faceContact(TriangleKernel k, int lowest, TriangleContact out) {
        long nx = k.nx;
        long ny = k.ny;
        long nz = k.nz;
        int incident = 0;
        for (int f = 1; f < faceCount; f++) {
            if (Fixed.compareDot3(faceNormal[3 * f], faceNormal[3 * f + 1], faceNormal[3 * f + 2],
                    faceNormal[3 * incident], faceNormal[3 * incident + 1], faceNormal[3 * incident + 2], nx, ny, nz) < 0) {
                incident = f;
            }
        }
        int count = 0;
        long[] in = clipA;
        for (int i = faceStart[incident]; i < faceStart[incident + 1]; i++) {
            int v = faceLoop[i];
            in[3 * count] = vertex[3 * v];
            in[3 * count + 1] = vertex[3 * v + 1];
            in[3 * count + 2] = vertex[3 * v + 2];
            count++;
        }
        long[] outPoly = clipB;
        for (int e = 0; e < 3 && count > 0; e++) {
            count = clipToEdge(k, e, in, count, outPoly);
            long[] swap = in;
            in = outPoly;
            outPoly = swap;
        }
        int kept = 0;
        for (int i = 0; i < count; i++) {
            long h = Fixed.dot3(nx, ny, nz, in[3 * i] - k.ax, in[3 * i + 1] - k.ay, in[3 * i + 2] - k.az);
            if (h <= inflated) {
                in[3 * kept] = in[3 * i];
                in[3 * kept + 1] = in[3 * i + 1];
                in[3 * kept + 2] = in[3 * i + 2];
                clipHeight[kept++] = h;
            }
        }
        if (kept == 0) {
            in[0] = vertex[3 * lowest];
            in[1] = vertex[3 * lowest + 1];
            in[2] = vertex[3 * lowest + 2];
            clipHeight[0] = Fixed.dot3(nx, ny, nz, in[0] - k.ax, in[1] - k.ay, in[2] - k.az);
            kept = 1;
        }
        int chosen = reduction.choose(in, clipHeight, kept, nx, ny, nz);
        for (int j = 0; j < chosen; j++) {
            int i = reduction.index(j);
            long h = clipHeight[i];
            long px = in[3 * i] - Fixed.mul(nx, radius);
            long py = in[3 * i + 1] - Fixed.mul(ny, radius);
            long pz = in[3 * i + 2] - Fixed.mul(nz, radius);
            long cx = in[3 * i] - Fixed.mul(nx, h);
            long cy = in[3 * i + 1] - Fixed.mul(ny, h);
            long cz = in[3 * i + 2] - Fixed.mul(nz, h);
            if (j == 0) {
                out.set(h, radius - h, nx, ny, nz, px, py, pz, cx, cy, cz);   // the deepest point first: D = its height
            } else {
                out.addFacePoint(radius - h, px, py, pz, cx, cy, cz);
            }
        }
        return MeshFeature.FACE;
    }

    /**
     * Clips the polygon {@code in} ({@code count} points) to the closed half-space
     * {@code m_e . (x - v_e) >= 0} of the loaded triangle's prism; writes the result into
     * {@code out} and returns its size. Inside tests are exact signs; an intersection is
     * {@code p + (q - p) g_p / (g_p - g_q)}, one {@code mulDiv} rounding per component.
     */
    private static int clipToEdge(TriangleKernel k, int e, long[] in, int count, long[] out) {
        long mx = k.m[3 * e];
        long my = k.m[3 * e + 1];
        long mz = k.m[3 * e + 2];
        long vx = k.cornerX(e);
        long vy = k.cornerY(e);
        long vz = k.cornerZ(e);
        int n = 0;
        for (int i = 0; i < count; i++) {
            int j = i + 1 == count ? 0 : i + 1;
            long px = in[3 * i];
            long py = in[3 * i + 1];
            long pz = in[3 * i + 2];
            long qx = in[3 * j];
            long qy = in[3 * j + 1];
            long qz = in[3 * j + 2];
            int sp = Fixed.signOfDot3(mx, my, mz, px - vx, py - vy, pz - vz);
            int sq = Fixed.signOfDot3(mx, my, mz, qx - vx, qy - vy, qz - vz);
            if (sp >= 0) {
                out[3 * n] = px;
                out[3 * n + 1] = py;
                out[3 * n + 2] = pz;
                n++;
            }
            if (sp > 0 && sq < 0 || sp < 0 && sq > 0) {
                long gp = Fixed.dot3(mx, my, mz, px - vx, py - vy, pz - vz);
                long gq = Fixed.dot3(mx, my, mz, qx - vx, qy - vy, qz - vz);
                long den = gp - gq;
                if (den == 0) {
                    continue;                                         // both within an ulp of the plane
                }
                out[3 * n] = px + Fixed.mulDiv(qx - px, gp, den);
                out[3 * n + 1] = py + Fixed.mulDiv(qy - py, gp, den);
                out[3 * n + 2] = pz + Fixed.mulDiv(qz - pz, gp, den);
                n++;
            }
        }
        return n;
    }

    @Override
    public void completeDelayed(TriangleContact ioContact) {
        // every hull contact is complete when generated
    }
}
