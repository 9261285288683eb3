package dev.lockstep.tools.scenario;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.replay.TickInputs;
import org.junit.jupiter.api.Test;

/** The byte-to-axis thrust table the scenarios share: which byte pushes which axis, by how much, for whom. */
class SteeringTest {
    /** 2^-4 units/s per input unit (raw 0x1000_0000 = 268435456). */
    private static final long THRUST = Fixed.ONE >> 4;

    @Test
    void eachByteThrustsItsAxis_relativeTo128() {
        Steering xzy = Steering.of(Steering.X, THRUST, Steering.Z, THRUST, Steering.Y, THRUST >> 1);
        long[] vx = new long[2];
        long[] vy = new long[2];
        long[] vz = new long[2];
        TickInputs in = new TickInputs(2);
        in.set(1, new byte[]{(byte) 130, (byte) 127, (byte) 0});
        xzy.apply(in, 2, vx, vy, vz);
        assertArrayEquals(new long[]{0, 0x2000_0000L}, vx);                 // +2 * 2^-4 = 0.125 (536870912)
        assertArrayEquals(new long[]{0, -0x1000_0000L}, vz);                // -1 * 2^-4 (-268435456)
        assertArrayEquals(new long[]{0, -0x4_0000_0000L}, vy);              // -128 * 2^-5 = -4 (-17179869184)
    }

    @Test
    void missingBytesMeanNoThrust_extraBytesAndPlayersAreIgnored() {
        Steering xyz = Steering.of(Steering.X, THRUST, Steering.Y, THRUST, Steering.Z, THRUST);
        long[] vx = {5, 5};
        long[] vy = {5, 5};
        long[] vz = {5, 5};
        TickInputs in = new TickInputs(2, 8);
        in.set(0, new byte[]{(byte) 129});                                   // x only
        in.set(1, new byte[]{(byte) 129, (byte) 129, (byte) 129, (byte) 200}); // player 1 is beyond players = 1
        xyz.apply(in, 1, vx, vy, vz);
        assertArrayEquals(new long[]{5 + THRUST, 5}, vx);
        assertArrayEquals(new long[]{5, 5}, vy);
        assertArrayEquals(new long[]{5, 5}, vz);
        assertEquals(3, xyz.inputBytes());
    }

    @Test
    void unknownAxis_isRejected() {
        assertThrows(IllegalArgumentException.class, () -> Steering.of(Steering.X, THRUST, 3, THRUST, Steering.Z, THRUST));
    }
}
