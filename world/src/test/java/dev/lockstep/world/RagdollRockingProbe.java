package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedTrig;
import dev.lockstep.fixedpoint.VecMath;
import java.util.List;
import java.util.Locale;

/**
 * The rocking head of {@code ragdoll-pile4} without joint drag, measured (docs/experiments.md; the
 * finding {@link RagdollNeckRockingTest} pins). The head is ragdoll 1's (body slot 18), its neck
 * joint slot 11. Doubles here are for display only.
 *
 * <pre>
 * java -cp ... dev.lockstep.world.RagdollRockingProbe energy [ticks] [window]
 *     peak kinetic energy of the head per window, and of the liveliest other body; the tick the
 *     pile sleeps. World settings from system properties: -Dsubsteps=N, -DjointHertz=N,
 *     -DjointDampingRatio=N; -DnoNeckCone=true drops the neck's cone limit; -Drolling=0.1 gives
 *     the parts rolling resistance
 * java -cp ... dev.lockstep.world.RagdollRockingProbe trace FROM TO
 *     per tick: the head's and torso's velocities, the neck's cone error C = coneAngle - swing, its
 *     row direction (unit aB x aA) and accumulated impulse, the point rows' impulses, and the head's
 *     contacts (feature id, point, normal, separation, normal and friction impulses)
 * java -cp ... dev.lockstep.world.RagdollRockingProbe refine AT TICKS
 *     the state at tick AT continued for TICKS ticks (60 Hz time) at substeps 4, 8 and 16 and at
 *     joint hertz 30: the rocking's period (zero crossings of the head's vz) and peak energies
 * </pre>
 */
public final class RagdollRockingProbe {
    static final int HEAD = 18;
    static final int NECK = 11;

    private RagdollRockingProbe() {
    }

    public static void main(String[] args) {
        Locale.setDefault(Locale.ROOT);
        switch (args.length == 0 ? "energy" : args[0]) {
            case "energy" -> energy(arg(args, 1, 3000), arg(args, 2, 100));
            case "trace" -> trace(arg(args, 1, 1465), arg(args, 2, 1480));
            case "refine" -> refine(arg(args, 1, 1000), arg(args, 2, 600));
            default -> throw new IllegalArgumentException("mode energy, trace or refine, got " + args[0]);
        }
    }

    private static int arg(String[] args, int i, int fallback) {
        return args.length > i ? Integer.parseInt(args[i]) : fallback;
    }

    private static WorldDef def() {
        WorldDef def = new WorldDef().substeps(Integer.getInteger("substeps", 4));
        if (System.getProperty("jointHertz") != null) {
            def.jointHertz(Fixed.fromInt(Integer.getInteger("jointHertz")));
        }
        if (System.getProperty("jointDampingRatio") != null) {
            def.jointDampingRatio(Fixed.fromInt(Integer.getInteger("jointDampingRatio")));
        }
        return def;
    }

    private static World pile(WorldDef def) {
        World w = new World(def);
        long rolling = System.getProperty("rolling") == null ? 0 : FixedDecimals.raw(System.getProperty("rolling"));
        List<JointScenes.Ragdoll> dolls = JointScenes.ragdollPile(w, 4, rolling);
        if (dolls.get(1).bodies().get(2).index() != HEAD || dolls.get(1).joints().get(1).index() != NECK) {
            throw new IllegalStateException("the pile's slots moved: head " + dolls.get(1).bodies().get(2) + ", neck " + dolls.get(1).joints().get(1));
        }
        if (Boolean.getBoolean("noNeckCone")) {
            w.joints.slot[NECK].enableCone = false;
        }
        return w;
    }

