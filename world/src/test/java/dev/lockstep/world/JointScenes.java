package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;

/** Jointed scenes shared by the joint tests, the goldens and the benchmarks; placements exact in Q31.32. */
final class JointScenes {
    static final long HALF = Fixed.HALF;
    static final long QUARTER = Fixed.ONE / 4;
    static final long EIGHTH = Fixed.ONE / 8;

    private JointScenes() {
    }

    /** A static anchor: a small box (half extent 1/8) at {@code p}. */
    static BodyId anchor(World w, Vec3 p) {
        return w.createBody(new BodyDef().position(p).shape(ShapeDef.box(new Vec3(EIGHTH, EIGHTH, EIGHTH))));
    }

    static BodyId sphere(World w, Vec3 p, long radius) {
        return w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(p).shape(ShapeDef.sphere(radius)));
    }

    static BodyId box(World w, Vec3 p, Vec3 half) {
        return w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(p).shape(ShapeDef.box(half)));
    }
}
