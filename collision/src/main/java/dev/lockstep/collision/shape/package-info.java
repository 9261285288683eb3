/**
 * Convex collision shapes in their local frame: {@link dev.lockstep.collision.shape.Sphere},
 * {@link dev.lockstep.collision.shape.Capsule} and {@link dev.lockstep.collision.shape.ConvexHull}
 * (boxes are hulls, {@link dev.lockstep.collision.shape.ConvexHull#box}), each a core shape plus
 * a radius with an exact support mapping ({@link dev.lockstep.collision.shape.SupportMap}) and a
 * local bounding box. Hulls are built from point clouds by
 * {@link dev.lockstep.collision.shape.HullBuilder}.
 *
 * <p>Seeds: 001 ("Collision Shapes", "Hull vs Hull: Coplanar Faces": half-edge hulls, large faces,
 * sharp edges, no special box shape), 002 (half-edge representation, coplanar merging).
 *
 * <p>Guarantees:
 * <ul>
 * <li>Units: raw Q31.32 longs; hull coordinates within {@code +-HullBuilder.MAX_COORDINATE}
 *     (2^45 raw, 8192.0, the same bound as triangle meshes).</li>
 * <li>Support: decided by exact comparison of unrounded dot products; ties go to the lowest
 *     feature index; no allocation.</li>
 * <li>Hull building: exact predicates (no rounding in any visibility or coplanarity decision),
 *     one rounding per plane component (documented on {@link dev.lockstep.collision.shape.ConvexHull});
 *     the result depends only on the set of input points, never on their order or repetition, so
 *     vertex, edge and face indices are stable feature ids on every JVM.</li>
 * <li>Bad input raises {@link dev.lockstep.collision.shape.HullBuildException} naming the
 *     condition; every loop has a documented bound.</li>
 * </ul>
 */
package dev.lockstep.collision.shape;
