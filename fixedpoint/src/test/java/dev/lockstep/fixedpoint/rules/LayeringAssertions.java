package dev.lockstep.fixedpoint.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The one-line layering check of each module's {@code LayeringTest}: dependencies point one way
 * (fixedpoint; collision and replay on fixedpoint; world on those three; tools on all; beam on what
 * it needs, nothing on beam), and Guava, Jackson, Beam and the CLI library stay out of the
 * deterministic core. Maven's module graph already refuses most wrong references; this pins the
 * rule in a test, so a new pom dependency cannot quietly bend it.
 */
public final class LayeringAssertions {
    /** Libraries that stay out of fixedpoint, collision, replay and world. */
    public static final List<String> CORE_FORBIDDEN_LIBRARIES = List.of("com/google/", "com/fasterxml/", "org/apache/beam/",
            "picocli/");

    private LayeringAssertions() {
    }

    /**
     * Fails unless no main class of the module under test ({@code target/classes}) names a type of
     * {@code forbiddenModules} (module names such as {@code "world"}, checked as
     * {@code dev/lockstep/<name>/}) or, when {@code core}, of {@link #CORE_FORBIDDEN_LIBRARIES}.
     */
    public static void assertLayering(String expectedPackage, boolean core, String... forbiddenModules) throws IOException {
        Path classes = Path.of("target", "classes");
        assumeTrue(Files.isDirectory(classes.resolve(expectedPackage)), "no main classes yet");
        List<String> forbidden = new ArrayList<>();
        for (String m : forbiddenModules) {
            forbidden.add("dev/lockstep/" + m + "/");
        }
        if (core) {
            forbidden.addAll(CORE_FORBIDDEN_LIBRARIES);
        }
        assertEquals(List.of(), LayeringScanner.violations(classes, forbidden),
                "classes of " + expectedPackage + " that reach across the layering");
    }

    /**
     * Fails unless no class of {@code ownerModule} (main and test classes, {@code target/classes}
     * and {@code target/test-classes}) names a type in another module's internal packages
     * ({@code dev.lockstep.<module>.internal.*}, or any package with an {@code internal} segment):
     * those are API of no one but their own module, and may change without notice. A module that
     * needs such a type says so by moving it to an API package.
     */
    public static void assertNoForeignInternals(String ownerModule) throws IOException {
        List<String> found = new ArrayList<>();
        for (String dir : List.of("classes", "test-classes")) {
            Path classes = Path.of("target", dir);
            if (Files.isDirectory(classes)) {
                found.addAll(LayeringScanner.foreignInternals(classes, ownerModule));
            }
        }
        assertEquals(List.of(), found, "classes of " + ownerModule + " that use another module's internal packages");
    }

    /**
     * Fails unless the packages holding main classes of the module under test are exactly
     * {@code apiPackages} (internal names, e.g. {@code "dev/lockstep/collision/shape"}) plus the
     * packages under {@code modulePackage + "/internal/"}: a new package is either declared API
     * here or goes under internal.
     */
    public static void assertApiPackages(String modulePackage, String... apiPackages) throws IOException {
        Path classes = Path.of("target", "classes");
        assumeTrue(Files.isDirectory(classes.resolve(modulePackage)), "no main classes yet");
        TreeSet<String> packages = new TreeSet<>();
        try (Stream<Path> files = Files.walk(classes)) {
            files.filter(f -> f.toString().endsWith(".class"))
                    .map(f -> classes.relativize(f.getParent()).toString().replace('\\', '/'))
                    .filter(pkg -> !pkg.startsWith(modulePackage + "/internal/") && !pkg.equals(modulePackage + "/internal"))
                    .forEach(packages::add);
        }
        assertEquals(new TreeSet<>(List.of(apiPackages)), packages,
                "API packages of " + modulePackage + " (anything else belongs under " + modulePackage + "/internal/)");
    }

    /**
     * Fails unless the public top-level classes of the API packages of the module under test
     * (every package of {@code target/classes} under {@code modulePackage} except those under
     * {@code modulePackage + "/internal/"}) are exactly {@code publicClasses} (names relative to
     * {@code modulePackage}, e.g. {@code "shape/ConvexHull"}): a class becomes public API on
     * purpose, and a building block goes under internal or stays package-private.
     */
    public static void assertPublicApiClasses(String modulePackage, String... publicClasses) throws IOException {
        Path classes = Path.of("target", "classes");
        assumeTrue(Files.isDirectory(classes.resolve(modulePackage)), "no main classes yet");
        TreeSet<String> found = new TreeSet<>();
        try (Stream<Path> files = Files.walk(classes.resolve(modulePackage))) {
            for (Path f : (Iterable<Path>) files::iterator) {
                String rel = classes.relativize(f).toString().replace('\\', '/');
                if (!rel.endsWith(".class") || rel.contains("$") || rel.endsWith("package-info.class")
                        || rel.startsWith(modulePackage + "/internal/")) {
                    continue;
                }
                String binaryName = rel.substring(0, rel.length() - ".class".length()).replace('/', '.');
                try {
                    Class<?> c = Class.forName(binaryName, false, LayeringAssertions.class.getClassLoader());
                    if (Modifier.isPublic(c.getModifiers())) {
                        found.add(rel.substring(modulePackage.length() + 1, rel.length() - ".class".length()));
                    }
                } catch (ClassNotFoundException e) {
                    throw new AssertionError("class file without a loadable class: " + rel, e);
                }
            }
        }
        assertEquals(new TreeSet<>(List.of(publicClasses)), found,
                "public classes of the API packages of " + modulePackage + " (" + found.size() + ")");
    }

    /**
     * Fails unless 128-bit arithmetic in the module under test goes through
     * {@code dev.lockstep.fixedpoint.wide}: no main class outside fixedpoint calls
     * {@code Math.multiplyHigh} ({@link WideArithmeticScanner}).
     */
    public static void assertWideArithmeticThroughFixedpoint(String expectedPackage) throws IOException {
        Path classes = Path.of("target", "classes");
        assumeTrue(Files.isDirectory(classes.resolve(expectedPackage)), "no main classes yet");
        assertEquals(List.of(), WideArithmeticScanner.callers(classes, "dev/lockstep/fixedpoint/"),
                "methods of " + expectedPackage + " that call Math.multiplyHigh: use fixedpoint.wide (Int128, Dot128)");
    }
}
