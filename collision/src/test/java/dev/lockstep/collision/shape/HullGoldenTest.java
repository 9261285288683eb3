package dev.lockstep.collision.shape;

import dev.lockstep.collision.GoldenFile;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Pins the exact bits of a few hulls (vertices, face loops, planes, edges) in a text golden
 * file, so any change to the builder's arithmetic or numbering shows up as a diff. Regenerate
 * only with {@code -Dlockstep.golden.update=true} and review the diff in the commit.
 */
class HullGoldenTest {
    static final Path GOLDEN = Path.of("src/test/resources/golden/shape/hulls.txt");

    @Test
    void hulls_matchCommittedGolden() throws IOException {
        StringBuilder b = new StringBuilder();
        b.append("# lockstep hull golden, format 1; regenerate with -Dlockstep.golden.update=true\n");
        b.append("# per hull: V lines 'v i x y z', F lines 'f i offset nx ny nz : loop', E lines 'e k a b faceA faceB'; raw hex\n");
        encode(b, "box 1x2x3", ConvexHull.box(new Vec3(Fixed.ONE, 2 * Fixed.ONE, 3 * Fixed.ONE)));
        long[] raised = new long[24];
        for (int i = 0; i < 8; i++) {
            raised[3 * i] = (i & 4) != 0 ? Fixed.ONE : -Fixed.ONE;
            raised[3 * i + 1] = (i & 2) != 0 ? Fixed.ONE : -Fixed.ONE;
            raised[3 * i + 2] = (i & 1) != 0 ? Fixed.ONE : -Fixed.ONE;
        }
        raised[23] += 1L << 24;
        encode(b, "unit box, corner 7 raised 2^-8 (near-merged top)", HullBuilder.build(raised));
        Random random = new Random(20261122L);  // java.util.Random's sequence is specified, so portable
        for (int c = 0; c < 3; c++) {
            long[] xyz = new long[3 * 32];
            for (int i = 0; i < xyz.length; i++) {
                xyz[i] = random.nextLong() >> 28;  // +-2^35 raw = +-8 units
            }
            encode(b, "random 32-point cloud " + c + " (java.util.Random seed 20261122)", HullBuilder.build(xyz));
        }
        String actual = b.toString();
        GoldenFile.assertMatches(GOLDEN, "hull golden", actual);
    }

    private static void encode(StringBuilder b, String name, ConvexHull h) {
        b.append("hull ").append(name).append(": ").append(h.vertexCount()).append(" vertices, ")
                .append(h.edgeCount()).append(" edges, ").append(h.faceCount()).append(" faces\n");
        for (int i = 0; i < h.vertexCount(); i++) {
            b.append("v ").append(i).append(' ').append(hex(h.vertexX(i))).append(' ').append(hex(h.vertexY(i)))
                    .append(' ').append(hex(h.vertexZ(i))).append('\n');
        }
        for (int f = 0; f < h.faceCount(); f++) {
            b.append("f ").append(f).append(' ').append(hex(h.faceOffset(f))).append(' ').append(hex(h.faceNormalX(f)))
                    .append(' ').append(hex(h.faceNormalY(f))).append(' ').append(hex(h.faceNormalZ(f))).append(" :");
            int e = h.faceFirstEdge(f);
            for (int k = 0; k < h.faceVertexCount(f); k++, e = h.halfEdgeNext(e)) {
                b.append(' ').append(h.halfEdgeOrigin(e));
            }
            b.append('\n');
        }
        for (int k = 0; k < h.edgeCount(); k++) {
            b.append("e ").append(k).append(' ').append(h.edgeVertexA(k)).append(' ').append(h.edgeVertexB(k)).append(' ')
                    .append(h.edgeFaceA(k)).append(' ').append(h.edgeFaceB(k)).append('\n');
        }
    }

    private static String hex(long v) {
        return v < 0 ? "-0x" + Long.toHexString(-v) : "0x" + Long.toHexString(v);
    }
}
