package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.internal.shape.BoxFeatures;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Transform;

/** The capsule-vs-hull cell of {@link ContactDispatch}: which of the two capsule-hull functions runs. */
public final class CapsuleHullDispatch {
    private CapsuleHullDispatch() {
    }

    /**
     * As {@link CapsuleHullContact#collide}; a centred box takes the closed form
     * {@link CapsuleBoxContact} (same bits).
     */
    public static int collide(Capsule a, Transform ta, ConvexHull b, Transform tb, long contactDistance,
            NarrowScratch ws, ContactManifold out) {
        BoxFeatures box = HullQueryIndex.of(b).box();
        if (box != null) {
            return CapsuleBoxContact.collide(a, ta, b, box, tb, contactDistance, ws, out);
        }
        return CapsuleHullContact.collide(a, ta, b, tb, contactDistance, ws, out);
    }
}
