package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;

/**
 * The closest feature of a convex hull to a point outside it, found in closed form by Voronoi
 * regions instead of GJK (seed 001, "Sphere vs Hull": the shallow contact is the closest point of
 * the hull to the sphere center). Used by {@link SphereHullContact}; a mutable result owned by a
 * {@link NarrowScratch}.
 *
 * <p>Input: a point {@code c} in the hull's frame and the face {@code F} with the largest
 * separation {@code s_F = n_F . c - offset_F > 0}. The closest point lies on a face whose plane
 * has {@code c} strictly in front of it (if it lay only on faces with {@code s <= 0}, the squared
 * distance {@code (c - x) . (c - x)}, a non-negative combination of those separations, could not be
 * positive), and in practice on {@code F}'s closure. The search, in this order:
 * <ol>
 *   <li><b>face F</b>: {@code c} is on the inner side (or on) every side plane of {@code F} (side
 *       plane of half-edge {@code v_i -> v_j}: normal {@code m = (v_j - v_i) x n_F}, outward for the
 *       counter-clockwise loop, through {@code v_i}). Closest point: the projection.</li>
 *   <li>for each side plane of {@code F} with {@code c} strictly outside, in loop order:
 *     <ul>
 *       <li>{@code (c - v_i) . d <= 0}: <b>vertex</b> {@code v_i} if {@code (c - v_i) . (w - v_i) <= 0}
 *           for every neighbour {@code w} of {@code v_i} (walked through the half-edges);</li>
 *       <li>{@code (c - v_j) . d >= 0}: <b>vertex</b> {@code v_j}, same test;</li>
 *       <li>else, if {@code c} is on or outside the twin face {@code G}'s side plane of the same edge:
 *           <b>edge</b> {@code v_i v_j}, closest point {@code v_i + d t}; if it is inside that side
 *           plane: <b>face</b> {@code G} when {@code s_G > 0} and {@code c} is inside every side
 *           plane of {@code G}.</li>
 *     </ul></li>
 *   <li>otherwise the same search from every other face with {@code s > 0}, in index order
 *       (the closest point is not on {@code F}'s closure, which happens for far points and sharp
 *       vertices: 2 of 4,000 property samples);</li>
 *   <li>otherwise none ({@link FeatureId#NONE}): the caller falls back to GJK. In exact arithmetic
 *       the search is complete (the closest point is on the closure of a face with {@code s > 0},
 *       and from that face one of the tests holds); only a rounded side plane within rounding of
 *       {@code c} can make every test fail.</li>
 * </ol>
 *
 * <p><b>Exactness.</b> Every region decision is the exact sign of a 3-term dot product of raw
 * integers ({@link Fixed#signOfDot3}): edge-span and vertex tests use exact vertex differences
 * and {@code c - v}; side planes use the side normal {@code m} rounded once per component
 * ({@link Fixed#mulSubMul}), so a side plane is exact for a normal within 0.5 ulp per component of
 * the true one, and {@code c} can only be misclassified within about {@code |c - v_i| 2^-31} of a
 * region boundary, where the neighbouring regions' closest points coincide to that accuracy. The
 * region holds the closest point exactly in real arithmetic, so the answer does not iterate: the
 * face point is {@code c - s_F n_F} (one rounding per product), the edge point
 * {@code v_i + d (c - v_i).d / d.d} (one {@link Fixed#mulDiv} per component, with {@code d} scaled
 * by a power of two so the ratio keeps its bits), the vertex point exact.
 */
final class PointHullRegion {
    /** {@link FeatureId#FACE}, {@link FeatureId#EDGE}, {@link FeatureId#VERTEX}, or {@link FeatureId#NONE}. */
    int type;
    /** Index of the face, edge or vertex. */
    int index;
    /** Separation {@code n . c - offset} of the face (face regions only). */
    long faceSeparation;
    /** The closest hull point, raw, hull frame. */
    long x;
    long y;
    long z;

    /**
     * Finds the region of {@code (cx, cy, cz)} (hull frame) starting from face {@code f} of
     * separation {@code sf > 0}; fills this object and returns {@link #type}.
     */
    int find(ConvexHull b, int f, long sf, long cx, long cy, long cz) {
        if (searchFrom(b, f, sf, cx, cy, cz) != FeatureId.NONE) {
            return type;
        }
        for (int g = 0; g < b.faceCount(); g++) {
            if (g == f) {
                continue;
            }
            long sg = Fixed.sub(Fixed.dot3(b.faceNormalX(g), b.faceNormalY(g), b.faceNormalZ(g), cx, cy, cz), b.faceOffset(g));
            if (sg > 0 && searchFrom(b, g, sg, cx, cy, cz) != FeatureId.NONE) {
                return type;
            }
        }
        return type;
    }

