package dev.lockstep.tools.simulate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code lockstep simulate} scenes with joints: a pendulum, a chain that sleeps, break events, recording, and every bad joint with its JSON path. */
class SimulateJointsTest {
    private static final Path SCENES = SimulateCommandTest.SCENES;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String GROUND = "{\"type\":\"static\",\"position\":[\"0\",\"4\",\"0\"],\"shapes\":[{\"type\":\"box\",\"halfExtents\":[\"0.1\",\"0.1\",\"0.1\"]}]}";
    private static final String BOB = "{\"type\":\"dynamic\",\"position\":[\"2\",\"4\",\"0\"],\"shapes\":[{\"type\":\"sphere\",\"radius\":\"0.25\"}]}";
    /** A bob on a rope that breaks at 1 N, on the way down. */
    private static final String BREAKING = "{\"world\":{\"gravity\":[\"0\",\"-9.81\",\"0\"]},\"bodies\":[" + GROUND + "," + BOB + "],\"joints\":["
            + "{\"type\":\"distance\",\"bodyA\":0,\"bodyB\":1,\"anchorA\":[\"0\",\"4\",\"0\"],\"anchorB\":[\"2\",\"4\",\"0\"],"
            + "\"breakable\":true,\"breakForce\":\"1\",\"breakTorque\":\"1\",\"userData\":7}]}";
    private static final String KINEMATIC = "{\"type\":\"kinematic\",\"shapes\":[{\"type\":\"sphere\",\"radius\":\"0.25\"}]}";

    @TempDir
    Path dir;

    /** A bob released level with a hinge on a static body: it swings down and through to the other side. */
    @Test
    void pendulum_swingsThroughTheBottom_sameBitsEveryRun() throws Exception {
        String scene = SCENES.resolve("pendulum.json").toString();
        CliRun a = CliRun.run("", "simulate", scene, "--ticks", "120", "--every", "10");
        CliRun b = CliRun.run("", "simulate", scene, "--ticks", "120", "--every", "10");
        assertEquals(ExitCodes.OK, a.exitCode(), a.err());
        assertEquals(a.out(), b.out(), "two runs, the same bytes");
        String[] lines = a.outLines();
        assertEquals(12 + 1, lines.length, a.out());
        long firstX = x(JSON.readTree(lines[0]));
        assertTrue(firstX > 0, "starts on +x: " + lines[0]);
        long minX = Long.MAX_VALUE;
        for (int i = 0; i < 12; i++) {
            JsonNode bob = JSON.readTree(lines[i]);
            long px = x(bob);
            long py = FixedFormat.parseExact(bob.get("position").get(1).textValue());
            minX = Math.min(minX, px);
            // the hinge holds the bob on its 2 m circle about (0, 4, 0): the joint rows are soft (60 Hz), so it stretches
            // under the swing's load, 1.25 cm at the bottom; 2.5 cm allowed
            long dx = px;
            long dy = py - FixedFormat.parseExact("4");
            double r = Math.sqrt((double) dx * dx + (double) dy * dy) / 0x1p32;
            assertTrue(Math.abs(r - 2) < 0.025, "radius " + r + " at " + bob);
        }
        assertTrue(minX < -FixedFormat.parseExact("1.9"), "swung to the other side (x < -1.9): " + FixedFormat.toExactString(minX));
        assertTrue(lines[12].matches("\\{\"ticks\":120,\"allAsleepTick\":null,\"stateHash\":\"[0-9a-f]{16}\"}"), lines[12]);
    }

