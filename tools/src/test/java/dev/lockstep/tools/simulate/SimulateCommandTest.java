package dev.lockstep.tools.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code lockstep simulate}: example scenes, output format, recording, and every kind of bad scene with its JSON path. */
class SimulateCommandTest {
    static final Path SCENES = Path.of("src/test/resources/simulate");
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void boxOnGround_fallsAsleepWhereItStands() throws Exception {
        CliRun r = CliRun.run("", "simulate", SCENES.resolve("box-on-ground.json").toString(), "--ticks", "120");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        String[] lines = r.outLines();
        assertEquals(2, lines.length, r.out());
        JsonNode box = JSON.readTree(lines[0]);
        assertEquals(120, box.get("tick").intValue());
        assertEquals(1, box.get("body").intValue());
        assertFalse(box.get("awake").booleanValue());
        long y = FixedFormat.parseExact(box.get("position").get(1).textValue());
        // resting contacts sit up to one linear slop (0.005 m) deep
        assertTrue(y <= FixedFormat.parseExact("0.5") && y > FixedFormat.parseExact("0.495"), box.toString());
        assertEquals("0", box.get("linearVelocity").get(0).textValue());
        JsonNode summary = JSON.readTree(lines[1]);
        assertEquals(120, summary.get("ticks").intValue());
        assertTrue(summary.get("allAsleepTick").isInt() && summary.get("allAsleepTick").intValue() <= 60, summary.toString());
        assertTrue(summary.get("stateHash").textValue().matches("[0-9a-f]{16}"), summary.toString());
    }

    /** The pyramid stands and sleeps; its bits are the world goldens' job (a second run in this JVM would prove nothing). */
    @Test
    void pyramid_standsAndSleeps() throws Exception {
        String scene = SCENES.resolve("pyramid.json").toString();
        CliRun a = CliRun.run("", "simulate", scene, "--ticks", "240", "--every", "60");
        assertEquals(ExitCodes.OK, a.exitCode(), a.err());
        String[] lines = a.outLines();
        assertEquals(4 * 10 + 1, lines.length, "10 boxes at ticks 60, 120, 180, 240, then the summary");
        JsonNode summary = JSON.readTree(lines[lines.length - 1]);
        assertTrue(summary.get("allAsleepTick").isInt(), summary.toString());
        JsonNode top = JSON.readTree(lines[lines.length - 2]);
        assertEquals(10, top.get("body").intValue());
        long y = FixedFormat.parseExact(top.get("position").get(1).textValue());
        assertTrue(y > FixedFormat.parseExact("3.4") && y <= FixedFormat.parseExact("3.5"), "the top box still stands: " + top);
    }

    @Test
    void mixedShapesOnAMesh_withAForceEvent() throws Exception {
        String scene = SCENES.resolve("mixed-on-mesh.json").toString();
        CliRun r = CliRun.run("", "simulate", scene, "--ticks", "30", "--every", "10");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(3 * 3 + 1, lines.size(), r.out());
        JsonNode sphereAt20 = JSON.readTree(lines.get(3));
        assertEquals(20, sphereAt20.get("tick").intValue());
        assertTrue(FixedFormat.parseExact(sphereAt20.get("linearVelocity").get(0).textValue()) > 0, "pushed along +x at tick 10");
    }

