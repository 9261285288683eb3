package dev.lockstep.tools.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code lockstep render --scenario world}: bodies, contact points and normals, sleeping bodies in grey. */
class WorldRenderTest {
    @TempDir
    Path dir;

    @Test
    void worldTick_drawsContactsNormalsAndSleepingBodies() throws Exception {
        Path svg = dir.resolve("world.svg");
        Path png = dir.resolve("world.png");
        CliRun r = CliRun.run("", "render", "--scenario", "world", "--tick", "90", "--svg", svg.toString(), "--png", png.toString());
        assertEquals(ExitCodes.OK, r.exitCode(), r.err());
        String text = Files.readString(svg);
        DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        assertTrue(text.contains(Wireframe.Ink.CONTACT.hex()) && text.contains(Wireframe.Ink.NORMAL.hex()), "contact points and normals");
        assertTrue(text.contains(Wireframe.Ink.SLEEPING.hex()), "something sleeps by tick 90");
        assertTrue(text.contains(Wireframe.Ink.BODY.hex()), "awake and static bodies");
        Matcher m = Pattern.compile("(\\d+) asleep \\(grey\\); (\\d+) touching contacts, (\\d+) contact points").matcher(text);
        assertTrue(m.find(), "note counts bodies and contacts");
        assertTrue(Integer.parseInt(m.group(1)) >= 1 && Integer.parseInt(m.group(3)) > 0, m.group());
        assertTrue(Files.size(png) > 0);
    }
}
