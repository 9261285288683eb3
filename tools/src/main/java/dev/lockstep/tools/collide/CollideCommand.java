package dev.lockstep.tools.collide;

import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.BoundedLineReader;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import dev.lockstep.tools.LineAnswers;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code lockstep collide}: answers JSON-lines contact queries from standard input (issue 3), one
 * JSON line out per line in, so any pair can be checked from outside the JVM. Streams in bounded
 * memory; a bad line gets {@code {"error":"..."}} and the stream goes on.
 */
@Command(name = "collide", mixinStandardHelpOptions = true,
        description = {
            "Answer contact queries: one JSON object per line of standard input, one JSON line per answer.",
            "Input:  {\"a\":SHAPE,\"ta\":XFORM,\"b\":SHAPE,\"tb\":XFORM}",
            "  SHAPE {\"type\":\"sphere\",\"radius\":R} | {\"type\":\"capsule\",\"p0\":V,\"p1\":V,\"radius\":R}",
            "        | {\"type\":\"hull\",\"points\":[V,...]} | {\"type\":\"box\",\"halfExtents\":V}",
            "  XFORM {\"p\":V,\"q\":[w,x,y,z]} (q optional, normalised on input)   V [x,y,z]",
            "  Every number is a decimal string, e.g. \"1.25\", converted exactly to Q31.32.",
            "Output: {\"distance\":D,\"normal\":V,\"points\":[{\"p\":V,\"depth\":D},...]} or {\"error\":\"...\"}",
            "  distance is negative when the shapes overlap (minus the depth); the normal points from a to b.",
            "See tools/README.md for the full format."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:input read to the end (bad lines are answered with {\"error\":...}, not failures)",
            "2:standard input could not be read"})
public final class CollideCommand implements Callable<Integer> {
    /** Longest input line (4 MiB of characters); a longer line is answered with an error. */
    public static final int MAX_LINE_CHARS = 4 << 20;

    @Option(names = "--contact-distance", paramLabel = "D", defaultValue = "0",
            description = "decimal; separated shapes closer than this also get points, with negative depth (default 0)")
    String contactDistanceText;

    private final CliIo io;

    public CollideCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        CollideParser parser = new CollideParser();
        CollideService service = new CollideService(contactDistance());
        CollideFormatter formatter = new CollideFormatter();
        LineAnswers.answerEachLine(io, MAX_LINE_CHARS, "collide", (in, line) -> answer(in, line, parser, service, formatter));
        return ExitCodes.OK;
    }

    private long contactDistance() {
        try {
            long d = FixedFormat.parseExact(contactDistanceText);
            if (d >= 0) {
                return d;
            }
        } catch (NumberFormatException | ArithmeticException e) {
            // reported below
        }
        throw new BadInputException("--contact-distance must be a decimal >= 0, got \"" + contactDistanceText + "\"",
                "Pass e.g. --contact-distance 0.01.");
    }

    private static String answer(BoundedLineReader in, String line, CollideParser parser, CollideService service,
            CollideFormatter formatter) {
        if (in.lastLineTooLong()) {
            return formatter.error("line " + in.lineNumber() + " longer than " + MAX_LINE_CHARS + " characters");
        }
        try {
            CollideRequest request = parser.parse(line);
            return request.b().isMesh() ? formatter.meshAnswer(service.collideMesh(request, false))
                    : formatter.answer(service.collide(request));
        } catch (BadRequestException e) {
            return formatter.error(e.getMessage());
        }
    }
}