    @Test
    void record_writesASelfContainedReplay_thatVerifiesAndPassesTheSyncTest() {
        Path replay = dir.resolve("scene.replay");
        CliRun r = CliRun.run("", "simulate", SCENES.resolve("mixed-on-mesh.json").toString(), "--ticks", "60", "--record", replay.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        String hash = r.outLines()[r.outLines().length - 1].replaceAll(".*\"stateHash\":\"([0-9a-f]+)\".*", "$1");
        CliRun plain = CliRun.run("", "simulate", SCENES.resolve("mixed-on-mesh.json").toString(), "--ticks", "60");
        assertEquals(plain.out(), r.out(), "recording changes nothing");
        CliRun v = CliRun.run("", "verify", replay.toString());
        assertEquals(ExitCodes.OK, v.exitCode(), v.out() + v.err());
        assertTrue(v.out().startsWith("verify: OK: 60 ticks from tick 0, final hash 0x" + hash), v.out());
        CliRun sync = CliRun.run("", "verify", "--sync-test", "8", replay.toString());
        assertEquals(ExitCodes.OK, sync.exitCode(), sync.out() + sync.err());
        // the batch verifier knows recorded scenes too (ScenarioRegistry)
        CliRun batch = CliRun.run("", "verify-batch", "--jobs", "1", replay.toString());
        assertEquals(ExitCodes.OK, batch.exitCode(), batch.out() + batch.err());
    }

    @Test
    void objMesh_isReadRelativeToTheScene_butCannotBeRecorded() throws Exception {
        Files.writeString(dir.resolve("floor.obj"), "v -5 0 -5\nv 5 0 -5\nv 5 0 5\nv -5 0 5\nf 1 3 2\nf 1 4 3\n");
        Path scene = Files.writeString(dir.resolve("s.json"), "{\"bodies\":[{\"type\":\"static\",\"shapes\":[{\"type\":\"mesh\",\"obj\":\"floor.obj\"}]},"
                + "{\"type\":\"dynamic\",\"position\":[\"0\",\"0.5\",\"0\"],\"shapes\":[{\"type\":\"sphere\",\"radius\":\"0.5\"}]}]}");
        CliRun r = CliRun.run("", "simulate", scene.toString(), "--ticks", "60");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(r.out().contains("\"allAsleepTick\":"), r.out());
        CliRun rec = CliRun.run("", "simulate", scene.toString(), "--ticks", "5", "--record", dir.resolve("x.replay").toString());
        assertEquals(ExitCodes.BAD_INPUT, rec.exitCode());
        assertTrue(rec.err().contains("--record needs every mesh inline"), rec.err());
    }

    @Test
    void malformedScenes_exit2_namingTheJsonPath() {
        String box = "{\"type\":\"dynamic\",\"shapes\":[{\"type\":\"box\",\"halfExtents\":[\"0.5\",\"0.5\",\"0.5\"]}]}";
        String[][] cases = {
            {"{", "scene: malformed JSON"},
            {"[]", "scene: expected an object"},
            {"{\"bodies\":[]}", "bodies: 0 elements, expected 1..10000"},
            {"{\"bodies\":[" + box + "],\"extra\":1}", "scene: unknown key \"extra\""},
            {"{\"bodies\":[" + box + "," + box + "," + box + ",{\"type\":\"dynamic\",\"shapes\":[{\"type\":\"sphere\",\"radius\":\"0\"}]}]}",
                "bodies[3].shapes[0].radius: must be > 0"},
            {"{\"bodies\":[{\"type\":\"dynamic\",\"shapes\":[{\"type\":\"sphere\",\"radius\":0.5}]}]}",
                "bodies[0].shapes[0].radius: numbers must be decimal strings"},
            {"{\"bodies\":[{\"type\":\"rocket\",\"shapes\":[]}]}", "bodies[0].type: expected \"static\", \"kinematic\" or \"dynamic\""},
            {"{\"bodies\":[{\"type\":\"dynamic\",\"shapes\":[{\"type\":\"cone\"}]}]}", "bodies[0].shapes[0].type: unknown shape type \"cone\""},
            {"{\"bodies\":[{\"type\":\"dynamic\",\"position\":[\"1\",\"2\"],\"shapes\":[{\"type\":\"sphere\",\"radius\":\"1\"}]}]}",
                "bodies[0].position: expected [x,y,z]"},
            {"{\"bodies\":[{\"type\":\"dynamic\",\"shapes\":[{\"type\":\"hull\",\"points\":[[\"0\",\"0\",\"0\"],[\"1\",\"0\",\"0\"],[\"2\",\"0\",\"0\"],[\"3\",\"0\",\"0\"]]}]}]}",
                "bodies[0].shapes[0]: "},
            {"{\"bodies\":[{\"type\":\"static\",\"shapes\":[{\"type\":\"mesh\",\"vertices\":[[\"0\",\"0\",\"0\"],[\"1\",\"0\",\"0\"],[\"0\",\"0\",\"1\"]],\"triangles\":[[0,1,3]]}]}]}",
                "bodies[0].shapes[0].triangles[0][2]: must be within 0..2, got 3"},
            {"{\"bodies\":[" + box + "],\"events\":[{\"tick\":0,\"body\":1,\"kind\":\"force\",\"vector\":[\"1\",\"0\",\"0\"]}]}",
                "events[0].body: must be within 0..0, got 1"},
            {"{\"bodies\":[" + box + "],\"events\":[{\"tick\":0,\"body\":0,\"kind\":\"push\",\"vector\":[\"1\",\"0\",\"0\"]}]}",
                "events[0].kind: expected one of"},
            {"{\"bodies\":[{\"type\":\"static\",\"shapes\":[{\"type\":\"sphere\",\"radius\":\"1\"}]}],\"events\":[{\"tick\":0,\"body\":0,\"kind\":\"force\",\"vector\":[\"1\",\"0\",\"0\"]}]}",
                "events[0].body: body 0 is static"},
            {"{\"world\":{\"substeps\":99},\"bodies\":[" + box + "]}", "world.substeps: must be within 1..16, got 99"},
            {"{\"bodies\":[{\"type\":\"dynamic\",\"shapes\":[{\"type\":\"sphere\",\"radius\":\"1\",\"friction\":\"-1\"}]}]}",
                "bodies[0].shapes[0].friction: must be >= 0"},
            {"{\"bodies\":[{\"type\":\"dynamic\",\"position\":[\"1e12\",\"0\",\"0\"],\"shapes\":[{\"type\":\"sphere\",\"radius\":\"1\"}]}]}",
                "bodies[0].position[0]: \"1e12\" is outside the Q31.32 range"},
        };
        for (String[] c : cases) {
            CliRun r = CliRun.run(c[0], "simulate", "-", "--ticks", "1");
            assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), c[0] + "\n" + r.err());
            assertTrue(r.err().startsWith("lockstep simulate: -: " + c[1]), "expected '" + c[1] + "' in: " + r.err());
            assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
        }
    }

    /** What the world refuses at creation (mass window, world-size budget, a mesh on a moving body) is named by the body's path. */
    @Test
    void worldRefusals_exit2_namingTheBody() {
        String ground = "{\"type\":\"static\",\"shapes\":[{\"type\":\"box\",\"halfExtents\":[\"1\",\"1\",\"1\"]}]}";
        String[][] cases = {
            {"{\"bodies\":[" + ground + ",{\"type\":\"dynamic\",\"position\":[\"20000\",\"0\",\"0\"],\"shapes\":[{\"type\":\"sphere\",\"radius\":\"1\"}]}]}",
                "bodies[1]: body 1 (user data 0): position"},
            {"{\"bodies\":[" + ground + ",{\"type\":\"dynamic\",\"shapes\":[{\"type\":\"mesh\",\"vertices\":[[\"0\",\"0\",\"0\"],[\"1\",\"0\",\"0\"],[\"0\",\"0\",\"1\"]],\"triangles\":[[0,1,2]]}]}]}",
                "bodies[1]: body 1 (user data 0): shape 0 is a triangle mesh"},
            {"{\"bodies\":[" + ground + ",{\"type\":\"dynamic\",\"shapes\":[{\"type\":\"sphere\",\"radius\":\"0.001\"}]}]}",
                "bodies[1]: "},
        };
        for (String[] c : cases) {
            CliRun r = CliRun.run(c[0], "simulate", "-", "--ticks", "1");
            assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), c[0] + "\n" + r.err());
            assertTrue(r.err().startsWith("lockstep simulate: -: " + c[1]), "expected '" + c[1] + "' in: " + r.err());
        }
    }

    @Test
    void badOptionsAndFiles_exit2() {
        assertEquals(ExitCodes.BAD_INPUT, CliRun.run("", "simulate", dir.resolve("none.json").toString()).exitCode());
        assertEquals(ExitCodes.BAD_INPUT, CliRun.run("", "simulate", SCENES.resolve("pyramid.json").toString(), "--ticks", "0").exitCode());
        assertEquals(ExitCodes.BAD_INPUT, CliRun.run("", "simulate", SCENES.resolve("pyramid.json").toString(), "--every", "-1").exitCode());
        CliRun notUtf8 = CliRun.run(new java.io.ByteArrayInputStream(new byte[]{'{', (byte) 0xff, '}'}), "simulate", "-");
        assertEquals(ExitCodes.BAD_INPUT, notUtf8.exitCode());
        assertTrue(notUtf8.err().contains("not UTF-8"), notUtf8.err());
    }
}
