package dev.lockstep.collision.ray;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.fixedpoint.wide.Dot128;
import dev.lockstep.fixedpoint.wide.Int128;
import dev.lockstep.fixedpoint.wide.UInt128;

/**
 * Ray casts against the round shapes, sphere and capsule, whose core points the caller has placed
 * in the ray's frame (the world): placing one or two core points costs one rounding per component,
 * and the normal then needs no rotation back.
 *
 * <p><b>Sphere</b> (Box2D v3's form, which never squares a distance along the ray): with
 * {@code m = origin - center} (exact), {@code b = m . u} (one rounding), the closest approach
 * {@code q = m - b u} (one rounding per product), {@code h = sqrt(r^2 - q . q)} (exact 128-bit
 * difference, one rounding), the entry distance is {@code t = -b - h} (exact), and the fraction
 * {@code div(t, length)} (one rounding). Decided exactly: the origin is inside or on the sphere
 * when {@code m . m <= r^2} (no hit); the ray misses when {@code q . q > r^2}; a rounded
 * {@code t < 0} (origin within rounding of the surface) is taken as 0; {@code t > length} or a
 * fraction above {@code maxFraction} is a miss. Normal: {@code normalize(m + t u)}.
 *
 * <p><b>Capsule</b>: the union of the two end spheres and the lateral surface of the cylinder
 * between them, so the entry is the smallest entry over the three (ties: cylinder, then end 0,
 * then end 1). The origin is inside when it is inside or on an end sphere, or inside or on the
 * cylinder within the axial range. Lateral surface: with the unit axis {@code a} (normalized
 * {@code p1 - p0}), the perpendicular parts {@code mP = m - (m . a) a}, {@code uP = u - (u . a) a}
 * (each product rounded once), {@code w = |uP|} (one rounding) and {@code uP / w} normalized, the
 * sphere rule above in the plane perpendicular to the axis gives the perpendicular distance
 * {@code s}; the distance along the ray is {@code div(s, w)} (one rounding), accepted when the axial
 * coordinate {@code m . a + t (u . a)} lies in {@code [0, |p1 - p0|]}. A ray parallel to the axis
 * ({@code uP} exactly zero) only meets the end spheres.
 *
 * <p>Bounds: radius below {@code 2^30} m and every point inside {@link RaySegment#MAX_COORDINATE}
 * plus the radius keep every exact square inside 128 bits ({@link Dot128}'s precondition).
 */
public final class RoundRayCast {
    private static final int INSIDE = -2;
    private static final int MISS = -1;

    private final MutableVec3 scratch = new MutableVec3();
    private final MutableVec3 axis = new MutableVec3();
    private final MutableVec3 perpUnit = new MutableVec3();
    /** The perpendicular parts {@code mP} and {@code uP} of the last {@link #cylinder} call. */
    private long perpX;
    private long perpY;
    private long perpZ;
    private long perpDirX;
    private long perpDirY;
    private long perpDirZ;

    /**
     * Casts {@code ray} against the sphere of radius {@code r} around {@code (cx, cy, cz)} and writes
     * the hit into {@code outHit} (reset first). Returns true on a hit.
     *
     * @throws IllegalArgumentException if {@code r <= 0}
     */
    public boolean sphere(RaySegment ray, long cx, long cy, long cz, long r, ConvexRayHit outHit) {
        checkRadius(r);
        outHit.reset();
        long mx = Fixed.sub(ray.ox, cx);
        long my = Fixed.sub(ray.oy, cy);
        long mz = Fixed.sub(ray.oz, cz);
        long t = entry(mx, my, mz, ray.ux, ray.uy, ray.uz, r);
        if (t < 0) {
            return false;
        }
        return finish(ray, t, mx, my, mz, ray.ux, ray.uy, ray.uz, outHit);
    }

