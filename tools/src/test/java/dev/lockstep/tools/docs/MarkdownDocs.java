package dev.lockstep.tools.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Reads the repository's Markdown files the way the docs tests need them: the fenced {@code java}
 * blocks, the relative links and the heading anchors (GitHub's rule). Test code only.
 */
final class MarkdownDocs {
    /** A fenced code block: the file, the line of its opening fence (1-based) and its text. */
    record Block(Path file, int line, String text) {
        String where() {
            return file + ":" + line;
        }
    }

    /** A link or image target outside code: the file, its line (1-based) and the target as written. */
    record Link(Path file, int line, String target) {
        String where() {
            return file + ":" + line;
        }
    }

    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
    private static final Pattern INLINE_CODE = Pattern.compile("`[^`]*`");

    private MarkdownDocs() {
    }

    /** The repository root seen from a module's directory (the working directory of its tests). */
    static Path repositoryRoot() {
        Path root = Path.of("..").toAbsolutePath().normalize();
        if (!Files.isRegularFile(root.resolve("pom.xml")) || !Files.isRegularFile(root.resolve("README.md"))) {
            throw new IllegalStateException("not the repository root: " + root);
        }
        return root;
    }

    /** Every {@code *.md} file under {@code root}, sorted, skipping build output and hidden directories. */
    static List<Path> markdownFiles(Path root) {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.getFileName().toString().endsWith(".md"))
                    .filter(Files::isRegularFile)
                    .filter(p -> !skipped(root.relativize(p)))
                    .sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every example source, {@code MODULE/src/test/java/.../examples/NAME.java} under {@code root}, sorted. */
    static List<Path> exampleSources(Path root) {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.getFileName().toString().endsWith(".java"))
                    .filter(p -> !skipped(root.relativize(p)))
                    .filter(p -> p.getParent().getFileName().toString().equals("examples"))
                    .filter(p -> p.toString().replace('\\', '/').contains("/src/test/java/"))
                    .sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean skipped(Path relative) {
        for (Path part : relative) {
            String name = part.toString();
            if (name.equals("target") || name.equals("node_modules") || (name.startsWith(".") && name.length() > 1)) {
                return true;
            }
        }
        return false;
    }

    /** The fenced blocks of {@code file} whose info string is exactly {@code language}. */
    static List<Block> fencedBlocks(Path file, String language) {
        List<String> lines = lines(file);
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String open = lines.get(i).strip();
            if (!open.startsWith("```")) {
                continue;
            }
            int end = i + 1;
            while (end < lines.size() && !lines.get(end).strip().startsWith("```")) {
                end++;
            }
            if (open.substring(3).strip().equals(language)) {
                blocks.add(new Block(file, i + 1, String.join("\n", lines.subList(i + 1, Math.min(end, lines.size())))));
            }
            i = end;
        }
        return blocks;
    }

    /** The link and image targets of {@code file}, outside fenced blocks and inline code. */
    static List<Link> links(Path file) {
        List<String> lines = lines(file);
        List<Link> links = new ArrayList<>();
        boolean fenced = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                continue;
            }
            Matcher m = LINK.matcher(INLINE_CODE.matcher(line).replaceAll(""));
            while (m.find()) {
                links.add(new Link(file, i + 1, m.group(1)));
            }
        }
        return links;
    }

    /** The anchors GitHub gives the headings of {@code file} (duplicates get {@code -1}, {@code -2}, ...). */
    static Set<String> anchors(Path file) {
        Set<String> anchors = new HashSet<>();
        boolean fenced = false;
        for (String line : lines(file)) {
            if (line.strip().startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced || !line.startsWith("#")) {
                continue;
            }
            String slug = slug(line.replaceFirst("^#+\\s*", ""));
            String unique = slug;
            for (int n = 1; anchors.contains(unique); n++) {
                unique = slug + "-" + n;
            }
            anchors.add(unique);
        }
        return anchors;
    }

    /** GitHub's heading slug: lower case, only letters, digits, '-', '_' and spaces kept, spaces to '-'. */
    static String slug(String heading) {
        StringBuilder out = new StringBuilder();
        for (int cp : heading.toLowerCase(Locale.ROOT).codePoints().toArray()) {
            if (Character.isLetterOrDigit(cp) || cp == '-' || cp == '_') {
                out.appendCodePoint(cp);
            } else if (cp == ' ') {
                out.append('-');
            }
        }
        return out.toString();
    }

    static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
