package dev.lockstep.collision.epa;

import static org.junit.jupiter.api.Assertions.fail;

import dev.lockstep.collision.GoldenFile;
import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.gjk.Scenario;
import dev.lockstep.collision.shape.SupportMap;
import dev.lockstep.fixedpoint.Transform;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Pins the exact bits of GJK+EPA results (outcome, termination, iterations, distances, normal,
 * witness points, feature sets) for 40 cloud pairs (edge cases included) and 40 hull pairs, so any
 * change to the arithmetic shows up as a diff and a JVM or JIT tier that computed different bits
 * would fail. Inputs come from {@code java.util.Random}, whose sequence is specified. Regenerate
 * only with {@code -Dlockstep.golden.update=true} and review the diff in the commit.
 */
class GjkEpaGoldenTest {
    static final Path GOLDEN = Path.of("src/test/resources/golden/gjk/gjk-epa.txt");

    @Test
    void signedDistances_matchCommittedGolden() throws IOException {
        GjkWorkspace gjk = new GjkWorkspace();
        EpaWorkspace epa = new EpaWorkspace();
        DistanceResult r = new DistanceResult();
        StringBuilder b = new StringBuilder();
        b.append("# lockstep GJK+EPA golden, format 1; regenerate with -Dlockstep.golden.update=true\n");
        b.append("# per pair: name outcome termination iterations distance coreDistance nx ny nz pAx pAy pAz pBx pBy pBz"
                + " featuresA featuresB; raw hex\n");
        b.append("# clouds: Scenario.of(seed, 8, true) for seeds 0..39; hulls: HullPairProperties.HullPair(seed) for seeds 0..39\n");
        for (int seed = 0; seed < 40; seed++) {
            Scenario s = Scenario.of(seed, 8, true);
            encode(b, "cloud " + seed, s.a, s.ta, s.b, s.tb, gjk, epa, r);
        }
        for (int seed = 0; seed < 40; seed++) {
            HullPairProperties.HullPair s = new HullPairProperties.HullPair(seed);
            encode(b, "hull " + seed, s.a, s.ta, s.b, s.tb, gjk, epa, r);
        }
        String actual = b.toString();
        GoldenFile.assertMatches(GOLDEN, "GJK+EPA golden", actual);
    }

    private static void encode(StringBuilder b, String name, SupportMap a, Transform ta, SupportMap sb, Transform tb,
                               GjkWorkspace gjk, EpaWorkspace epa, DistanceResult r) {
        GjkEpa.signedDistance(a, ta, sb, tb, gjk, epa, r);
        b.append(name).append(' ').append(r.penetrating() ? "penetrating" : r.coresOverlap() ? "overlap" : "separated")
                .append(' ').append(r.termination()).append(' ').append(r.iterations());
        for (long v : new long[] {r.distance(), r.coreDistance(), r.normalX(), r.normalY(), r.normalZ(),
            r.pointA().x(), r.pointA().y(), r.pointA().z(), r.pointB().x(), r.pointB().y(), r.pointB().z()}) {
            b.append(' ').append(hex(v));
        }
        b.append(" A");
        for (int i = 0; i < r.featureCountA(); i++) {
            b.append(i == 0 ? "" : ",").append(r.featureA(i));
        }
        b.append(" B");
        for (int i = 0; i < r.featureCountB(); i++) {
            b.append(i == 0 ? "" : ",").append(r.featureB(i));
        }
        b.append('\n');
    }

    private static String hex(long v) {
        return v < 0 ? "-0x" + Long.toHexString(-v) : "0x" + Long.toHexString(v);
    }
}
