/**
 * Mesh clean-up for art assets (seed 002, "Geometrical robustness"): reading Wavefront OBJ
 * ({@link dev.lockstep.collision.mesh.clean.ObjReader}), vertex welding
 * ({@link dev.lockstep.collision.mesh.clean.Welder}), removal of degenerate and duplicate triangles,
 * adjacency tables ({@link dev.lockstep.collision.mesh.clean.Adjacency}), diagnostics of boundary and
 * non-manifold edges, holes, cracks, gaps and t-junctions
 * ({@link dev.lockstep.collision.mesh.clean.MeshDiagnostics} into a
 * {@link dev.lockstep.collision.mesh.clean.MeshReport}), t-junction repair by edge cracking and
 * coplanar merging.
 *
 * <p>Guarantees: offline code, deterministic (sorting with total keys, never hash iteration);
 * geometric predicates are exact on raw Q31.32 coordinates (BigInteger where 128 bits do not
 * suffice); the only tolerance is the caller's raw welding tolerance, default
 * {@link dev.lockstep.collision.mesh.clean.Welder#WELD_TOLERANCE}.
 */
package dev.lockstep.collision.mesh.clean;