    /** The search of the class comment from face {@code f} of separation {@code sf > 0}. */
    private int searchFrom(ConvexHull b, int f, long sf, long cx, long cy, long cz) {
        if (insideFace(b, f, cx, cy, cz)) {
            return setFace(b, f, sf, cx, cy, cz);
        }
        int e = b.faceFirstEdge(f);
        for (int k = b.faceVertexCount(f); k > 0; k--, e = b.halfEdgeNext(e)) {
            if (sideSign(b, e, cx, cy, cz) <= 0) {
                continue;
            }
            int vi = b.halfEdgeOrigin(e);
            int vj = b.halfEdgeOrigin(b.halfEdgeNext(e));
            long dx = Fixed.sub(b.vertexX(vj), b.vertexX(vi));
            long dy = Fixed.sub(b.vertexY(vj), b.vertexY(vi));
            long dz = Fixed.sub(b.vertexZ(vj), b.vertexZ(vi));
            if (Fixed.signOfDot3(Fixed.sub(cx, b.vertexX(vi)), Fixed.sub(cy, b.vertexY(vi)), Fixed.sub(cz, b.vertexZ(vi)),
                    dx, dy, dz) <= 0) {
                if (insideVertexRegion(b, e, cx, cy, cz)) {
                    return setVertex(b, vi);
                }
                continue;
            }
            if (Fixed.signOfDot3(Fixed.sub(cx, b.vertexX(vj)), Fixed.sub(cy, b.vertexY(vj)), Fixed.sub(cz, b.vertexZ(vj)),
                    dx, dy, dz) >= 0) {
                if (insideVertexRegion(b, b.halfEdgeNext(e), cx, cy, cz)) {
                    return setVertex(b, vj);
                }
                continue;
            }
            int twin = e ^ 1;
            if (sideSign(b, twin, cx, cy, cz) >= 0) {
                return setEdge(b, e, vi, dx, dy, dz, cx, cy, cz);
            }
            int g = b.halfEdgeFace(twin);
            long sg = Fixed.sub(Fixed.dot3(b.faceNormalX(g), b.faceNormalY(g), b.faceNormalZ(g), cx, cy, cz), b.faceOffset(g));
            if (sg > 0 && insideFace(b, g, cx, cy, cz)) {
                return setFace(b, g, sg, cx, cy, cz);
            }
        }
        type = FeatureId.NONE;
        return type;
    }

