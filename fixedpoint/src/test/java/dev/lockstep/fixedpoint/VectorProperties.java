package dev.lockstep.fixedpoint;

import static dev.lockstep.fixedpoint.Oracle.big;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.math.BigDecimal;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * Vec3, VecMath, Quat, Mat3 and Transform against exact or high-precision oracles: cross and
 * matrix products bit-exact, normalize within 1 ulp per component, rotations and transform round
 * trips within the bounds documented in fixedpoint/docs/numeric-contract.md ("Vectors, quaternions, matrices, transforms").
 */
class VectorProperties {
    private static final long SEED = 0x0EC7_0123L;
    /** Rotation error per unit of |v|_1 in ulps (plus the final 0.5 ulp rounding); README bound. */
    static final int ROTATE_ULPS_PER_UNIT = 4;
    /** Transform round-trip error per unit of (|v|_1 + |p|_1) in ulps, plus 2 ulp; README bound. */
    static final int ROUND_TRIP_ULPS_PER_UNIT = 8;

    static Gen<Vec3> vectors(Gen<Long> g) {
        Gen<long[]> a = FixedGenerators.arrays(g, 3);
        return in -> {
            long[] v = a.generate(in);
            return new Vec3(v[0], v[1], v[2]);
        };
    }

    /** Unit quaternions: normalised from random components up to 2^4 in value. */
    static Gen<Quat> unitQuats() {
        Gen<long[]> a = FixedGenerators.arrays(FixedGenerators.within(1L << 36), 4);
        return in -> {
            long[] v = a.generate(in);
            if ((v[0] | v[1] | v[2] | v[3]) == 0) {
                return Quat.IDENTITY;
            }
            return new Quat(v[0], v[1], v[2], v[3]).normalize();
        };
    }

    @Test
    void normalizeQuatIntoGivesTheBitsOfQuatNormalize() {
        qt().withFixedSeed(SEED).withExamples(3000).forAll(FixedGenerators.arrays(FixedGenerators.raws(), 4))
                .assuming(v -> (v[0] | v[1] | v[2] | v[3]) != 0).checkAssert(v -> {
                    Quat q = new Quat(v[0], v[1], v[2], v[3]).normalize();
                    long[] out = new long[5];
                    VecMath.normalizeQuatInto(v[0], v[1], v[2], v[3], out, 1);
                    assertEquals(q, new Quat(out[1], out[2], out[3], out[4]));
                });
    }

    @Test
    void crossIsExactMulSubMulPerComponent() {
        qt().withFixedSeed(SEED).withExamples(3000).forAll(vectors(FixedGenerators.within(1L << 46)),
                vectors(FixedGenerators.within(1L << 46))).checkAssert((a, b) -> {
                    Vec3 c = a.cross(b);
                    assertEquals(Oracle.shiftRound32(big(a.y()).multiply(big(b.z())).subtract(big(a.z()).multiply(big(b.y())))).longValueExact(), c.x());
                    assertEquals(Oracle.shiftRound32(big(a.z()).multiply(big(b.x())).subtract(big(a.x()).multiply(big(b.z())))).longValueExact(), c.y());
                    assertEquals(Oracle.shiftRound32(big(a.x()).multiply(big(b.y())).subtract(big(a.y()).multiply(big(b.x())))).longValueExact(), c.z());
                    MutableVec3 out = new MutableVec3();
                    VecMath.crossInto(a.x(), a.y(), a.z(), b.x(), b.y(), b.z(), out);
                    assertTrue(out.sameBits(c));
                    assertEquals(Fixed.dot3(a.x(), a.y(), a.z(), b.x(), b.y(), b.z()), a.dot(b));
                });
    }

