package dev.lockstep.tools.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code java} block in every Markdown file of the repository is compiled by the build: it must
 * appear, line for line (leading and trailing blanks aside), in an example source under some module's
 * {@code src/test/java/.../examples/}, which the build compiles and its example test runs. A snippet that
 * is changed in the Markdown only, or an example changed without its snippet, fails here.
 */
class DocsSnippetsTest {
    @Test
    void everyJavaSnippetIsACompiledExample() {
        Path root = MarkdownDocs.repositoryRoot();
        List<MarkdownDocs.Block> blocks = MarkdownDocs.markdownFiles(root).stream()
                .flatMap(f -> MarkdownDocs.fencedBlocks(f, "java").stream())
                .collect(Collectors.toList());
        List<String> problems = uncompiled(blocks, MarkdownDocs.exampleSources(root));
        assertTrue(problems.isEmpty(), "java snippets that are no compiled example:\n" + String.join("\n", problems));
        // The root README, collision and replay each carry one: if extraction broke, this fails.
        assertTrue(blocks.size() >= 3, "only " + blocks.size() + " java blocks found under " + root);
    }

    @Test
    void aSnippetThatDiffersFromItsExampleIsReported(@TempDir Path dir) {
        write(dir.resolve("m/src/test/java/x/examples/Ex.java"), "class Ex {\n    void run() {\n        int a = 1;\n        int b = a + 1;\n    }\n}\n");
        write(dir.resolve("README.md"), "# t\n\n```java\nint a = 1;\nint b = a + 1;\n```\n\n```java\nint a = 1;\nint b = a + 2;\n```\n");
        List<MarkdownDocs.Block> blocks = MarkdownDocs.fencedBlocks(dir.resolve("README.md"), "java");
        List<String> problems = uncompiled(blocks, MarkdownDocs.exampleSources(dir));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith(dir.resolve("README.md") + ":8"), problems.get(0));
    }

    /** One message per block that is not contained in any example source. */
    static List<String> uncompiled(List<MarkdownDocs.Block> blocks, List<Path> examples) {
        List<String> sources = new ArrayList<>();
        for (Path example : examples) {
            sources.add("\n" + normalized(String.join("\n", MarkdownDocs.lines(example))) + "\n");
        }
        List<String> problems = new ArrayList<>();
        for (MarkdownDocs.Block block : blocks) {
            String wanted = "\n" + normalized(block.text()) + "\n";
            if (sources.stream().noneMatch(s -> s.contains(wanted))) {
                problems.add(block.where() + ": not found in any of " + examples.size()
                        + " example sources (*/src/test/java/**/examples/*.java); make it one or drop it");
            }
        }
        return problems;
    }

    private static String normalized(String text) {
        return text.lines().map(String::strip).collect(Collectors.joining("\n")).strip();
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
