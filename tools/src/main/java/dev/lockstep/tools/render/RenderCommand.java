package dev.lockstep.tools.render;

import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.collide.BadRequestException;
import dev.lockstep.tools.collide.CollideAnswer;
import dev.lockstep.tools.collide.CollideFormatter;
import dev.lockstep.tools.collide.CollideParser;
import dev.lockstep.tools.collide.CollideRequest;
import dev.lockstep.tools.collide.CollideService;
import dev.lockstep.tools.collide.MeshAnswer;
import dev.lockstep.tools.collide.PlacedShape;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.hash.StateHasher;
import dev.lockstep.tools.scenario.InputScript;
import dev.lockstep.tools.scenario.Scenario;
import dev.lockstep.tools.scenario.Scenarios;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code lockstep render}: draws one {@code collide} query, or one tick of a scenario, as SVG
 * and/or PNG wireframes (front and top views), with contact points and normals scaled by depth.
 */
@Command(name = "render", mixinStandardHelpOptions = true,
        description = {"Draw a collide query or one tick of a scenario as SVG and/or PNG wireframes.",
            "Front (x right, y up) and top (x right, z down) orthographic views; contact points in red,",
            "normals (a to b) scaled by depth in orange, voided mesh features in purple."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:picture written (a query the kernel cannot answer yet is drawn without contacts)",
            "2:bad input: missing file, malformed query, unknown scenario, no output named"})
public final class RenderCommand implements Callable<Integer> {
    static final class Source {
        @Option(names = "--query", paramLabel = "FILE",
                description = "file holding one collide request (JSON, as for 'lockstep collide'); - for standard input")
        String query;

        @Option(names = "--scenario", paramLabel = "NAME", description = "scenario to draw (known: reference, arena, balls)")
        String scenario;
    }

    /** Largest query file read (characters); a query is one request line. */
    static final int MAX_QUERY_CHARS = 4 << 20;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    @Option(names = "--tick", paramLabel = "N", description = "with --scenario: tick to draw (default ${DEFAULT-VALUE})")
    int tick;

    @Option(names = "--seed", paramLabel = "S", description = "with --scenario: scene seed (default ${DEFAULT-VALUE})")
    long seed = 1;

    @Option(names = "--players", paramLabel = "P", description = "with --scenario: players (default ${DEFAULT-VALUE})")
    int players = 4;

    @Option(names = "--svg", paramLabel = "FILE", description = "write an SVG picture here")
    Path svg;

    @Option(names = "--png", paramLabel = "FILE", description = "write a PNG picture here")
    Path png;

    private final CliIo io;

    public RenderCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        if (svg == null && png == null) {
            throw new BadInputException("no output named", "Pass --svg FILE and/or --png FILE.");
        }
        Wireframe frame = new Wireframe();
        String title = source.query != null ? drawQuery(frame) : drawScenario(frame);
        Picture picture = new Picture(frame, title);
        try {
            if (svg != null) {
                try (Writer w = Files.newBufferedWriter(svg, StandardCharsets.UTF_8)) {
                    picture.writeSvg(w);
                }
                io.err().println("render: wrote " + svg);
            }
            if (png != null) {
                try (OutputStream o = Files.newOutputStream(png)) {
                    picture.writePng(o);
                }
                io.err().println("render: wrote " + png);
            }
        } catch (IOException e) {
            throw new BadInputException("cannot write the picture: " + e, "Check that the output directory exists and is writable.", e);
        }
        return ExitCodes.OK;
    }

    private String drawQuery(Wireframe frame) {
        String text = readQuery();
        CollideRequest request;
        try {
            request = new CollideParser().parse(text);
        } catch (BadRequestException e) {
            throw new BadInputException("bad query in " + source.query + ": " + e.getMessage(),
                    "The query is one collide request line; see 'lockstep collide --help'.");
        }
        QueryDrawing.shapes(request, frame);
        try {
            if (request.b().isMesh()) {
                MeshAnswer answer = new CollideService().collideMesh(request, true);
                QueryDrawing.meshContacts(answer, frame);
                frame.note(new CollideFormatter().meshAnswer(answer));
                frame.note(answer.voidedFeatures().size() + " voided feature(s) drawn in purple");
            } else {
                CollideAnswer answer = new CollideService().collide(request);
                QueryDrawing.contacts(answer, frame);
                frame.note(new CollideFormatter().answer(answer));
            }
        } catch (BadRequestException e) {
            io.err().println("render: drawing shapes only, no contacts: " + e.getMessage());
            frame.note("no contacts: " + e.getMessage());
        }
        return "collide " + request.a().typeName() + " vs " + request.b().typeName();
    }

    /**
     * Reads the query file (or standard input), counting characters as they arrive so that an endless
     * or huge source is refused at {@link #MAX_QUERY_CHARS} without being held in memory first.
     */
    private String readQuery() {
        try {
            Reader r = "-".equals(source.query)
                    ? new InputStreamReader(io.in(), StandardCharsets.UTF_8)
                    : Files.newBufferedReader(Path.of(source.query), StandardCharsets.UTF_8);
            try (r) {
                StringBuilder sb = new StringBuilder();
                char[] buf = new char[8192];
                int n;
                while ((n = r.read(buf)) > 0) {
                    if (sb.length() + n > MAX_QUERY_CHARS) {
                        throw new BadInputException(source.query + " is larger than " + MAX_QUERY_CHARS
                                + " characters", "A query file holds a single collide request.");
                    }
                    sb.append(buf, 0, n);
                }
                return sb.toString().trim();
            }
        } catch (NoSuchFileException e) {
            throw new BadInputException("query file not found: " + source.query, "Check the path given to --query.", e);
        } catch (IOException e) {
            throw new BadInputException("cannot read query " + source.query + ": " + e, "Check the path given to --query.", e);
        }
    }

    private String drawScenario(Wireframe frame) {
        if (tick < 0) {
            throw new BadInputException("--tick must be >= 0, got " + tick, "Pass e.g. --tick 100.");
        }
        Scenario scenario = Scenarios.create(source.scenario, seed, players);
        InputScript script = new InputScript(seed, scenario.playerCount(), scenario.maxInputBytes());
        TickInputs inputs = new TickInputs(scenario.playerCount());
        for (int t = 0; t < tick; t++) {
            script.inputsFor(t, inputs);
            scenario.step(t, inputs);
        }
        for (PlacedShape body : scenario.bodies()) {
            ShapeOutline.draw(body.shape(), body.pose(), Wireframe.Ink.BODY, frame);
        }
        frame.note(String.format("state hash %016x after %d ticks", new StateHasher(scenario.rules().partNameArray()).hash(scenario), tick));
        return "scenario " + source.scenario + ", seed " + seed + ", " + players + " players, tick " + tick;
    }
}
