package dev.lockstep.collision.bench;

import dev.lockstep.collision.internal.narrow.CapsuleHullContact;
import dev.lockstep.collision.internal.narrow.SphereHullContact;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Random;

/**
 * Sphere vs box and capsule vs box (issue 20) at every depth regime, in thread CPU time per query
 * (ThreadMXBean, as {@link ContactCpuTimeProbe}): 16 random box poses per regime (a 2 x 1.5 x 1
 * box, radius 0.5, contact distance 1/8), the center placed in the box's frame deep inside,
 * touching the top face, within the contact distance, in an edge region, in a vertex region, and
 * beyond the contact distance; the capsule (half length 0.4) through the same center, randomly
 * turned (lying flat on the top face in the face and beyond regimes). Not JMH-grade; quote it as
 * the best of a few rounds on a loaded machine. Run:
 * {@code java -cp <test classpath> dev.lockstep.collision.bench.BoxRoundCpuTimeProbe}.
 */
public final class BoxRoundCpuTimeProbe {
    private BoxRoundCpuTimeProbe() {
    }

    static final long ONE = Fixed.ONE;
    static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();
    static final int N = 16;
    static long sink;
    public static void main(String[] args) {
        ConvexHull box = ConvexHull.box(new Vec3(ONE, ONE * 3 / 4, ONE / 2));
        String[] regimes = {"deep", "faceTouch", "faceWithin", "edge", "vertex", "beyond"};
        ContactWorkspace ws = new ContactWorkspace();
        ContactManifold out = new ContactManifold();
        for (int round = 0; round < 4; round++) {
            for (String reg : regimes) {
                Sphere[] sp = new Sphere[N]; Transform[] ta = new Transform[N]; Transform[] tb = new Transform[N];
                Capsule[] cp = new Capsule[N]; Transform[] tc = new Transform[N];
                Random r = new Random(reg.hashCode());
                for (int i = 0; i < N; i++) {
                    Quat q = new Quat(r.nextLong() % ONE, r.nextLong() % ONE, r.nextLong() % ONE, r.nextLong() % ONE).normalize();
                    tb[i] = Transform.of(q, new Vec3(r.nextLong() % (4 * ONE), r.nextLong() % (4 * ONE), r.nextLong() % (4 * ONE)));
                    long rad = ONE / 2;
                    Vec3 c;
                    long u = (r.nextLong() >>> 1) % ONE; // [0,1)
                    switch (reg) {
                        case "deep": c = new Vec3((u - ONE / 2), (r.nextLong() % (ONE / 2)), r.nextLong() % (ONE / 4)); break;
                        case "faceTouch": c = new Vec3(r.nextLong() % (ONE / 2), ONE * 3 / 4 + rad - (u >> 8), r.nextLong() % (ONE / 4)); break;
                        case "faceWithin": c = new Vec3(r.nextLong() % (ONE / 2), ONE * 3 / 4 + rad + (u >> 6), r.nextLong() % (ONE / 4)); break;
                        case "edge": c = new Vec3(r.nextLong() % (ONE / 2), ONE * 3 / 4 + rad / 2, ONE / 2 + rad / 2); break;
                        case "vertex": c = new Vec3(ONE + rad / 3, ONE * 3 / 4 + rad / 3, ONE / 2 + rad / 3); break;
                        default: c = new Vec3(r.nextLong() % (ONE / 2), ONE * 3 / 4 + rad + ONE, r.nextLong() % (ONE / 4));
                    }
                    sp[i] = new Sphere(Vec3.ZERO, rad);
                    ta[i] = Transform.translation(tb[i].applyToPoint(c));
                    // capsule: segment of half length 0.4 through the sphere center along a random local dir
                    Quat qc = new Quat(r.nextLong() % ONE, r.nextLong() % ONE, r.nextLong() % ONE, r.nextLong() % ONE).normalize();
                    cp[i] = new Capsule(new Vec3(-ONE * 2 / 5, 0, 0), new Vec3(ONE * 2 / 5, 0, 0), rad);
                    if (reg.equals("faceTouch") || reg.equals("faceWithin") || reg.equals("beyond")) {
                        // lying flat on top face: rotate about local y only
                        qc = tb[i].rotation();
                    }
                    tc[i] = Transform.of(qc, tb[i].applyToPoint(c));
                }
                long d = ONE / 8;
                int[] idx = {0};
                long sp_ns = time(() -> { int i = idx[0]++ & (N - 1); return SphereHullContact.collide(sp[i], ta[i], box, tb[i], d, ws, out); });
                long cp_ns = time(() -> { int i = idx[0]++ & (N - 1); return CapsuleHullContact.collide(cp[i], tc[i], box, tb[i], d, ws, out); });
                int pts = 0; for (int i = 0; i < N; i++) pts += SphereHullContact.collide(sp[i], ta[i], box, tb[i], d, ws, out);
                int cpts = 0; for (int i = 0; i < N; i++) cpts += CapsuleHullContact.collide(cp[i], tc[i], box, tb[i], d, ws, out);
                if (round > 0) System.out.printf("round %d %-10s sphereBox %6.1f ns (pts %d)  capsuleBox %6.1f ns (pts %d)%n", round, reg, sp_ns / 1000.0, pts, cp_ns / 1000.0, cpts);
            }
        }
        System.out.println(sink);
    }
    interface Op { int run(); }
    static long time(Op op) { // returns ns*1000 per op
        long best = Long.MAX_VALUE;
        for (int k = 0; k < 3; k++) {
            long start = MX.getCurrentThreadCpuTime(); long calls = 0; long s = 0;
            while (MX.getCurrentThreadCpuTime() - start < 100_000_000L) { for (int i = 0; i < 256; i++) s += op.run(); calls += 256; }
            long v = (MX.getCurrentThreadCpuTime() - start) * 1000 / calls; sink += s;
            best = Math.min(best, v);
        }
        return best;
    }
}
