package dev.lockstep.tools.simulate;

import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.replay.FlushPolicy;
import dev.lockstep.replay.ReplayRecorder;
import dev.lockstep.replay.ReplayWriter;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.format.ReplayHeader;
import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.world.BodyId;
import dev.lockstep.world.BodyType;
import dev.lockstep.world.JointEvents;
import dev.lockstep.world.World;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code lockstep simulate SCENE.json}: runs a JSON scene on the rigid-body world and prints body
 * states as JSON lines (every value an exact decimal string), then a summary line with the tick at
 * which every body was asleep and the state hash. See {@link SceneParser} for the scene format and
 * {@link SceneScenario} for what {@code --record} writes.
 */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = {"Run a rigid-body scene described as JSON and print body states as JSON lines.",
            "Every K ticks (--every) one line per non-static body: {\"tick\",\"body\",\"position\",\"rotation\",",
            "\"linearVelocity\",\"angularVelocity\",\"awake\"}, numbers as exact decimal strings; then",
            "{\"ticks\",\"allAsleepTick\",\"stateHash\"}. A joint that breaks prints {\"tick\",\"joint\",\"event\":\"broken\",\"userData\"}",
            "after its step (joint id order, before the body lines). The scene's optional \"queries\" are answered at their ticks as",
            "{\"tick\",\"query\",\"hits\"} (tools/docs/query.md). Scene format: tools/README.md, section simulate."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the scene ran", "2:bad option, missing or malformed scene (the message names the JSON path), or the replay cannot be written"})
public final class SimulateCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "SCENE.json", description = "the scene file; - for standard input")
    String sceneFile;

    @Option(names = "--ticks", paramLabel = "N", description = "ticks to run (default ${DEFAULT-VALUE})")
    int ticks = 600;

    @Option(names = "--every", paramLabel = "K", description = "print body states every K ticks (default: only after the last tick)")
    int every;

    @Option(names = "--record", paramLabel = "FILE", description = "also write the run as a replay (the scene travels in its header)")
    Path record;

    private final CliIo io;

    public SimulateCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        if (ticks < 1) {
            throw new BadInputException("--ticks must be at least 1, got " + ticks, "Pass e.g. --ticks 600.");
        }
        if (every < 0) {
            throw new BadInputException("--every must be >= 0, got " + every, "Pass e.g. --every 60.");
        }
        String text = readScene();
        Path base = "-".equals(sceneFile) ? Path.of("") : Path.of(sceneFile).toAbsolutePath().getParent();
        try {
            Scene scene = new SceneParser(base).parse(text);
            return record != null ? runRecorded(scene) : run(SceneWorld.build(scene));
        } catch (SceneException e) {
            throw new BadInputException(sceneFile + ": " + e.getMessage(), "See 'lockstep simulate --help' and tools/README.md for the scene format.");
        }
    }

    private int run(SceneWorld scene) throws SceneException {
        World world = scene.world();
        AsleepTracker asleep = new AsleepTracker();
        SceneQueries queries = new SceneQueries(scene, io.out());
        queries.answer(0);
        for (int t = 0; t < ticks; t++) {
            scene.applyEvents(t);
            step(world, t);
            printJointEvents(world, t + 1);
            asleep.after(world);
            printIfDue(scene, t + 1);
            queries.answer(t + 1);
        }
        printSummary(world, asleep);
        return ExitCodes.OK;
    }

    private int runRecorded(Scene scene) throws SceneException {
        SceneScenario scenario = SceneScenario.of(scene);
        World world = scenario.sceneWorld().world();
        AsleepTracker asleep = new AsleepTracker();
        ReplayHeader header = new ReplayHeader(scenario.rules(), 0, 1, 0, 0, 256);
        TickInputs none = new TickInputs(1);
        SceneQueries queries = new SceneQueries(scenario.sceneWorld(), io.out());
        queries.answer(0);
        try (ReplayWriter writer = ReplayWriter.create(record, header, FlushPolicy.ON_CLOSE);
             ReplayRecorder recorder = new ReplayRecorder(scenario, writer)) {
            for (int t = 0; t < ticks; t++) {
                try {
                    recorder.step(none);
                } catch (ArithmeticException e) {
                    throw overflow(t, e);
                }
                printJointEvents(world, t + 1);
                asleep.after(world);
                printIfDue(scenario.sceneWorld(), t + 1);
                queries.answer(t + 1);
            }
            recorder.finish();
        } catch (IOException e) {
            throw new BadInputException("cannot write the replay " + record + ": " + e, "Pass --record FILE in a writable directory.", e);
        }
        printSummary(world, asleep);
        io.err().println("simulate: replay written to " + record);
        return ExitCodes.OK;
    }

    private static void step(World world, int t) throws SceneException {
        try {
            world.step();
        } catch (ArithmeticException e) {
            throw overflow(t, e);
        }
    }

    /** A scene whose values leave the Q31.32 range mid-step (forces far beyond a body's mass, say) is bad input, named by tick. */
    private static SceneException overflow(int tick, ArithmeticException e) {
        return new SceneException("tick " + tick + ": the scene leaves the Q31.32 range: " + e.getMessage());
    }

    /** One line per joint that broke in the step ending at {@code tick}, in joint id order (the world's event order). */
    private void printJointEvents(World world, int tick) {
        JointEvents events = world.jointEvents();
        for (int k = 0; k < events.brokenCount(); k++) {
            io.out().println("{\"tick\":" + tick + ",\"joint\":" + events.broken(k).index() + ",\"event\":\"broken\",\"userData\":"
                    + events.brokenUserData(k) + "}");
        }
    }

    private void printIfDue(SceneWorld scene, int tick) {
        if ((every > 0 && tick % every == 0) || tick == ticks) {
            World world = scene.world();
            PrintStream out = io.out();
            for (int i = 0; i < scene.bodies().ids().size(); i++) {
                BodyId id = scene.id(i);
                if (world.type(id) == BodyType.STATIC) {
                    continue;
                }
                Quat q = world.rotation(id);
                out.println("{\"tick\":" + tick + ",\"body\":" + i + ",\"position\":" + vec(world.position(id))
                        + ",\"rotation\":[" + dec(q.w()) + "," + dec(q.x()) + "," + dec(q.y()) + "," + dec(q.z()) + "]"
                        + ",\"linearVelocity\":" + vec(world.linearVelocity(id)) + ",\"angularVelocity\":" + vec(world.angularVelocity(id))
                        + ",\"awake\":" + world.isAwake(id) + "}");
            }
        }
    }

    private void printSummary(World world, AsleepTracker asleep) {
        io.out().println("{\"ticks\":" + world.tick() + ",\"allAsleepTick\":" + (asleep.since < 0 ? "null" : Long.toString(asleep.since))
                + ",\"stateHash\":\"" + String.format("%016x", world.stateHash()) + "\"}");
    }

    private static String vec(Vec3 v) {
        return "[" + dec(v.x()) + "," + dec(v.y()) + "," + dec(v.z()) + "]";
    }

    private static String dec(long raw) {
        return "\"" + FixedFormat.toExactString(raw) + "\"";
    }

    /** The tick from which no body has been awake (-1 while one is). */
    private static final class AsleepTracker {
        long since = -1;

        void after(World world) {
            if (world.awakeBodyCount() > 0) {
                since = -1;
            } else if (since < 0) {
                since = world.tick();
            }
        }
    }

    private String readScene() {
        return SceneFiles.read(io, sceneFile);
    }
}
