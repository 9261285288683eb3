package dev.lockstep.tools.query;

import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.BoundedLineReader;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.simulate.SceneException;
import dev.lockstep.tools.simulate.SceneFiles;
import dev.lockstep.tools.simulate.SceneParser;
import dev.lockstep.tools.simulate.SceneWorld;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code lockstep query SCENE.json}: builds the scene's world, steps it {@code --ticks} times,
 * then answers ray and shape-cast queries read as JSON lines from standard input, one JSON line
 * out per line in ({@link QueryParser}, {@link QueryAnswers}). A malformed or refused query stops
 * the command with exit 2 and a message naming the line and the JSON path; the answers before it
 * are written.
 */
@Command(name = "query", mixinStandardHelpOptions = true,
        description = {"Answer ray and shape-cast queries against a simulate scene, as JSON lines.",
            "Input:  {\"ray\":{\"origin\":V,\"translation\":V}} or",
            "        {\"cast\":{\"shape\":SHAPE,\"start\":{\"p\":V,\"q\":[w,x,y,z]},\"translation\":V}}",
            "        options: \"mode\":\"closest\"|\"all\"|\"any\", \"maxFraction\":\"1\",",
            "        \"filter\":{\"category\":1,\"mask\":-1,\"excludeBody\":N}",
            "Output: {\"hits\":[{\"fraction\":F,\"body\":B,\"shape\":S,\"point\":V,\"normal\":V},...]}",
            "  (mesh hits: \"mesh\":M,\"triangle\":T instead of \"shape\"); numbers are exact decimal strings.",
            "See tools/docs/query.md."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:every query answered",
            "2:bad option, missing or malformed scene, or a malformed query (the message names the line and JSON path)"})
public final class QueryCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "SCENE.json", description = "the scene file (lockstep simulate's format)")
    String sceneFile;

    @Option(names = "--ticks", paramLabel = "N", description = "ticks to step before answering (default ${DEFAULT-VALUE})")
    int ticks = 0;

    private final CliIo io;

    public QueryCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        if (ticks < 0) {
            throw new BadInputException("--ticks must be >= 0, got " + ticks, "Pass e.g. --ticks 120.");
        }
        if ("-".equals(sceneFile)) {
            throw new BadInputException("the scene cannot come from standard input: the queries do", "Pass the scene's path.");
        }
        SceneWorld scene;
        try {
            String text = SceneFiles.read(io, sceneFile);
            scene = SceneWorld.build(new SceneParser(Path.of(sceneFile).toAbsolutePath().getParent()).parse(text));
            for (int t = 0; t < ticks; t++) {
                scene.applyEvents(t);
                scene.world().step();
            }
        } catch (SceneException e) {
            throw new BadInputException(sceneFile + ": " + e.getMessage(), "See tools/README.md for the scene format.");
        } catch (ArithmeticException e) {
            throw new BadInputException(sceneFile + ": the scene leaves the Q31.32 range: " + e.getMessage(), "Check the scene's forces.");
        }
        answerLines(new QueryAnswers(scene));
        return ExitCodes.OK;
    }

    private void answerLines(QueryAnswers answers) {
        QueryParser parser = new QueryParser();
        BoundedLineReader in = new BoundedLineReader(new InputStreamReader(io.in(), StandardCharsets.UTF_8),
                QueryParser.MAX_QUERY_CHARS);
        Writer out = new BufferedWriter(new OutputStreamWriter(io.out(), StandardCharsets.UTF_8), 1 << 16);
        try {
            String line;
            while ((line = in.readLine()) != null) {
                String answer;
                try {
                    if (in.lastLineTooLong()) {
                        throw new QueryException("query: longer than " + QueryParser.MAX_QUERY_CHARS + " characters");
                    }
                    answer = answers.answer(parser.parse(line), "query");
                } catch (QueryException e) {
                    // the answers so far are valid: write them before stopping
                    out.flush();
                    throw new BadInputException("line " + in.lineNumber() + ": " + e.getMessage(),
                            "See 'lockstep query --help' and tools/docs/query.md for the query format.");
                }
                out.write(answer);
                out.write('\n');
                if (!in.moreBuffered()) {
                    out.flush();
                }
            }
            out.flush();
        } catch (IOException e) {
            throw new BadInputException("cannot read standard input or write standard output: " + e.getMessage(),
                    "Check the pipe or file redirected into 'lockstep query'.", e);
        }
        if (io.out().checkError()) {
            throw new BadInputException("cannot write standard output (closed pipe or full disk)", "Check where the output goes.");
        }
    }
}
