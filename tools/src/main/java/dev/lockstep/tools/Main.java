package dev.lockstep.tools;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;

/** Entry point of the {@code lockstep} command. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 1 && args[0].equals("demo")) {
            long acc = Fixed.ONE;
            long h = 0xcbf29ce484222325L;
            for (int i = 1; i <= 100_000; i++) {
                acc = Fixed.add(Fixed.mul(acc, Fixed.sqrt(Fixed.fromInt(i % 97 + 1))) % (Fixed.ONE << 8), Fixed.ONE);
                h = (h ^ acc) * 0x100000001b3L;
            }
            System.out.println("demo: fixed-point workload, final value " + FixedFormat.toExactString(acc)
                    + ", hash " + String.format("%016x", h));
            return;
        }
        System.err.println("usage: lockstep demo");
        System.exit(2);
    }
}
