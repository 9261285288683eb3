package dev.lockstep.tools.collide;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;

/**
 * Answers one parsed {@code collide} request with the collision module's {@link ContactDispatch}
 * (seed 001's collision table). This is the single place that calls the kernel, so {@code collide}
 * and {@code render} agree. One instance per thread: it owns the kernel workspace and manifold.
 *
 * <p>Distance: the dispatch reports points only within the contact distance. The answer's
 * {@code distance} is minus the deepest point's depth of the query at the caller's contact distance;
 * when that query has no point (shapes apart by more than it), the same pair is asked again with an
 * unbounded contact distance ({@code Fixed.MAX_VALUE}) purely to learn the separation and normal,
 * and the answer lists no points.
 */
public final class CollideService {
    private final ContactWorkspace workspace = new ContactWorkspace();
    private final ContactManifold manifold = new ContactManifold();
    private final long contactDistance;

    /** A service that lists points only for touching or overlapping shapes (contact distance 0). */
    public CollideService() {
        this(0);
    }

    /**
     * @param contactDistance raw, {@code >= 0}: separated shapes closer than this also get points
     *     (negative depth), as in the kernel's speculative contacts
     */
    public CollideService(long contactDistance) {
        if (contactDistance < 0) {
            throw new IllegalArgumentException("contact distance must be >= 0");
        }
        this.contactDistance = contactDistance;
    }

    /**
     * Returns the contact answer for {@code request}.
     *
     * @throws BadRequestException if a shape cannot be built, the kernel does not handle the pair
     *     yet, or a value is outside the kernel's documented bounds (the message says which)
     */
    public CollideAnswer collide(CollideRequest request) throws BadRequestException {
        Shape a = ShapeBuilder.build(request.a(), "a");
        Shape b = ShapeBuilder.build(request.b(), "b");
        try {
            int n = ContactDispatch.collide(a, request.ta(), b, request.tb(), contactDistance, workspace, manifold);
            if (n > 0) {
                return answerFromManifold(true);
            }
            ContactDispatch.collide(a, request.ta(), b, request.tb(), Fixed.MAX_VALUE, workspace, manifold);
            if (manifold.pointCount() == 0) {
                throw new BadRequestException("the kernel reported no separation for " + pairName(request)
                        + " even with an unbounded contact distance");
            }
            return answerFromManifold(false);
        } catch (UnsupportedOperationException e) {
            throw new BadRequestException("pair not supported yet: " + pairName(request) + " (" + e.getMessage() + ")");
        } catch (ArithmeticException | IllegalArgumentException e) {
            throw new BadRequestException(pairName(request) + ": " + e.getMessage());
        }
    }

    private CollideAnswer answerFromManifold(boolean withPoints) {
        long deepest = manifold.point(0).depth();
        List<CollideAnswer.ContactPoint> points = new ArrayList<>(manifold.pointCount());
        for (int i = 0; i < manifold.pointCount(); i++) {
            ManifoldPoint p = manifold.point(i);
            deepest = Math.max(deepest, p.depth());
            if (withPoints) {
                points.add(new CollideAnswer.ContactPoint(p.world(), p.depth()));
            }
        }
        Vec3 normal = new Vec3(manifold.normalX(), manifold.normalY(), manifold.normalZ());
        return new CollideAnswer(Fixed.neg(deepest), normal, points);
    }

    private static String pairName(CollideRequest r) {
        return r.a().typeName() + "-" + r.b().typeName();
    }
}