    private static void energy(int ticks, int window) {
        World w = pile(def());
        Bodies b = w.bodies;
        double head = 0;
        double other = 0;
        int otherAt = -1;
        for (int t = 1; t <= ticks; t++) {
            w.step();
            head = Math.max(head, kineticEnergy(b, HEAD));
            for (int i = 0; i < b.count; i++) {
                if (i != HEAD && b.invMass[i] != 0 && kineticEnergy(b, i) > other) {
                    other = kineticEnergy(b, i);
                    otherAt = i;
                }
            }
            if (t % window == 0) {
                System.out.printf("tick %d awake %d  head peak KE %.3e J  liveliest other body %d %.3e J%n", t, w.awakeBodyCount(), head, otherAt,
                        other);
                head = 0;
                other = 0;
            }
            if (w.awakeBodyCount() == 0) {
                System.out.println("asleep at tick " + t);
                return;
            }
        }
        System.out.println("awake after " + ticks + " ticks");
    }

    private static void trace(int from, int to) {
        World w = pile(def());
        Bodies b = w.bodies;
        Joint neck = w.joints.slot[NECK];
        long[] cone = new long[4];
        for (int t = 1; t <= to; t++) {
            w.step();
            if (t < from) {
                continue;
            }
            int a = neck.bodyA;
            System.out.printf("tick %d awake %d  head v (%.5f %.5f %.5f) w (%.4f %.4f %.4f) KE %.3e J  torso v (%.6f %.6f %.6f) w (%.5f %.5f %.5f)%n",
                    t, w.awakeBodyCount(), d(b.vx[HEAD]), d(b.vy[HEAD]), d(b.vz[HEAD]), d(b.wx[HEAD]), d(b.wy[HEAD]), d(b.wz[HEAD]),
                    kineticEnergy(b, HEAD), d(b.vx[a]), d(b.vy[a]), d(b.vz[a]), d(b.wx[a]), d(b.wy[a]), d(b.wz[a]));
            coneRow(b, neck, cone);
            System.out.printf("   neck cone C %.5f dir (%.4f %.4f %.4f) impulse %.3e; point impulses (%.3e %.3e %.3e)%n", d(cone[0]), d(cone[1]),
                    d(cone[2]), d(cone[3]), d(neck.impulse[Joint.CONE]), d(neck.impulse[Joint.POINT_X]), d(neck.impulse[Joint.POINT_Y]),
                    d(neck.impulse[Joint.POINT_Z]));
            for (int k = 0; k < w.contactList.count; k++) {
                Contact c = w.contactList.contacts[k];
                if (!c.touching || c.bodyA != HEAD && c.bodyB != HEAD) {
                    continue;
                }
                for (int p = 0; p < c.pointCount; p++) {
                    System.out.printf("   contact %d-%d feature %016x p (%.5f %.5f %.5f) n (%.4f %.4f %.4f) s %.6f normal %.3e%n", c.bodyA, c.bodyB,
                            c.feature[p], d(c.px[p]), d(c.py[p]), d(c.pz[p]), d(c.nx[p]), d(c.ny[p]), d(c.nz[p]), d(c.separation[p]),
                            d(c.normalImpulse[p]));
                }
                System.out.printf("   central %b friction (%.3e %.3e) twist %.3e rolling (%.3e %.3e %.3e)%n", c.central, d(c.frictionImpulse1),
                        d(c.frictionImpulse2), d(c.twistImpulse), d(c.rollingX), d(c.rollingY), d(c.rollingZ));
            }
        }
    }

    /** The cone row as {@link JointSolver} builds it: {@code out = {C, dir x, dir y, dir z}} (raw). */
    static void coneRow(Bodies b, Joint j, long[] out) {
        long[] fa = new long[4];
        long[] fb = new long[4];
        long[] axisA = new long[9];
        long[] axisB = new long[9];
        JointRowBuilder.quatMul(b.qw[j.bodyA], b.qx[j.bodyA], b.qy[j.bodyA], b.qz[j.bodyA], j.aqw, j.aqx, j.aqy, j.aqz, fa);
        JointRowBuilder.quatMul(b.qw[j.bodyB], b.qx[j.bodyB], b.qy[j.bodyB], b.qz[j.bodyB], j.bqw, j.bqx, j.bqy, j.bqz, fb);
        JointRowBuilder.axes(fa, axisA);
        JointRowBuilder.axes(fb, axisB);
        long cx = VecMath.crossX(axisB[1], axisB[2], axisA[1], axisA[2]);
        long cy = VecMath.crossY(axisB[0], axisB[2], axisA[0], axisA[2]);
        long cz = VecMath.crossZ(axisB[0], axisB[1], axisA[0], axisA[1]);
        long s = Fixed.length3(cx, cy, cz);
        long angle = FixedTrig.atan2(s, Fixed.dot3(axisA[0], axisA[1], axisA[2], axisB[0], axisB[1], axisB[2]));
        out[0] = Fixed.sub(j.coneAngle, angle);
        out[1] = s == 0 ? 0 : Fixed.div(cx, s);
        out[2] = s == 0 ? 0 : Fixed.div(cy, s);
        out[3] = s == 0 ? 0 : Fixed.div(cz, s);
    }

