/**
 * Static triangle meshes for collision: the mesh itself ({@link dev.lockstep.collision.mesh.TriangleMesh}),
 * its midphase ({@link dev.lockstep.collision.mesh.MeshBvh}, a deterministic flat AABB tree), and
 * ghost-free mesh contacts after Terdiman, "Contact generation for meshes" (seed 000): face
 * contacts first, then delayed edge and vertex contacts ({@link dev.lockstep.collision.mesh.DelayedContacts})
 * sorted by a total key and voided against the set of processed triangles
 * ({@link dev.lockstep.collision.mesh.VoidedFeatures}), by vertex index within one mesh or by exact
 * raw position across disjoint meshes (section 6). Spheres, capsules and convex hulls plug in as
 * per-triangle generators ({@code SphereTriangleContact}, {@code CapsuleTriangleContact},
 * {@code HullTriangleContact}), each triangle treated as a flat
 * double-sided hull (seed 001, "Triangles as Hulls"); contacts over a triangle's face carry its
 * exact normal, which keeps flat floors exact.
 *
 * <p>Guarantees: all arithmetic is Q31.32 on raw longs, every rounding is named where it happens
 * (classification signs are exact, points and distances are rounded once per operation, ties to
 * even); queries are allocation-free in steady state (scratch in a caller-owned
 * {@link dev.lockstep.collision.mesh.MeshContactWorkspace}, results in caller-owned objects); the
 * output is independent of the order in which the midphase reports triangles.
 *
 * <p>API: {@code TriangleMesh}, {@code MeshBvh}, {@code MeshContacts} with
 * {@code MeshContactWorkspace}, {@code MeshContactResult} and {@code MeshContactCache},
 * {@code MeshRayCast} and {@code RayHit}, {@code VoidingMode}, {@code MeshFeature} (the feature
 * ids of a result) and {@code TriangleList} (the caller-owned result of a {@code MeshBvh} box
 * query). The per-triangle generators ({@code TriangleContactGenerator} and its sphere, capsule
 * and hull implementations) and the voiding and delayed-contact machinery are package-private: a
 * caller drives them through {@code MeshContacts} (a sphere against chosen triangles:
 * {@code sphereVsCandidates}).
 */
package dev.lockstep.collision.mesh;
