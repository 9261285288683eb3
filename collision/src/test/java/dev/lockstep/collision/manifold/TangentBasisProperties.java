package dev.lockstep.collision.manifold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * {@link TangentBasis} against exact BigInteger arithmetic: for normals produced by
 * {@code VecMath.normalizeInto}, {@code (t1, t2, n)} is orthonormal and right-handed within
 * {@link TangentBasis#ORTHONORMAL_ERROR_ULPS}, and the same normal bits give the same tangent
 * bits. Directions mix arbitrary raw vectors with the awkward ones: axes, z = 0 exactly, z just
 * below zero, near -Z (the pole the construction moves away from).
 */
class TangentBasisProperties {
    private static final long SEED = 0x5EED_0003L;
    private static final BigInteger ONE_SQUARED = BigInteger.ONE.shiftLeft(64);
    private static final BigInteger BOUND = BigInteger.valueOf(TangentBasis.ORTHONORMAL_ERROR_ULPS).shiftLeft(32);

    private static Gen<long[]> directions() {
        Gen<Long> any = Generate.longRange(-Fixed.ONE, Fixed.ONE);
        Gen<Long> small = Generate.longRange(-64, 64);
        Gen<Long> edge = Generate.pick(java.util.List.of(0L, 1L, -1L, Fixed.ONE, -Fixed.ONE, Fixed.HALF, -Fixed.HALF));
        Gen<Long> component = any.mix(small, 30).mix(edge, 20);
        return component.zip(component, component, (x, y, z) -> new long[] {x, y, z})
                .map(v -> (v[0] | v[1] | v[2]) == 0 ? new long[] {0, 0, -1} : v);
    }

    @Test
    void seed003_basisIsOrthonormalWithinBound() {
        MutableVec3 n = new MutableVec3();
        MutableVec3 t1 = new MutableVec3();
        MutableVec3 t2 = new MutableVec3();
        int[] branches = new int[2];
        long[] worst = new long[1];
        qt().withFixedSeed(SEED).withExamples(20_000).forAll(directions()).checkAssert(v -> {
            VecMath.normalizeInto(v[0], v[1], v[2], n);
            TangentBasis.computeInto(n.x, n.y, n.z, t1, t2);
            branches[n.z >= 0 ? 0 : 1]++;
            String where = "n=" + n;
            within(dot(t1, t1).subtract(ONE_SQUARED), "t1.t1 - 1 " + where, worst);
            within(dot(t2, t2).subtract(ONE_SQUARED), "t2.t2 - 1 " + where, worst);
            within(dot(t1, t2), "t1.t2 " + where, worst);
            within(dot(t1, n), "t1.n " + where, worst);
            within(dot(t2, n), "t2.n " + where, worst);
            // t1 x t2 = n: each exact cross component (units 2^-64) against n (units 2^-32)
            within(cross(t1.y, t1.z, t2.y, t2.z).subtract(big(n.x).shiftLeft(32)), "cross.x " + where, worst);
            within(cross(t1.z, t1.x, t2.z, t2.x).subtract(big(n.y).shiftLeft(32)), "cross.y " + where, worst);
            within(cross(t1.x, t1.y, t2.x, t2.y).subtract(big(n.z).shiftLeft(32)), "cross.z " + where, worst);
        });
        assertTrue(branches[0] > 2_000 && branches[1] > 2_000, "both sign branches: " + branches[0] + "/" + branches[1]);
        System.out.println("TangentBasis worst error: " + worst[0] + " ulps (bound " + TangentBasis.ORTHONORMAL_ERROR_ULPS + ")");
    }

    @Test
    void seed003_sameNormal_sameTangents_acrossInstances() {
        qt().withFixedSeed(SEED).withExamples(2_000).forAll(directions()).checkAssert(v -> {
            MutableVec3 n = new MutableVec3();
            VecMath.normalizeInto(v[0], v[1], v[2], n);
            ContactManifold first = new ContactManifold();
            ContactManifold second = new ContactManifold();
            first.setNormal(n.x, n.y, n.z);
            second.setNormal(-n.x, -n.y, -n.z);
            second.swapAB();              // back to n through the swap path
            assertEquals(first.tangent1(), second.tangent1());
            assertEquals(first.tangent2(), second.tangent2());
        });
    }

    private static BigInteger big(long v) {
        return BigInteger.valueOf(v);
    }

    private static BigInteger dot(MutableVec3 a, MutableVec3 b) {
        return big(a.x).multiply(big(b.x)).add(big(a.y).multiply(big(b.y))).add(big(a.z).multiply(big(b.z)));
    }

    private static BigInteger cross(long ay, long az, long by, long bz) {
        return big(ay).multiply(big(bz)).subtract(big(az).multiply(big(by)));
    }

    private static void within(BigInteger errorTimes2To64, String what, long[] worst) {
        assertTrue(errorTimes2To64.abs().compareTo(BOUND) <= 0, what + ": error " + errorTimes2To64 + " / 2^64");
        long ulps = errorTimes2To64.abs().add(BigInteger.ONE.shiftLeft(32).subtract(BigInteger.ONE)).shiftRight(32).longValue();
        worst[0] = Math.max(worst[0], ulps);
    }
}
