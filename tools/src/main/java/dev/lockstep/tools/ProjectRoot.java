package dev.lockstep.tools;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Finds the Lockstep source tree that this command was built from, for subcommands that run Maven
 * ({@code bench}). The jar is {@code ROOT/tools/target/lockstep.jar} and the classes directory in
 * tests is {@code ROOT/tools/target/classes}, so the root is three levels up from either; the
 * environment variable {@code LOCKSTEP_ROOT} overrides.
 */
public final class ProjectRoot {
    private ProjectRoot() {
    }

    /**
     * Returns the project root.
     *
     * @throws BadInputException if no root with a {@code pom.xml} and a {@code tools} module can be found
     */
    public static Path find() {
        String env = System.getenv("LOCKSTEP_ROOT");
        if (env != null && !env.isEmpty()) {
            Path p = Path.of(env).toAbsolutePath().normalize();
            if (isRoot(p)) {
                return p;
            }
            throw new BadInputException("LOCKSTEP_ROOT=" + env + " is not the Lockstep source tree (no pom.xml and tools/)",
                    "Unset LOCKSTEP_ROOT or point it at the directory holding the root pom.xml.");
        }
        try {
            Path code = Path.of(ProjectRoot.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (Path p = code.toAbsolutePath(); p != null; p = p.getParent()) {
                if (isRoot(p)) {
                    return p;
                }
            }
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            // fall through to the error below
        }
        throw new BadInputException("cannot find the Lockstep source tree from the location of this program",
                "Run it through tools/lockstep from a source checkout, or set LOCKSTEP_ROOT to the checkout.");
    }

    private static boolean isRoot(Path p) {
        return Files.isRegularFile(p.resolve("pom.xml")) && Files.isRegularFile(p.resolve("tools/pom.xml"));
    }
}
