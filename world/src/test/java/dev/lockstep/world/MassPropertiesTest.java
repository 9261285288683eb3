package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import org.junit.jupiter.api.Test;

/** Known closed forms, exact raw values (each expected value is the closed form rounded once, ties to even). */
class MassPropertiesTest {
    private static final long ONE = Fixed.ONE;
    private static final long HALF = Fixed.HALF;

    /** {@code round(num / den * 2^32)}, ties to even. */
    static long raw(long num, long den) {
        return new BigDecimal(BigInteger.valueOf(num).shiftLeft(32)).divide(BigDecimal.valueOf(den), 0, RoundingMode.HALF_EVEN)
                .longValueExact();
    }

    /** {@code round(num / den * PI_raw)}: a rational multiple of the raw pi constant. */
    static long piRaw(long num, long den) {
        return new BigDecimal(BigInteger.valueOf(Fixed.PI).multiply(BigInteger.valueOf(num)))
                .divide(BigDecimal.valueOf(den), 0, RoundingMode.HALF_EVEN).longValueExact();
    }

    private static MassData box(long hx, long hy, long hz, Transform local) {
        return MassProperties.of(ConvexHull.box(new Vec3(hx, hy, hz)), local, ONE);
    }

    @Test
    void unitBoxHasMassOneAndASixthOnTheDiagonal() {
        MassData m = box(HALF, HALF, HALF, Transform.IDENTITY);
        // 1/6 = 0x2AAA_AAAA.AB raw -> 0x2AAA_AAAB
        assertEquals(new MassData(ONE, 0, 0, 0, 0x2AAA_AAABL, 0x2AAA_AAABL, 0x2AAA_AAABL, 0, 0, 0), m);
    }

    @Test
    void oneByTwoByThreeBox() {
        MassData m = box(HALF, ONE, 3 * HALF, Transform.IDENTITY);
        // m = 6; ixx = 6 (4 + 9) / 12 = 6.5, iyy = 6 (1 + 9) / 12 = 5, izz = 6 (1 + 4) / 12 = 2.5
        assertEquals(new MassData(6 * ONE, 0, 0, 0, 13 * HALF, 5 * ONE, 5 * HALF, 0, 0, 0), m);
    }

    @Test
    void densityScalesMassAndInertia() {
        MassData m = MassProperties.of(ConvexHull.box(new Vec3(HALF, ONE, 3 * HALF)), Transform.IDENTITY, 1000 * ONE);
        assertEquals(new MassData(6000 * ONE, 0, 0, 0, 6500 * ONE, 5000 * ONE, 2500 * ONE, 0, 0, 0), m);
    }

    @Test
    void offCentreBoxKeepsItsTensorAboutItsCentre() {
        Vec3 at = new Vec3(ONE, -2 * ONE, 3 * ONE + 5);
        MassData m = MassProperties.of(ConvexHull.box(new Vec3(HALF, ONE, 3 * HALF)), Transform.translation(at), ONE);
        assertEquals(new MassData(6 * ONE, ONE, -2 * ONE, 3 * ONE + 5, 13 * HALF, 5 * ONE, 5 * HALF, 0, 0, 0), m);
    }

    @Test
    void boxRotatedAQuarterTurnAboutZSwapsXAndY() {
        // q = (1, 0, 0, 1) unnormalised: the exact rotation is 90 degrees about z
        Transform quarter = Transform.of(new Quat(ONE, 0, 0, ONE), Vec3.ZERO);
        assertEquals(new MassData(6 * ONE, 0, 0, 0, 5 * ONE, 13 * HALF, 5 * HALF, 0, 0, 0),
                box(HALF, ONE, 3 * HALF, quarter));
    }

    @Test
    void boxRotatedByAThreeFourFiveRotationGetsProductsOfInertia() {
        // q = (2, 0, 0, 1): cos = 3/5, sin = 4/5 about z. R diag(6.5, 5, 2.5) R^T:
        // xx = 9/25 6.5 + 16/25 5 = 138.5/25, yy = 16/25 6.5 + 9/25 5 = 149/25, xy = 12/25 (6.5 - 5) = 18/25
        Vec3 p = new Vec3(7 * ONE, 0, -ONE);
        Transform t = Transform.of(new Quat(2 * ONE, 0, 0, ONE), p);
        MassData m = MassProperties.of(ConvexHull.box(new Vec3(HALF, ONE, 3 * HALF)), t, ONE);
        assertEquals(new MassData(6 * ONE, 7 * ONE, 0, -ONE, raw(277, 50), raw(149, 25), 5 * HALF, raw(18, 25), 0, 0), m);
    }

