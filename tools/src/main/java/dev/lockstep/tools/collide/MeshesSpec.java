package dev.lockstep.tools.collide;

import java.util.List;

/**
 * Several meshes queried as one candidate set (issue 5 {@code "meshes"}, seed 000 section 6): features
 * are compared by exact position, so tiles with duplicated vertices behave like one welded surface.
 */
public record MeshesSpec(List<MeshSpec> parts) implements ShapeSpec {
    public MeshesSpec {
        parts = List.copyOf(parts);
    }

    @Override
    public String typeName() {
        return "meshes";
    }

    @Override
    public boolean isMesh() {
        return true;
    }

    @Override
    public List<MeshSpec> meshParts() {
        return parts;
    }

    @Override
    public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
        return visitor.mesh(meshParts());
    }
}
