package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.GoldenFile;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.HullBuilder;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.ShapeType;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Conformance vectors of the convex collision table (issue 4, "Conformance vectors"): pair
 * queries over every cell of {@link ContactDispatch} that has a function on this branch (sphere,
 * capsule, hull; both argument orders), with inputs and exact raw outputs, so a port in another
 * language can prove bit equality query by query. Cells added later by others join automatically
 * (an unsupported cell is skipped), which changes the file: regenerate and review.
 *
 * <p>Format (text, one record per line, every number a raw Q31.32 {@code long} in hex, signed,
 * e.g. {@code -0x80000000} is -0.5):
 * <pre>
 *   # comment lines; the first says the format version
 *   Q &lt;n&gt; &lt;typeA&gt; &lt;typeB&gt; d=&lt;contactDistance&gt;
 *   A &lt;shape&gt;                 sphere c=x,y,z r=R | capsule p0=x,y,z p1=x,y,z r=R | hull pts=x,y,z;x,y,z;...
 *   TA q=w,x,y,z p=x,y,z         the transform of A (quaternion as given, translation)
 *   B &lt;shape&gt;
 *   TB q=w,x,y,z p=x,y,z
 *   R &lt;n&gt; count=k normal=x,y,z
 *   P world=x,y,z localA=x,y,z localB=x,y,z depth=D feature=F   (k lines; F the FeatureId long)
 * </pre>
 * A hull is given by the point cloud handed to {@code HullBuilder.build}; a port must also
 * reproduce the builder (its indices appear in feature ids). Regenerate only with
 * {@code -Dlockstep.golden.update=true} and review the diff.
 */
class ConvexPairsGoldenTest {
    static final Path GOLDEN = Path.of("src/test/resources/golden/collision/convex-pairs.txt");
    static final int SCENES = 24;
    static final long SEED = 0x601D_0004L;

    @Test
    void issue4_convexTable_matchesCommittedConformanceVectors() throws IOException {
        String actual = generate();
        GoldenFile.assertMatches(GOLDEN, "conformance vectors", actual);
    }

    static String generate() {
        StringBuilder out = new StringBuilder();
        out.append("# lockstep collision conformance vectors, format 1\n");
        out.append("# convex pair table, seed 0x").append(Long.toHexString(SEED)).append(", ").append(SCENES)
                .append(" scenes; raw Q31.32 hex; see ConvexPairsGoldenTest for the record layout\n");
        ContactWorkspace ws = new ContactWorkspace();
        ContactManifold m = new ContactManifold();
        Random r = new Random(SEED);
        int n = 0;
        for (int s = 0; s < SCENES; s++) {
            List<Shape> shapes = new ArrayList<>();
            List<long[]> clouds = new ArrayList<>();
            shapes.add(new Sphere(randomPoint(r, Fixed.ONE / 4), Fixed.ONE / 4 + (r.nextLong() & 0x7FFF_FFFFL)));
            clouds.add(null);
            shapes.add(new Capsule(randomPoint(r, Fixed.ONE), randomPoint(r, Fixed.ONE), Fixed.ONE / 4 + (r.nextLong() & 0x3FFF_FFFFL)));
            clouds.add(null);
            long[] cloud = s % 3 == 0 ? boxCloud(r) : randomCloud(r);
            shapes.add(HullBuilder.build(cloud));
            clouds.add(cloud);
            Transform[] poses = new Transform[3];
            for (int i = 0; i < 3; i++) {
                Quat q = r.nextInt(3) == 0 ? Quat.IDENTITY : HullScenes.randomRotation(r);
                poses[i] = Transform.of(q, randomPoint(r, Fixed.ONE / 2));
            }
            long d = r.nextInt(2) == 0 ? 0 : Fixed.ONE / 16;
            for (int i = 0; i < 3; i++) {
                for (int j = 0; j < 3; j++) {
                    Shape a = shapes.get(i);
                    Shape b = shapes.get(j);
                    int k;
                    try {
                        k = ContactDispatch.collide(a, poses[i], b, poses[j == i ? (i + 1) % 3 : j], d, ws, m);
                    } catch (UnsupportedOperationException e) {
                        continue;
                    }
                    Transform tb = poses[j == i ? (i + 1) % 3 : j];
                    out.append("Q ").append(n).append(' ').append(a.type()).append(' ').append(b.type()).append(" d=")
                            .append(hex(d)).append('\n');
                    out.append("A ").append(shape(a, clouds.get(i))).append('\n');
                    out.append("TA ").append(transform(poses[i])).append('\n');
                    out.append("B ").append(shape(b, clouds.get(j))).append('\n');
                    out.append("TB ").append(transform(tb)).append('\n');
                    out.append("R ").append(n).append(" count=").append(k).append(" normal=").append(vec(m.normal())).append('\n');
                    for (int p = 0; p < k; p++) {
                        ManifoldPoint pt = m.point(p);
                        out.append("P world=").append(vec(pt.world())).append(" localA=").append(vec(pt.localA()))
                                .append(" localB=").append(vec(pt.localB())).append(" depth=").append(hex(pt.depth()))
                                .append(" feature=").append(hex(pt.featureId())).append('\n');
                    }
                    n++;
                }
            }
        }
        return out.toString();
    }

