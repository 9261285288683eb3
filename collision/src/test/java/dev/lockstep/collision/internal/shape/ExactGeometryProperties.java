package dev.lockstep.collision.internal.shape;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.core.RandomnessSource;
import org.quicktheories.impl.Constraint;

/**
 * The long filter of the builder's visibility test against the exact BigInteger sign, with
 * normals up to 2^97 and offsets up to 2^48 (the builder's worst case is below 2^96 and 2^47),
 * including near-zero heights where the filter must give up rather than guess.
 */
class ExactGeometryProperties {
    private static int decided;
    private static int undecided;

    static Gen<BigInteger[]> cases() {
        return (RandomnessSource in) -> {
            BigInteger[] c = new BigInteger[6];
            int bits = (int) in.next(Constraint.between(1, 97));
            for (int i = 0; i < 3; i++) {
                long hi = in.next(Constraint.none());
                long lo = in.next(Constraint.none());
                BigInteger v = BigInteger.valueOf(hi).shiftLeft(64).or(BigInteger.valueOf(lo).and(BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE)));
                c[i] = v.shiftRight(128 - bits);
            }
            long qBound = 1L << 48;
            for (int i = 0; i < 3; i++) {
                c[3 + i] = BigInteger.valueOf(in.next(Constraint.between(-qBound, qBound)) >> in.next(Constraint.between(0, 47)));
            }
            if (in.next(Constraint.between(0, 2)) == 0) {
                // n = q x w plus a few units: n . q is exactly tiny, the filter's hard case
                BigInteger[] q = {c[3], c[4], c[5]};
                BigInteger[] w = new BigInteger[3];
                for (int i = 0; i < 3; i++) {
                    w[i] = BigInteger.valueOf(in.next(Constraint.between(-qBound, qBound)));
                }
                BigInteger[] n = ExactGeometry.cross(q, w);
                for (int i = 0; i < 3; i++) {
                    c[i] = n[i].add(BigInteger.valueOf(in.next(Constraint.between(-3, 3))));
                }
            }
            return c;
        };
    }

    @Test
    void filteredSign_agreesWithExactSignWhenItDecides() {
        qt().withFixedSeed(0x5EED_0003_F117L).withExamples(20000).forAll(cases()).checkAssert(c -> {
            BigInteger[] n = {c[0], c[1], c[2]};
            int shift = ExactGeometry.filterShift(n);
            int sign = ExactGeometry.filteredSign(n[0].shiftRight(shift).longValueExact(), n[1].shiftRight(shift).longValueExact(),
                    n[2].shiftRight(shift).longValueExact(), shift, c[3].longValueExact(), c[4].longValueExact(), c[5].longValueExact());
            int exact = ExactGeometry.dot(n, new BigInteger[] {c[3], c[4], c[5]}).signum();
            if (sign == ExactGeometry.UNDECIDED) {
                undecided++;
                assertTrue(shift > 0, "undecided without a shift");
            } else {
                decided++;
                assertEquals(exact, sign);
            }
        });
        assertTrue(decided > undecided && undecided > decided / 10, "decided " + decided + ", undecided " + undecided);
    }
}