    /** True when the point is on the inner side of (or on) every side plane of face {@code f}. */
    static boolean insideFace(ConvexHull b, int f, long cx, long cy, long cz) {
        int e = b.faceFirstEdge(f);
        for (int k = b.faceVertexCount(f); k > 0; k--, e = b.halfEdgeNext(e)) {
            if (sideSign(b, e, cx, cy, cz) > 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Returns the exact sign of {@code m . (c - v_i)} for the side plane of half-edge {@code e}
     * ({@code v_i -> v_j}) of its face, {@code m = (v_j - v_i) x n} rounded once per component
     * ({@link ConvexHull#sideNormalX}). Positive: outside the face's prism across that edge.
     */
    static int sideSign(ConvexHull b, int e, long cx, long cy, long cz) {
        int vi = b.halfEdgeOrigin(e);
        return Fixed.signOfDot3(b.sideNormalX(e), b.sideNormalY(e), b.sideNormalZ(e),
                Fixed.sub(cx, b.vertexX(vi)), Fixed.sub(cy, b.vertexY(vi)), Fixed.sub(cz, b.vertexZ(vi)));
    }

    /**
     * True when {@code (c - v) . (w - v) <= 0} for every neighbour {@code w} of the origin
     * {@code v} of half-edge {@code start}: then {@code v} is the closest hull point. The walk
     * round {@code v} goes {@code h -> next(twin(h))}; a hull vertex has at most
     * {@code halfEdgeCount} outgoing half-edges, which bounds it.
     */
    private static boolean insideVertexRegion(ConvexHull b, int start, long cx, long cy, long cz) {
        int v = b.halfEdgeOrigin(start);
        long vx = b.vertexX(v);
        long vy = b.vertexY(v);
        long vz = b.vertexZ(v);
        long wx = Fixed.sub(cx, vx);
        long wy = Fixed.sub(cy, vy);
        long wz = Fixed.sub(cz, vz);
        int h = start;
        for (int guard = b.halfEdgeCount(); guard > 0; guard--) {
            int w = b.halfEdgeOrigin(h ^ 1);
            if (Fixed.signOfDot3(wx, wy, wz, b.vertexX(w) - vx, b.vertexY(w) - vy, b.vertexZ(w) - vz) > 0) {
                return false;
            }
            h = b.halfEdgeNext(h ^ 1);
            if (h == start) {
                return true;
            }
        }
        throw new IllegalStateException("PointHullRegion: half-edges round vertex " + v + " do not close");
    }

    private int setFace(ConvexHull b, int f, long sf, long cx, long cy, long cz) {
        type = FeatureId.FACE;
        index = f;
        faceSeparation = sf;
        x = Fixed.sub(cx, Fixed.mul(sf, b.faceNormalX(f)));
        y = Fixed.sub(cy, Fixed.mul(sf, b.faceNormalY(f)));
        z = Fixed.sub(cz, Fixed.mul(sf, b.faceNormalZ(f)));
        return type;
    }

    int setVertex(ConvexHull b, int v) {
        type = FeatureId.VERTEX;
        index = v;
        x = b.vertexX(v);
        y = b.vertexY(v);
        z = b.vertexZ(v);
        return type;
    }

    /**
     * The closest point of edge {@code v_i + d t} to {@code c}, known to be strictly inside:
     * {@code t = (c - v_i).d / d.d}. {@code d} is first scaled up by a power of two (exact) to at
     * least {@code 2^40} raw on its largest axis, so both dots keep about 48 significant bits
     * however short the edge; each coordinate is then one {@link Fixed#mulDiv} of the scaled {@code d}, with {@code num}
     * clamped to the
     * edge's ends should rounding reach them.
     */
    int setEdge(ConvexHull b, int e, int vi, long dx, long dy, long dz, long cx, long cy, long cz) {
        type = FeatureId.EDGE;
        index = e >> 1;
        closestOnSegment(b.vertexX(vi), b.vertexY(vi), b.vertexZ(vi), dx, dy, dz, cx, cy, cz);
        return type;
    }

    /** Sets {@link #x}, {@link #y}, {@link #z} to the closest point of segment {@code a + d t}, {@code t} in [0, 1], to {@code c} (see {@link #setEdge}). */
    private void closestOnSegment(long ax, long ay, long az, long dx, long dy, long dz, long cx, long cy, long cz) {
        long m = Math.max(Math.abs(dx), Math.max(Math.abs(dy), Math.abs(dz)));
        int k = Math.max(0, Long.numberOfLeadingZeros(m) - (63 - 40));
        long sx = dx << k;
        long sy = dy << k;
        long sz = dz << k;
        long num = Fixed.dot3(Fixed.sub(cx, ax), Fixed.sub(cy, ay), Fixed.sub(cz, az), sx, sy, sz);
        long den = Fixed.dot3(sx, sy, sz, sx, sy, sz);
        if (num <= 0) {
            num = 0;
        } else if (num >= den) {
            num = den;
        }
        // (d 2^k) (num / den) = d t: the scale of num cancels one of den's two
        x = Fixed.add(ax, Fixed.mulDiv(sx, num, den));
        y = Fixed.add(ay, Fixed.mulDiv(sy, num, den));
        z = Fixed.add(az, Fixed.mulDiv(sz, num, den));
    }

    /**
     * True when {@code c} lies strictly above one of the triangles of bent face {@code f}'s true
     * surface ({@link dev.lockstep.collision.internal.shape.HullQueryIndex#bentTriangleStart}; none for a
     * planar face): then it is outside the hull even if it is on or behind every face plane, in
     * the sliver between a bent face's plane (which supports the hull, {@link ConvexHull#faceOffset})
     * and the surface it stands for, up to the bend (about 1% of the face's width) thick.
     */
    static boolean aboveBentSurface(ConvexHull b, int f, long cx, long cy, long cz) {
        HullQueryIndex q = HullQueryIndex.of(b);
        for (int t = q.bentTriangleStart(f); t < q.bentTriangleStart(f + 1); t++) {
            int a = q.bentTriangleVertex(t, 0);
            if (Fixed.signOfDot3(q.bentTriangleNormalX(t), q.bentTriangleNormalY(t), q.bentTriangleNormalZ(t),
                    Fixed.sub(cx, b.vertexX(a)), Fixed.sub(cy, b.vertexY(a)), Fixed.sub(cz, b.vertexZ(a))) > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Sets this region to the closest point of {@code c} on bent face {@code f}'s true surface,
     * type {@link FeatureId#FACE}, index {@code f}: the nearest of its triangles' points
     * ({@link dev.lockstep.collision.internal.shape.HullQueryIndex#bentTriangleStart}), each the projection
     * onto the triangle when {@code c} is inside its three side planes (exact signs against side
     * normals rounded once per component, as {@link #sideSign}), else the closest point of each
     * edge it is outside of (loop edges and creases alike); the first smallest rounded length
     * wins. A bent face's plane ({@code n_f . x = offset_f}) supports the hull but lies above its
     * surface by up to the bend, so the face region's projection onto it put the closest point
     * in the air: distances too short by up to 0.24% of the hull's radius in a search of 1,551
     * spheres over bent faces (40 contacts made beyond {@code r + contactDistance},
     * {@code SphereHullBentFaceTest}). A sphere center's closest hull point when its region is a
     * bent face (or it is above the surface while behind every plane) is on that surface.
     */
    void setBentFace(ConvexHull b, int f, long cx, long cy, long cz) {
        HullQueryIndex q = HullQueryIndex.of(b);
        long bestLength = Long.MAX_VALUE;
        long bx = 0;
        long by = 0;
        long bz = 0;
        for (int t = q.bentTriangleStart(f); t < q.bentTriangleStart(f + 1); t++) {
            long nx = q.bentTriangleNormalX(t);
            long ny = q.bentTriangleNormalY(t);
            long nz = q.bentTriangleNormalZ(t);
            boolean inside = true;
            for (int i = 0; i < 3; i++) {
                int vi = q.bentTriangleVertex(t, i);
                int vj = q.bentTriangleVertex(t, i == 2 ? 0 : i + 1);
                long dx = Fixed.sub(b.vertexX(vj), b.vertexX(vi));
                long dy = Fixed.sub(b.vertexY(vj), b.vertexY(vi));
                long dz = Fixed.sub(b.vertexZ(vj), b.vertexZ(vi));
                // side normal (v_j - v_i) x n_t, outward for the counter-clockwise triangle
                if (Fixed.signOfDot3(Fixed.mulSubMul(dy, nz, dz, ny), Fixed.mulSubMul(dz, nx, dx, nz), Fixed.mulSubMul(dx, ny, dy, nx),
                        Fixed.sub(cx, b.vertexX(vi)), Fixed.sub(cy, b.vertexY(vi)), Fixed.sub(cz, b.vertexZ(vi))) <= 0) {
                    continue;
                }
                inside = false;
                closestOnSegment(b.vertexX(vi), b.vertexY(vi), b.vertexZ(vi), dx, dy, dz, cx, cy, cz);
                long length = Fixed.length3(Fixed.sub(x, cx), Fixed.sub(y, cy), Fixed.sub(z, cz));
                if (length < bestLength) {
                    bestLength = length;
                    bx = x;
                    by = y;
                    bz = z;
                }
            }
            if (inside) {
                int a = q.bentTriangleVertex(t, 0);
                long h = Fixed.dot3(nx, ny, nz, Fixed.sub(cx, b.vertexX(a)), Fixed.sub(cy, b.vertexY(a)), Fixed.sub(cz, b.vertexZ(a)));
                long px = Fixed.sub(cx, Fixed.mul(h, nx));
                long py = Fixed.sub(cy, Fixed.mul(h, ny));
                long pz = Fixed.sub(cz, Fixed.mul(h, nz));
                long length = Fixed.length3(Fixed.sub(px, cx), Fixed.sub(py, cy), Fixed.sub(pz, cz));
                if (length < bestLength) {
                    bestLength = length;
                    bx = px;
                    by = py;
                    bz = pz;
                }
            }
        }
        type = FeatureId.FACE;
        index = f;
        x = bx;
        y = by;
        z = bz;
    }
}
