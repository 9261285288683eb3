package dev.lockstep.tools.render;

import dev.lockstep.tools.AtomicFile;
import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.IoErrors;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.collide.BadRequestException;
import dev.lockstep.tools.collide.CollideAnswer;
import dev.lockstep.tools.collide.CollideFormatter;
import dev.lockstep.tools.collide.CollideParser;
import dev.lockstep.tools.collide.CollideRequest;
import dev.lockstep.tools.collide.CollideService;
import dev.lockstep.tools.collide.MeshAnswer;
import dev.lockstep.replay.TickInputs;
import dev.lockstep.replay.hash.StateHasher;
import dev.lockstep.tools.replay.Progress;
import dev.lockstep.tools.scenario.InputScript;
import dev.lockstep.tools.scenario.Scenarios;
import dev.lockstep.tools.scenario.WorldScenario;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
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

        @Option(names = "--scenario", paramLabel = "NAME", description = "scenario to draw (known: world)")
        String scenario;
    }

    /**
     * Latest tick {@code --scenario} draws: 2^20 (1,048,576 ticks, 4.5 hours of play at 64 ticks/s, some
     * minutes of simulation); every tick before it is simulated, with progress on standard error.
     */
    static final int MAX_TICK = 1 << 20;

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

    @Option(names = "--svg", paramLabel = "FILE", description = "write an SVG picture here (- for standard output)")
    Path svg;

    @Option(names = "--png", paramLabel = "FILE", description = "write a PNG picture here (- for standard output)")
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
        checkOutputs();
        Wireframe frame = new Wireframe();
        String title = source.query != null ? drawQuery(frame) : drawScenario(frame);
        Picture picture = new Picture(frame, title);
        try {
            if (svg != null) {
                write(svg, o -> {
                    Writer w = new OutputStreamWriter(o, StandardCharsets.UTF_8);
                    picture.writeSvg(w);
                    w.flush();
                });
            }
            if (png != null) {
                write(png, picture::writePng);
            }
        } catch (IOException e) {
            throw new BadInputException("cannot write the picture: " + IoErrors.describe(e), "Check that the output directory exists and is writable.", e);
        }
        return ExitCodes.OK;
    }

    /** Writes one picture into an output stream. */
    @FunctionalInterface
    private interface PictureWriter {
        void writeTo(OutputStream out) throws IOException;
    }

    /**
     * Writes a picture to standard output ({@code -}) or to a file, replaced only once the new picture
     * is complete ({@link AtomicFile}): a full disk leaves the old picture, never a truncated one.
     */
    private void write(Path target, PictureWriter picture) throws IOException {
        if (isStandardOutput(target)) {
            picture.writeTo(io.out());
            io.out().flush();
            return;
        }
        AtomicFile.write(target, temporary -> {
            try (OutputStream o = new BufferedOutputStream(Files.newOutputStream(temporary))) {
                picture.writeTo(o);
            }
            return null;
        });
        io.err().println("render: wrote " + target);
    }

    private static boolean isStandardOutput(Path p) {
        return p.toString().equals("-");
    }

    /**
     * Refuses output choices that would lose data: both pictures on standard output (they would run
     * together), and a picture written over the query file it is drawn from.
     */
    private void checkOutputs() {
        if (svg != null && png != null && isStandardOutput(svg) && isStandardOutput(png)) {
            throw new BadInputException("--svg - and --png - both name standard output", "Send at most one picture to '-'.");
        }
        if (source.query == null || source.query.equals("-")) {
            return;
        }
        Path query = Path.of(source.query);
        for (Path out : new Path[]{svg, png}) {
            if (out != null && !isStandardOutput(out) && sameFile(query, out)) {
                throw new BadInputException("the picture " + out + " would overwrite the query file " + query,
                        "Name another output file.");
            }
        }
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(a) && Files.exists(b) ? Files.isSameFile(a, b)
                    : a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        } catch (IOException e) {
            return false;
        }
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
            throw new BadInputException("cannot read query " + source.query + ": " + IoErrors.describe(e), "Check the path given to --query.", e);
        }
    }

    private String drawScenario(Wireframe frame) {
        if (tick < 0 || tick > MAX_TICK) {
            throw new BadInputException("--tick must be 0.." + MAX_TICK + ", got " + tick, "Pass e.g. --tick 100.");
        }
        WorldScenario scenario = Scenarios.create(source.scenario, seed, players);
        InputScript script = new InputScript(seed, scenario.playerCount(), scenario.maxInputBytes());
        TickInputs inputs = new TickInputs(scenario.playerCount());
        Progress progress = new Progress(io.err(), io.terminal(), "render", Math.max(1, tick));
        try {
            for (int t = 0; t < tick; t++) {
                script.inputsFor(t, inputs);
                scenario.step(t, inputs);
                progress.update(t + 1L);
            }
        } finally {
            progress.finish();
        }
        WorldDrawing.draw(scenario.worldBodies(), frame);
        frame.note(String.format("state hash %016x after %d ticks", new StateHasher(scenario.rules().partNameArray()).hash(scenario), tick));
        return "scenario " + source.scenario + ", seed " + seed + ", " + players + " players, tick " + tick;
    }
}
