package dev.lockstep.collision;

import dev.lockstep.fixedpoint.rules.LayeringAssertions;
import org.junit.jupiter.api.Test;

/** The module layering on this module's bytecode (see {@code LayeringAssertions}). */
class LayeringTest {
    @Test
    void mainClassesReachOnlyDownTheLayering() throws Exception {
        LayeringAssertions.assertLayering("dev/lockstep/collision", true, "replay", "world", "tools", "beam");
    }

    /** Every 128-bit product goes through fixedpoint.wide: no collision class calls Math.multiplyHigh. */
    @Test
    void wideArithmeticGoesThroughFixedpointWide() throws Exception {
        LayeringAssertions.assertWideArithmeticThroughFixedpoint("dev/lockstep/collision");
    }

    /** Another module's {@code internal} packages are not API: no main or test class here uses them. */
    @Test
    void usesNoOtherModulesInternals() throws Exception {
        LayeringAssertions.assertNoForeignInternals("collision");
    }

    /**
     * The API packages: shapes, the contact, distance, penetration, ray, cast and time-of-impact
     * queries with their results, manifolds, meshes and their loaders. Everything else lives under
     * {@code dev.lockstep.collision.internal} (not API; other modules may not use it).
     */
    @Test
    void packagesAreTheApiOnesOrInternal() throws Exception {
        LayeringAssertions.assertApiPackages("dev/lockstep/collision",
                "dev/lockstep/collision",
                "dev/lockstep/collision/cast",
                "dev/lockstep/collision/epa",
                "dev/lockstep/collision/gjk",
                "dev/lockstep/collision/manifold",
                "dev/lockstep/collision/mesh",
                "dev/lockstep/collision/mesh/clean",
                "dev/lockstep/collision/narrow",
                "dev/lockstep/collision/ray",
                "dev/lockstep/collision/shape",
                "dev/lockstep/collision/toi");
    }

    /**
     * The public classes of the API packages, pinned: making a class public is an API decision.
     * A few are building blocks on purpose: the world's queries build on a prepared ray segment,
     * its slab test and a triangle as a support shape ({@code RaySegment}, {@code SegmentSlabs},
     * {@code TriangleSupport}); a triangle mesh's overlap query fills a {@code TriangleList}.
     */
    @Test
    void publicClassesOfTheApiPackagesArePinned() throws Exception {
        LayeringAssertions.assertPublicApiClasses("dev/lockstep/collision",
                "CollisionTolerances",
                "cast/ShapeCast",
                "cast/ShapeCastHit",
                "cast/TriangleSupport",
                "epa/EpaTermination",
                "epa/EpaWorkspace",
                "epa/GjkEpa",
                "epa/PenetrationResult",
                "gjk/DistanceResult",
                "gjk/Gjk",
                "gjk/GjkTermination",
                "gjk/GjkWorkspace",
                "gjk/WitnessResult",
                "manifold/ContactManifold",
                "manifold/FeatureId",
                "manifold/ManifoldCache",
                "manifold/ManifoldPoint",
                "manifold/PersistentManifold",
                "manifold/TangentBasis",
                "mesh/MeshBvh",
                "mesh/MeshContactCache",
                "mesh/MeshContactResult",
                "mesh/MeshContactWorkspace",
                "mesh/MeshContacts",
                "mesh/MeshFeature",
                "mesh/MeshRayCast",
                "mesh/RayHit",
                "mesh/TriangleList",
                "mesh/TriangleMesh",
                "mesh/VoidingMode",
                "mesh/clean/Adjacency",
                "mesh/clean/CoplanarMerge",
                "mesh/clean/MeshDiagnostics",
                "mesh/clean/MeshReport",
                "mesh/clean/ObjFormatException",
                "mesh/clean/ObjLimits",
                "mesh/clean/ObjReader",
                "mesh/clean/TJunctionRepair",
                "mesh/clean/TriangleCleanup",
                "mesh/clean/Welder",
                "narrow/ContactDispatch",
                "narrow/ContactFunction",
                "narrow/ContactWorkspace",
                "narrow/HullHullWorkspace",
                "ray/ConvexRayHit",
                "ray/HullRayCast",
                "ray/RaySegment",
                "ray/RoundRayCast",
                "ray/SegmentSlabs",
                "shape/Aabb",
                "shape/Capsule",
                "shape/ConvexHull",
                "shape/HullBuildException",
                "shape/HullBuilder",
                "shape/Shape",
                "shape/ShapeType",
                "shape/Sphere",
                "shape/SupportMap",
                "toi/TimeOfImpact",
                "toi/ToiResult");
    }
}
