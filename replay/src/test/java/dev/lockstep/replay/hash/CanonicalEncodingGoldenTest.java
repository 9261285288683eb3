package dev.lockstep.replay.hash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lockstep.replay.testing.Golden;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * Pins the canonical encoding and its hashes byte for byte, so that a port in another language can
 * check itself against {@code golden/replay/canonical-encoding-v1.txt}, and so that no change of the
 * byte stream goes unnoticed.
 */
class CanonicalEncodingGoldenTest {
    private static final String[] PARTS = {"world", "bodies"};

    /** A small fixed state: part-level fields, two bodies, a blob, negative and extreme values. */
    static void fixture(StateSink out) {
        out.beginPart("world");
        out.field("tick", 42);
        out.blob("note", new byte[] {1, 2, 3}, 0, 3);
        out.beginPart("bodies");
        out.body(3);
        out.field("px", 0x0000_0001_8000_0000L); // 1.5
        out.field("vx", -0x0000_0000_4000_0000L); // -0.25
        out.body(10);
        out.field("px", Long.MIN_VALUE);
        out.field("vx", Long.MAX_VALUE);
    }

    @Test
    void fnv1a64_knownVectors() {
        assertEquals(0xcbf29ce484222325L, Fnv1a64.hash(new byte[0]));
        assertEquals(0xaf63dc4c8601ec8cL, Fnv1a64.hash("a".getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
        assertEquals(0x85944171f73967e8L, Fnv1a64.hash("foobar".getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
    }

    @Test
    void encodingAndHashes_matchGolden() {
        CanonicalEncoder enc = new CanonicalEncoder(PARTS, 1 << 16);
        int n = enc.encode(CanonicalEncodingGoldenTest::fixture);
        StateHasher hasher = new StateHasher(PARTS);
        long hash = hasher.hash(CanonicalEncodingGoldenTest::fixture);
        assertEquals(Fnv1a64.hash(enc.buffer(), 0, n), hash, "hasher and encoder agree");
        String text = "# canonical state encoding v" + CanonicalEncoding.VERSION + " (replay/README.md, 'Canonical encoding')\n"
                + "# fixture: CanonicalEncodingGoldenTest.fixture\n"
                + "bytes " + HexFormat.of().formatHex(enc.toByteArray()) + "\n"
                + String.format("state_hash %016x%n", hash)
                + String.format("part_hash world %016x%n", hasher.partHash(0))
                + String.format("part_hash bodies %016x%n", hasher.partHash(1));
        Golden.assertText("golden/replay/canonical-encoding-v1.txt", text);
    }

    @Test
    void orderRules_areEnforced() {
        StateHasher h = new StateHasher(PARTS);
        assertThrows(CanonicalFormatException.class, () -> h.hash(out -> {
            out.beginPart("world");
            out.beginPart("bodies");
            out.body(2);
            out.body(2);
        }));
        assertThrows(CanonicalFormatException.class, () -> h.hash(out -> out.beginPart("bodies")));
        assertThrows(CanonicalFormatException.class, () -> h.hash(out -> out.beginPart("world")));
        assertThrows(CanonicalFormatException.class, () -> h.hash(out -> {
            out.beginPart("world");
            out.field("bad name", 1);
        }));
    }

    @Test
    void diff_namesBodyAndFieldWithBits() {
        CanonicalEncoder a = new CanonicalEncoder(PARTS, 1 << 16);
        byte[] expected = copy(a, CanonicalEncodingGoldenTest::fixture);
        byte[] actual = copy(a, out -> {
            out.beginPart("world");
            out.field("tick", 42);
            out.blob("note", new byte[] {1, 2, 3}, 0, 3);
            out.beginPart("bodies");
            out.body(3);
            out.field("px", 0x0000_0001_8000_0000L);
            out.field("vx", -0x0000_0000_4000_0001L);
            out.body(10);
            out.field("px", Long.MIN_VALUE);
            out.field("vx", Long.MAX_VALUE);
        });
        assertNull(StateDiff.firstDifference(expected, expected));
        FieldDifference d = StateDiff.firstDifference(expected, actual);
        assertEquals("bodies", d.part());
        assertEquals(3, d.bodyId());
        assertEquals("vx", d.field());
        assertEquals(-0x0000_0000_4000_0000L, d.expectedBits());
        assertEquals(-0x0000_0000_4000_0001L, d.actualBits());
        assertEquals("part 'bodies' body 3 field 'vx': expected 0xffffffffc0000000 (-1073741824) actual "
                + "0xffffffffbfffffff (-1073741825)", d.describe());
    }

    private static byte[] copy(CanonicalEncoder e, StateSource s) {
        e.encode(s);
        return e.toByteArray();
    }
}
