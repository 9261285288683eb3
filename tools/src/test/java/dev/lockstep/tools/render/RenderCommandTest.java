package dev.lockstep.tools.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** {@code lockstep render}: SVG and PNG wireframes of a collide query or a scenario tick. */
class RenderCommandTest {
    static final String QUERY = "{\"a\":{\"type\":\"capsule\",\"p0\":[\"-1\",\"0\",\"0\"],\"p1\":[\"1\",\"0\",\"0\"],\"radius\":\"0.5\"},"
            + "\"ta\":{\"p\":[\"0\",\"0\",\"0\"],\"q\":[\"1\",\"0\",\"0\",\"0.3\"]},"
            + "\"b\":{\"type\":\"box\",\"halfExtents\":[\"2\",\"0.5\",\"2\"]},\"tb\":{\"p\":[\"0\",\"-1\",\"0\"]}}";

    @TempDir
    Path dir;

    @Test
    void query_writesWellFormedSvgAndPng() throws Exception {
        Path query = Files.writeString(dir.resolve("q.json"), QUERY + "\n");
        Path svg = dir.resolve("q.svg");
        Path png = dir.resolve("q.png");
        CliRun r = CliRun.run("", "render", "--query", query.toString(), "--svg", svg.toString(), "--png", png.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        assertEquals("svg", doc.getDocumentElement().getTagName());
        int lines = doc.getElementsByTagName("line").getLength();
        assertTrue(lines > 100, "capsule and box wireframes in two views: " + lines + " lines");
        assertTrue(Files.readString(svg, StandardCharsets.UTF_8).contains(Wireframe.Ink.SHAPE_B.hex()), "shape b ink");
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(2 * Picture.PANEL + 3 * Picture.MARGIN, image.getWidth());
        assertTrue(hasPixelOf(image, 0x1f5fbf), "shape a drawn in its colour");
    }

    /** Issue 7: the picture of seed 000's figure 4 shows the voided edge in its own colour. */
    @Test
    void fig4_voidedEdgeDrawnInVoidedInk() throws Exception {
        Path query = Path.of("docs/seed000-fig4.json");             // the query behind the README picture
        Path svg = dir.resolve("fig4.svg");
        CliRun r = CliRun.run("", "render", "--query", query.toString(), "--svg", svg.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        String text = Files.readString(svg);
        assertTrue(text.contains("stroke=\"" + Wireframe.Ink.VOIDED.hex() + "\""), "voided edge drawn");
        assertTrue(text.contains("1 voided feature(s) drawn in purple"), "note");
        assertTrue(text.contains("fill=\"" + Wireframe.Ink.CONTACT.hex() + "\""), "kept contact point drawn");
    }

    @Test
    void queryFromStdin() throws Exception {
        Path svg = dir.resolve("s.svg");
        CliRun r = CliRun.run(QUERY, "render", "--query", "-", "--svg", svg.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(Files.size(svg) > 1000);
    }

    @Test
    void scenarioTick_drawsEveryBody() throws Exception {
        Path svg = dir.resolve("world.svg");
        CliRun r = CliRun.run("", "render", "--scenario", "world", "--tick", "50", "--svg", svg.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        assertTrue(Files.readString(svg).contains("state hash"), "hash note");
    }

    @Test
    void missingQueryFile_isBadInput() {
        CliRun r = CliRun.run("", "render", "--query", dir.resolve("nope.json").toString(), "--svg", dir.resolve("x.svg").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("query file not found"), r.err());
    }

    @Test
    void malformedQuery_isBadInput() throws Exception {
        Path query = Files.writeString(dir.resolve("bad.json"), "{\"a\":");
        CliRun r = CliRun.run("", "render", "--query", query.toString(), "--svg", dir.resolve("x.svg").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("malformed JSON"), r.err());
    }

    @Test
    void unknownScenario_isBadInput_listingKnownOnes() {
        CliRun r = CliRun.run("", "render", "--scenario", "nosuch", "--svg", dir.resolve("x.svg").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("unknown scenario \"nosuch\"") && r.err().contains("world"), r.err());
    }

    @Test
    void noOutput_isBadInput() {
        CliRun r = CliRun.run("", "render", "--scenario", "world");
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
        assertTrue(r.err().contains("--svg"), r.err());
    }

    @Test
    void queryAndScenarioTogether_isBadInput() {
        CliRun r = CliRun.run("", "render", "--scenario", "world", "--query", "q.json", "--svg", "x.svg");
        assertEquals(ExitCodes.BAD_INPUT, r.exitCode());
    }

    private static boolean hasPixelOf(BufferedImage image, int rgb) {
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xffffff) == rgb) {
                    return true;
                }
            }
        }
        return false;
    }
}