    @Test
    void normalizeIsWithinOneUlpPerComponent() {
        qt().withFixedSeed(SEED).withExamples(3000).forAll(vectors(FixedGenerators.raws()))
                .assuming(v -> !v.isZero()).checkAssert(v -> {
                    Vec3 n = v.normalize();
                    BigDecimal len = new BigDecimal(big(v.x()).pow(2).add(big(v.y()).pow(2)).add(big(v.z()).pow(2))).sqrt(Oracle.MC);
                    long[] got = {n.x(), n.y(), n.z()};
                    long[] in = {v.x(), v.y(), v.z()};
                    for (int i = 0; i < 3; i++) {
                        BigDecimal exact = new BigDecimal(in[i]).divide(len, Oracle.MC);
                        BigDecimal err = Oracle.ulpError(got[i], exact);
                        assertTrue(err.compareTo(BigDecimal.ONE) <= 0, () -> "normalize" + v + " = " + n + " error " + err);
                    }
                    MutableVec3 out = new MutableVec3();
                    VecMath.normalizeInto(v.x(), v.y(), v.z(), out);
                    assertTrue(out.sameBits(n));
                });
    }

    @Test
    void reciprocalDivisionGivesTheSameBitsAsFixedDiv() {
        org.quicktheories.core.Gen<Long> lens = org.quicktheories.generators.Generate.frequency(
                org.quicktheories.api.Pair.of(1, org.quicktheories.generators.Generate.pick(java.util.List.of(
                        1L << 61, (1L << 61) + 1, (1L << 62) - 1, 1L << 62, Long.MAX_VALUE - 1))),
                org.quicktheories.api.Pair.of(4, org.quicktheories.generators.Generate.longRange(1L << 61, Long.MAX_VALUE - 1)));
        int[] ties = new int[1];
        qt().withFixedSeed(SEED).withExamples(20000).forAll(lens, FixedGenerators.within((1L << 62) - 1),
                org.quicktheories.generators.Generate.longRange(0, (1L << 29) - 1)).checkAssert((len, c, odd) -> {
                    long inv = Normalization.reciprocal(len);
                    long cc = Math.abs(c) > len ? c % len : c;
                    assertEquals(Normalization.divide(cc, len), Normalization.divide(cc, len, inv), () -> "divide(" + cc + ", " + len + ")");
                    // an exact tie: len = 2^33 m (m odd), c = (2q + 1) m gives c * 2^32 / len = q + 1/2
                    long m = (1L << 28) | (odd << 1) | 1;
                    long tieLen = m << 33;
                    long tieC = (2 * (odd & 0xFFFF) + 1) * m;
                    long tieInv = Normalization.reciprocal(tieLen);
                    assertEquals(Normalization.divide(tieC, tieLen), Normalization.divide(tieC, tieLen, tieInv));
                    assertEquals(Normalization.divide(-tieC, tieLen), Normalization.divide(-tieC, tieLen, tieInv));
                    ties[0]++;
                });
        assertTrue(ties[0] > 0);
    }

    @Test
    void quatNormalizeIsWithinOneUlpPerComponent() {
        Gen<long[]> comps = FixedGenerators.arrays(FixedGenerators.raws(), 4);
        qt().withFixedSeed(SEED).withExamples(3000).forAll(comps).assuming(c -> (c[0] | c[1] | c[2] | c[3]) != 0)
                .checkAssert(c -> {
                    Quat q = new Quat(c[0], c[1], c[2], c[3]).normalize();
                    BigInteger s = BigInteger.ZERO;
                    for (long x : c) {
                        s = s.add(big(x).pow(2));
                    }
                    BigDecimal len = new BigDecimal(s).sqrt(Oracle.MC);
                    long[] got = {q.w(), q.x(), q.y(), q.z()};
                    for (int i = 0; i < 4; i++) {
                        BigDecimal err = Oracle.ulpError(got[i], new BigDecimal(c[i]).divide(len, Oracle.MC));
                        assertTrue(err.compareTo(BigDecimal.ONE) <= 0, () -> q + " error " + err);
                    }
                });
    }

