package dev.lockstep.tools.collide;

import dev.lockstep.fixedpoint.Vec3;
import java.util.List;
import java.util.Objects;

/**
 * A shape as a {@code collide} request describes it (convex shapes here, meshes in {@link MeshSpec} and
 * {@link MeshesSpec}), validated but not yet built: the collision
 * module builds the kernel shape from it ({@link ShapeBuilder}), and {@code render} draws it even
 * where the kernel cannot build it yet. Values are raw Q31.32 in the shape's local frame.
 */
public interface ShapeSpec {
    /** Returns the JSON type name ({@code "sphere"}, {@code "capsule"}, {@code "box"}, {@code "hull"}). */
    String typeName();

    /** Returns whether this is a static mesh ({@code mesh} or {@code meshes}), allowed only as shape b. */
    default boolean isMesh() {
        return false;
    }

    /** Returns the meshes of a mesh shape (itself for {@code mesh}, the parts of {@code meshes}); empty for a convex one. */
    default List<MeshSpec> meshParts() {
        return List.of();
    }

    /** Calls the {@code visitor} method for this shape's type (no instanceof chains, per house style). */
    <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X;

    /** One method per shape type. */
    interface Visitor<R, X extends Exception> {
        R sphere(SphereSpec s) throws X;

        R capsule(CapsuleSpec c) throws X;

        R box(BoxSpec b) throws X;

        R hull(HullSpec h) throws X;

        /** One mesh ({@code "mesh"}) or the parts of {@code "meshes"}. */
        R mesh(List<MeshSpec> parts) throws X;
    }

    /** A sphere centred on the local origin. */
    record SphereSpec(long radius) implements ShapeSpec {
        @Override
        public String typeName() {
            return "sphere";
        }

        @Override
        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.sphere(this);
        }
    }

    /** A capsule: the segment p0-p1 inflated by radius. */
    record CapsuleSpec(Vec3 p0, Vec3 p1, long radius) implements ShapeSpec {
        public CapsuleSpec {
            Objects.requireNonNull(p0, "p0");
            Objects.requireNonNull(p1, "p1");
        }

        @Override
        public String typeName() {
            return "capsule";
        }

        @Override
        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.capsule(this);
        }
    }

    /** An axis-aligned box centred on the local origin (a hull factory in the kernel). */
    record BoxSpec(Vec3 halfExtents) implements ShapeSpec {
        public BoxSpec {
            Objects.requireNonNull(halfExtents, "halfExtents");
        }

        @Override
        public String typeName() {
            return "box";
        }

        @Override
        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.box(this);
        }
    }

    /** The convex hull of a point cloud (the kernel's quickhull builds the topology). */
    record HullSpec(List<Vec3> points) implements ShapeSpec {
        public HullSpec {
            points = List.copyOf(points);
        }

        @Override
        public String typeName() {
            return "hull";
        }

        @Override
        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.hull(this);
        }
    }
}
