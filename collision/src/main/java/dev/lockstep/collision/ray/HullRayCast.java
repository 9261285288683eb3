package dev.lockstep.collision.ray;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.wide.Int128;

/**
 * Ray cast against a convex hull placed by a transform: the ray is moved into the hull's local
 * frame and clipped against the face planes {@code n . x <= offset} (Box2D v3's polygon ray cast,
 * in 3D and with exact comparisons).
 *
 * <p>Arithmetic: the local origin and translation are {@code Transform.inverseApplyToPointInto} and
 * {@code inverseApplyToVectorInto} (one rounding per component). Per face, {@code num = offset - n . o}
 * and {@code den = n . d} (each dot rounded once); the ray crosses the plane at fraction
 * {@code num / den}. Entering planes ({@code den < 0}) raise the lower bound, leaving planes
 * ({@code den > 0}) lower the upper bound (which starts at {@code maxFraction}); parallel planes
 * ({@code den == 0}) reject the ray when the origin is outside them ({@code num < 0}). Every bound
 * is kept as the exact rational {@code num / den} and compared by exact 128-bit cross products, so
 * only the reported fraction is rounded: {@code Fixed.div(num, den)}, once. The lower bound starts
 * at fraction 0, exclusive: a ray whose origin is inside the hull or on its surface has no entering
 * plane beyond 0 and does not hit (Box2D's rule). Tie rule: among entering planes at the same exact
 * fraction the lowest face index wins. Normal: the entering face's unit normal rotated into the
 * world ({@code applyToVectorInto}, one rounding per component).
 *
 * <p>Bounds: with ray coordinates inside {@link RaySegment#MAX_COORDINATE} and hull coordinates
 * inside {@code HullBuilder.MAX_COORDINATE}, {@code num} and {@code den} stay below {@code 2^19} m
 * and the cross products below {@code 2^102}.
 */
public final class HullRayCast {
    private final MutableVec3 origin = new MutableVec3();
    private final MutableVec3 translation = new MutableVec3();
    private final MutableVec3 normal = new MutableVec3();

    /**
     * Casts {@code ray} (world frame) against {@code hull} placed by {@code placement} and writes the
     * hit (normal in the world frame) into {@code outHit} (reset first). Returns true on a hit.
     */
    public boolean cast(ConvexHull hull, Transform placement, RaySegment ray, ConvexRayHit outHit) {
        outHit.reset();
        placement.inverseApplyToPointInto(ray.ox, ray.oy, ray.oz, origin);
        placement.inverseApplyToVectorInto(ray.dx, ray.dy, ray.dz, translation);
        long ox = origin.x;
        long oy = origin.y;
        long oz = origin.z;
        long dx = translation.x;
        long dy = translation.y;
        long dz = translation.z;
        // lower = lowerNum / lowerDen (exclusive start 0/1), upper = upperNum / upperDen
        long lowerNum = 0;
        long lowerDen = 1;
        long upperNum = ray.maxFraction;
        long upperDen = Fixed.ONE;
        int enteringFace = -1;
        for (int f = 0, n = hull.faceCount(); f < n; f++) {
            long nx = hull.faceNormalX(f);
            long ny = hull.faceNormalY(f);
            long nz = hull.faceNormalZ(f);
            long num = Fixed.sub(hull.faceOffset(f), Fixed.dot3(nx, ny, nz, ox, oy, oz));
            long den = Fixed.dot3(nx, ny, nz, dx, dy, dz);
            if (den == 0) {
                if (num < 0) {
                    return false;
                }
            } else if (den < 0) {
                if (ratioLess(lowerNum, lowerDen, -num, -den)) {
                    lowerNum = -num;
                    lowerDen = -den;
                    enteringFace = f;
                }
            } else if (ratioLess(num, den, upperNum, upperDen)) {
                upperNum = num;
                upperDen = den;
            }
            if (ratioLess(upperNum, upperDen, lowerNum, lowerDen)) {
                return false;
            }
        }
        if (enteringFace < 0) {
            return false;
        }
        long fraction = Fixed.div(lowerNum, lowerDen);
        placement.applyToVectorInto(hull.faceNormalX(enteringFace), hull.faceNormalY(enteringFace),
                hull.faceNormalZ(enteringFace), normal);
        outHit.set(fraction, normal.x, normal.y, normal.z);
        return true;
    }

    /** Returns true when {@code a / b < c / d} exactly, for {@code b, d > 0}. */
    static boolean ratioLess(long a, long b, long c, long d) {
        return Int128.compareProducts(a, d, c, b) < 0;
    }
}
