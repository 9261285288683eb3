package dev.lockstep.tools.demo;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.VecMath;
import dev.lockstep.tools.collide.PlacedShape;
import dev.lockstep.tools.collide.ShapeSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The interim demo scenario: {@value #BODIES} spinning balls of radius 1/2 under gravity in a box
 * of half-size {@value #BOX_HALF_SIZE}, bouncing off the walls and pushing each other apart.
 * All state is Q31.32; every step uses checked ops ({@code mul}, {@code div}, {@code length3},
 * {@code normalize}, quaternion integration), so the hash exercises the number spec end to end.
 *
 * <p>Initial state comes from a 64-bit LCG (Knuth's MMIX constants) seeded by the caller, so a
 * seed names a scene. Canonical state encoding, hashed with FNV-1a 64 ({@link Fnv1a64}): the tick,
 * then for each body in index order px, py, pz, vx, vy, vz, qw, qx, qy, qz as raw longs.
 */
public final class FixedPointWorkload implements DemoScenario {
    static final int BODIES = 12;
    static final int BOX_HALF_SIZE = 8;
    /** One tick: 1/64 s (raw 2^26). */
    static final long DT = Fixed.ONE >> 6;
    /** Gravity along -y: 10 units/s^2. */
    static final long GRAVITY = Fixed.fromInt(10);
    /** Ball radius 1/2; two balls touch at distance 1. */
    static final long RADIUS = Fixed.HALF;
    /** Velocity kept on a wall bounce: 7/8. */
    static final long RESTITUTION = Fixed.ONE - (Fixed.ONE >> 3);

    private final long[] px = new long[BODIES];
    private final long[] py = new long[BODIES];
    private final long[] pz = new long[BODIES];
    private final long[] vx = new long[BODIES];
    private final long[] vy = new long[BODIES];
    private final long[] vz = new long[BODIES];
    private final Quat[] orientation = new Quat[BODIES];
    private final Vec3[] spin = new Vec3[BODIES];
    private final MutableVec3 dir = new MutableVec3();
    private int tick;

    /** Creates the scene named by {@code seed}. */
    public FixedPointWorkload(long seed) {
        long s = seed;
        for (int i = 0; i < BODIES; i++) {
            s = next(s);
            px[i] = coordinate(s);
            s = next(s);
            py[i] = coordinate(s);
            s = next(s);
            pz[i] = coordinate(s);
            s = next(s);
            vx[i] = (s >> 32) * 8;             // |v| < 8 units/s per component
            s = next(s);
            vz[i] = (s >> 32) * 8;
            s = next(s);
            orientation[i] = Quat.IDENTITY;
            spin[i] = new Vec3((s >> 33) * 4, Fixed.ONE, (s >> 34) * 4);
        }
    }

    private static long next(long s) {
        return s * 6364136223846793005L + 1442695040888963407L;
    }

    /** Maps the top bits of {@code s} onto [-(BOX_HALF_SIZE - 1), BOX_HALF_SIZE - 1). */
    private static long coordinate(long s) {
        return (s >> 32) * (2 * (BOX_HALF_SIZE - 1)) / 2;
    }

    @Override
    public String description() {
        return "fixed-point workload: " + BODIES + " spinning balls in a box (interim, until the collision reference scenario lands)";
    }

    @Override
    public int tick() {
        return tick;
    }

    @Override
    public void step() {
        for (int i = 0; i < BODIES; i++) {
            vy[i] = Fixed.sub(vy[i], Fixed.mul(GRAVITY, DT));
            px[i] = Fixed.add(px[i], Fixed.mul(vx[i], DT));
            py[i] = Fixed.add(py[i], Fixed.mul(vy[i], DT));
            pz[i] = Fixed.add(pz[i], Fixed.mul(vz[i], DT));
            bounce(px, vx, i);
            bounce(py, vy, i);
            bounce(pz, vz, i);
            orientation[i] = orientation[i].integrate(spin[i], DT);
        }
        // pairs in index order: the push of pair (i, j) sees the pushes of every earlier pair
        for (int i = 0; i < BODIES; i++) {
            for (int j = i + 1; j < BODIES; j++) {
                separate(i, j);
            }
        }
        tick++;
    }

    private static void bounce(long[] p, long[] v, int i) {
        long wall = Fixed.fromInt(BOX_HALF_SIZE) - RADIUS;
        if (p[i] > wall && v[i] > 0 || p[i] < -wall && v[i] < 0) {
            v[i] = Fixed.neg(Fixed.mul(v[i], RESTITUTION));
            p[i] = Fixed.clamp(p[i], -wall, wall);
        }
    }

    /** Moves overlapping balls i and j apart by half the overlap each, along the centre line. */
    private void separate(int i, int j) {
        long dx = Fixed.sub(px[j], px[i]);
        long dy = Fixed.sub(py[j], py[i]);
        long dz = Fixed.sub(pz[j], pz[i]);
        long d = Fixed.length3(dx, dy, dz);
        long overlap = Fixed.sub(2 * RADIUS, d);
        if (overlap <= 0 || d == 0) {
            return;                               // coincident centres: left alone, documented choice
        }
        VecMath.normalizeInto(dx, dy, dz, dir);
        long half = Fixed.mul(overlap, Fixed.HALF);
        long sx = Fixed.mul(dir.x, half);
        long sy = Fixed.mul(dir.y, half);
        long sz = Fixed.mul(dir.z, half);
        px[i] = Fixed.sub(px[i], sx);
        py[i] = Fixed.sub(py[i], sy);
        pz[i] = Fixed.sub(pz[i], sz);
        px[j] = Fixed.add(px[j], sx);
        py[j] = Fixed.add(py[j], sy);
        pz[j] = Fixed.add(pz[j], sz);
        // exchange the velocity components along the normal: equal masses, elastic
        long vi = Fixed.dot3(vx[i], vy[i], vz[i], dir.x, dir.y, dir.z);
        long vj = Fixed.dot3(vx[j], vy[j], vz[j], dir.x, dir.y, dir.z);
        long dv = Fixed.sub(vj, vi);
        if (dv < 0) {
            vx[i] = Fixed.add(vx[i], Fixed.mul(dv, dir.x));
            vy[i] = Fixed.add(vy[i], Fixed.mul(dv, dir.y));
            vz[i] = Fixed.add(vz[i], Fixed.mul(dv, dir.z));
            vx[j] = Fixed.sub(vx[j], Fixed.mul(dv, dir.x));
            vy[j] = Fixed.sub(vy[j], Fixed.mul(dv, dir.y));
            vz[j] = Fixed.sub(vz[j], Fixed.mul(dv, dir.z));
        }
    }

    @Override
    public List<PlacedShape> bodies() {
        List<PlacedShape> list = new ArrayList<>(BODIES);
        for (int i = 0; i < BODIES; i++) {
            list.add(new PlacedShape(new ShapeSpec.SphereSpec(RADIUS),
                    Transform.of(orientation[i], new Vec3(px[i], py[i], pz[i]))));
        }
        return list;
    }

    @Override
    public long stateHash() {
        Fnv1a64 h = new Fnv1a64();
        h.addLong(tick);
        for (int i = 0; i < BODIES; i++) {
            h.addLong(px[i]);
            h.addLong(py[i]);
            h.addLong(pz[i]);
            h.addLong(vx[i]);
            h.addLong(vy[i]);
            h.addLong(vz[i]);
            Quat q = orientation[i];
            h.addLong(q.w());
            h.addLong(q.x());
            h.addLong(q.y());
            h.addLong(q.z());
        }
        return h.value();
    }
}
