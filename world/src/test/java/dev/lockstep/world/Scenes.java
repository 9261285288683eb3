package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;

/** Scenes shared by the world's tests and benchmarks; all placement is exact in Q31.32. */
final class Scenes {
    static final long HALF = Fixed.HALF;

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
