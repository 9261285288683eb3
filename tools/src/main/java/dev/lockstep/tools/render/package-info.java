/**
 * {@code lockstep render}: wireframe pictures (SVG, and PNG through headless Java2D) of collide
 * queries and scenario ticks, in two orthographic views. Doubles are used freely here: display only,
 * never fed back into state.
 */
package dev.lockstep.tools.render;
