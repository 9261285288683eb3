package dev.lockstep.tools.mesh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code lockstep mesh-check}: clean mesh, defects, malformed and missing files. */
class MeshCheckCommandTest {
    /** A closed tetrahedron, consistently oriented. */
    static final String TETRAHEDRON = "v 0 0 0\nv 1 0 0\nv 0 1 0\nv 0 0 1\nf 1 3 2\nf 1 2 4\nf 1 4 3\nf 2 3 4\n";

    @TempDir
    Path dir;

    @Test
    void closedTetrahedron_isClean_exit0() throws Exception {
        Path obj = Files.writeString(dir.resolve("tet.obj"), TETRAHEDRON);
        CliRun r = CliRun.run("", "mesh-check", obj.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().startsWith("mesh: 4 vertices, 4 triangles"), r.out());
        assertTrue(r.out().endsWith("result: clean\n"), r.out());
    }

    /** Seed 002 t-junction: a quad split on one side, a single triangle on the other. */
    @Test
    void openMeshWithTJunction_reportsDefects_exit1() throws Exception {
        String obj = "v 0 0 0\nv 2 0 0\nv 2 1 0\nv 0 1 0\nv 1 1 0\nv 1 2 0\n"
                + "f 1 2 3\nf 1 3 4\nf 4 5 6\nf 5 3 6\n";
        Path file = Files.writeString(dir.resolve("t.obj"), obj);
        CliRun r = CliRun.run("", "mesh-check", file.toString());
        assertEquals(ExitCodes.CHECK_FAILED, r.exitCode(), r.out() + r.err());
        assertTrue(r.out().contains("t-junctions: 1"), r.out());
        assertTrue(r.out().endsWith("result: defects found\n"), r.out());
    }

    @Test
    void malformedObj_isBadInput_withLine() throws Exception {
        Path obj = Files.writeString(dir.resolve("bad.obj"), "v 0 0 0\nv 1 0 zero\nf 1 2 3\n");
        CliRun r = CliRun.run("", "mesh-check", obj.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("malformed OBJ") && r.err().contains("2"), r.err());
    }

    @Test
    void missingFile_isBadInput() {
        CliRun r = CliRun.run("", "mesh-check", dir.resolve("none.obj").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("mesh file not found"), r.err());
    }

    @Test
    void badTolerance_isBadInput() throws Exception {
        Path obj = Files.writeString(dir.resolve("tet.obj"), TETRAHEDRON);
        CliRun r = CliRun.run("", "mesh-check", "--tolerance", "5", obj.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("--tolerance must be a decimal in [0, 0.25]"), r.err());
    }
}
