package dev.lockstep.collision.mesh;

import java.util.List;

/**
 * Prints the rendered lines of the mesh goldens (sphere vs mesh, then capsule and box vs mesh),
 * each block after a {@code ==== <file>} line: the child process of
 * {@link MeshGoldensJvmMatrixTest}. Not a test.
 */
public final class MeshGoldensMain {
    static final String SPHERE = "sphere-vs-mesh.txt";
    static final String CONVEX = "convex-vs-mesh.txt";

    private MeshGoldensMain() {
    }

    public static void main(String[] args) {
        print(SPHERE, MeshContactsGoldenTest.render());
        print(CONVEX, MeshConvexContactsGoldenTest.render());
    }

    private static void print(String file, List<String> lines) {
        StringBuilder b = new StringBuilder("==== ").append(file).append('\n');
        for (String line : lines) {
            b.append(line).append('\n');
        }
        System.out.print(b);
        System.out.flush();
    }
}
