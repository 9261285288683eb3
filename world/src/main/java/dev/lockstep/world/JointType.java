package dev.lockstep.world;

/**
 * The kinds of joint (Box3D's set, minus wheel, motor and parallel joints); the constraint rows of
 * each are listed in {@code world/docs/joints.md}. The ordinal is part of the canonical state.
 */
public enum JointType {
    /** Ball and socket: the anchors coincide; optional cone limit on the frame x axes and twist limit about them. */
    SPHERICAL,
    /** Hinge about the frames' z axis: anchors coincide, z axes aligned; optional angle limit, motor and spring. */
    REVOLUTE,
    /** The frames coincide, rigidly or softly (linear and angular stiffness). */
    WELD,
    /** The anchors keep a distance: rigid, a spring, and/or inside [min, max] (a rope is max only). */
    DISTANCE,
    /** Slider along frame A's x axis: no relative rotation, no sideways motion; optional limits and motor. */
    PRISMATIC
}
