package dev.lockstep.tools.collide;

import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.epa.EpaWorkspace;
import dev.lockstep.collision.epa.GjkEpa;
import dev.lockstep.collision.gjk.DistanceResult;
import dev.lockstep.collision.gjk.GjkWorkspace;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;

/**
 * Answers one parsed {@code collide} request with the collision module: {@link ContactDispatch}
 * (seed 001's collision table) for the pairs it has, the GJK+EPA fallback for any other convex pair,
 * {@link MeshQuery} for meshes. This is the single place that calls the kernel, so {@code collide}
 * and {@code render} agree. One instance per thread: it owns the kernel workspaces and results.
 *
 * <p>Distance: the dispatch reports points only within the contact distance. The answer's
 * {@code distance} is minus the deepest point's depth of the query at the caller's contact distance;
 * when that query has no point (shapes apart by more than it), the same pair is asked again with an
 * unbounded contact distance ({@code Fixed.MAX_VALUE}) purely to learn the separation and normal,
 * and the answer lists no points. Either way the kernel's distance contract holds
 * ({@code collision/docs/distance-contract.md}): apart, the Euclidean distance with the normal
 * along the closest points; overlapping hulls, the deepest point of the manifold on the SAT axis
 * kept by the flip-flop bias, at most {@code (256/243)(mtd + 2^-10)} for the minimum penetration
 * {@code mtd}.
 */
public final class CollideService {
    private final ContactWorkspace workspace = new ContactWorkspace();
    private final ContactManifold manifold = new ContactManifold();
    private final GjkWorkspace gjk = new GjkWorkspace();
    private final EpaWorkspace epa = new EpaWorkspace();
    private final DistanceResult distance = new DistanceResult();
    private final MeshQuery meshQuery = new MeshQuery();
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
     * Returns the contact answer for a request between two convex shapes. Pairs in the collision
     * table are answered by {@link ContactDispatch}; any other convex pair by the GJK+EPA fallback
     * ({@link GjkEpa}): its signed distance and normal, and within the contact distance one point
     * midway between the two witness points with depth {@code -distance}.
     *
     * @throws BadRequestException if a shape cannot be built, or a value is outside the kernel's
     *     documented bounds (the message says which)
     */
    public CollideAnswer collide(CollideRequest request) throws BadRequestException {
        Shape a = ShapeBuilder.build(request.a(), "a");
        Shape b = ShapeBuilder.build(request.b(), "b");
        long cd = request.contactDistance().orElse(contactDistance);
        try {
            int n;
            try {
                n = ContactDispatch.collide(a, request.ta(), b, request.tb(), cd, workspace, manifold);
            } catch (UnsupportedOperationException notInTable) {
                return fallback(a, request, b, cd);
            }
            if (n > 0) {
                return answerFromManifold(true);
            }
            ContactDispatch.collide(a, request.ta(), b, request.tb(), Fixed.MAX_VALUE, workspace, manifold);
            if (manifold.pointCount() == 0) {
                throw new BadRequestException("the kernel reported no separation for " + pairName(request)
                        + " even with an unbounded contact distance");
            }
            return answerFromManifold(false);
        } catch (ArithmeticException | IllegalArgumentException e) {
            throw new BadRequestException(pairName(request) + ": " + e.getMessage());
        }
    }

    /**
     * Returns the answer for a request whose shape b is a mesh ({@link MeshQuery}).
     *
     * @param withVoidedFeatures also list the voided features (for pictures)
     * @throws BadRequestException if the shapes cannot be built or the kernel has no such pair yet
     */
    public MeshAnswer collideMesh(CollideRequest request, boolean withVoidedFeatures) throws BadRequestException {
        return meshQuery.collide(request, request.contactDistance().orElse(contactDistance), withVoidedFeatures);
    }

    private CollideAnswer fallback(Shape a, CollideRequest request, Shape b, long cd) {
        GjkEpa.signedDistance(a, request.ta(), b, request.tb(), gjk, epa, distance);
        long d = distance.distance();
        List<CollideAnswer.ContactPoint> points = new ArrayList<>(1);
        if (d <= cd) {
            Vec3 pa = distance.pointA();
            Vec3 pb = distance.pointB();
            Vec3 mid = new Vec3(midpoint(pa.x(), pb.x()), midpoint(pa.y(), pb.y()), midpoint(pa.z(), pb.z()));
            points.add(new CollideAnswer.ContactPoint(mid, Fixed.neg(d)));
        }
        return new CollideAnswer(d, distance.normal(), points);
    }

    /** Returns {@code a + (b - a) / 2}, one rounding (ties to even) in the halving. */
    private static long midpoint(long a, long b) {
        return Fixed.add(a, Fixed.mul(Fixed.sub(b, a), Fixed.HALF));
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