    /** Four links (spherical with a cone, revolute with a limit, distance rope, soft weld) kicked sideways come to rest and sleep. */
    @Test
    void chain_ofEveryJointKind_settlesAndSleeps() throws Exception {
        CliRun r = CliRun.run("", "simulate", SCENES.resolve("chain.json").toString(), "--ticks", "480", "--every", "240");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        String[] lines = r.outLines();
        assertEquals(2 * 4 + 1, lines.length, r.out());
        JsonNode movingAt240 = JSON.readTree(lines[3]);
        JsonNode summary = JSON.readTree(lines[lines.length - 1]);
        assertTrue(summary.get("allAsleepTick").isInt() && summary.get("allAsleepTick").intValue() <= 450, summary.toString());
        for (int i = 4; i < 8; i++) {
            assertFalse(JSON.readTree(lines[i]).get("awake").booleanValue(), lines[i]);
        }
        JsonNode hand = JSON.readTree(lines[7]);
        assertEquals(4, hand.get("body").intValue());
        long y = FixedFormat.parseExact(hand.get("position").get(1).textValue());
        // hangs where it was built (1.6 m), give or take the rope's 0.1 m of slack and the soft joints' stretch
        assertTrue(y > FixedFormat.parseExact("1.45") && y < FixedFormat.parseExact("1.75"), "the hand hangs below the chain: " + hand);
        assertTrue(x(movingAt240) != 0, "the kick moved the chain: " + movingAt240);
    }

    @Test
    void breakableJoint_printsItsBreakEvent_atItsTick_andLetsGo() throws Exception {
        CliRun r = CliRun.run(BREAKING, "simulate", "-", "--ticks", "60", "--every", "1");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        List<String> events = new ArrayList<>();
        int bodyLinesBefore = 0;
        for (String line : r.outLines()) {
            if (line.contains("\"event\"")) {
                events.add(line);
            } else if (events.isEmpty()) {
                bodyLinesBefore++;
            }
        }
        assertEquals(1, events.size(), r.out());
        JsonNode e = JSON.readTree(events.get(0));
        int tick = e.get("tick").intValue();
        assertEquals("{\"tick\":" + tick + ",\"joint\":0,\"event\":\"broken\",\"userData\":7}", events.get(0));
        // a 0.065 kg bob pulls 3 m g = 1.9 N at the bottom of its swing: it breaks on the way down, before its body line of that tick
        assertTrue(tick > 5 && tick < 45, events.get(0));
        assertEquals(tick - 1, bodyLinesBefore, "printed after the step that broke it, before that tick's body lines");
        JsonNode last = JSON.readTree(r.outLines()[r.outLines().length - 2]);
        assertTrue(FixedFormat.parseExact(last.get("position").get(1).textValue()) < FixedFormat.parseExact("1"), "it falls free: " + last);
    }

    /** The pendulum, the chain, and a scene whose joint breaks mid-run (the sync test rolls back across the break). */
    @Test
    void record_ofAJointedScene_verifiesAndPassesTheSyncTest() throws Exception {
        Path breaking = Files.writeString(dir.resolve("breaking.json"), BREAKING);
        for (Path path : new Path[] {SCENES.resolve("pendulum.json"), SCENES.resolve("chain.json"), breaking}) {
            Path replay = dir.resolve(path.getFileName() + ".replay");
            String scene = path.toString();
            CliRun rec = CliRun.run("", "simulate", scene, "--ticks", "90", "--record", replay.toString());
            assertEquals(ExitCodes.OK, rec.exitCode(), rec.err());
            CliRun plain = CliRun.run("", "simulate", scene, "--ticks", "90");
            assertEquals(plain.out(), rec.out(), "recording changes nothing");
            String hash = rec.outLines()[rec.outLines().length - 1].replaceAll(".*\"stateHash\":\"([0-9a-f]+)\".*", "$1");
            CliRun v = CliRun.run("", "verify", replay.toString());
            assertEquals(ExitCodes.OK, v.exitCode(), v.out() + v.err());
            assertTrue(v.out().startsWith("verify: OK: 90 ticks from tick 0, final hash 0x" + hash), v.out());
            CliRun sync = CliRun.run("", "verify", "--sync-test", "8", replay.toString());
            assertEquals(ExitCodes.OK, sync.exitCode(), sync.out() + sync.err());
        }
    }

