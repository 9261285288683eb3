package dev.lockstep.collision.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.collision.internal.narrow.HullHullContact;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.narrow.HullHullWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;
import org.ode4j.ode.DContactGeom;
import org.ode4j.ode.DContactGeomBuffer;
import org.ode4j.ode.DGeom;
import org.ode4j.ode.OdeHelper;

/**
 * {@link ReferenceEngineBenchmark} is only a comparison if the other engines see our scenes:
 * faces, planes, winding and poses converted right. Checked where the answer is known: the box
 * pair (4 points, sunk 2^-8 along y), and the 8-point random pairs, where ode4j's verdict equals
 * ours on every pair and JBullet's depth, less its margins, equals ours within 0.01 wherever it
 * reports one (its EPA reports nothing on 4 of the 46 touching pairs, pinned). A wrong winding,
 * a swapped quaternion or a plane offset of the wrong sign fails it (tried by hand).
 */
class ReferenceEngineSceneTest {
    @Test
    void boxOnBox_bothEngines_seeTheSunkBox() {
        ReferenceEngineBenchmark ode = bench(8);
        assertEquals(4, ode.ode4jBoxOnBoxResting());
        for (int k = 0; k < 4; k++) {
            assertEquals(1.0 / 256, ode.odeContact(k).depth, 1e-9, "ode4j contact " + k);
            assertEquals(1.0, Math.abs(ode.odeContact(k).normal.get1()), 1e-9, "ode4j normal along y");
        }
        ReferenceEngineBenchmark bullet = bench(8);
        assertEquals(1, bullet.jbulletBoxOnBoxResting());
        assertEquals(-1.0 / 256, bullet.bulletDepth(), 1e-4, "JBullet: penetration as a negative distance");
    }

    /**
     * Our box as an ode4j convex (planes, points and polygons converted as the random hulls are),
     * B sunk 2^-8 and moved off centre: ode4j's convex-convex reports a point (one: it takes its
     * edge path here, as on every random pair, so polygons and plane offsets are not read there)
     * at the depth, normal and height of the known answer, inside the overlap.
     */
    @Test
    void boxOnBox_asOdeConvexes_pointAtTheKnownDepth() {
        OdeHelper.initODE2(0);
        DGeom below = odeBox();
        DGeom above = odeBox();
        above.setPosition(0.1, 2 - 1.0 / 256, 0.05);
        DContactGeomBuffer contacts = new DContactGeomBuffer(8);
        int n = OdeHelper.collide(below, above, 8, contacts);
        assertTrue(n >= 1, "ode4j reports no contact");
        for (int k = 0; k < n; k++) {
            DContactGeom c = contacts.get(k);
            assertEquals(1.0 / 256, c.depth, 1e-9, "depth of contact " + k);
            assertEquals(-1.0, c.normal.get1(), 1e-9, "normal of contact " + k + " (into A, down)");
            assertEquals(1 - 1.0 / 512, c.pos.get1(), 1.0 / 512 + 1e-9, "height of contact " + k);
            assertTrue(c.pos.get0() >= -0.9 - 1e-9 && c.pos.get0() <= 1 + 1e-9, "x of contact " + k + ": " + c.pos);
            assertTrue(c.pos.get2() >= -0.95 - 1e-9 && c.pos.get2() <= 1 + 1e-9, "z of contact " + k + ": " + c.pos);
        }
    }