    private static Vec3 randomPoint(Random r, long reach) {
        return new Vec3(r.nextLong() % reach, r.nextLong() % reach, r.nextLong() % reach);
    }

    private static long[] boxCloud(Random r) {
        long hx = Fixed.ONE / 4 + (r.nextLong() & 0x7FFF_FFFFL);
        long hy = Fixed.ONE / 4 + (r.nextLong() & 0x7FFF_FFFFL);
        long hz = Fixed.ONE / 4 + (r.nextLong() & 0x7FFF_FFFFL);
        long[] c = new long[24];
        for (int i = 0; i < 8; i++) {
            c[3 * i] = (i & 4) != 0 ? hx : -hx;
            c[3 * i + 1] = (i & 2) != 0 ? hy : -hy;
            c[3 * i + 2] = (i & 1) != 0 ? hz : -hz;
        }
        return c;
    }

    private static long[] randomCloud(Random r) {
        for (;;) {
            int n = 4 + r.nextInt(8);
            long[] c = new long[3 * n];
            for (int i = 0; i < c.length; i++) {
                c[i] = r.nextLong() % Fixed.ONE;
            }
            try {
                HullBuilder.build(c);
                return c;
            } catch (RuntimeException e) {
                // degenerate cloud: draw again (deterministically)
            }
        }
    }

    private static String shape(Shape s, long[] cloud) {
        if (s.type() == ShapeType.SPHERE) {
            Sphere sp = (Sphere) s;
            return "sphere c=" + vec(sp.center()) + " r=" + hex(sp.radius());
        }
        if (s.type() == ShapeType.CAPSULE) {
            Capsule c = (Capsule) s;
            return "capsule p0=" + vec(c.p0()) + " p1=" + vec(c.p1()) + " r=" + hex(c.radius());
        }
        StringBuilder b = new StringBuilder("hull pts=");
        for (int i = 0; i < cloud.length; i += 3) {
            b.append(i == 0 ? "" : ";").append(hex(cloud[i])).append(',').append(hex(cloud[i + 1])).append(',').append(hex(cloud[i + 2]));
        }
        return b.toString();
    }

    private static String transform(Transform t) {
        Quat q = t.rotation();
        return "q=" + hex(q.w()) + "," + hex(q.x()) + "," + hex(q.y()) + "," + hex(q.z()) + " p=" + vec(t.translation());
    }

    private static String vec(Vec3 v) {
        return hex(v.x()) + "," + hex(v.y()) + "," + hex(v.z());
    }

    static String hex(long v) {
        return v < 0 ? "-0x" + Long.toHexString(-v) : "0x" + Long.toHexString(v);
    }
}
