package dev.lockstep.collision.mesh;

/** How {@link VoidedFeatures} recognises shared edges and vertices (seed 000 sections 4 and 6). */
public enum VoidingMode {
    /** By (mesh, vertex index): fast, correct for clean welded meshes; triangles of different meshes never share. */
    VERTEX_INDEX,
    /** By exact raw position (3 longs): duplicated vertices and separate meshes behave as one welded surface. */
    VERTEX_POSITION
}