    /** The scene travels in the replay header (4,095 bytes): a long chain runs, but --record says why it cannot. */
    @Test
    void record_ofAChainTooLongForTheReplayHeader_exit2_sayingWhy() throws Exception {
        StringBuilder bodies = new StringBuilder(GROUND);
        StringBuilder joints = new StringBuilder();
        for (int i = 1; i <= 40; i++) {
            bodies.append(",{\"type\":\"dynamic\",\"position\":[\"0\",\"").append(4 - i * 0.25)
                    .append("\",\"0\"],\"shapes\":[{\"type\":\"sphere\",\"radius\":\"0.1\"}]}");
            joints.append(i > 1 ? "," : "").append("{\"type\":\"spherical\",\"bodyA\":").append(i - 1).append(",\"bodyB\":").append(i)
                    .append(",\"pivot\":[\"0\",\"").append(4 - i * 0.25 + 0.125).append("\",\"0\"]}");
        }
        Path scene = Files.writeString(dir.resolve("long.json"), "{\"bodies\":[" + bodies + "],\"joints\":[" + joints + "]}");
        assertEquals(ExitCodes.OK, CliRun.run("", "simulate", scene.toString(), "--ticks", "5").exitCode());
        CliRun rec = CliRun.run("", "simulate", scene.toString(), "--ticks", "5", "--record", dir.resolve("long.replay").toString());
        assertEquals(ExitCodes.BAD_INPUT, rec.exitCode());
        assertTrue(rec.err().contains("scene: its compact JSON is") && rec.err().contains("which holds at most 4095"), rec.err());
    }

    /**
     * Found by the fuzzer: bodies created 8200 m off their joint frames once overflowed the first
     * step; the joint's correction speed is now capped (the world's max linear speed), so the scene
     * steps and the bodies are pulled together at a bounded speed.
     */
    @Test
    void jointFramesFarApart_arePulledTogetherAtABoundedSpeed() throws Exception {
        Path scene = Path.of("src/test/resources/dev/lockstep/tools/simulate/SceneParserFuzzTestInputs/fuzzScene/joint_frames_8200m_apart_overflows");
        CliRun r = CliRun.run(Files.readString(scene), "simulate", "-", "--ticks", "60");
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertFalse(r.err().contains("\tat "), r.err());
        String[] lines = r.outLines();
        String last = lines[lines.length - 2];
        assertTrue(last.contains("\"body\":1"), last);
        // 60 ticks at no more than 400 m/s: body 1 is still more than 7,800 m out along z
        String z = last.substring(last.indexOf("\"position\":[")).split("\"")[7];
        assertTrue(new java.math.BigDecimal(z).compareTo(new java.math.BigDecimal("7800")) > 0, last);
    }

