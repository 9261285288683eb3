package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;

/**
 * How the materials of two shapes combine in a contact (Box2D's {@code b2MixFriction},
 * {@code b2MixRestitution}): friction is the geometric mean {@code sqrt(fA fB)}, formed exactly
 * as {@code Fixed.sqrt(Fixed.mul(fA, fB))} (two roundings, both half-even); restitution and rolling
 * resistance are the larger of the two.
 */
final class ContactMixing {
    private ContactMixing() {
    }

    static long friction(long fa, long fb) {
        return Fixed.sqrt(Fixed.mul(fa, fb));
    }
}
