package dev.lockstep.world;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;

/** Jointed scenes shared by the joint tests, the goldens and the benchmarks; placements exact in Q31.32. */
public final class JointScenes {
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

    /** {@code n / 100} (rounded once). */
    static long cm(int n) {
        return Fixed.div(Fixed.fromInt(n), Fixed.fromInt(100));
    }

    /**
     * Box2D's "falling hinges" in 3D: {@code columns} columns (1 m apart in z) of {@code rows} cubes
     * (half extent 0.25 m), each row shifted 0.1 m in x and turned {@code 0.1 i - 1} rad about z,
     * neighbours linked by revolute joints about z at the midpoint of their centres, with Box2D's
     * limit [-0.1 pi, 0.2 pi] and spring (0.5 Hz, damping ratio 0.5); they fall and fold onto the ground.
     */
    static List<BodyId> fallingHinges(World w, int columns, int rows) {
        Scenes.ground(w, 20, 20);
        long h = QUARTER;
        long offset = Fixed.ONE / 10;
        List<BodyId> ids = new ArrayList<>();
        for (int c = 0; c < columns; c++) {
            long z = Fixed.fromInt(c - columns / 2);
            long x0 = Fixed.fromInt(4 * c - 2 * columns);
            BodyId prev = null;
            Vec3 prevAt = null;
            for (int i = 0; i < rows; i++) {
                Vec3 at = new Vec3(Fixed.add(x0, Fixed.mulInt(offset, i)), Fixed.add(h, Fixed.mulInt(Fixed.mulInt(h, 2), i)), z);
                Quat turn = Quat.fromAxisAngle(Vec3.ofInts(0, 0, 1), Fixed.sub(Fixed.mulInt(offset, i), Fixed.ONE));
                BodyId box = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(at).rotation(turn)
                        .shape(ShapeDef.box(new Vec3(h, h, h))));
                if (prev != null) {
                    Vec3 pivot = new Vec3(halfSum(prevAt.x(), at.x()), halfSum(prevAt.y(), at.y()), z);
                    w.createJoint(JointDef.revolute(prev, box, pivot).limit(Fixed.mul(-Fixed.PI, offset), Fixed.mul(Fixed.PI, offset * 2))
                            .spring(Fixed.HALF, Fixed.HALF));
                }
                ids.add(box);
                prev = box;
                prevAt = at;
            }
        }
        return ids;
    }

    private static long halfSum(long a, long b) {
        return Fixed.mul(Fixed.add(a, b), Fixed.HALF);
    }

    /** A ragdoll's bodies and joints, in creation order. */
    record Ragdoll(List<BodyId> bodies, List<JointId> joints) {
    }

    /**
     * A ragdoll of 11 bodies standing with arms down, placed by {@code pose} (its feet near the
     * local origin): pelvis, torso (boxes), head (sphere), upper and lower arms, thighs and shins
     * (capsules); spine, neck, shoulders and hips are spherical joints with cone and twist limits,
     * elbows and knees revolute joints about x with limits.
     */
    static Ragdoll ragdoll(World w, Vec3 origin, Quat pose) {
        return ragdoll(w, origin, pose, LIMB_ROLLING_RESISTANCE);
    }

    /** {@link #ragdoll(World, Vec3, Quat)} with rolling resistance {@code rolling} (raw) on every part's shape. */
    static Ragdoll ragdoll(World w, Vec3 origin, Quat pose, long rolling) {
        List<BodyId> bodies = new ArrayList<>();
        List<JointId> joints = new ArrayList<>();
        Quat up = Quat.fromAxisAngle(Vec3.ofInts(0, 0, 1), Fixed.HALF_PI);         // frame x -> +y
        Quat down = Quat.fromAxisAngle(Vec3.ofInts(0, 0, 1), -Fixed.HALF_PI);      // frame x -> -y
        Quat hinge = Quat.fromAxisAngle(Vec3.ofInts(0, 1, 0), Fixed.HALF_PI);      // frame z -> +x
        BodyId pelvis = part(w, bodies, rolling, origin, pose, 0, 95, ShapeDef.box(new Vec3(cm(15), cm(10), cm(10))));
        BodyId torso = part(w, bodies, rolling, origin, pose, 0, 131, ShapeDef.box(new Vec3(cm(18), cm(25), cm(10))));
        BodyId head = part(w, bodies, rolling, origin, pose, 0, 170, ShapeDef.sphere(cm(12)));
        joints.add(joint(w, origin, pose, JointDef.spherical(pelvis, torso, Vec3.ZERO), 0, 106, up, cm(30), cm(30)));
        joints.add(joint(w, origin, pose, JointDef.spherical(torso, head, Vec3.ZERO), 0, 157, up, cm(50), cm(50)));
        for (int side = -1; side <= 1; side += 2) {
            BodyId upperArm = part(w, bodies, rolling, origin, pose, 25 * side, 138, capsule(15, 5));
            BodyId lowerArm = part(w, bodies, rolling, origin, pose, 25 * side, 102, capsule(13, 4));
            joints.add(joint(w, origin, pose, JointDef.spherical(torso, upperArm, Vec3.ZERO), 25 * side, 155, down, cm(120), cm(50)));
            joints.add(joint(w, origin, pose, JointDef.revolute(upperArm, lowerArm, Vec3.ZERO).limit(-cm(240), 0), 25 * side, 120, hinge,
                    0, 0));
        }
        for (int side = -1; side <= 1; side += 2) {
            BodyId thigh = part(w, bodies, rolling, origin, pose, 9 * side, 62, capsule(18, 7));
            BodyId shin = part(w, bodies, rolling, origin, pose, 9 * side, 22, capsule(15, 6));
            joints.add(joint(w, origin, pose, JointDef.spherical(pelvis, thigh, Vec3.ZERO), 9 * side, 85, down, cm(80), cm(30)));
            joints.add(joint(w, origin, pose, JointDef.revolute(thigh, shin, Vec3.ZERO).limit(0, cm(240)), 9 * side, 42, hinge, 0, 0));
        }
        return new Ragdoll(bodies, joints);
    }

    /** A capsule along y with segment half length {@code half} cm and radius {@code radius} cm. */
    private static ShapeDef capsule(int half, int radius) {
        return ShapeDef.capsule(new Vec3(0, -cm(half), 0), new Vec3(0, cm(half), 0), cm(radius));
    }

    private static Vec3 place(Vec3 origin, Quat pose, int xCm, int yCm) {
        Vec3 local = pose.rotate(new Vec3(cm(xCm), cm(yCm), 0));
        return new Vec3(Fixed.add(origin.x(), local.x()), Fixed.add(origin.y(), local.y()), Fixed.add(origin.z(), local.z()));
    }

    /**
     * Rolling resistance of every ragdoll part's shape, 0.1 (raw nearest): a soft body rolling on the
     * ground, not a rigid ball. Without it a head of {@code ragdoll-pile4} lies on the ground against
     * its neck's cone limit, held there by the torso's lean, and rolls to and fro on the soft limit's
     * spring (period 0.47 s, losing about 7 % of its peak energy per 100 ticks, never gaining): the
     * pile sleeps only at tick 3212 ({@link RagdollNeckRockingTest}, docs/joints.md "A load on a soft
     * limit"). With it the pile sleeps at tick 136, and no part needs damping in flight.
     */
    static final long LIMB_ROLLING_RESISTANCE = FixedDecimals.raw("0.1");

    private static BodyId part(World w, List<BodyId> out, long rolling, Vec3 origin, Quat pose, int xCm, int yCm, ShapeDef shape) {
        BodyId id = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(place(origin, pose, xCm, yCm)).rotation(pose)
                .shape(shape.rollingResistance(rolling)));
        out.add(id);
        return id;
    }

    /** Creates {@code def} with its pivot and frame placed by the pose; a spherical joint gets its cone and twist (when cone > 0). */
    private static JointId joint(World w, Vec3 origin, Quat pose, JointDef def, int xCm, int yCm, Quat frame, long cone, long twist) {
        JointDef placed = switch (def.type()) {
            case SPHERICAL -> JointDef.spherical(def.bodyA(), def.bodyB(), place(origin, pose, xCm, yCm));
            default -> JointDef.revolute(def.bodyA(), def.bodyB(), place(origin, pose, xCm, yCm));
        };
        placed.frameRotation(pose.multiply(frame).normalize());
        if (def.enableLimit) {
            placed.limit(def.lower, def.upper);
        }
        if (cone > 0) {
            placed.cone(cone).twist(-twist, twist);
        }
        return w.createJoint(placed);
    }

    /**
     * A pile of {@code count} ragdolls dropped into the static bin of {@link Scenes#bin}, lying down
     * (turned a quarter about x), each one a further quarter turn about y and 0.5 m higher.
     */
    static List<Ragdoll> ragdollPile(World w, int count) {
        return ragdollPile(w, count, LIMB_ROLLING_RESISTANCE);
    }

    /** {@link #ragdollPile(World, int)} with rolling resistance {@code rolling} (raw) on every part's shape. */
    static List<Ragdoll> ragdollPile(World w, int count, long rolling) {
        Scenes.bin(w);
        List<Ragdoll> out = new ArrayList<>();
        Quat lie = Quat.fromAxisAngle(Vec3.ofInts(1, 0, 0), -Fixed.HALF_PI);
        for (int k = 0; k < count; k++) {
            Quat turn = Quat.fromAxisAngle(Vec3.ofInts(0, 1, 0), Fixed.mulInt(Fixed.HALF_PI, k)).multiply(lie).normalize();
            Vec3 at = new Vec3(0, Fixed.add(Fixed.HALF, Fixed.mulInt(Fixed.HALF, k)), 0);
            Vec3 shifted = new Vec3(Fixed.sub(at.x(), turn.rotate(new Vec3(0, cm(85), 0)).x()), at.y(),
                    Fixed.sub(at.z(), turn.rotate(new Vec3(0, cm(85), 0)).z()));
            out.add(ragdoll(w, shifted, turn, rolling));
        }
        return out;
    }

    /**
     * Every joint kind in one scene for the rollback tests: two columns of falling hinges, a ragdoll,
     * a motor-driven wheel, a soft weld, a prismatic slider, a distance spring, and a chain whose
     * breakable link breaks within the first ticks (so the joint free list is exercised).
     */
    static void jointMix(World w) {
        fallingHinges(w, 2, 5);
        ragdoll(w, Vec3.ofInts(0, 1, 6), Quat.IDENTITY);
        BodyId post = anchor(w, Vec3.ofInts(6, 3, 6));
        BodyId wheel = box(w, Vec3.ofInts(6, 3, 7), new Vec3(HALF, HALF, EIGHTH));
        w.createJoint(JointDef.revolute(post, wheel, Vec3.ofInts(6, 3, 7)).motor(Fixed.fromInt(2), Fixed.fromInt(5)));
        BodyId beam = box(w, Vec3.ofInts(7, 3, 6), new Vec3(HALF, EIGHTH, EIGHTH));
        w.createJoint(JointDef.weld(post, beam, new Vec3(Fixed.add(Fixed.fromInt(6), HALF), Fixed.fromInt(3), Fixed.fromInt(6)))
                .weldSoftness(Fixed.fromInt(5), Fixed.ONE, Fixed.fromInt(5), Fixed.ONE));
        BodyId slider = box(w, Vec3.ofInts(4, 3, 6), new Vec3(QUARTER, QUARTER, QUARTER));
        w.createJoint(JointDef.prismatic(post, slider, Vec3.ofInts(4, 3, 6)).limit(Fixed.fromInt(-1), Fixed.ONE));
        BodyId bob = sphere(w, Vec3.ofInts(6, 1, 4), QUARTER);
        w.createJoint(JointDef.distance(post, bob, Vec3.ofInts(6, 3, 6), Vec3.ofInts(6, 1, 4)).spring(Fixed.fromInt(2), Fixed.HALF));
        BodyId prev = post;
        for (int i = 0; i < 3; i++) {
            BodyId link = sphere(w, new Vec3(Fixed.fromInt(8), Fixed.sub(Fixed.fromInt(3), Fixed.fromInt(i)), Fixed.fromInt(6)), EIGHTH);
            JointDef def = JointDef.spherical(prev, link, new Vec3(Fixed.fromInt(8), Fixed.sub(Fixed.fromInt(3), Fixed.fromInt(i)), Fixed.fromInt(6)));
            if (i == 1) {
                def.breakable(Fixed.ONE / 100, WorldLimits.MAX_FORCE);   // two links of 8 g below weigh 0.16 N
            }
            w.createJoint(def);
            prev = link;
        }
    }

    /** Radius of the joint grid's spheres: 0.4 m, raw (1 m apart, so only joined neighbours come near). */
    public static final long GRID_RADIUS = Fixed.div(Fixed.fromInt(2), Fixed.fromInt(5));

    /**
     * Box3D's {@code joint_grid}: an {@code n x n} grid of spheres (radius 0.4 m, 1 m apart) in the
     * x-y plane hanging from 7 static spheres in the middle of its top row, each joined to its right
     * and lower neighbours by spherical joints at the midpoint (none between two static spheres).
     */
    public static void jointGrid(World w, int n) {
        BodyId[] previousRow = new BodyId[n];
        for (int i = 0; i < n; i++) {
            BodyId left = null;
            for (int k = 0; k < n; k++) {
                boolean fixed = i == 0 && k >= n / 2 - 3 && k <= n / 2 + 3;
                Vec3 at = new Vec3(Fixed.fromInt(k - n / 2), Fixed.fromInt(-i), 0);
                BodyId s = w.createBody(new BodyDef().type(fixed ? BodyType.STATIC : BodyType.DYNAMIC).position(at)
                        .shape(ShapeDef.sphere(GRID_RADIUS)));
                boolean leftFixed = i == 0 && k - 1 >= n / 2 - 3 && k - 1 <= n / 2 + 3;
                if (left != null && !(fixed && leftFixed)) {
                    w.createJoint(JointDef.spherical(left, s, new Vec3(Fixed.sub(at.x(), HALF), at.y(), 0)));
                }
                if (previousRow[k] != null) {
                    w.createJoint(JointDef.spherical(previousRow[k], s, new Vec3(at.x(), Fixed.add(at.y(), HALF), 0)));
                }
                left = s;
                previousRow[k] = s;
            }
        }
    }

    /**
     * {@code count} ragdolls (11 bodies each) lying in a square grid 2.5 m apart, 1 m above the
     * shallow mesh bowl of {@link Scenes#meshFloor}, sized to hold them.
     */
    public static List<Ragdoll> ragdollsOnMesh(World w, int count) {
        int side = 1;
        while (side * side < count) {
            side++;
        }
        Scenes.meshFloor(w, 2 * side + 4);
        Quat lie = Quat.fromAxisAngle(Vec3.ofInts(1, 0, 0), -Fixed.HALF_PI);
        List<Ragdoll> out = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            // centres 2.5 m apart: (5 i - 5 (side - 1) / 2) halves of a metre
            long x = Fixed.mul(Fixed.fromInt(5 * (k % side) - 5 * (side - 1) / 2), HALF);
            long z = Fixed.mul(Fixed.fromInt(5 * (k / side) - 5 * (side - 1) / 2), HALF);
            // lying, the body runs from the origin towards -z: shift by its half length to centre it
            out.add(ragdoll(w, new Vec3(x, Fixed.fromInt(1 + side * side / 64), Fixed.add(z, cm(85))), lie));
        }
        return out;
    }
}
