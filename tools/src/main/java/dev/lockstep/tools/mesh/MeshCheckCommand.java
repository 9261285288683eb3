package dev.lockstep.tools.mesh;

import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.collision.mesh.clean.MeshDiagnostics;
import dev.lockstep.collision.mesh.clean.MeshReport;
import dev.lockstep.collision.mesh.clean.ObjFormatException;
import dev.lockstep.collision.mesh.clean.ObjReader;
import dev.lockstep.collision.mesh.clean.Welder;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.IoErrors;
import dev.lockstep.tools.CliIo;
import dev.lockstep.tools.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code lockstep mesh-check FILE.obj} (issue 5): reads a Wavefront OBJ exactly and prints the
 * collision module's clean-up report (seed 002's defects), so an artist can see what to fix.
 */
@Command(name = "mesh-check", mixinStandardHelpOptions = true,
        description = {"Check a Wavefront OBJ mesh for the defects of seed 002 and print the clean-up report.",
            "It lists degenerate and duplicate triangles, unwelded vertices, boundary and non-manifold edges,",
            "inconsistent orientation, holes, cracks, gaps and t-junctions (positions as exact decimals)."},
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:the mesh is clean", "1:the mesh has defects (listed in the report)",
            "2:missing or malformed file (file, line and reason), a file without faces, or a bad tolerance"})
public final class MeshCheckCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE.obj", description = "the mesh")
    Path file;

    @Option(names = "--tolerance", paramLabel = "D",
            description = "weld/crack/gap tolerance as a decimal (default: the kernel's weld tolerance, 2^-12)")
    String tolerance;

    private final CliIo io;

    public MeshCheckCommand(CliIo io) {
        this.io = io;
    }

    @Override
    public Integer call() {
        long tol = tolerance();
        if (!Files.exists(file)) {
            throw new BadInputException("mesh file not found: " + file, "Check the path of the .obj file.");
        }
        TriangleMesh mesh;
        try {
            mesh = ObjReader.read(file);
        } catch (ObjFormatException e) {
            throw new BadInputException("malformed OBJ: " + e.getMessage(), "Fix the line named above and run mesh-check again.", e);
        } catch (IOException e) {
            throw new BadInputException("cannot read " + file + ": " + IoErrors.describe(e), "Check that the file is readable.", e);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("mesh rejected: " + e.getMessage(), "Fix the mesh and run mesh-check again.", e);
        }
        if (mesh.triangleCount() == 0) {
            // nothing to check is not "clean": a collision mesh without faces collides with nothing
            throw new BadInputException("mesh " + file + " has no faces (" + mesh.vertexCount() + " vertices, 0 triangles)",
                    "An OBJ collision mesh needs 'f' lines; check that the right file was exported.");
        }
        MeshReport report = MeshDiagnostics.check(mesh, tol);
        io.out().print(report.toText());
        io.out().println(report.clean() ? "result: clean" : "result: defects found");
        return report.clean() ? ExitCodes.OK : ExitCodes.CHECK_FAILED;
    }

    private long tolerance() {
        if (tolerance == null) {
            return Welder.WELD_TOLERANCE;
        }
        try {
            long t = FixedFormat.parseExact(tolerance);
            if (t >= 0 && t <= Welder.MAX_WELD_TOLERANCE) {
                return t;
            }
        } catch (NumberFormatException | ArithmeticException e) {
            // reported below
        }
        throw new BadInputException("--tolerance must be a decimal in [0, " + FixedFormat.toExactString(Welder.MAX_WELD_TOLERANCE)
                + "], got \"" + tolerance + "\"", "Pass e.g. --tolerance 0.001.");
    }
}
