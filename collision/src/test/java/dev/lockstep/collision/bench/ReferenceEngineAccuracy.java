package dev.lockstep.collision.bench;

import dev.lockstep.collision.internal.narrow.HullHullContact;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.HullHullWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.ode4j.ode.DContactGeom;
import org.ode4j.ode.DContactGeomBuffer;
import org.ode4j.ode.DGeom;
import org.ode4j.ode.OdeHelper;

/**
 * What ode4j's speed on {@link RandomHullPairs} buys (companion of
 * {@link ReferenceEngineBenchmark}, a report for collision/docs/benchmarks.md, not a test): on each pair
 * it compares ode4j's convex-convex answer with our exact SAT manifold. ode4j tests every face
 * axis but only the edge pairs at the two support vertices along the centre line
 * ({@code DxConvex.CheckSATConvexEdges}), so it can report contact for a pair that an edge axis
 * separates, and pick an axis that is not the one of least penetration.
 *
 * <p>Per vertex count it prints: touching pairs by ours and by ode4j, false contacts (ode4j
 * touching, our SAT separates them: at contact distance 0 our manifold is empty only then, since
 * a face contact with nothing clipped keeps the deepest vertex), and for pairs both call touching, how many of ode4j's
 * normals are more than 5 degrees from ours, and how many need a push along them more than 0.01
 * units longer than along ours (overlap of the two hulls' vertex projections, in doubles); and for
 * JBullet (one GJK-EPA point per call, {@link ReferenceEngineBenchmark}) the touching pairs on
 * which it reports nothing and those where its depth, less its margins, is off ours by 0.01.
 *
 * <pre>
 * mvn -B -q -o -pl collision -am test-compile dependency:build-classpath -Dmdep.outputFile=target/test.cp -Dmdep.includeScope=test
 * java -cp collision/target/test-classes:collision/target/classes:$(cat collision/target/test.cp) dev.lockstep.collision.bench.ReferenceEngineAccuracy
 * </pre>
 */
public final class ReferenceEngineAccuracy {
    private ReferenceEngineAccuracy() {
    }

    public static void main(String[] args) {
        OdeHelper.initODE2(0);
        for (int n : new int[] {8, 20, 32, 128}) {
            report(n);
        }
    }

    private static void report(int vertices) {
        RandomHullPairs pairs = RandomHullPairs.of(vertices);
        HullHullWorkspace ws = new HullHullWorkspace();
        ContactManifold ours = new ContactManifold();
        DContactGeomBuffer ode = new DContactGeomBuffer(4);
        ReferenceEngineBenchmark bullet = new ReferenceEngineBenchmark();
        bullet.vertices = vertices;
        bullet.setUp();
        int bulletMissed = 0;
        int bulletDepthOff = 0;
        int odePoints = 0;
        int oursTouching = 0;
        int odeTouching = 0;
        int falseContacts = 0;
        int missed = 0;
        int both = 0;
        int normalOff = 0;
        double worstAngle = 0;
        int longerPush = 0;
        double worstExtra = 0;
        for (int i = 0; i < RandomHullPairs.SEQUENCE; i++) {
            DGeom a = ReferenceEngineBenchmark.odeConvex(pairs.hullsA[i]);
            DGeom b = ReferenceEngineBenchmark.odeConvex(pairs.hullsB[i]);
            ReferenceEngineBenchmark.place(a, ReferenceEngineBenchmark.pose(pairs.posesA[i]));
            ReferenceEngineBenchmark.place(b, ReferenceEngineBenchmark.pose(pairs.posesB[i]));
            int o = OdeHelper.collide(a, b, 4, ode);
            int l = HullHullContact.collide(pairs.hullsA[i], pairs.posesA[i], pairs.hullsB[i], pairs.posesB[i], 0, ws, null, ours);
            odePoints += o;
            int jb = bullet.jbulletRandomHullPair();       // pair i: the benchmark cycles from 0
            if (l > 0 && jb == 0) {
                bulletMissed++;
            } else if (l > 0 && Math.abs(-bullet.bulletDepth() - 0.08 - deepest(ours)) > 0.01) {
                bulletDepthOff++;                           // 0.08: JBullet's two hull margins
            }
            oursTouching += l > 0 ? 1 : 0;
            odeTouching += o > 0 ? 1 : 0;
            falseContacts += o > 0 && l == 0 ? 1 : 0;
            missed += o == 0 && l > 0 ? 1 : 0;
            if (o == 0 || l == 0) {
                continue;
            }
            both++;
            double nx = d(ours.normalX());
            double ny = d(ours.normalY());
            double nz = d(ours.normalZ());
            // ode4j's normal points into geom 1 (A), ours from A to B
            DContactGeom c = ode.get(0);
            double ux = -c.normal.get0();
            double uy = -c.normal.get1();
            double uz = -c.normal.get2();
            double angle = Math.toDegrees(Math.acos(Math.max(-1, Math.min(1, nx * ux + ny * uy + nz * uz))));
            if (angle > 5) {
                normalOff++;
            }
            worstAngle = Math.max(worstAngle, angle);
            double extra = overlap(pairs, i, ux, uy, uz) - overlap(pairs, i, nx, ny, nz);
            if (extra > 0.01) {
                longerPush++;
            }
            worstExtra = Math.max(worstExtra, extra);
        }
        System.out.printf("%d vertices: touching %d (ours) / %d (ode4j, %d points); ode4j false contacts %d, missed %d;"
                + " of %d touching in both: normal > 5 deg off %d (worst %.1f deg), push > 0.01 longer %d (worst %.3f);"
                + " JBullet: no point on %d touching pairs, depth off by > 0.01 on %d%n",
                vertices, oursTouching, odeTouching, odePoints, falseContacts, missed, both, normalOff, worstAngle, longerPush,
                worstExtra, bulletMissed, bulletDepthOff);
    }

    /** Largest depth of the manifold's points, in units. */
    private static double deepest(ContactManifold m) {
        double depth = 0;
        for (int k = 0; k < m.pointCount(); k++) {
            depth = Math.max(depth, d(m.point(k).depth()));
        }
        return depth;
    }

    /** Overlap of A's and B's vertex projections on unit axis u (A below, B above), in doubles. */
    private static double overlap(RandomHullPairs pairs, int i, double ux, double uy, double uz) {
        double maxA = Double.NEGATIVE_INFINITY;
        double minB = Double.POSITIVE_INFINITY;
        for (int side = 0; side < 2; side++) {
            ConvexHull h = side == 0 ? pairs.hullsA[i] : pairs.hullsB[i];
            Transform t = side == 0 ? pairs.posesA[i] : pairs.posesB[i];
            for (int v = 0; v < h.vertexCount(); v++) {
                Vec3 w = t.applyToPoint(new Vec3(h.vertexX(v), h.vertexY(v), h.vertexZ(v)));
                double s = ux * d(w.x()) + uy * d(w.y()) + uz * d(w.z());
                if (side == 0) {
                    maxA = Math.max(maxA, s);
                } else {
                    minB = Math.min(minB, s);
                }
            }
        }
        return maxA - minB;
    }

    private static double d(long raw) {
        return Fixed.toDoubleForDisplay(raw);
    }
}