    /**
     * Casts {@code ray} against the capsule with core segment {@code p0-p1} and radius {@code r}
     * and writes the hit into {@code outHit} (reset first). Returns true on a hit.
     *
     * @throws IllegalArgumentException if {@code r <= 0}
     */
    public boolean capsule(RaySegment ray, long p0x, long p0y, long p0z, long p1x, long p1y, long p1z, long r,
            ConvexRayHit outHit) {
        checkRadius(r);
        outHit.reset();
        long ex = Fixed.sub(p1x, p0x);
        long ey = Fixed.sub(p1y, p0y);
        long ez = Fixed.sub(p1z, p0z);
        long m0x = Fixed.sub(ray.ox, p0x);
        long m0y = Fixed.sub(ray.oy, p0y);
        long m0z = Fixed.sub(ray.oz, p0z);
        if ((ex | ey | ez) == 0) {
            long t = entry(m0x, m0y, m0z, ray.ux, ray.uy, ray.uz, r);
            return t >= 0 && finish(ray, t, m0x, m0y, m0z, ray.ux, ray.uy, ray.uz, outHit);
        }
        long m1x = Fixed.sub(ray.ox, p1x);
        long m1y = Fixed.sub(ray.oy, p1y);
        long m1z = Fixed.sub(ray.oz, p1z);
        long t0 = entry(m0x, m0y, m0z, ray.ux, ray.uy, ray.uz, r);
        long t1 = entry(m1x, m1y, m1z, ray.ux, ray.uy, ray.uz, r);
        long tc = cylinder(ray, m0x, m0y, m0z, ex, ey, ez, r);
        if (t0 == INSIDE || t1 == INSIDE || tc == INSIDE) {
            return false;
        }
        // first entry over the three parts; ties keep the earlier part (cylinder, end 0, end 1)
        long best = tc;
        int part = tc >= 0 ? 0 : -1;
        if (t0 >= 0 && (best < 0 || t0 < best)) {
            best = t0;
            part = 1;
        }
        if (t1 >= 0 && (best < 0 || t1 < best)) {
            best = t1;
            part = 2;
        }
        if (part < 0) {
            return false;
        }
        if (part == 0) {
            // normal along the perpendicular offset at the hit: mP + t uP
            return finishWithSource(ray, best, Fixed.add(perpX, Fixed.mul(best, perpDirX)),
                    Fixed.add(perpY, Fixed.mul(best, perpDirY)), Fixed.add(perpZ, Fixed.mul(best, perpDirZ)), outHit);
        }
        return part == 1 ? finish(ray, best, m0x, m0y, m0z, ray.ux, ray.uy, ray.uz, outHit)
                : finish(ray, best, m1x, m1y, m1z, ray.ux, ray.uy, ray.uz, outHit);
    }

    /**
     * Returns the distance along the ray where it enters the lateral surface of the cylinder of
     * axis {@code e} from {@code p0} (origin at {@code m = o - p0}), {@link #INSIDE} when the origin
     * is inside or on the finite cylinder, or {@link #MISS}. Leaves {@code mP}, {@code uP} in the perp fields.
     */
    private long cylinder(RaySegment ray, long mx, long my, long mz, long ex, long ey, long ez, long r) {
        VecMath.normalizeInto(ex, ey, ez, axis);
        long axialLength = Fixed.length3(ex, ey, ez);
        long mA = Fixed.dot3(mx, my, mz, axis.x, axis.y, axis.z);
        long uA = Fixed.dot3(ray.ux, ray.uy, ray.uz, axis.x, axis.y, axis.z);
        long pX = Fixed.sub(mx, Fixed.mul(mA, axis.x));
        long pY = Fixed.sub(my, Fixed.mul(mA, axis.y));
        long pZ = Fixed.sub(mz, Fixed.mul(mA, axis.z));
        if (!exceedsSquare(pX, pY, pZ, r)) {
            // inside or on the infinite cylinder: inside the capsule within the axial range, else
            // the lateral surface cannot be entered and the end spheres decide
            return mA >= 0 && mA <= axialLength ? INSIDE : MISS;
        }
        long vX = Fixed.sub(ray.ux, Fixed.mul(uA, axis.x));
        long vY = Fixed.sub(ray.uy, Fixed.mul(uA, axis.y));
        long vZ = Fixed.sub(ray.uz, Fixed.mul(uA, axis.z));
        if ((vX | vY | vZ) == 0) {
            return MISS;
        }
        perpX = pX;
        perpY = pY;
        perpZ = pZ;
        perpDirX = vX;
        perpDirY = vY;
        perpDirZ = vZ;
        long w = Fixed.length3(vX, vY, vZ);
        VecMath.normalizeInto(vX, vY, vZ, perpUnit);
        long s = entry(pX, pY, pZ, perpUnit.x, perpUnit.y, perpUnit.z, r);
        if (s < 0 || w == 0) {
            return MISS;
        }
        // t = s / w; reject t > length exactly first (s * 2^32 > length * w), so the quotient fits
        if (ratioExceeds(s, w, ray.length)) {
            return MISS;
        }
        long t = Fixed.div(s, w);
        long axial = Fixed.add(mA, Fixed.mul(t, uA));
        return axial >= 0 && axial <= axialLength ? t : MISS;
    }

