/**
 * Not API: the collision module's internals, reached only through the API packages
 * ({@code ContactDispatch}, {@code HullHullWorkspace}, {@code MeshContacts}, ...). The packages
 * below may change without notice; another module that names one of their types fails its
 * {@code LayeringTest} ({@code assertNoForeignInternals}). {@code internal.sat}: the hull-vs-hull
 * separating axis test; {@code internal.clip}: face clipping; {@code internal.manifold}: contact
 * reduction to four points; {@code internal.narrow}: the pair functions behind the dispatch
 * table; {@code internal.gjk} and {@code internal.epa}: the GJK loop and EPA with their simplex,
 * support points and polytope; {@code internal.shape}: a hull's query index (adjacency, face
 * loops, bent faces, box features) and the exact geometry the hull builder shares with it.
 */
package dev.lockstep.collision.internal;
