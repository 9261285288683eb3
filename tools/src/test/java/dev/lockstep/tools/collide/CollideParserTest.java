package dev.lockstep.tools.collide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Strict parsing of {@code collide} requests (issue 3 format). */
class CollideParserTest {
    private final CollideParser parser = new CollideParser();

    static final String SPHERE = "{\"type\":\"sphere\",\"radius\":\"0.5\"}";
    static final String ORIGIN = "{\"p\":[\"0\",\"0\",\"0\"]}";

    @Test
    void sphereAndCapsule_exactDecimalConversion() throws Exception {
        CollideRequest r = parser.parse("{\"a\":" + SPHERE + ",\"ta\":{\"p\":[\"1.25\",\"-2\",\"1e-1\"]},"
                + "\"b\":{\"type\":\"capsule\",\"p0\":[\"0\",\"-1\",\"0\"],\"p1\":[\"0\",\"1\",\"0\"],\"radius\":\"0.25\"},"
                + "\"tb\":" + ORIGIN + "}");
        assertEquals(new ShapeSpec.SphereSpec(0x8000_0000L), r.a());                     // 0.5
        assertEquals(new Vec3(0x1_4000_0000L, -0x2_0000_0000L, 0x1999_999aL),           // 0.1 rounds up to ...9a
                r.ta().translation());
        assertEquals(Quat.IDENTITY, r.ta().rotation());
        assertEquals(new ShapeSpec.CapsuleSpec(new Vec3(0, -Fixed.ONE, 0), new Vec3(0, Fixed.ONE, 0), 0x4000_0000L),
                r.b());
    }

    @Test
    void quaternion_isNormalisedOnInput() throws Exception {
        CollideRequest r = parser.parse("{\"a\":" + SPHERE + ",\"ta\":{\"p\":[\"0\",\"0\",\"0\"],\"q\":[\"2\",\"0\",\"0\",\"0\"]},"
                + "\"b\":" + SPHERE + ",\"tb\":" + ORIGIN + "}");
        assertEquals(Quat.IDENTITY, r.ta().rotation());
    }

    @Test
    void boxAndHull_parse() throws Exception {
        CollideRequest r = parser.parse("{\"a\":{\"type\":\"box\",\"halfExtents\":[\"1\",\"2\",\"3\"]},\"ta\":" + ORIGIN
                + ",\"b\":{\"type\":\"hull\",\"points\":[[\"0\",\"0\",\"0\"],[\"1\",\"0\",\"0\"],[\"0\",\"1\",\"0\"],[\"0\",\"0\",\"1\"]]},"
                + "\"tb\":" + ORIGIN + "}");
        assertEquals(new ShapeSpec.BoxSpec(Vec3.ofInts(1, 2, 3)), r.a());
        assertEquals(new ShapeSpec.HullSpec(List.of(Vec3.ZERO, Vec3.UNIT_X, Vec3.UNIT_Y, Vec3.UNIT_Z)), r.b());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "not JSON              | {\"a\": | malformed JSON",
        "trailing tokens       | {\"a\":1} {} | malformed JSON",
        "array root            | [1,2] | request: expected an object",
        "duplicate key         | {\"a\":1,\"a\":2} | malformed JSON: Duplicate field 'a'",
        "missing a             | {\"ta\":{}} | request: missing \"a\"",
        "unknown key           | {\"x\":1} | request: unknown key \"x\"",
        "number not string     | {\"a\":{\"type\":\"sphere\",\"radius\":0.5}} | a.radius: numbers must be decimal strings",
        "bad decimal           | {\"a\":{\"type\":\"sphere\",\"radius\":\"half\"}} | a.radius: \"half\" is not a decimal number",
        "out of range          | {\"a\":{\"type\":\"sphere\",\"radius\":\"3e9\"}} | a.radius: \"3e9\" is outside the Q31.32 range",
        "zero radius           | {\"a\":{\"type\":\"sphere\",\"radius\":\"0\"}} | a.radius: must be > 0",
        "unknown type          | {\"a\":{\"type\":\"cone\"}} | a.type: unknown shape type \"cone\"",
        "extra shape key       | {\"a\":{\"type\":\"sphere\",\"radius\":\"1\",\"center\":[]}} | a: unknown key \"center\"",
        "short vector          | {\"a\":{\"type\":\"capsule\",\"p0\":[\"0\",\"0\"],\"p1\":[\"0\",\"0\",\"0\"],\"radius\":\"1\"}} | a.p0: expected [x,y,z] (3 decimal strings), got an array of 2",
        "negative half extent  | {\"a\":{\"type\":\"box\",\"halfExtents\":[\"1\",\"-1\",\"1\"]}} | a.halfExtents: every half extent must be > 0",
        "zero quaternion       | {\"a\":{\"type\":\"sphere\",\"radius\":\"1\"},\"ta\":{\"p\":[\"0\",\"0\",\"0\"],\"q\":[\"0\",\"0\",\"0\",\"0\"]}} | ta.q: cannot normalise",
        "missing tb            | {\"a\":{\"type\":\"sphere\",\"radius\":\"1\"},\"ta\":{\"p\":[\"0\",\"0\",\"0\"]},\"b\":{\"type\":\"sphere\",\"radius\":\"1\"}} | request: missing \"tb\"",
        "NaN literal           | {\"a\":NaN} | malformed JSON",
        "comment               | /* hi */ {} | malformed JSON",
        "hull point as string  | {\"a\":{\"type\":\"hull\",\"points\":[\"0\"]}} | a.points[0]: expected [x,y,z]",
    })
    void badRequests_nameWhatAndWhere(String name, String line, String expected) {
        BadRequestException e = assertThrows(BadRequestException.class, () -> parser.parse(line));
        assertTrue(e.getMessage().startsWith(expected), name + ": " + e.getMessage());
    }

    @Test
    void emptyLine_isAnError() {
        BadRequestException e = assertThrows(BadRequestException.class, () -> parser.parse(""));
        assertTrue(e.getMessage().startsWith("empty line"), e.getMessage());
    }

    @Test
    void tooManyHullPoints_refusedBeforeBuilding() {
        StringBuilder sb = new StringBuilder("{\"a\":{\"type\":\"hull\",\"points\":[");
        for (int i = 0; i <= CollideParser.MAX_HULL_POINTS; i++) {
            sb.append(i == 0 ? "" : ",").append("[\"0\",\"0\",\"0\"]");
        }
        String line = sb.append("]}}").toString();
        BadRequestException e = assertThrows(BadRequestException.class, () -> parser.parse(line));
        assertTrue(e.getMessage().startsWith("a.points: 4097 points, at most 4096"), e.getMessage());
    }
}
