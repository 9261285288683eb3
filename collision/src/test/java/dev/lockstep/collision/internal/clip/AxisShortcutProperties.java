package dev.lockstep.collision.internal.clip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.internal.narrow.HullScenes;
import dev.lockstep.collision.internal.sat.PlacedHull;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.internal.shape.HullQueryIndex;
import dev.lockstep.collision.manifold.FeatureId;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.fixedpoint.VecMath;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The shortcuts of {@link ReferenceFace#clipIncident} (the hull's precomputed side normals for an
 * identity placement), {@link PolygonClipper#clip} (one product for a normal along an axis) and
 * {@link IncidentFace#find} (one product for an axis-aligned reference normal) give the bits of
 * the plain formulas: every side normal a {@code VecMath} cross product of the placed edge and
 * normal, every distance a {@code Fixed.dot3}, every incident dot a {@code Fixed.dot3}. The
 * oracle below is that plain code. Boxes, prisms and random hulls, placed by the identity, by
 * exact quarter and half turns, and by arbitrary rotations, so both the shortcut and the general
 * branch run.
 */
class AxisShortcutProperties {
    private static final long SEED = 0x5EED_0004_C11B_0001L;
    private static final long UNIT = Fixed.ONE;

    @Test
    void issue4_clipShortcuts_equalPlainDotProducts() {
        SatWorkspace sat = new SatWorkspace();
        ClipWorkspace fast = new ClipWorkspace();
        int[] outcomes = new int[2];
        qt().withFixedSeed(SEED).withExamples(600).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            ConvexHull a = hull(r);
            ConvexHull b = hull(r);
            Quat q = r.nextInt(3) == 0 ? Quat.IDENTITY : r.nextBoolean() ? new Quat(0, 0, UNIT, 0) : HullScenes.randomRotation(r);
            Transform tb = Transform.of(q, new Vec3(r.nextLong() % UNIT, r.nextLong() % (2 * UNIT), r.nextLong() % UNIT));
            boolean resting = r.nextInt(3) == 0;
            if (resting) {
                // a small box resting inside a big box's top face: the incident face survives whole
                a = ConvexHull.box(new Vec3(2 * UNIT, UNIT, 2 * UNIT));
                b = ConvexHull.box(new Vec3(UNIT / 2, UNIT / 2, UNIT / 2));
                tb = Transform.of(q, new Vec3(r.nextLong() % UNIT, 3 * UNIT / 2 - (r.nextLong() & 0xFFFF), r.nextLong() % UNIT));
            }
            sat.relative.setFrom(Transform.IDENTITY, tb);
            sat.a.loadIdentity(a);
            sat.b.loadTransformed(b, sat.relative);
            boolean refIsA = resting || r.nextBoolean();
            PlacedHull ref = refIsA ? sat.a : sat.b;
            PlacedHull inc = refIsA ? sat.b : sat.a;
            int refFace = resting ? HullQueryIndex.of(a).box().face(1, 1) : r.nextInt(ref.faceCount());
            long nx = ref.nx(refFace);
            long ny = ref.ny(refFace);
            long nz = ref.nz(refFace);
            int incFace = IncidentFace.find(inc, nx, ny, nz);
            assertEquals(plainIncident(inc, nx, ny, nz), incFace, "incident face, seed " + seed);
            ReferenceFace.clipIncident(ref, refFace, inc, incFace, fast);
            PlainClip plain = new PlainClip();
            plain.clipIncident(ref, refFace, inc, incFace);
            assertEquals(plain.count, fast.count(), "count, seed " + seed);
            for (int i = 0; i < plain.count; i++) {
                assertEquals(plain.x[i], fast.x(i), "x " + i + ", seed " + seed);
                assertEquals(plain.y[i], fast.y(i), "y " + i + ", seed " + seed);
                assertEquals(plain.z[i], fast.z(i), "z " + i + ", seed " + seed);
                assertEquals(plain.ref[i], fast.refFeature(i), "ref feature " + i + ", seed " + seed);
                assertEquals(plain.inc[i], fast.incFeature(i), "inc feature " + i + ", seed " + seed);
            }
            outcomes[plain.clipped ? 1 : 0]++;
        });
        assertTrue(outcomes[0] > 60 && outcomes[1] > 60, "unclipped/clipped " + outcomes[0] + "/" + outcomes[1]);
    }

    /**
     * A box B on a face of an identity-placed box A, in the poses of the hull-vs-hull benchmarks
     * (tilted 1/3 rad about the face normal, with rotational jitter of a few ulps, sliding across
     * the face) and random ones: the clip of B's incident face by A's side planes, whose normals
     * lie along an axis (one product per distance in {@link PolygonClipper}), equals the plain
     * clip. Half extents whole, half-whole and arbitrary (short side normals make the rounded
     * distances matter).
     */
    @Test
    void issue4_boxOnBoxSidePlanes_axisNormals_equalPlainClip() {
        SatWorkspace sat = new SatWorkspace();
        ClipWorkspace fast = new ClipWorkspace();
        int[] clipped = new int[2];
        qt().withFixedSeed(SEED + 2).withExamples(800).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            long[] ha = new long[3];
            int sizes = r.nextInt(5);
            for (int i = 0; i < 3; i++) {
                // small arbitrary extents make short side normals, whose rounded distances move the
                // intersection off the plane by an ulp or more when the shortcut is misapplied
                ha[i] = sizes == 0 ? UNIT : sizes == 1 ? (1 + r.nextInt(6)) * (UNIT / 2)
                        : sizes == 2 ? UNIT / 2 + (r.nextLong() & (UNIT - 1))
                        : sizes == 3 ? UNIT / 64 + (r.nextLong() & (UNIT / 4 - 1)) | 1 : (1 + r.nextInt(4)) * UNIT;
            }
            boolean wholeA = (ha[0] & (UNIT / 2 - 1)) == 0 && (ha[1] & (UNIT / 2 - 1)) == 0 && (ha[2] & (UNIT / 2 - 1)) == 0;
            ConvexHull a = ConvexHull.box(new Vec3(ha[0], ha[1], ha[2]));
            long hb = r.nextBoolean() ? UNIT : UNIT / 4 + (r.nextLong() & (2 * UNIT - 1));
            ConvexHull b = ConvexHull.box(new Vec3(hb, hb, hb));
            int axis = r.nextInt(3);
            int sign = r.nextBoolean() ? 1 : -1;
            Vec3 normalAxis = axis == 0 ? Vec3.UNIT_X : axis == 1 ? Vec3.UNIT_Y : Vec3.UNIT_Z;
            Quat tilt = Quat.fromAxisAngle(normalAxis, UNIT / 3 + (r.nextInt(3) - 1) * (r.nextLong() & (UNIT - 1)));
            Quat q;
            switch (r.nextInt(4)) {
                case 0:
                    q = tilt;
                    break;
                case 1:
                    q = new Quat(tilt.w() + r.nextInt(9) - 4, tilt.x() + r.nextInt(9) - 4, tilt.y() + r.nextInt(9) - 4,
                            tilt.z() + r.nextInt(9) - 4);
                    break;
                case 2:
                    q = HullScenes.randomRotation(r);
                    break;
                default:
                    q = Quat.IDENTITY;
                    break;
            }
            long[] c = new long[3];
            for (int i = 0; i < 3; i++) {
                // sliding across the face, up to past its edges
                c[i] = r.nextLong() % (ha[i] + hb + UNIT / 2);
            }
            c[axis] = sign * (ha[axis] + hb - (r.nextLong() & 0xFFFF));
            Transform tb = Transform.of(q, new Vec3(c[0], c[1], c[2]));
            sat.relative.setFrom(Transform.IDENTITY, tb);
            sat.a.loadIdentity(a);
            sat.b.loadTransformed(b, sat.relative);
            int refFace = HullQueryIndex.of(a).box().face(axis, sign);
            int incFace = IncidentFace.find(sat.b, sat.a.nx(refFace), sat.a.ny(refFace), sat.a.nz(refFace));
            ReferenceFace.clipIncident(sat.a, refFace, sat.b, incFace, fast);
            PlainClip plain = new PlainClip();
            plain.clipIncident(sat.a, refFace, sat.b, incFace);
            String where = "seed " + seed;
            assertEquals(plain.count, fast.count(), "count, " + where);
            for (int i = 0; i < plain.count; i++) {
                assertEquals(plain.x[i], fast.x(i), "x " + i + ", " + where);
                assertEquals(plain.y[i], fast.y(i), "y " + i + ", " + where);
                assertEquals(plain.z[i], fast.z(i), "z " + i + ", " + where);
                assertEquals(plain.ref[i], fast.refFeature(i), "ref feature " + i + ", " + where);
                assertEquals(plain.inc[i], fast.incFeature(i), "inc feature " + i + ", " + where);
            }
            if (plain.clipped) {
                clipped[wholeA ? 1 : 0]++;
            }
        });
        assertTrue(clipped[0] > 80 && clipped[1] > 200, "clipped with arbitrary/whole half extents " + clipped[0] + "/" + clipped[1]);
    }

    @Test
    void fixedMul_equalsDot3WithTwoZeroProducts() {
        qt().withFixedSeed(SEED + 1).withExamples(2000).forAll(longs().all(), longs().all(), longs().all(), longs().all())
                .checkAssert((a, b, y, z) -> {
                    long s = a >> (b & 63);
                    long t = b >> (a & 63);
                    Long expected = result(() -> Fixed.dot3(s, 0, 0, t, y, z));
                    assertEquals(expected, result(() -> Fixed.mul(s, t)), "x axis " + s + " " + t);
                    assertEquals(result(() -> Fixed.dot3(0, s, 0, y, t, z)), result(() -> Fixed.mul(s, t)), "y axis " + s + " " + t);
                    assertEquals(result(() -> Fixed.dot3(0, 0, s, y, z, t)), result(() -> Fixed.mul(s, t)), "z axis " + s + " " + t);
                });
    }

    /** Returns the value, or null when the operation throws (both sides must agree on that too). */
    private static Long result(java.util.function.LongSupplier op) {
        try {
            return op.getAsLong();
        } catch (dev.lockstep.fixedpoint.FixedOverflowException e) {
            return null;
        }
    }

    private static ConvexHull hull(Random r) {
        switch (r.nextInt(4)) {
            case 0:
                return ConvexHull.box(new Vec3(UNIT / 2 + (r.nextLong() & (UNIT - 1)), UNIT / 2, UNIT));
            case 1:
                return ConvexHull.regularPrism(3 + r.nextInt(6), UNIT, UNIT / 2);
            default:
                return HullScenes.randomHull(r, 4 + r.nextInt(12), UNIT);
        }
    }

    private static int plainIncident(PlacedHull hull, long nx, long ny, long nz) {
        int best = 0;
        long bestDot = 0;
        for (int f = 0; f < hull.faceCount(); f++) {
            long d = Fixed.dot3(hull.nx(f), hull.ny(f), hull.nz(f), nx, ny, nz);
            if (f == 0 || d < bestDot) {
                best = f;
                bestDot = d;
            }
        }
        return best;
    }

    /** The clipping of ReferenceFace and PolygonClipper written with plain cross and dot products. */
    private static final class PlainClip {
        int count;
        long[] x = new long[64];
        long[] y = new long[64];
        long[] z = new long[64];
        int[] ref = new int[64];
        int[] inc = new int[64];
        int[] seg = new int[64];
        boolean clipped;

        void clipIncident(PlacedHull refHull, int refFace, PlacedHull incHull, int incFace) {
            ConvexHull hi = incHull.hull();
            ConvexHull hr = refHull.hull();
            int refFacePacked = ClipWorkspace.pack(FeatureId.FACE, refFace);
            for (int k = 0, e = hi.faceFirstEdge(incFace); k < hi.faceVertexCount(incFace); k++, e = hi.halfEdgeNext(e)) {
                int v = hi.halfEdgeOrigin(e);
                x[count] = incHull.x(v);
                y[count] = incHull.y(v);
                z[count] = incHull.z(v);
                ref[count] = refFacePacked;
                inc[count] = ClipWorkspace.pack(FeatureId.VERTEX, v);
                seg[count] = ClipWorkspace.pack(FeatureId.EDGE, e >> 1);
                count++;
            }
            long nx = refHull.nx(refFace);
            long ny = refHull.ny(refFace);
            long nz = refHull.nz(refFace);
            int along = ClipWorkspace.pack(FeatureId.FACE, incFace);
            for (int k = 0, e = hr.faceFirstEdge(refFace); k < hr.faceVertexCount(refFace) && count > 0; k++, e = hr.halfEdgeNext(e)) {
                int v0 = hr.halfEdgeOrigin(e);
                int v1 = hr.halfEdgeOrigin(hr.halfEdgeNext(e));
                long ex = Fixed.sub(refHull.x(v1), refHull.x(v0));
                long ey = Fixed.sub(refHull.y(v1), refHull.y(v0));
                long ez = Fixed.sub(refHull.z(v1), refHull.z(v0));
                clip(VecMath.crossX(ey, ez, ny, nz), VecMath.crossY(ex, ez, nx, nz), VecMath.crossZ(ex, ey, nx, ny),
                        refHull.x(v0), refHull.y(v0), refHull.z(v0), ClipWorkspace.pack(FeatureId.EDGE, e >> 1), along);
            }
        }

        private void clip(long nx, long ny, long nz, long qx, long qy, long qz, int planeFeature, int alongFeature) {
            long[] d = new long[count];
            for (int i = 0; i < count; i++) {
                d[i] = Fixed.dot3(nx, ny, nz, Fixed.sub(x[i], qx), Fixed.sub(y[i], qy), Fixed.sub(z[i], qz));
            }
            long[] ox = new long[64];
            long[] oy = new long[64];
            long[] oz = new long[64];
            int[] oref = new int[64];
            int[] oinc = new int[64];
            int[] oseg = new int[64];
            int n = 0;
            for (int i0 = count - 1, i1 = 0; i1 < count; i0 = i1++) {
                boolean in0 = d[i0] <= 0;
                boolean in1 = d[i1] <= 0;
                if (!in0 || !in1) {
                    clipped = true;
                }
                if (in0 && !in1 && d[i0] < 0 || !in0 && in1 && d[i1] < 0) {
                    long den = d[i0] - d[i1];
                    ox[n] = Fixed.add(x[i0], Fixed.mulDiv(Fixed.sub(x[i1], x[i0]), d[i0], den));
                    oy[n] = Fixed.add(y[i0], Fixed.mulDiv(Fixed.sub(y[i1], y[i0]), d[i0], den));
                    oz[n] = Fixed.add(z[i0], Fixed.mulDiv(Fixed.sub(z[i1], z[i0]), d[i0], den));
                    oref[n] = planeFeature;
                    oinc[n] = seg[i0];
                    oseg[n] = in0 ? alongFeature : seg[i0];
                    n++;
                }
                if (in1) {
                    ox[n] = x[i1];
                    oy[n] = y[i1];
                    oz[n] = z[i1];
                    oref[n] = ref[i1];
                    oinc[n] = inc[i1];
                    oseg[n] = seg[i1];
                    n++;
                }
            }
            x = ox;
            y = oy;
            z = oz;
            ref = oref;
            inc = oinc;
            seg = oseg;
            count = n;
        }
    }
}