    @Test
    void malformedJoints_exit2_namingTheJsonPath() {
        String two = "{\"bodies\":[" + GROUND + "," + BOB + "],\"joints\":[";
        String revolute = "{\"type\":\"revolute\",\"bodyA\":0,\"bodyB\":1,\"pivot\":[\"0\",\"4\",\"0\"]";
        String distance = "{\"type\":\"distance\",\"bodyA\":0,\"bodyB\":1,\"anchorA\":[\"0\",\"4\",\"0\"],\"anchorB\":[\"2\",\"4\",\"0\"]";
        String ok = revolute + "}";
        String[][] cases = {
            {two + "]}", null},
            {"{\"bodies\":[" + BOB + "],\"joints\":{}}", "joints: expected an array, got an object"},
            {two + "1]}", "joints[0]: expected a joint object"},
            {two + "{\"bodyA\":0,\"bodyB\":1}]}", "joints[0]: missing \"type\""},
            {two + ok + ",{\"type\":\"hinge\",\"bodyA\":0,\"bodyB\":1}]}", "joints[1].type: expected \"spherical\", \"revolute\", \"prismatic\", \"weld\" or \"distance\""},
            {two + ok + "," + ok + ",{\"type\":\"revolute\",\"bodyA\":0,\"bodyB\":2,\"pivot\":[\"0\",\"4\",\"0\"]}]}", "joints[2].bodyB: must be within 0..1, got 2"},
            {two + "{\"type\":\"revolute\",\"bodyA\":\"0\",\"bodyB\":1,\"pivot\":[\"0\",\"4\",\"0\"]}]}", "joints[0].bodyA: expected an integer"},
            {two + "{\"type\":\"revolute\",\"bodyA\":1,\"bodyB\":1,\"pivot\":[\"0\",\"4\",\"0\"]}]}", "joints[0].bodyB: both ends are body 1"},
            {"{\"bodies\":[" + GROUND + "," + KINEMATIC + "],\"joints\":[" + ok + "]}", "joints[0]: neither body 0 (static) nor body 1 (kinematic) is dynamic"},
            {two + "{\"type\":\"revolute\",\"bodyA\":0,\"bodyB\":1}]}", "joints[0]: missing \"pivot\""},
            {two + distance.replace(",\"anchorB\":[\"2\",\"4\",\"0\"]", "") + "}]}", "joints[0]: missing \"anchorB\""},
            {two + revolute + ",\"coneAngle\":\"1\"}]}", "joints[0]: unknown key \"coneAngle\""},
            {two + distance + ",\"pivot\":[\"0\",\"4\",\"0\"]}]}", "joints[0]: unknown key \"pivot\""},
            {two + revolute + ",\"pivot2\":1}]}", "joints[0]: unknown key \"pivot2\""},
            {two + revolute + ",\"enableLimit\":true,\"lower\":\"-1\",\"upper\":1}]}", "joints[0].upper: numbers must be decimal strings"},
            {two + revolute + ",\"enableLimit\":true,\"upper\":\"1\"}]}", "joints[0]: missing \"lower\" (\"enableLimit\" is true)"},
            {two + revolute + ",\"lower\":\"-1\",\"upper\":\"1\"}]}", "joints[0].lower: set only with \"enableLimit\":true"},
            {two + revolute + ",\"enableLimit\":\"yes\",\"lower\":\"-1\",\"upper\":\"1\"}]}", "joints[0].enableLimit: expected true or false"},
            {two + revolute + ",\"enableMotor\":true,\"motorSpeed\":\"1\"}]}", "joints[0]: missing \"maxMotorForce\" (or \"unlimitedMotorForce\":true)"},
            {two + revolute + ",\"enableMotor\":true,\"motorSpeed\":\"1\",\"unlimitedMotorForce\":true,\"maxMotorForce\":\"1\"}]}",
                "joints[0].maxMotorForce: not with \"unlimitedMotorForce\":true"},
            {two + revolute + ",\"unlimitedMotorForce\":true}]}", "joints[0].unlimitedMotorForce: set only with \"enableMotor\":true"},
            {two + revolute + ",\"enableMotor\":true,\"motorSpeed\":\"1\",\"maxMotorForce\":\"-1\"}]}", "joints[0].maxMotorForce: must be >= 0"},
            {two + revolute + ",\"springDampingRatio\":\"1\"}]}", "joints[0].springDampingRatio: set only with \"enableSpring\":true"},
            {two + revolute + ",\"breakable\":true,\"breakForce\":\"10\"}]}", "joints[0]: missing \"breakTorque\" (\"breakable\" is true)"},
            {two + revolute + ",\"frameRotation\":[\"0\",\"0\",\"0\",\"0\"]}]}", "joints[0].frameRotation: cannot normalise"},
            {two + revolute + ",\"localFrames\":{\"anchorA\":[\"0\",\"0\",\"0\"],\"anchorB\":[\"-2\",\"0\",\"0\"]}}]}",
                "joints[0].pivot: give either a world frame or \"localFrames\", not both"},
            {two + "{\"type\":\"distance\",\"bodyA\":0,\"bodyB\":1,\"localFrames\":{\"anchorA\":[\"0\",\"0\",\"0\"],\"anchorB\":[\"0\",\"0\",\"0\"]}}]}",
                "joints[0]: missing \"length\""},
            {two + "{\"type\":\"weld\",\"bodyA\":0,\"bodyB\":1,\"localFrames\":{\"anchorA\":[\"0\",\"0\",\"0\"],\"anchorC\":[\"0\",\"0\",\"0\"]}}]}",
                "joints[0].localFrames: unknown key \"anchorC\""},
            {two + "{\"type\":\"weld\",\"bodyA\":0,\"bodyB\":1,\"pivot\":[\"0\",\"4\",\"0\"],\"linearHertz\":\"-5\"}]}", "joints[0].linearHertz: must be >= 0"},
            {two + "{\"type\":\"weld\",\"bodyA\":0,\"bodyB\":1,\"pivot\":[\"0\",\"4\",\"0\"],\"collideConnected\":1}]}", "joints[0].collideConnected: expected true or false"},
            {two + "{\"type\":\"spherical\",\"bodyA\":0,\"bodyB\":1,\"pivot\":[\"0\",\"4\",\"0\"],\"enableTwist\":true,\"twistLower\":\"-1\"}]}",
                "joints[0]: missing \"twistUpper\" (\"enableTwist\" is true)"},
            {two + "{\"type\":\"prismatic\",\"bodyA\":0,\"bodyB\":1,\"pivot\":[\"0\",\"4\",\"0\"],\"enableSpring\":true}]}", "joints[0]: unknown key \"enableSpring\""},
            {two + ok + "," + ok + "," + revolute + ",\"enableLimit\":true,\"lower\":\"1\",\"upper\":\"-1\"}]}", "joints[2].lower: joint 2 (user data 0): field lower"},
            // what the world refuses at createJoint, named by the key the world's message names
            {two + revolute + ",\"enableLimit\":true,\"lower\":\"-4\",\"upper\":\"1\"}]}", "joints[0].lower: joint 0 (user data 0): field lower"},
            {two + revolute + ",\"enableMotor\":true,\"motorSpeed\":\"100000\",\"maxMotorForce\":\"1\"}]}", "joints[0].motorSpeed: joint 0"},
            {two + revolute + ",\"enableSpring\":true,\"springHertz\":\"1000000\"}]}", "joints[0].springHertz: joint 0"},
            {two + revolute + ",\"breakable\":true,\"breakForce\":\"2000000000\",\"breakTorque\":\"1\"}]}", "joints[0].breakForce: joint 0"},
            {two + "{\"type\":\"spherical\",\"bodyA\":0,\"bodyB\":1,\"pivot\":[\"0\",\"4\",\"0\"],\"enableCone\":true,\"coneAngle\":\"4\"}]}",
                "joints[0].coneAngle: joint 0"},
            {two + "{\"type\":\"spherical\",\"bodyA\":0,\"bodyB\":1,\"pivot\":[\"0\",\"4\",\"0\"],\"enableTwist\":true,\"twistLower\":\"1\",\"twistUpper\":\"0\"}]}",
                "joints[0].twistLower: joint 0"},
            {two + "{\"type\":\"revolute\",\"bodyA\":0,\"bodyB\":1,\"pivot\":[\"0\",\"1000000000\",\"0\"]}]}", "joints[0].pivot: joint 0 (user data 0) anchorA: position"},
            {two + "{\"type\":\"weld\",\"bodyA\":0,\"bodyB\":1,\"localFrames\":{\"anchorA\":[\"0\",\"0\",\"0\"],\"anchorB\":[\"0\",\"1000000000\",\"0\"]}}]}",
                "joints[0].localFrames.anchorB: joint 0"},
            {two + distance.replace("[\"2\",\"4\",\"0\"]", "[\"0\",\"4\",\"0\"]") + "}]}", "joints[0]: joint 0 (user data 0): field length = 0"},
            {two + distance + ",\"length\":\"0\"}]}", "joints[0].length: joint 0"},
            {two + distance + ",\"enableLimit\":true,\"lower\":\"-1\",\"upper\":\"3\"}]}", "joints[0].lower: joint 0"},
            {"{\"world\":{\"jointHertz\":\"-1\"},\"bodies\":[" + BOB + "]}", "world.jointHertz: must be >= 0"},
        };
        for (String[] c : cases) {
            CliRun r = CliRun.run(c[0], "simulate", "-", "--ticks", "1");
            if (c[1] == null) {
                assertEquals(ExitCodes.OK, r.exitCode(), c[0] + "\n" + r.err());
                continue;
            }
            assertEquals(ExitCodes.BAD_INPUT, r.exitCode(), c[0] + "\n" + r.out() + r.err());
            assertTrue(r.err().startsWith("lockstep simulate: -: " + c[1]), "expected '" + c[1] + "' in: " + r.err());
            assertFalse(r.err().contains("\tat "), "no stack trace: " + r.err());
        }
    }

