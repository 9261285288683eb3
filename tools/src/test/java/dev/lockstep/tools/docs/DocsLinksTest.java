package dev.lockstep.tools.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every relative link and image in the repository's Markdown resolves: the file or directory exists, and
 * an anchor ({@code file.md#heading} or {@code #heading}) names a heading of that file by GitHub's rule.
 * Web links are not followed (the build is offline).
 */
class DocsLinksTest {
    @Test
    void everyRelativeLinkResolves() {
        Path root = MarkdownDocs.repositoryRoot();
        List<Path> files = MarkdownDocs.markdownFiles(root);
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Path file : files) {
            for (MarkdownDocs.Link link : MarkdownDocs.links(file)) {
                String problem = problem(link);
                checked += problem == null ? 1 : 0;
                if (problem != null) {
                    problems.add(link.where() + ": " + link.target() + ": " + problem);
                }
            }
        }
        assertTrue(problems.isEmpty(), "broken links:\n" + String.join("\n", problems));
        assertTrue(checked >= 50, "only " + checked + " links checked in " + files.size() + " files");
    }

    @Test
    void brokenFilesAndAnchorsAreReported(@TempDir Path dir) {
        write(dir.resolve("docs/page.md"), "# Page\n\n## Numeric contract\n\n## Numeric contract\n");
        write(dir.resolve("README.md"), String.join("\n",
                "# Top", "",
                "[ok](docs/page.md) [ok](docs/page.md#numeric-contract) [ok](docs/page.md#numeric-contract-1) [ok](#top)",
                "[web](https://example.org/x) `[code](missing.md)`",
                "[missing](docs/none.md)", "[bad anchor](docs/page.md#nope)", "![img](docs/none.png)", "[self](#nope)",
                "```", "[fenced](missing.md)", "```", ""));
        List<String> problems = new ArrayList<>();
        for (MarkdownDocs.Link link : MarkdownDocs.links(dir.resolve("README.md"))) {
            String problem = problem(link);
            if (problem != null) {
                problems.add(link.line() + " " + link.target());
            }
        }
        assertEquals(List.of("5 docs/none.md", "6 docs/page.md#nope", "7 docs/none.png", "8 #nope"), problems);
    }

    /** What is wrong with {@code link}, or null when it resolves (or is not a relative link). */
    static String problem(MarkdownDocs.Link link) {
        String target = link.target();
        if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
            return null;
        }
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        Path resolved = path.isEmpty() ? link.file() : link.file().getParent().resolve(path).normalize();
        if (!Files.exists(resolved)) {
            return "no such file " + resolved;
        }
        if (anchor != null && resolved.toString().endsWith(".md") && !MarkdownDocs.anchors(resolved).contains(anchor)) {
            return "no heading with anchor #" + anchor + " in " + resolved;
        }
        return null;
    }

    private static void write(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
