package dev.lockstep.world;

/**
 * Mass properties of a body or shape, all raw Q31.32: {@code mass}, the centre of mass
 * {@code (centerX, centerY, centerZ)} in the body frame, and the inertia tensor about the centre of
 * mass in the body frame,
 * <pre>
 * | ixx ixy ixz |      ixx = integral((y^2 + z^2) dm)
 * | ixy iyy iyz |      ixy = -integral(x y dm)   (products of inertia carry their minus sign)
 * | ixz iyz izz |
 * </pre>
 * Produced by {@link MassProperties} (each value rounded once, to nearest, ties to even) and
 * validated for dynamic bodies by {@link MassWindow#check}. A plain value: the record performs no
 * checks of its own, so a {@code MassData} may describe a body outside the window.
 */
public record MassData(long mass, long centerX, long centerY, long centerZ,
                       long ixx, long iyy, long izz, long ixy, long ixz, long iyz) {
}