    @Test
    void quatMultiplyIsExactFourTermSumsRoundedOnce() {
        qt().withFixedSeed(SEED).withExamples(3000).forAll(unitQuats(), unitQuats()).checkAssert((a, b) -> {
            Quat p = a.multiply(b);
            BigInteger w = big(a.w()).multiply(big(b.w())).subtract(big(a.x()).multiply(big(b.x())))
                    .subtract(big(a.y()).multiply(big(b.y()))).subtract(big(a.z()).multiply(big(b.z())));
            BigInteger x = big(a.w()).multiply(big(b.x())).add(big(a.x()).multiply(big(b.w())))
                    .add(big(a.y()).multiply(big(b.z()))).subtract(big(a.z()).multiply(big(b.y())));
            BigInteger y = big(a.w()).multiply(big(b.y())).subtract(big(a.x()).multiply(big(b.z())))
                    .add(big(a.y()).multiply(big(b.w()))).add(big(a.z()).multiply(big(b.x())));
            BigInteger z = big(a.w()).multiply(big(b.z())).add(big(a.x()).multiply(big(b.y())))
                    .subtract(big(a.y()).multiply(big(b.x()))).add(big(a.z()).multiply(big(b.w())));
            assertEquals(new Quat(Oracle.shiftRound32(w).longValueExact(), Oracle.shiftRound32(x).longValueExact(),
                    Oracle.shiftRound32(y).longValueExact(), Oracle.shiftRound32(z).longValueExact()), p);
        });
    }

    /** Exact rotation of v by q/|q| in BigDecimal: v + 2w (u x v) + 2 u x (u x v). */
    static BigDecimal[] exactRotate(Quat q, Vec3 v) {
        BigInteger s = big(q.w()).pow(2).add(big(q.x()).pow(2)).add(big(q.y()).pow(2)).add(big(q.z()).pow(2));
        BigDecimal len = new BigDecimal(s).sqrt(Oracle.MC);
        BigDecimal w = new BigDecimal(q.w()).divide(len, Oracle.MC);
        BigDecimal[] u = {new BigDecimal(q.x()).divide(len, Oracle.MC), new BigDecimal(q.y()).divide(len, Oracle.MC),
            new BigDecimal(q.z()).divide(len, Oracle.MC)};
        BigDecimal[] p = {Oracle.value(v.x()), Oracle.value(v.y()), Oracle.value(v.z())};
        BigDecimal[] t = cross(u, p);
        BigDecimal[] tt = cross(u, t);
        BigDecimal two = BigDecimal.valueOf(2);
        BigDecimal[] r = new BigDecimal[3];
        for (int i = 0; i < 3; i++) {
            r[i] = p[i].add(two.multiply(w).multiply(t[i])).add(two.multiply(tt[i]), Oracle.MC);
        }
        return r;
    }

    private static BigDecimal[] cross(BigDecimal[] a, BigDecimal[] b) {
        return new BigDecimal[] {a[1].multiply(b[2]).subtract(a[2].multiply(b[1]), Oracle.MC),
            a[2].multiply(b[0]).subtract(a[0].multiply(b[2]), Oracle.MC),
            a[0].multiply(b[1]).subtract(a[1].multiply(b[0]), Oracle.MC)};
    }

    static BigDecimal l1(Vec3 v) {
        return Oracle.value(v.x()).abs().add(Oracle.value(v.y()).abs()).add(Oracle.value(v.z()).abs());
    }

    @Test
    void rotateIsWithinDocumentedBound() {
        qt().withFixedSeed(SEED).withExamples(2000).forAll(unitQuats(), vectors(FixedGenerators.within(1L << 50)))
                .checkAssert((q, v) -> {
                    Vec3 r = q.rotate(v);
                    assertEquals(Mat3.fromQuat(q).transform(v), r, () -> "rotate is fromQuat then transform: " + q + " " + v);
                    BigDecimal[] exact = exactRotate(q, v);
                    BigDecimal bound = new BigDecimal("0.5").add(l1(v).multiply(BigDecimal.valueOf(ROTATE_ULPS_PER_UNIT)));
                    long[] got = {r.x(), r.y(), r.z()};
                    for (int i = 0; i < 3; i++) {
                        BigDecimal err = Oracle.ulpError(got[i], exact[i]);
                        assertTrue(err.compareTo(bound) <= 0, () -> "rotate " + q + " " + v + " error " + err + " > " + bound);
                    }
                });
    }

