package dev.lockstep.world;

import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import java.math.BigInteger;

/**
 * Exact mass properties of one shape in its own frame, density {@code rho} (real units, exact).
 * pi is the rational {@code Fixed.PI / 2^32} (the raw constant, specified as such), so a sphere or
 * capsule's values are exact functions of the raw inputs and that constant.
 */
final class ExactShapeMass {
    /** pi as the rational {@code Fixed.PI / 2^32} = 3.14159265346825122833251953125. */
    static final Rational PI = Rational.fromRaw(Fixed.PI);

    private ExactShapeMass() {
    }

    /** Solid ball: {@code m = 4/3 pi r^3 rho}, {@code I = 2/5 m r^2} on the diagonal. */
    static ExactMass sphere(Sphere sphere, Rational rho) {
        Rational r = Rational.fromRaw(sphere.radius());
        Rational k = rho.mul(PI);
        Rational r3 = r.mul(r).mul(r);
        Rational mass = k.mul(Rational.of(4, 3)).mul(r3);
        Rational moment = k.mul(Rational.of(8, 15)).mul(r3).mul(r).mul(r);
        Surd i = Surd.rational(moment);
        Surd zero = Surd.rational(Rational.ZERO);
        return new ExactMass(Surd.rational(mass), point(sphere.center()), new Surd[] {i, i, i, zero, zero, zero});
    }

    /**
     * Capsule = cylinder of length {@code L = |p1 - p0|} and radius {@code r} plus two
     * hemispheres. With {@code k = rho pi}, {@code s = L^2} and {@code d = p1 - p0}:
     * <pre>
     * m       = k (r^2 L + 4/3 r^3)
     * I_perp  = k (8/15 r^5 + 1/3 r^3 s + L (3/4 r^4 + 1/12 r^2 s))     (cylinder r^2 L (r^2/4 + L^2/12)
     *                                                                   + hemispheres 4/3 r^3 (2/5 r^2 + L^2/4 + 3/8 L r))
     * I_axial = k (8/15 r^5 + 1/2 r^4 L)
     * I       = I_perp E + (I_axial - I_perp) d d^T / s
     *         = I_perp E + k d d^T (-1/3 r^3 - L (r^4 / (4 s) + r^2 / 12))
     * </pre>
     * Every entry is {@code a + b sqrt(s)} with rational {@code a, b}; {@code s = 0} is a sphere.
     */
    static ExactMass capsule(Capsule capsule, Rational rho) {
        Rational[] p0 = point(capsule.p0());
        Rational[] p1 = point(capsule.p1());
        Rational[] d = new Rational[3];
        Rational[] centre = new Rational[3];
        Rational s = Rational.ZERO;
        for (int i = 0; i < 3; i++) {
            d[i] = p1[i].sub(p0[i]);
            centre[i] = p0[i].add(p1[i]).mul(Rational.of(1, 2));
            s = s.add(d[i].mul(d[i]));
        }
        Rational r = Rational.fromRaw(capsule.radius());
        Rational k = rho.mul(PI);
        Rational r2 = r.mul(r);
        Rational r3 = r2.mul(r);
        Rational r4 = r3.mul(r);
        Rational r5 = r4.mul(r);
        Surd mass = Surd.of(k.mul(Rational.of(4, 3)).mul(r3), k.mul(r2), s);
        Surd perp = Surd.of(k.mul(Rational.of(8, 15).mul(r5).add(Rational.of(1, 3).mul(r3).mul(s))),
                k.mul(Rational.of(3, 4).mul(r4).add(Rational.of(1, 12).mul(r2).mul(s))), s);
        Surd[] tensor = new Surd[6];
        if (s.signum() == 0) {
            Surd zero = Surd.rational(Rational.ZERO);
            tensor = new Surd[] {perp, perp, perp, zero, zero, zero};
        } else {
            // k (-1/3 r^3 - L (r^4 / (4 s) + r^2 / 12)), the coefficient of d d^T
            Surd axisTerm = Surd.of(k.mul(Rational.of(-1, 3)).mul(r3),
                    k.mul(r4.div(s.mul(Rational.ofInt(4))).add(r2.mul(Rational.of(1, 12)))).negate(), s);
            for (int e = 0; e < 6; e++) {
                Surd dd = axisTerm.mul(d[ExactMass.ROW[e]].mul(d[ExactMass.COL[e]]));
                // the tensor stores products of inertia: the d d^T term enters all entries the same way
                tensor[e] = e < 3 ? perp.add(dd) : dd;
            }
        }
        return new ExactMass(mass, centre, tensor);
    }

