package dev.lockstep.collision.mesh.clean;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.mesh.TriangleMesh;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ObjReaderTest {
    private static TriangleMesh parse(String text) throws ObjFormatException {
        return ObjReader.parse("test.obj", text.getBytes(StandardCharsets.US_ASCII), ObjLimits.DEFAULT);
    }

    private static ObjFormatException reject(String text) {
        return assertThrows(ObjFormatException.class, () -> parse(text));
    }

    @Test
    void quad_isTriangulatedAsAFan_keepingTheWinding() throws Exception {
        TriangleMesh m = parse("# a quad\nv 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n");
        assertEquals(4, m.vertexCount());
        assertArrayEquals(new int[] {0, 1, 2, 0, 2, 3}, m.copyIndices());
    }

    @Test
    void coordinates_areParsedExactly() throws Exception {
        TriangleMesh m = parse("v 0.1 -2.5 8192\nv 1 0 0 1.0\nv 0 1 0\nf 1 2 3\n");
        assertEquals(0x0000_0000_1999_999AL, m.x(0)); // 0.1 rounded once to nearest: 429496730
        assertEquals(-0x0000_0002_8000_0000L, m.y(0)); // -2.5
        assertEquals(0x0000_2000_0000_0000L, m.z(0)); // 8192 = MAX_COORDINATE
    }

    @Test
    void slashForms_negativeIndices_commentsAndIgnoredStatements() throws Exception {
        String obj = "mtllib x.mtl\no thing\nv 0 0 0\nv 1 0 0\nv 0 1 0\r\nvt 0 0\nvn 0 0 1\ng a\ns off\n"
                + "usemtl m\nf 1/1 2/1/1 3//1 # tail comment\nf -3 -2 -1\nl 1 2\n";
        TriangleMesh m = parse(obj);
        assertArrayEquals(new int[] {0, 1, 2, 0, 1, 2}, m.copyIndices());
    }

    @Test
    void malformedFiles_nameFileLineAndReason() {
        assertTrue(reject("v 0 0 0\nv 1 0\n").getMessage().startsWith("test.obj:2: 'v' needs 3 coordinates"));
        assertEquals(3, reject("v 0 0 0\nv 1 0 0\nf 1 2\n").line());
        assertEquals(1, reject("f 1 2 3\n").line());
        assertTrue(reject("v 0 0 0\nf 1 1 0\n").reason().contains("index 0"));
        assertTrue(reject("v 0 0 0\nf 1 1 -2\n").reason().contains("out of range"));
        assertTrue(reject("v 0 0 0\nf 1/5 1 1\n").reason().contains("texture coordinate"));
        assertTrue(reject("v 0 0 abc\n").reason().contains("bad number"));
        assertTrue(reject("v 0 0 8192.0000001\n").reason().contains("exceeds the mesh limit"));
        assertTrue(reject("v 0 0 0 2\n").reason().contains("rational"));
        assertTrue(reject("curv 0 1 2\n").reason().contains("unsupported statement"));
        assertTrue(reject("v 0 0 \\\n0\n").reason().contains("continuation"));
        assertTrue(reject("v 0 0 0\nf 1/1/1/1 1 1\n").reason().contains("more than 3 parts"));
    }

    @Test
    void limits_refuseBeforeAllocating() {
        ObjLimits tiny = new ObjLimits(64, 16, 2, 1, 3);
        assertThrows(ObjFormatException.class,
                () -> ObjReader.parse("t", "v 0 0 0\nv 0 0 0\nv 0 0 0\n".getBytes(StandardCharsets.US_ASCII), tiny));
        ObjFormatException longLine = assertThrows(ObjFormatException.class,
                () -> ObjReader.parse("t", "v 0.000000000000 0 0\n".getBytes(StandardCharsets.US_ASCII), tiny));
        assertTrue(longLine.reason().contains("line longer"));
        assertThrows(ObjFormatException.class,
                () -> ObjReader.parse("t", "v 0 0 0\nf 1 1 1 1\n".getBytes(StandardCharsets.US_ASCII), tiny));
        // a stream that never ends is cut at the byte limit, not read to exhaustion
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                return '\n';
            }
        };
        ObjFormatException big = assertThrows(ObjFormatException.class, () -> ObjReader.read("endless", endless, tiny));
        assertTrue(big.reason().contains("exceeds the limit of 64 bytes"));
    }

    @Test
    void fileSize_isCheckedBeforeReading(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("big.obj");
        Files.write(file, new byte[1000]);
        ObjFormatException e = assertThrows(ObjFormatException.class,
                () -> ObjReader.read(file, new ObjLimits(999, 100, 10, 10, 3)));
        assertEquals(0, e.line());
        Path ok = dir.resolve("ok.obj");
        Files.writeString(ok, "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3");
        assertEquals(1, ObjReader.read(ok).triangleCount());
        assertEquals(1, ObjReader.read("s", new ByteArrayInputStream("v 0 0 0\nf 1 1 1".getBytes(StandardCharsets.US_ASCII)),
                ObjLimits.DEFAULT).triangleCount());
    }
}
