package dev.lockstep.collision.mesh;

import dev.lockstep.fixedpoint.Fixed;

/**
 * The Gauss map pruning of the hull-triangle SAT (seed 001, "Gauss map pruning"): which
 * hull-edge x triangle-edge pairs build a face of the Minkowski difference of a placed hull
 * ({@link MeshSpaceHull}) and the loaded triangle. The test's inputs, {@code N_f . e} and
 * {@code N_f . m_e} for every hull face and triangle edge, are loaded once per triangle shape
 * ({@link #load}) and shared by the hull's edges (each face borders several).
 *
 * <p>Scratch owned by one {@link HullTriangleSatTables}. With {@code plainArithmetic} it computes
 * every dot and product the plain way (the oracle route of {@code HullTriangleShortcutProperties}).
 */
final class TriangleGaussMap {
    private final boolean plainArithmetic;
    private int[] faceEdgeSign = new int[3 * 6];
    private long[] faceEdgeDot = new long[3 * 6];
    private long[] faceInwardDot = new long[3 * 6];

    TriangleGaussMap(boolean plainArithmetic) {
        this.plainArithmetic = plainArithmetic;
    }

    /**
     * Fills, for every hull face f and triangle edge e, the exact sign and the rounded value of
     * {@code N_f . e} and the rounded {@code N_f . m_e} (the loaded triangle's edge normals). A
     * non-zero rounded dot has the exact dot's sign; only a rounded zero needs the exact sign. A
     * face whose placed normal is exactly the negation of an earlier face's
     * ({@link MeshSpaceHull#faceOpposite}: a box's opposite faces) takes that face's values
     * negated, the bits its own dots would have (dots here are below 2^61 raw, far from the
     * asymmetric end of the range).
     */
    void load(MeshSpaceHull hull, TriangleKernel k) {
        int faceCount = hull.faceCount;
        if (faceEdgeDot.length < 3 * faceCount) {
            faceEdgeSign = new int[3 * faceCount];
            faceEdgeDot = new long[3 * faceCount];
            faceInwardDot = new long[3 * faceCount];
        }
        long[] faceNormal = hull.faceNormal;
        int[] faceOpposite = hull.faceOpposite;
        boolean plain = plainArithmetic;
        for (int e = 0; e < 3; e++) {
            int next = e == 2 ? 0 : e + 1;
            long ex = k.cornerX(next) - k.cornerX(e);
            long ey = k.cornerY(next) - k.cornerY(e);
            long ez = k.cornerZ(next) - k.cornerZ(e);
            long mx = k.m[3 * e];
            long my = k.m[3 * e + 1];
            long mz = k.m[3 * e + 2];
            for (int f = 0; f < faceCount; f++) {
                int g = faceOpposite[f];
                if (g >= 0 && !plain) {
                    // N_f = -N_g bit for bit, and a dot rounded once (ties to even) is odd: the negated values
                    faceEdgeDot[3 * f + e] = -faceEdgeDot[3 * g + e];
                    faceEdgeSign[3 * f + e] = -faceEdgeSign[3 * g + e];
                    faceInwardDot[3 * f + e] = -faceInwardDot[3 * g + e];
                    continue;
                }
                long fx = faceNormal[3 * f];
                long fy = faceNormal[3 * f + 1];
                long fz = faceNormal[3 * f + 2];
                long d = Fixed.dot3(fx, fy, fz, ex, ey, ez);
                faceEdgeDot[3 * f + e] = d;
                faceEdgeSign[3 * f + e] = d != 0 ? Long.signum(d) : Fixed.signOfDot3(fx, fy, fz, ex, ey, ez);
                faceInwardDot[3 * f + e] = Fixed.dot3(fx, fy, fz, mx, my, mz);
            }
        }
    }

    /**
     * Returns true when the hull edge with faces {@code faceA}, {@code faceB} and triangle edge
     * {@code e} build a face of the Minkowski difference: the hull edge's arc (between its two face
     * normals) crosses the negated triangle edge's arc, the half great circle from {@code -n} to
     * {@code n} through the inward edge normal {@code m_e}. The crossing lies in the plane normal
     * to the edge direction; the hull arc reaches it when its face normals lie on opposite sides
     * (exact signs), at {@code p = (N_a.e) N_b - (N_b.e) N_a} (up to sign), which must lie on the
     * {@code m_e} side (rounded, single-rounding products). Pairs on the boundary (a zero sign) are
     * kept. Needs {@link #load} for the triangle.
     */
    boolean isMinkowskiFace(int faceA, int faceB, int e) {
        int a = 3 * faceA + e;
        int b = 3 * faceB + e;
        int sa = faceEdgeSign[a];
        int sb = faceEdgeSign[b];
        if (sa == sb && sa != 0) {
            return false;
        }
        long dA = faceEdgeDot[a];
        long iB = faceInwardDot[b];
        long dB = faceEdgeDot[b];
        long iA = faceInwardDot[a];
        // both products with a zero factor (an edge of a face whose normal is the triangle's, both
        // dots 0: most edges of a box lying flat) are mulSubMul's exact 0
        long side = (dA == 0 || iB == 0) && (dB == 0 || iA == 0) && !plainArithmetic ? 0
                : Fixed.mulSubMul(dA, iB, dB, iA);
        return sa >= 0 && sb <= 0 ? side >= 0 : side <= 0;
    }
}
