package dev.lockstep.tools.collide;

import dev.lockstep.fixedpoint.Vec3;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;

/**
 * The answer to a shape-vs-mesh {@code collide} request (issue 5), world space, raw Q31.32.
 *
 * @param distance  signed distance from the shape to the nearest mesh feature (negative: penetration);
 *                  empty when no triangle lies within the kernel's largest query distance
 * @param manifolds kept contacts, one per triangle, in the kernel's order (face contacts by mesh and
 *                  triangle, then delayed contacts by distance)
 * @param voided    number of delayed edge/vertex contacts the kernel voided
 * @param voidedFeatures the voided features themselves (for {@code render}; empty unless asked for)
 */
public record MeshAnswer(OptionalLong distance, List<MeshManifold> manifolds, int voided,
        List<VoidedFeature> voidedFeatures) {
    public MeshAnswer {
        Objects.requireNonNull(distance, "distance");
        manifolds = List.copyOf(manifolds);
        voidedFeatures = List.copyOf(voidedFeatures);
    }

    /**
     * One kept contact.
     *
     * @param normal   unit normal from a (the shape) to b (the mesh)
     * @param p        contact point
     * @param depth    penetration depth (negative within the contact distance)
     * @param mesh     index of the mesh part
     * @param triangle index of the triangle in that mesh
     */
    public record MeshManifold(Vec3 normal, Vec3 p, long depth, int mesh, int triangle) {
    }

    /**
     * A delayed contact the kernel voided: the edge {@code from-to} (or the vertex, {@code from == to})
     * of triangle {@code triangle} of mesh {@code mesh}, and the closest point it would have produced.
     */
    public record VoidedFeature(Vec3 from, Vec3 to, Vec3 closest, int mesh, int triangle) {
    }
}