    @Test
    void unitSphere() {
        // m = 4/3 pi, I = 2/5 m r^2 = 8/15 pi (pi = Fixed.PI / 2^32, both exact multiples of the raw constant)
        MassData m = MassProperties.of(Sphere.of(ONE), Transform.IDENTITY, ONE);
        assertEquals(0x4_3054_8E0CL, m.mass());  // 17990716940 = 4 * 0x3_243F_6A89 / 3
        assertEquals(piRaw(4, 3), m.mass());
        long i = piRaw(8, 15);
        assertEquals(new MassData(piRaw(4, 3), 0, 0, 0, i, i, i, 0, 0, 0), m);
    }

    @Test
    void sphereCentreIsMovedByTheLocalTransform() {
        Sphere s = new Sphere(new Vec3(ONE, 0, 0), HALF);
        Transform t = Transform.of(new Quat(ONE, 0, 0, ONE), new Vec3(0, 0, 2 * ONE));
        MassData m = MassProperties.of(s, t, ONE);
        // centre (1,0,0) rotated a quarter turn about z -> (0,1,0), then + (0,0,2); m = 4/3 pi / 8, I = 8/15 pi / 32
        long i = piRaw(8, 15 * 32);
        assertEquals(new MassData(piRaw(4, 24), 0, ONE, 2 * ONE, i, i, i, 0, 0, 0), m);
    }

    @Test
    void capsuleAlongEachAxis() {
        // r = 1, L = 2: m = pi (2 + 4/3) = 10/3 pi; I_axial = pi (8/15 + 1) = 23/15 pi;
        // I_perp = cylinder 2 pi (1/4 + 4/12) + caps 4/3 pi (2/5 + 1 + 3/4) = 7/6 pi + 43/15 pi = 121/30 pi
        long mass = piRaw(10, 3);
        long axial = piRaw(23, 15);
        long perp = piRaw(121, 30);
        Vec3[] ends = {new Vec3(ONE, 0, 0), new Vec3(0, ONE, 0), new Vec3(0, 0, ONE)};
        for (int axis = 0; axis < 3; axis++) {
            Capsule c = new Capsule(ends[axis].neg(), ends[axis], ONE);
            MassData m = MassProperties.of(c, Transform.IDENTITY, ONE);
            assertEquals(new MassData(mass, 0, 0, 0, axis == 0 ? axial : perp, axis == 1 ? axial : perp,
                    axis == 2 ? axial : perp, 0, 0, 0), m, "axis " + axis);
        }
    }

    @Test
    void capsuleWithCoincidentEndsIsASphere() {
        Vec3 c = new Vec3(ONE, 2 * ONE, 3 * ONE);
        MassData capsule = MassProperties.of(new Capsule(c, c, ONE), Transform.IDENTITY, ONE);
        assertEquals(MassProperties.of(new Sphere(c, ONE), Transform.IDENTITY, ONE), capsule);
    }

    @Test
    void cornerTetrahedronMatchesItsKnownTensor() {
        // (0,0,0), (1,0,0), (0,1,0), (0,0,1): m = 1/6, centroid 1/4, about the centroid
        // ixx = iyy = izz = 3/80 m (1 + 1) = 1/80 and ixy = ixz = iyz = +m/80 = 1/480
        ConvexHull t = ConvexHull.tetrahedron(Vec3.ZERO, Vec3.UNIT_X, Vec3.UNIT_Y, Vec3.UNIT_Z);
        MassData m = MassProperties.of(t, Transform.IDENTITY, ONE);
        long q = ONE / 4;
        assertEquals(new MassData(raw(1, 6), q, q, q, raw(1, 80), raw(1, 80), raw(1, 80), raw(1, 480), raw(1, 480),
                raw(1, 480)), m);
    }

    @Test
    void combineAppliesTheParallelAxisTheorem() {
        // two unit cubes side by side along x = a 2x1x1 box: m = 2, ixx = 2 (1 + 1) / 12, iyy = izz = 2 (4 + 1) / 12
        MassData left = box(HALF, HALF, HALF, Transform.translation(new Vec3(-HALF, 0, 0)));
        MassData right = box(HALF, HALF, HALF, Transform.translation(new Vec3(HALF, 0, 0)));
        MassData both = MassProperties.combine(new MassData[] {left, right, null}, 2);
        // combine starts from the parts' rounded 1/6 (0x2AAA_AAAB): ixx = 2 * that, iyy = 2 * that + 2 * 1/4
        long sixth = 0x2AAA_AAABL;
        assertEquals(new MassData(2 * ONE, 0, 0, 0, 2 * sixth, 2 * sixth + HALF, 2 * sixth + HALF, 0, 0, 0), both);
    }

