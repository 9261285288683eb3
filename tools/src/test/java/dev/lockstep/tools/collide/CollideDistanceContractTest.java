package dev.lockstep.tools.collide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/**
 * Issue 20, "The distance contract", through {@code collide}: a separated box pair reports the
 * Euclidean distance and the normal along the closest points, never the SAT's face separation
 * nor the clipped face points' larger one. The brute-force properties are in the collision
 * module ({@code narrow.DistanceContractProperties}); this pins the issue's own input line.
 */
class CollideDistanceContractTest {
    /** The issue's line: reported 0.19871 along a face whose projection gap is 0.18670; true distance 0.18748. */
    static final String ISSUE20_BOXES = "{\"a\":{\"type\":\"box\",\"halfExtents\":[\"1.476707\",\"0.731839\",\"1.420456\"]},"
            + "\"ta\":{\"p\":[\"-22.107465\",\"-1.719291\",\"46.789503\"],\"q\":[\"0.419554\",\"0.02334\",\"0.133972\",\"0.897486\"]},"
            + "\"b\":{\"type\":\"box\",\"halfExtents\":[\"1.745273\",\"1.087578\",\"0.228694\"]},"
            + "\"tb\":{\"p\":[\"-22.909224\",\"-4.623332\",\"48.318254\"],\"q\":[\"-0.539508\",\"-0.695194\",\"-0.021222\",\"-0.474538\"]}}";

    /** The true distance of the issue's pair, from the exact oracle ({@code narrow.ExactPairOracle}): 0.18748096. */
    private static final BigDecimal TRUE_DISTANCE = new BigDecimal("0.18748096");
    /** The oracle value's own rounding (8 digits) plus 2^-20: GJK answers this pair (its face is off by 0.012), so rounding only. */
    private static final BigDecimal TOLERANCE = new BigDecimal("0.00000101");

    private final CollideService service = new CollideService();
    private final CollideParser parser = new CollideParser();

    @Test
    void issue20_separatedBoxes_reportEuclideanDistance() throws Exception {
        CollideAnswer answer = service.collide(parser.parse(ISSUE20_BOXES));
        assertDistance(answer);
        assertTrue(answer.points().isEmpty());
    }

    /** "The same happens with the box written as an 8-point hull." */
    @Test
    void issue20_separatedBoxesAsHulls_reportEuclideanDistance() throws Exception {
        String hulls = ISSUE20_BOXES
                .replace("{\"type\":\"box\",\"halfExtents\":[\"1.476707\",\"0.731839\",\"1.420456\"]}", hull("1.476707", "0.731839", "1.420456"))
                .replace("{\"type\":\"box\",\"halfExtents\":[\"1.745273\",\"1.087578\",\"0.228694\"]}", hull("1.745273", "1.087578", "0.228694"));
        CollideAnswer answer = service.collide(parser.parse(hulls));
        assertDistance(answer);
    }

    /** Within the contact distance the speculative point carries the same distance (one point, GJK's witnesses). */
    @Test
    void issue20_separatedBoxes_speculativePointHasTheTrueGap() throws Exception {
        CollideAnswer answer = new CollideService(Fixed.ONE / 4).collide(parser.parse(ISSUE20_BOXES));
        assertDistance(answer);
        assertEquals(1, answer.points().size());
        assertEquals(answer.distance(), -answer.points().get(0).depth());
    }

    private static void assertDistance(CollideAnswer answer) {
        BigDecimal d = new BigDecimal(answer.distance()).divide(new BigDecimal(1L << 32));
        assertTrue(d.subtract(TRUE_DISTANCE).abs().compareTo(TOLERANCE) <= 0, "distance " + d);
    }

    private static String hull(String x, String y, String z) {
        StringBuilder b = new StringBuilder("{\"type\":\"hull\",\"points\":[");
        for (int i = 0; i < 8; i++) {
            b.append(i == 0 ? "" : ",").append("[\"").append((i & 1) == 0 ? "-" : "").append(x).append("\",\"")
                    .append((i & 2) == 0 ? "-" : "").append(y).append("\",\"").append((i & 4) == 0 ? "-" : "").append(z).append("\"]");
        }
        return b.append("]}").toString();
    }
}
