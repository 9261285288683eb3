package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;

/** Scenes shared by the world's tests and benchmarks; all placement is exact in Q31.32. */
final class Scenes {
    static final long HALF = Fixed.HALF;
    /** Rolling resistance of the round shapes of the mixed pile: 0.25 (a sphere in a bowl stops rolling). */
    static final long ROLLING = Fixed.ONE / 4;

    private Scenes() {
    }

    /** A static ground box whose top face is y = 0: half extents (hx, 0.5, hz) at y = -0.5. */
    static BodyId ground(World world, int hx, int hz) {
        return world.createBody(new BodyDef().position(new Vec3(0, -HALF, 0))
                .shape(ShapeDef.box(new Vec3(Fixed.fromInt(hx), HALF, Fixed.fromInt(hz)))));
    }

    /** A unit box (half extent 0.5) at the given position, dynamic. */
    static BodyId unitBox(World world, long x, long y, long z) {
        return world.createBody(new BodyDef().type(BodyType.DYNAMIC).position(new Vec3(x, y, z))
                .shape(ShapeDef.box(new Vec3(HALF, HALF, HALF))));
    }

    /** {@code n} unit boxes stacked from the ground at (x, z), each 1 m above the last. */
    static List<BodyId> stack(World world, long x, long z, int n) {
        List<BodyId> ids = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ids.add(unitBox(world, x, Fixed.add(HALF, Fixed.fromInt(i)), z));
        }
        return ids;
    }

    /**
     * A static triangle-mesh floor: an {@code n x n} grid of 2 m quads centred on the origin, each
     * quad two triangles, with the vertex heights of a shallow exact bowl (y = (x^2 + z^2) / 256 in
     * whole units), so the mesh has internal edges to void (seed 000) and a slight slope.
     */
    static BodyId meshFloor(World world, int n) {
        int verts = n + 1;
        long[] xyz = new long[3 * verts * verts];
        for (int i = 0; i < verts; i++) {
            for (int k = 0; k < verts; k++) {
                int x = 2 * i - n;
                int z = 2 * k - n;
                int o = 3 * (i * verts + k);
                xyz[o] = Fixed.fromInt(x);
                xyz[o + 1] = Fixed.div(Fixed.fromInt(x * x + z * z), Fixed.fromInt(256));
                xyz[o + 2] = Fixed.fromInt(z);
            }
        }
        int[] tris = GridTriangles.upFacing(n);
        return world.createBody(new BodyDef().shape(ShapeDef.mesh(dev.lockstep.collision.mesh.TriangleMesh.of(xyz, tris))));
    }

    /**
     * Every shape kind dropped on a mesh floor: boxes, spheres, capsules and 8-point hulls in a
     * 4 x 4 grid, two layers, exact placements.
     */
    static List<BodyId> mixedPile(World world) {
        meshFloor(world, 8);
        List<BodyId> ids = new ArrayList<>();
        java.util.List<Vec3> hullPoints = java.util.List.of(Vec3.ofInts(-1, 0, 0), Vec3.ofInts(1, 0, 0), Vec3.ofInts(0, -1, 0),
                Vec3.ofInts(0, 1, 0), Vec3.ofInts(0, 0, -1), Vec3.ofInts(0, 0, 1),
                new Vec3(HALF, HALF, HALF), new Vec3(-HALF, HALF, -HALF));
        var hull = dev.lockstep.collision.shape.ConvexHull.of(scaled(hullPoints, HALF));
        int n = 0;
        for (int layer = 0; layer < 2; layer++) {
            for (int i = 0; i < 4; i++) {
                for (int k = 0; k < 4; k++) {
                    long x = Fixed.fromInt(2 * i - 3);
                    long z = Fixed.fromInt(2 * k - 3);
                    long y = Fixed.fromInt(2 + 2 * layer);
                    ShapeDef shape = switch (n++ % 4) {
                        case 0 -> ShapeDef.box(new Vec3(HALF, HALF, HALF));
                        case 1 -> ShapeDef.sphere(HALF).rollingResistance(ROLLING);
                        case 2 -> ShapeDef.capsule(new Vec3(-HALF, 0, 0), new Vec3(HALF, 0, 0), Fixed.fromInt(1) / 4)
                                .rollingResistance(ROLLING);
                        default -> ShapeDef.convex(hull);
                    };
                    ids.add(world.createBody(new BodyDef().type(BodyType.DYNAMIC).position(new Vec3(x, y, z)).shape(shape)));
                }
            }
        }
        return ids;
    }

    private static List<Vec3> scaled(List<Vec3> points, long s) {
        List<Vec3> out = new ArrayList<>();
        for (Vec3 p : points) {
            out.add(p.scale(s));
        }
        return out;
    }

    /**
     * Box2D's "smash" in 3D, small: a sleeping wall of {@code w x h} unit boxes in zero gravity hit
     * by a 2 m box at 40 m/s.
     */
    static BodyId smash(World world, int w, int h) {
        for (int i = 0; i < w; i++) {
            for (int k = 0; k < h; k++) {
                world.createBody(new BodyDef().type(BodyType.DYNAMIC).awake(false)
                        .position(new Vec3(0, Fixed.fromInt(k), Fixed.sub(Fixed.fromInt(i), Fixed.mul(Fixed.fromInt(w - 1), HALF))))
                        .shape(ShapeDef.box(new Vec3(HALF, HALF, HALF))));
            }
        }
        return world.createBody(new BodyDef().type(BodyType.DYNAMIC).position(Vec3.ofInts(-8, h / 2, 0))
                .linearVelocity(Vec3.ofInts(40, 0, 0)).shape(ShapeDef.box(Vec3.ofInts(1, 1, 1))));
    }

    /** Box2D's pyramid: {@code base} boxes on the bottom row, one fewer each row, centred on x = 0. */
    static List<BodyId> pyramid(World world, int base) {
        List<BodyId> ids = new ArrayList<>();
        for (int row = 0; row < base; row++) {
            int n = base - row;
            for (int k = 0; k < n; k++) {
                // x = k - (n - 1) / 2 exactly: half units
                long x = Fixed.sub(Fixed.fromInt(k), Fixed.mul(Fixed.fromInt(n - 1), HALF));
                ids.add(unitBox(world, x, Fixed.add(HALF, Fixed.fromInt(row)), 0));
            }
        }
        return ids;
    }

    /**
     * Steps until no body is awake, at most {@code limit} ticks; returns the tick at which the last
     * body fell asleep ({@link World#tick}), or -1 if something was still awake after {@code limit}.
     */
    static int stepUntilAsleep(World world, int limit) {
        for (int t = 0; t < limit; t++) {
            world.step();
            if (world.awakeBodyCount() == 0) {
                return (int) world.tick();
            }
        }
        return -1;
    }

    /**
     * A closed static bin: the ground box (top face y = 0, 4 x 4 m inside) and four walls 0.5 m
     * thick and 8 m high around it (inner faces at x, z = +-2).
     */
    static void bin(World world) {
        ground(world, 3, 3);
        long two = Fixed.fromInt(2);
        long four = Fixed.fromInt(4);
        long wallCentre = Fixed.add(two, Fixed.HALF / 2);
        long quarter = Fixed.HALF / 2;
        long halfLength = Fixed.add(two, Fixed.HALF);
        for (int side = -1; side <= 1; side += 2) {
            long at = side < 0 ? Fixed.neg(wallCentre) : wallCentre;
            world.createBody(new BodyDef().position(new Vec3(at, four, 0)).shape(ShapeDef.box(new Vec3(quarter, four, halfLength))));
            world.createBody(new BodyDef().position(new Vec3(0, four, at)).shape(ShapeDef.box(new Vec3(halfLength, four, quarter))));
        }
    }
}