    /**
     * Solid polyhedron bounded by the hull's faces, each face fanned from its first vertex into
     * triangles and each triangle joined to a reference point (vertex 0) into a tetrahedron. For a
     * tetrahedron with edge vectors {@code a, b, c} from the reference point and
     * {@code D = a . (b x c)} (positive for the hull's outward counter-clockwise faces):
     * volume {@code D / 6}, first moment {@code D (a + b + c) / 24} and second moment
     * {@code integral(x x^T) = D / 120 (a a^T + b b^T + c c^T + (a+b+c)(a+b+c)^T)}. The signed sums
     * over all faces are exact integers in raw units; the central second moment is
     * {@code C = S2 / 120 - S1 S1^T / (96 sum D)} and {@code I = rho (trace(C) E - C)}.
     *
     * <p>Faces merged by the builder's near-coplanar rule may be slightly non-planar; the fan then
     * fixes which surface is meant (within an ulp-sized sliver of the vertices' hull).
     */
    static ExactMass hull(ConvexHull hull, Rational rho) {
        BigInteger rx = BigInteger.valueOf(hull.vertexX(0));
        BigInteger ry = BigInteger.valueOf(hull.vertexY(0));
        BigInteger rz = BigInteger.valueOf(hull.vertexZ(0));
        BigInteger sumD = BigInteger.ZERO;
        BigInteger[] s1 = {BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO};
        BigInteger[] s2 = {BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO, BigInteger.ZERO};
        BigInteger[] a = new BigInteger[3];
        BigInteger[] b = new BigInteger[3];
        BigInteger[] c = new BigInteger[3];
        BigInteger[] sum = new BigInteger[3];
        for (int f = 0; f < hull.faceCount(); f++) {
            int first = hull.faceFirstEdge(f);
            relative(hull, hull.halfEdgeOrigin(first), rx, ry, rz, a);
            int e = hull.halfEdgeNext(first);
            relative(hull, hull.halfEdgeOrigin(e), rx, ry, rz, c);
            for (int k = hull.faceVertexCount(f) - 2; k > 0; k--) {
                System.arraycopy(c, 0, b, 0, 3);
                e = hull.halfEdgeNext(e);
                relative(hull, hull.halfEdgeOrigin(e), rx, ry, rz, c);
                BigInteger det = a[0].multiply(b[1].multiply(c[2]).subtract(b[2].multiply(c[1])))
                        .add(a[1].multiply(b[2].multiply(c[0]).subtract(b[0].multiply(c[2]))))
                        .add(a[2].multiply(b[0].multiply(c[1]).subtract(b[1].multiply(c[0]))));
                sumD = sumD.add(det);
                for (int i = 0; i < 3; i++) {
                    sum[i] = a[i].add(b[i]).add(c[i]);
                    s1[i] = s1[i].add(det.multiply(sum[i]));
                }
                for (int q = 0; q < 6; q++) {
                    int i = ExactMass.ROW[q];
                    int j = ExactMass.COL[q];
                    BigInteger m = a[i].multiply(a[j]).add(b[i].multiply(b[j])).add(c[i].multiply(c[j]))
                            .add(sum[i].multiply(sum[j]));
                    s2[q] = s2[q].add(det.multiply(m));
                }
            }
        }
        if (sumD.signum() <= 0) {
            throw new IllegalArgumentException("hull has a non-positive volume (" + sumD + " / 6 raw^3); it is not a solid");
        }
        // real units: coordinates are raw / 2^32
        BigInteger scale3 = BigInteger.ONE.shiftLeft(96);
        BigInteger scale5 = BigInteger.ONE.shiftLeft(160);
        Rational volume = Rational.of(sumD, scale3.multiply(BigInteger.valueOf(6)));
        Rational[] centre = new Rational[3];
        BigInteger[] ref = {rx, ry, rz};
        BigInteger fourD = sumD.shiftLeft(2);
        for (int i = 0; i < 3; i++) {
            centre[i] = Rational.of(ref[i].multiply(fourD).add(s1[i]), fourD.shiftLeft(32));
        }
        Rational[] central = new Rational[6];
        BigInteger d96 = sumD.multiply(BigInteger.valueOf(96));
        for (int q = 0; q < 6; q++) {
            int i = ExactMass.ROW[q];
            int j = ExactMass.COL[q];
            // (S2 / 120 - S1_i S1_j / (96 sumD)) / 2^160, over the common denominator 480 sumD
            BigInteger num = s2[q].multiply(sumD).multiply(BigInteger.valueOf(4))
                    .subtract(s1[i].multiply(s1[j]).multiply(BigInteger.valueOf(5)));
            central[q] = Rational.of(num, d96.multiply(BigInteger.valueOf(5)).multiply(scale5));
        }
        Rational trace = central[0].add(central[1]).add(central[2]);
        Surd[] tensor = new Surd[6];
        for (int q = 0; q < 6; q++) {
            Rational entry = q < 3 ? trace.sub(central[q]) : central[q].negate();
            tensor[q] = Surd.rational(rho.mul(entry));
        }
        return new ExactMass(Surd.rational(rho.mul(volume)), centre, tensor);
    }

    private static void relative(ConvexHull hull, int v, BigInteger rx, BigInteger ry, BigInteger rz, BigInteger[] out) {
        out[0] = BigInteger.valueOf(hull.vertexX(v)).subtract(rx);
        out[1] = BigInteger.valueOf(hull.vertexY(v)).subtract(ry);
        out[2] = BigInteger.valueOf(hull.vertexZ(v)).subtract(rz);
    }

    static Rational[] point(Vec3 v) {
        return new Rational[] {Rational.fromRaw(v.x()), Rational.fromRaw(v.y()), Rational.fromRaw(v.z())};
    }
}