    private static void refine(int at, int ticks) {
        World w = pile(def());
        for (int t = 0; t < at; t++) {
            w.step();
        }
        WorldSnapshot snapshot = new WorldSnapshot();
        w.snapshot(snapshot);
        String[] names = {"substeps 4", "substeps 8", "substeps 16", "joint hertz 30"};
        WorldDef[] defs = {new WorldDef(), new WorldDef().substeps(8), new WorldDef().substeps(16), new WorldDef().jointHertz(Fixed.fromInt(30))};
        for (int v = 0; v < defs.length; v++) {
            World c = pile(defs[v]);
            c.restore(snapshot);
            StringBuilder peaks = new StringBuilder();
            double peak = 0;
            int crossings = 0;
            int sign = 0;
            int stepped = 0;
            for (int t = 1; t <= ticks; t++) {
                c.step();
                stepped = t;
                peak = Math.max(peak, kineticEnergy(c.bodies, HEAD));
                int now = Long.signum(c.bodies.vz[HEAD]);
                if (now != 0 && sign != 0 && now != sign) {
                    crossings++;
                }
                sign = now == 0 ? sign : now;
                if (t % 100 == 0) {
                    peaks.append(String.format(" %.3e", peak));
                    peak = 0;
                }
                if (c.awakeBodyCount() == 0) {
                    peaks.append(" asleep after ").append(t);
                    break;
                }
            }
            System.out.printf("%-15s period %.3f s (%d zero crossings of vz in %d ticks); head peak KE per 100 ticks:%s%n", names[v],
                    crossings == 0 ? 0 : 2.0 * stepped / crossings / 60, crossings, stepped, peaks);
        }
    }

    /** Kinetic energy, J, from the world inverse inertia (inverted in doubles: display only). */
    static double kineticEnergy(Bodies b, int i) {
        double m = 1 / d(b.invMass[i]);
        double linear = 0.5 * m * (sq(b.vx[i]) + sq(b.vy[i]) + sq(b.vz[i]));
        long[] iw = b.invInertiaWorld;
        int p = 6 * i;
        double[][] inv = {{d(iw[p]), d(iw[p + 3]), d(iw[p + 4])}, {d(iw[p + 3]), d(iw[p + 1]), d(iw[p + 5])}, {d(iw[p + 4]), d(iw[p + 5]), d(iw[p + 2])}};
        double[] w = {d(b.wx[i]), d(b.wy[i]), d(b.wz[i])};
        double[] l = solve(inv, w);
        return linear + 0.5 * (w[0] * l[0] + w[1] * l[1] + w[2] * l[2]);
    }

    /** {@code m^-1 r} by Cramer's rule. */
    private static double[] solve(double[][] m, double[] r) {
        double det = det(m);
        double[] out = new double[3];
        for (int c = 0; c < 3; c++) {
            double[][] k = {m[0].clone(), m[1].clone(), m[2].clone()};
            for (int row = 0; row < 3; row++) {
                k[row][c] = r[row];
            }
            out[c] = det(k) / det;
        }
        return out;
    }

    private static double det(double[][] m) {
        return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
    }

    private static double sq(long raw) {
        double x = d(raw);
        return x * x;
    }

    private static double d(long raw) {
        return Fixed.toDoubleForDisplay(raw);
    }
}