    @Test
    void combineOfOnePartIsThatPart() {
        MassData m = box(HALF, ONE, 3 * HALF, Transform.of(new Quat(2 * ONE, ONE, 0, ONE), new Vec3(ONE, 2, 3)));
        assertEquals(m, MassProperties.combine(new MassData[] {m}, 1));
    }

    @Test
    void combineRejectsNoPartsAndZeroMass() {
        MassData zero = new MassData(0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
        assertThrows(IllegalArgumentException.class, () -> MassProperties.combine(new MassData[] {zero}, 0));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MassProperties.combine(new MassData[] {zero, zero}, 2));
        assertTrue(e.getMessage().contains("zero total mass"), e.getMessage());
    }

    @Test
    void inverseMassIsRoundedOnce() {
        assertEquals(ONE, MassProperties.inverseMass(new MassData(ONE, 0, 0, 0, 0, 0, 0, 0, 0, 0)));
        // 1/3 = 0x5555_5555.55 raw -> 0x5555_5555
        assertEquals(0x5555_5555L, MassProperties.inverseMass(new MassData(3 * ONE, 0, 0, 0, 0, 0, 0, 0, 0, 0)));
        // 1/(2^-20) = 2^20 exactly
        assertEquals(ONE << 20, MassProperties.inverseMass(new MassData(1L << 12, 0, 0, 0, 0, 0, 0, 0, 0, 0)));
        assertThrows(IllegalArgumentException.class, () -> MassProperties.inverseMass(new MassData(0, 0, 0, 0, 0, 0, 0, 0, 0, 0)));
    }

    @Test
    void inverseOfADiagonalTensorIsTheReciprocals() {
        long[] out = new long[6];
        MassProperties.inverseInertia(new MassData(ONE, 0, 0, 0, 2 * ONE, 4 * ONE, 3 * ONE, 0, 0, 0), out);
        assertArrayEquals(new long[] {HALF, ONE / 4, 0x5555_5555L, 0, 0, 0}, out);
    }

    @Test
    void inverseOfACoupledTensor() {
        // [[2,1,0],[1,2,0],[0,0,1]]^-1 = [[2/3,-1/3,0],[-1/3,2/3,0],[0,0,1]]
        long[] out = new long[6];
        MassProperties.inverseInertia(new MassData(ONE, 0, 0, 0, 2 * ONE, 2 * ONE, ONE, ONE, 0, 0), out);
        assertArrayEquals(new long[] {raw(2, 3), raw(2, 3), ONE, raw(-1, 3), 0, 0}, out);
    }

    @Test
    void inverseOfASingularTensorIsRejected() {
        long[] out = new long[6];
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MassProperties.inverseInertia(new MassData(ONE, 0, 0, 0, ONE, ONE, ONE, ONE, 0, 0), out));
        assertTrue(e.getMessage().contains("not positive definite"), e.getMessage());
        assertArrayEquals(new long[6], out);
    }

    @Test
    void principalMomentsOfACoupledTensorAreExact() {
        // eigenvalues of [[2,1,0],[1,2,0],[0,0,1]] are 1, 1, 3 (exact, so floor and ceil are exact too)
        MassData m = new MassData(ONE, 0, 0, 0, 2 * ONE, 2 * ONE, ONE, ONE, 0, 0);
        assertEquals(BigInteger.valueOf(ONE), MassProperties.smallestPrincipalMomentFloor(m));
        assertEquals(BigInteger.valueOf(3 * ONE), MassProperties.largestPrincipalMomentCeil(m));
        // [[2,1,0],[1,2,0],[0,0,5]] without the 1: smallest is 1, largest 5
        MassData n = new MassData(ONE, 0, 0, 0, 2 * ONE, 2 * ONE, 5 * ONE, -ONE, 0, 0);
        assertEquals(BigInteger.valueOf(ONE), MassProperties.smallestPrincipalMomentFloor(n));
        assertEquals(BigInteger.valueOf(5 * ONE), MassProperties.largestPrincipalMomentCeil(n));
    }

    @Test
    void zeroRotationQuaternionIsRejected() {
        Transform bad = Transform.of(new Quat(0, 0, 0, 0), Vec3.ZERO);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> MassProperties.of(Sphere.of(ONE), bad, ONE));
        assertTrue(e.getMessage().contains("zero rotation quaternion"), e.getMessage());
    }
}
