package dev.lockstep.replay.internal.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.Test;

class Crc32cTest {
    @Test
    void crc32c_checkValueAndLevelDbMask() {
        CRC32C c = new CRC32C();
        byte[] check = "123456789".getBytes(StandardCharsets.US_ASCII);
        c.update(check);
        assertEquals(0xe3069283L, c.getValue()); // the CRC-32C check value (RFC 3720)
        int crc = (int) c.getValue();
        assertEquals(((crc >>> 15) | (crc << 17)) + 0xa282ead8, Crc32c.of(check, 0, check.length));
    }

    @Test
    void fragmentCrc_coversLengthTypeAndPayload() {
        byte[] payload = {9, 8, 7};
        int base = Crc32c.ofFragment(new CRC32C(), 3, LogFormat.FULL, payload, 0);
        assertEquals(base, Crc32c.of(new byte[] {3, 0, LogFormat.FULL, 9, 8, 7}, 0, 6));
        for (int type = 0; type < 256; type++) {
            if (type != LogFormat.FULL) {
                assert Crc32c.ofFragment(new CRC32C(), 3, type, payload, 0) != base;
            }
        }
    }
}
