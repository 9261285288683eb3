package dev.lockstep.fixedpoint.examples;

// README-BEGIN
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.FixedOverflowException;
import dev.lockstep.fixedpoint.FixedTrig;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;

public final class FixedQuickStart {
    public static void main(String[] args) {
        long a = FixedFormat.parseExact("1.5");                   // raw 0x1_8000_0000: exact decimal in
        long b = Fixed.fromInt(2);
        System.out.println(FixedFormat.toExactString(Fixed.mul(a, b)));             // 3
        long third = Fixed.div(Fixed.ONE, Fixed.fromInt(3));    // one rounding, ties to even
        System.out.println(Long.toHexString(third) + " " + FixedFormat.toExactString(third));
        System.out.println(FixedFormat.toExactString(FixedTrig.sin(Fixed.HALF_PI))); // 1, exactly

        Quat quarterTurn = Quat.fromAxisAngle(Vec3.UNIT_Z, Fixed.HALF_PI);
        System.out.println(quarterTurn.rotate(Vec3.ofInts(1, 0, 0)));  // (0, 1, 0), exactly
        try {
            Fixed.mul(Fixed.fromInt(65536), Fixed.fromInt(65536));   // 2^32 is beyond Q31.32
        } catch (FixedOverflowException e) {
            System.out.println(e.getMessage());                 // names the operation and operands
        }
    }
}
// README-END
