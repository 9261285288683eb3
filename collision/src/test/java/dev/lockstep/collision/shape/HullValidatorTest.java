package dev.lockstep.collision.shape;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The validator must be able to fail: each test breaks one invariant of a valid box (arrays read
 * back through the public accessors, then corrupted) and expects {@link HullValidator} to name it.
 */
class HullValidatorTest {
    /** Mutable copies of a hull's arrays, as {@link HullValidator} takes them. */
    static final class Arrays9 {
        final ConvexHull hull;
        final long[] xyz;
        final int[] origin;
        final int[] next;
        final int[] face;
        final int[] first;
        final int[] count;
        final long[] normal;
        final long[] offset;

        Arrays9(ConvexHull h) {
            hull = h;
            xyz = new long[3 * h.vertexCount()];
            for (int i = 0; i < h.vertexCount(); i++) {
                xyz[3 * i] = h.vertexX(i);
                xyz[3 * i + 1] = h.vertexY(i);
                xyz[3 * i + 2] = h.vertexZ(i);
            }
            origin = new int[h.halfEdgeCount()];
            next = new int[h.halfEdgeCount()];
            face = new int[h.halfEdgeCount()];
            for (int e = 0; e < h.halfEdgeCount(); e++) {
                origin[e] = h.halfEdgeOrigin(e);
                next[e] = h.halfEdgeNext(e);
                face[e] = h.halfEdgeFace(e);
            }
            first = new int[h.faceCount()];
            count = new int[h.faceCount()];
            normal = new long[3 * h.faceCount()];
            offset = new long[h.faceCount()];
            for (int f = 0; f < h.faceCount(); f++) {
                first[f] = h.faceFirstEdge(f);
                count[f] = h.faceVertexCount(f);
                normal[3 * f] = h.faceNormalX(f);
                normal[3 * f + 1] = h.faceNormalY(f);
                normal[3 * f + 2] = h.faceNormalZ(f);
                offset[f] = h.faceOffset(f);
            }
        }

        void validate() {
            new HullValidator(hull, xyz, origin, next, face, first, count, normal, offset).run();
        }
    }

    private static void assertRejected(String expected, Consumer<Arrays9> corruption) {
        Arrays9 a = new Arrays9(ConvexHull.box(new Vec3(Fixed.ONE, 2 * Fixed.ONE, 3 * Fixed.ONE)));
        a.validate();  // the uncorrupted copy passes
        corruption.accept(a);
        IllegalStateException e = assertThrows(IllegalStateException.class, a::validate);
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    @Test
    void twinNotStartingWhereEdgeEnds_isRejected() {
        assertRejected("does not start where it ends", a -> a.origin[1] = a.origin[0]);
    }

    @Test
    void nextPointersSwapped_isRejected() {
        assertRejected("does not start where it ends", a -> {
            int t = a.next[0];
            a.next[0] = a.next[1];
            a.next[1] = t;
        });
    }

    @Test
    void faceLoopLengthWrong_isRejected() {
        assertRejected("face 0", a -> a.count[0] = 3);
    }

    @Test
    void normalFlipped_isRejected() {
        assertRejected("face 0 vertex 0 lies 0x200000000 (2) below its plane", a -> {
            a.normal[0] = -a.normal[0];
            a.normal[1] = -a.normal[1];
            a.normal[2] = -a.normal[2];
        });
    }

    @Test
    void normalNotUnit_isRejected() {
        assertRejected("is not ONE", a -> a.normal[0] += a.normal[0] / 2);
    }

    @Test
    void offsetBelowAVertex_isRejected() {
        assertRejected("above face 2 plane", a -> a.offset[2] -= 1);
    }

    @Test
    void offsetFarAboveTheFace_isRejected() {
        assertRejected("below its plane", a -> a.offset[2] += 1L << 20);
    }

    @Test
    void verticesOutOfCanonicalOrder_isRejected() {
        assertRejected("not strictly ascending", a -> {
            long[] v = a.xyz;
            for (int k = 0; k < 3; k++) {
                long t = v[k];
                v[k] = v[3 + k];
                v[3 + k] = t;
            }
        });
    }

    @Test
    void vertexBeyondRange_isRejected() {
        assertRejected("beyond MAX_COORDINATE", a -> a.xyz[a.xyz.length - 1] = HullBuilder.MAX_COORDINATE + 1);
    }

    @Test
    void supportAdjacencyNotMutual_isRejected() {
        // a tetrahedron's adjacency; then vertex 3 drops 2 (2 still lists 3), or lists 1 twice
        int[] start = {0, 3, 6, 9, 12};
        HullValidator.checkAdjacency(start, new int[] {1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 2});
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> HullValidator.checkAdjacency(start, new int[] {1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 0, 1}));
        assertTrue(e.getMessage().contains("support neighbours 2 and 3 are not mutual"), e.getMessage());
        e = assertThrows(IllegalStateException.class,
                () -> HullValidator.checkAdjacency(new int[] {0, 3, 6, 9, 12}, new int[] {1, 2, 3, 0, 2, 3, 0, 1, 3, 0, 1, 1}));
        assertTrue(e.getMessage().contains("ConvexHull.validate"), e.getMessage());
    }
}
