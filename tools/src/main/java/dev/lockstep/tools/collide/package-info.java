/**
 * {@code lockstep collide} (issues 3, 4, 5): strict JSON-lines contact queries with every number an
 * exact decimal string, answered by the collision module ({@link dev.lockstep.tools.collide.CollideService}
 * is the one place that wires the kernel), one JSON line per input line, errors as
 * {@code {"error":"..."}} without stopping the stream.
 */
package dev.lockstep.tools.collide;