    /**
     * Returns the distance along the unit direction {@code u} at which the ray from {@code m}
     * (relative to a centre) enters the ball of radius {@code r}: {@link #INSIDE} when
     * {@code m . m <= r^2} exactly, {@link #MISS} when it moves away or passes outside.
     */
    private static long entry(long mx, long my, long mz, long ux, long uy, long uz, long r) {
        if (!exceedsSquare(mx, my, mz, r)) {
            return INSIDE;
        }
        long b = Fixed.dot3(mx, my, mz, ux, uy, uz);
        if (b >= 0) {
            return MISS;
        }
        long qx = Fixed.sub(mx, Fixed.mul(b, ux));
        long qy = Fixed.sub(my, Fixed.mul(b, uy));
        long qz = Fixed.sub(mz, Fixed.mul(b, uz));
        if (exceedsSquare(qx, qy, qz, r)) {
            return MISS;
        }
        // r^2 - q.q >= 0 exactly, as an unsigned 128-bit value
        long rHi = Int128.productHigh(r, r);
        long rLo = Int128.productLow(r, r);
        long qHi = Dot128.lengthSquaredHigh(qx, qy, qz);
        long qLo = Dot128.lengthSquaredLow(qx, qy, qz);
        long h = UInt128.sqrtRounded(Int128.subHigh(rHi, rLo, qHi, qLo), Int128.subLow(rLo, qLo));
        long t = Fixed.sub(Fixed.neg(b), h);
        return t < 0 ? 0 : t;
    }

    /** Returns true when {@code x^2 + y^2 + z^2 > r^2} exactly (raw, 128 bits). */
    private static boolean exceedsSquare(long x, long y, long z, long r) {
        return Int128.less(Int128.productHigh(r, r), Int128.productLow(r, r), Dot128.lengthSquaredHigh(x, y, z),
                Dot128.lengthSquaredLow(x, y, z));
    }

    /** Returns true when {@code num / den > limit} exactly, for {@code num >= 0}, {@code den > 0}, {@code limit >= 0}. */
    static boolean ratioExceeds(long num, long den, long limit) {
        return Int128.compareQuotient(num, den, limit) > 0;
    }

    /** Writes the hit at distance {@code t}, normal along {@code m + t u}. */
    private boolean finish(RaySegment ray, long t, long mx, long my, long mz, long ux, long uy, long uz, ConvexRayHit outHit) {
        return finishWithSource(ray, t, Fixed.add(mx, Fixed.mul(t, ux)), Fixed.add(my, Fixed.mul(t, uy)),
                Fixed.add(mz, Fixed.mul(t, uz)), outHit);
    }

    private boolean finishWithSource(RaySegment ray, long t, long sx, long sy, long sz, ConvexRayHit outHit) {
        if (ratioExceeds(t, ray.length, Fixed.ONE)) {
            return false;
        }
        long f = Fixed.div(t, ray.length);
        if (f > ray.maxFraction) {
            return false;
        }
        if ((sx | sy | sz) == 0) {
            // a degenerate radius at the resolution limit: face the ray
            outHit.set(f, -ray.ux, -ray.uy, -ray.uz);
            return true;
        }
        VecMath.normalizeInto(sx, sy, sz, scratch);
        outHit.set(f, scratch.x, scratch.y, scratch.z);
        return true;
    }

    private static void checkRadius(long r) {
        if (r <= 0) {
            throw new IllegalArgumentException("ray cast radius must be > 0, got raw " + r);
        }
    }
}