    @Test
    void transformInverseUndoesApplyWithinDocumentedBound() {
        qt().withFixedSeed(SEED).withExamples(2000).forAll(unitQuats(), vectors(FixedGenerators.within(1L << 46)),
                vectors(FixedGenerators.within(1L << 46))).checkAssert((q, p, v) -> {
                    Transform t = Transform.of(q, p);
                    Vec3 world = t.applyToPoint(v);
                    Vec3 back = t.inverseApplyToPoint(world);
                    Vec3 viaInverse = t.inverse().applyToPoint(world);
                    BigDecimal bound = BigDecimal.valueOf(2).add(l1(v).add(l1(p)).multiply(BigDecimal.valueOf(ROUND_TRIP_ULPS_PER_UNIT)));
                    for (Vec3 b : new Vec3[] {back, viaInverse}) {
                        long[] got = {b.x(), b.y(), b.z()};
                        long[] want = {v.x(), v.y(), v.z()};
                        for (int i = 0; i < 3; i++) {
                            BigDecimal err = BigDecimal.valueOf(Math.abs(got[i] - want[i]));
                            assertTrue(err.compareTo(bound) <= 0, () -> t + " on " + v + " came back as " + b + " (bound " + bound + ")");
                        }
                    }
                    MutableVec3 out = new MutableVec3();
                    t.applyToPointInto(v.x(), v.y(), v.z(), out);
                    assertTrue(out.sameBits(world));
                    t.inverseApplyToPointInto(world.x(), world.y(), world.z(), out);
                    assertTrue(out.sameBits(back));
                });
    }

    @Test
    void composeMatchesApplyingInTurnWithinDocumentedBound() {
        qt().withFixedSeed(SEED).withExamples(1500).forAll(unitQuats(), unitQuats(), vectors(FixedGenerators.within(1L << 44)),
                vectors(FixedGenerators.within(1L << 44))).checkAssert((qa, qb, p, v) -> {
                    Transform a = Transform.of(qa, p);
                    Transform b = Transform.of(qb, v);
                    Vec3 once = a.compose(b).applyToPoint(v);
                    Vec3 twice = a.applyToPoint(b.applyToPoint(v));
                    long bound = 4 + (2 * ROUND_TRIP_ULPS_PER_UNIT) * (Math.abs(v.x()) + Math.abs(v.y()) + Math.abs(v.z())
                            + Math.abs(p.x()) + Math.abs(p.y()) + Math.abs(p.z())) / Fixed.ONE;
                    assertTrue(Math.abs(once.x() - twice.x()) <= bound && Math.abs(once.y() - twice.y()) <= bound
                            && Math.abs(once.z() - twice.z()) <= bound, () -> once + " vs " + twice + " bound " + bound);
                });
    }

    @Test
    void mat3TransformIsExactDotPerRow() {
        qt().withFixedSeed(SEED).withExamples(2000).forAll(unitQuats(), vectors(FixedGenerators.within(1L << 50))).checkAssert((q, v) -> {
            Mat3 m = Mat3.fromQuat(q);
            Vec3 r = m.transform(v);
            assertEquals(Fixed.dot3(m.m00(), m.m01(), m.m02(), v.x(), v.y(), v.z()), r.x());
            assertEquals(m.transpose().transform(v), m.transposeTransform(v));
            assertEquals(r, Transform.of(q, Vec3.ZERO).applyToVector(v));
        });
    }
}