    /**
     * The parts of the conversion ode4j's convex-convex does not read on these scenes (plane
     * offsets, polygons, winding), checked on the arrays themselves for every hull of the 8- and
     * 32-point pools: each face's vertices lie on its plane (within a merged face's bend), the plane supports the hull with the
     * normal outward, and the polygon runs counter-clockwise seen from outside (its Newell normal
     * points along the plane's).
     */
    @Test
    void odeConvexData_planesSupportTheHull_polygonsCounterClockwise() {
        for (int vertices : new int[] {8, 32}) {
            for (ConvexHull h : RandomHullPairs.of(vertices).pool) {
                ReferenceEngineBenchmark.OdeConvexData c = ReferenceEngineBenchmark.odeConvexData(h);
                double[] pl = c.planes();
                double[] pt = c.points();
                int[] poly = c.polygons();
                int at = 0;
                for (int f = 0; f < h.faceCount(); f++) {
                    double nx = pl[4 * f];
                    double ny = pl[4 * f + 1];
                    double nz = pl[4 * f + 2];
                    double d = pl[4 * f + 3];
                    for (int v = 0; v < h.vertexCount(); v++) {
                        double s = nx * pt[3 * v] + ny * pt[3 * v + 1] + nz * pt[3 * v + 2] - d;
                        assertTrue(s <= 1e-6, "vertex " + v + " above face " + f + " by " + s);
                    }
                    int n = poly[at];
                    double wx = 0;
                    double wy = 0;
                    double wz = 0;
                    for (int j = 0; j < n; j++) {
                        int v = poly[at + 1 + j];
                        int w = poly[at + 1 + (j + 1) % n];
                        // 0.01: a face merged from nearly coplanar triangles is bent (HullQueryIndex.planarFace)
                        assertEquals(d, nx * pt[3 * v] + ny * pt[3 * v + 1] + nz * pt[3 * v + 2], 1e-2,
                                "polygon vertex " + v + " off face " + f + "'s plane");
                        wx += (pt[3 * v + 1] - pt[3 * w + 1]) * (pt[3 * v + 2] + pt[3 * w + 2]);
                        wy += (pt[3 * v + 2] - pt[3 * w + 2]) * (pt[3 * v] + pt[3 * w]);
                        wz += (pt[3 * v] - pt[3 * w]) * (pt[3 * v + 1] + pt[3 * w + 1]);
                    }
                    assertTrue(wx * nx + wy * ny + wz * nz > 0, "face " + f + " wound clockwise");
                    at += n + 1;
                }
                assertEquals(poly.length, at);
            }
        }
    }

    private static DGeom odeBox() {
        return ReferenceEngineBenchmark.odeConvex(ConvexHull.box(new Vec3(Fixed.ONE, Fixed.ONE, Fixed.ONE)));
    }

    @Test
    void randomPairs8_verdictsAgreeWithOurs() {
        RandomHullPairs pairs = RandomHullPairs.of(8);
        ReferenceEngineBenchmark ode = bench(8);
        ReferenceEngineBenchmark bullet = bench(8);
        HullHullWorkspace ws = new HullHullWorkspace();
        ContactManifold manifold = new ContactManifold();
        int touching = 0;
        int bulletMisses = 0;
        for (int i = 0; i < RandomHullPairs.SEQUENCE; i++) {
            boolean ours = HullHullContact.collide(pairs.hullsA[i], pairs.posesA[i], pairs.hullsB[i], pairs.posesB[i], 0, ws,
                    null, manifold) > 0;
            touching += ours ? 1 : 0;
            assertEquals(ours, ode.ode4jRandomHullPair() > 0, "ode4j, pair " + i);
            int bulletPoints = bullet.jbulletRandomHullPair();
            if (ours && bulletPoints == 0) {
                bulletMisses++;
            } else if (ours) {
                // JBullet's hulls carry a 0.04 margin each: its distance is ours less 0.08
                double depth = 0;
                for (int k = 0; k < manifold.pointCount(); k++) {
                    depth = Math.max(depth, Fixed.toDoubleForDisplay(manifold.point(k).depth()));
                }
                assertEquals(depth, -bullet.bulletDepth() - 0.08, 0.01, "JBullet's depth, pair " + i);
            }
        }
        assertEquals(46, touching, "the benchmark's 8-point scene changed");
        // touching pairs where JBullet's (old) GJK-EPA reports nothing: its EPA gives up on them
        assertEquals(4, bulletMisses, "JBullet's misses");
    }

    private static ReferenceEngineBenchmark bench(int vertices) {
        ReferenceEngineBenchmark b = new ReferenceEngineBenchmark();
        b.vertices = vertices;
        b.setUp();
        return b;
    }
}