    /** Every option of every joint kind parses and steps; the world sees what the scene says (a motor turns its bob). */
    @Test
    void everyOption_parsesAndSteps() throws Exception {
        String scene = "{\"world\":{\"gravity\":[\"0\",\"0\",\"0\"],\"jointHertz\":\"30\",\"jointDampingRatio\":\"1\"},\"bodies\":[" + GROUND + "," + BOB
                + "," + BOB.replace("[\"2\",\"4\",\"0\"]", "[\"4\",\"4\",\"0\"]") + "," + BOB.replace("[\"2\",\"4\",\"0\"]", "[\"6\",\"4\",\"0\"]")
                + "," + BOB.replace("[\"2\",\"4\",\"0\"]", "[\"8\",\"4\",\"0\"]") + "," + BOB.replace("[\"2\",\"4\",\"0\"]", "[\"10\",\"4\",\"0\"]") + "],\"joints\":["
                + "{\"type\":\"revolute\",\"bodyA\":0,\"bodyB\":1,\"pivot\":[\"0\",\"4\",\"0\"],\"frameRotation\":[\"1\",\"0\",\"0\",\"0\"],"
                + "\"enableLimit\":false,\"enableMotor\":true,\"motorSpeed\":\"1\",\"unlimitedMotorForce\":true,\"enableSpring\":false,\"collideConnected\":false,\"userData\":-3},"
                + "{\"type\":\"prismatic\",\"bodyA\":1,\"bodyB\":2,\"pivot\":[\"3\",\"4\",\"0\"],\"enableLimit\":true,\"lower\":\"-0.5\",\"upper\":\"0.5\","
                + "\"enableMotor\":true,\"motorSpeed\":\"0\",\"maxMotorForce\":\"10\",\"breakable\":true,\"breakForce\":\"1000\",\"breakTorque\":\"1000\"},"
                + "{\"type\":\"spherical\",\"bodyA\":2,\"bodyB\":3,\"localFrames\":{\"anchorA\":[\"1\",\"0\",\"0\"],\"rotationA\":[\"1\",\"0\",\"0\",\"0\"],"
                + "\"anchorB\":[\"-1\",\"0\",\"0\"],\"rotationB\":[\"1\",\"0\",\"0\",\"0\"]},\"enableCone\":true,\"coneAngle\":\"0.5\",\"enableTwist\":true,"
                + "\"twistLower\":\"-0.25\",\"twistUpper\":\"0.25\"},"
                + "{\"type\":\"weld\",\"bodyA\":3,\"bodyB\":4,\"pivot\":[\"7\",\"4\",\"0\"],\"linearHertz\":\"30\",\"linearDampingRatio\":\"0.5\","
                + "\"angularHertz\":\"10\",\"angularDampingRatio\":\"0.7\"},"
                + "{\"type\":\"distance\",\"bodyA\":4,\"bodyB\":5,\"anchorA\":[\"8\",\"4\",\"0\"],\"anchorB\":[\"10\",\"4\",\"0\"],\"length\":\"1.5\","
                + "\"enableLimit\":true,\"lower\":\"1\",\"upper\":\"2.5\",\"enableSpring\":true,\"springHertz\":\"5\",\"springDampingRatio\":\"0.1\"}]}";
        CliRun r = CliRun.run(scene, "simulate", "-", "--ticks", "30");
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        JsonNode first = JSON.readTree(r.outLines()[0]);
        assertEquals(1, first.get("body").intValue());
        long spin = FixedFormat.parseExact(first.get("angularVelocity").get(2).textValue());
        assertNotNull(first);
        assertTrue(spin > FixedFormat.parseExact("0.5"), "the hinge motor turns the chain about z: " + first);
    }

    private static long x(JsonNode bodyLine) {
        return FixedFormat.parseExact(bodyLine.get("position").get(0).textValue());
    }
}
