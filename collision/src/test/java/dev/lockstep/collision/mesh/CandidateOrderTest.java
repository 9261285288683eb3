package dev.lockstep.collision.mesh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link MeshContactWorkspace#sortCandidates} orders (mesh, triangle) pairs as a plain sort of
 * their packed keys would, below and above the insertion sort's limit (the heap sort), from
 * random, sorted and reversed input.
 */
class CandidateOrderTest {
    @Test
    void sortCandidates_ordersByMeshThenTriangle_atEverySize() {
        Random r = new Random(3);
        MeshContactWorkspace ws = new MeshContactWorkspace();
        for (int n : new int[] {0, 1, 2, 7, 32, 33, 100, 1000}) {
            for (int shape = 0; shape < 3; shape++) {
                ws.candidateCount = 0;
                long[] expected = new long[n];
                for (int i = 0; i < n; i++) {
                    int m = r.nextInt(3);
                    int t = shape == 0 ? r.nextInt(1 << 30) : shape == 1 ? i : n - i;
                    ws.addCandidate(shape == 0 ? m : 0, t);
                    expected[i] = (long) (shape == 0 ? m : 0) << 32 | t;
                }
                Arrays.sort(expected);
                ws.sortCandidates();
                long[] actual = new long[n];
                for (int i = 0; i < n; i++) {
                    actual[i] = (long) ws.candidateMesh[i] << 32 | ws.candidateTriangle[i];
                }
                assertArrayEquals(expected, actual, n + " candidates, input shape " + shape);
            }
        }
    }
}
