package dev.lockstep.tools.collide;

import dev.lockstep.fixedpoint.Vec3;
import java.util.Arrays;
import java.util.List;

/**
 * A static triangle mesh as a {@code collide} request gives it (issue 5): vertices (raw, mesh space)
 * and triangles as index triples. Validated indices; the kernel's {@code TriangleMesh.of} checks the rest.
 */
public final class MeshSpec implements ShapeSpec {
    private final List<Vec3> vertices;
    private final int[] triangles;

    /**
     * @param vertices  the vertex positions
     * @param triangles three indices per triangle, each in {@code [0, vertices.size())}
     */
    public MeshSpec(List<Vec3> vertices, int[] triangles) {
        this.vertices = List.copyOf(vertices);
        this.triangles = triangles.clone();
        if (triangles.length % 3 != 0) {
            throw new IllegalArgumentException("triangle indices come in threes");
        }
    }

    public List<Vec3> vertices() {
        return vertices;
    }

    /** Returns a copy of the index triples, flattened. */
    public int[] triangles() {
        return triangles.clone();
    }

    public int triangleCount() {
        return triangles.length / 3;
    }

    /** Returns corner {@code c} (0..2) of triangle {@code t}. */
    public int index(int t, int c) {
        return triangles[3 * t + c];
    }

    @Override
    public String typeName() {
        return "mesh";
    }

    @Override
    public boolean isMesh() {
        return true;
    }

    @Override
    public List<MeshSpec> meshParts() {
        return List.of(this);
    }

    @Override
    public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
        return visitor.mesh(meshParts());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MeshSpec && ((MeshSpec) o).vertices.equals(vertices)
                && Arrays.equals(((MeshSpec) o).triangles, triangles);
    }

    @Override
    public int hashCode() {
        return 31 * vertices.hashCode() + Arrays.hashCode(triangles);
    }
}
