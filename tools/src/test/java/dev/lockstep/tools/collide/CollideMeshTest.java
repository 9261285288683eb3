package dev.lockstep.tools.collide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lockstep.tools.CliRun;
import org.junit.jupiter.api.Test;

/** {@code collide} with a mesh as shape b (issue 5) and the GJK+EPA fallback for convex pairs outside the table. */
class CollideMeshTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Seed 000 figure 4: the square split along V1-V2, sphere over T0 near the shared diagonal. */
    static final String FIG4 = "{\"a\":{\"type\":\"sphere\",\"radius\":\"1\"},\"ta\":{\"p\":[\"0.9\",\"0.9\",\"0.5\"]},"
            + "\"b\":{\"type\":\"mesh\",\"vertices\":[[\"0\",\"0\",\"0\"],[\"2\",\"0\",\"0\"],[\"0\",\"2\",\"0\"],[\"2\",\"2\",\"0\"]],"
            + "\"triangles\":[[0,1,2],[1,3,2]]}}";

    private static JsonNode answer(String line, String... options) throws Exception {
        String[] args = new String[options.length + 1];
        args[0] = "collide";
        System.arraycopy(options, 0, args, 1, options.length);
        CliRun r = CliRun.run(line + "\n", args);
        return JSON.readTree(r.outLines()[0]);
    }

    @Test
    void fig4_fearOfTheWireframe_edgeContactVoided() throws Exception {
        JsonNode a = answer(FIG4);
        assertEquals("-0.5", a.get("distance").asText(), a.toString());
        assertEquals(1, a.get("manifolds").size(), a.toString());
        JsonNode m = a.get("manifolds").get(0);
        assertEquals(0, m.get("triangle").asInt());
        assertEquals("[\"0\",\"0\",\"-1\"]", m.get("normal").toString(), "normal from the sphere (a) to the mesh (b)");
        assertEquals("0.5", m.get("points").get(0).get("depth").asText());
        assertEquals(1, a.get("voided").asInt(), "T1's edge contact on the shared edge is voided");
    }

    /** Section 6: the same square as two meshes with duplicated vertices voids by exact position. */
    @Test
    void fig4_splitIntoDisjointMeshes_stillVoided() throws Exception {
        String line = "{\"a\":{\"type\":\"sphere\",\"radius\":\"1\"},\"ta\":{\"p\":[\"0.9\",\"0.9\",\"0.5\"]},"
                + "\"b\":{\"type\":\"meshes\",\"parts\":["
                + "{\"type\":\"mesh\",\"vertices\":[[\"0\",\"0\",\"0\"],[\"2\",\"0\",\"0\"],[\"0\",\"2\",\"0\"]],\"triangles\":[[0,1,2]]},"
                + "{\"type\":\"mesh\",\"vertices\":[[\"2\",\"0\",\"0\"],[\"2\",\"2\",\"0\"],[\"0\",\"2\",\"0\"]],\"triangles\":[[0,1,2]]}]}}";
        JsonNode a = answer(line);
        assertEquals(1, a.get("manifolds").size(), a.toString());
        assertEquals(0, a.get("manifolds").get(0).get("mesh").asInt());
        assertEquals(1, a.get("voided").asInt(), a.toString());
    }

    /** The mesh transform places the mesh: lifted by 10, the sphere must be lifted too. */
    @Test
    void meshTransform_isApplied() throws Exception {
        String line = FIG4.replace("[\"0.9\",\"0.9\",\"0.5\"]", "[\"0.9\",\"0.9\",\"10.5\"]")
                .replace("}}", "},\"tb\":{\"p\":[\"0\",\"0\",\"10\"]}}");
        JsonNode a = answer(line);
        assertEquals("-0.5", a.get("distance").asText(), a.toString());
        assertEquals("9.5", a.get("manifolds").get(0).get("points").get(0).get("p").get(2).asText(), a.toString());
    }

    @Test
    void apart_distanceWithoutManifolds_contactDistanceOnTheLine() throws Exception {
        String far = FIG4.replace("[\"0.9\",\"0.9\",\"0.5\"]", "[\"0.9\",\"0.9\",\"3\"]");
        JsonNode a = answer(far);
        assertEquals("2", a.get("distance").asText(), a.toString());
        assertEquals(0, a.get("manifolds").size());
        JsonNode b = answer(far.substring(0, far.length() - 1) + ",\"contactDistance\":\"2.5\"}");
        assertEquals(1, b.get("manifolds").size(), b.toString());
        assertEquals("-2", b.get("manifolds").get(0).get("points").get(0).get("depth").asText());
    }

    @Test
    void meshAsShapeA_isAnError() throws Exception {
        JsonNode a = answer("{\"a\":{\"type\":\"mesh\",\"vertices\":[[\"0\",\"0\",\"0\"],[\"1\",\"0\",\"0\"],[\"0\",\"1\",\"0\"]],"
                + "\"triangles\":[[0,1,2]]}}");
        assertTrue(a.get("error").asText().startsWith("a: a mesh can only be shape b"), a.toString());
    }

    @Test
    void capsuleAcrossTheInternalEdge_getsOnlyTheFaceNormal() throws Exception {
        // the core runs along x from 0.4 to 1.4 at y = 0.9, crossing the diagonal x + y = 2 that
        // splits the square into two triangles; it sinks 0.05 into the floor
        JsonNode a = answer("{\"a\":{\"type\":\"capsule\",\"p0\":[\"-0.5\",\"0\",\"0\"],\"p1\":[\"0.5\",\"0\",\"0\"],"
                + "\"radius\":\"0.25\"},\"ta\":{\"p\":[\"0.9\",\"0.9\",\"0.2\"]},"
                + FIG4.substring(FIG4.indexOf("\"b\":")));
        assertOnlyFloorNormals(a, "-0.05000000004656612873077392578125");  // 0.2 and 0.25 as parsed (each rounded to 32.32)
    }

    @Test
    void boxAcrossTheInternalEdge_getsOnlyTheFaceNormal() throws Exception {
        JsonNode a = answer("{\"a\":{\"type\":\"box\",\"halfExtents\":[\"0.5\",\"0.5\",\"0.5\"]},"
                + "\"ta\":{\"p\":[\"1\",\"1\",\"0.4\"]}," + FIG4.substring(FIG4.indexOf("\"b\":")));
        assertOnlyFloorNormals(a, "-0.1000000000931322574615478515625");  // 0.4 as parsed, minus the exact half extent
    }

    /** Every manifold's normal points from the shape down into the floor: no ghost from the diagonal. */
    private static void assertOnlyFloorNormals(JsonNode a, String distance) {
        assertFalse(a.has("error"), a.toString());
        assertTrue(a.get("manifolds").size() > 0, a.toString());
        for (JsonNode m : a.get("manifolds")) {
            assertEquals("[\"0\",\"0\",\"-1\"]", m.get("normal").toString(), a.toString());
        }
        assertEquals(distance, a.get("distance").asText(), a.toString());
    }

    @Test
    void badTriangleIndex_namesThePath() throws Exception {
        JsonNode a = answer(FIG4.replace("[1,3,2]", "[1,4,2]"));
        assertEquals("b.triangles[1][1]: vertex index 4 outside [0, 4)", a.get("error").asText());
    }

    /** Box vs sphere is not in the dispatch table yet: the GJK+EPA fallback answers it. */
    @Test
    void boxSphere_gjkEpaFallback() throws Exception {
        JsonNode a = answer("{\"a\":{\"type\":\"box\",\"halfExtents\":[\"1\",\"1\",\"1\"]},\"ta\":{\"p\":[\"0\",\"0\",\"0\"]},"
                + "\"b\":{\"type\":\"sphere\",\"radius\":\"1\"},\"tb\":{\"p\":[\"0\",\"1.5\",\"0\"]}}");
        assertEquals("{\"distance\":\"-0.5\",\"normal\":[\"0\",\"1\",\"0\"],\"points\":[{\"p\":[\"0\",\"0.75\",\"0\"],\"depth\":\"0.5\"}]}",
                a.toString());
    }

    @Test
    void boxBoxApart_gjkDistance_noPoints() throws Exception {
        JsonNode a = answer("{\"a\":{\"type\":\"box\",\"halfExtents\":[\"1\",\"1\",\"1\"]},\"ta\":{\"p\":[\"0\",\"0\",\"0\"]},"
                + "\"b\":{\"type\":\"box\",\"halfExtents\":[\"1\",\"1\",\"1\"]},\"tb\":{\"p\":[\"0\",\"3\",\"0\"]}}");
        assertEquals("{\"distance\":\"1\",\"normal\":[\"0\",\"1\",\"0\"],\"points\":[]}", a.toString());
    }
}
