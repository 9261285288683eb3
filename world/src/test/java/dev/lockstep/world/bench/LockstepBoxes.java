package dev.lockstep.world.bench;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.world.BodyDef;
import dev.lockstep.world.BodyId;
import dev.lockstep.world.BodyType;
import dev.lockstep.world.ShapeDef;
import dev.lockstep.world.World;
import dev.lockstep.world.WorldDef;

/** A {@link BoxLayout} in Lockstep's {@link World}: default settings (60 Hz, 4 substeps), sleeping on or off. */
final class LockstepBoxes implements BoxEngine {
    final World world;
    private final BodyId[] boxes;
    private final PointCounter counter = new PointCounter();

    LockstepBoxes(BoxLayout layout, boolean sleep) {
        world = new World(new WorldDef().enableSleep(sleep));
        long half = Fixed.HALF;
        world.createBody(new BodyDef().position(new Vec3(0, -half, 0))
                .shape(ShapeDef.box(new Vec3(Fixed.fromInt(layout.groundHalfX), half, Fixed.fromInt(layout.groundHalfZ)))));
        ShapeDef unit = ShapeDef.box(new Vec3(half, half, half));
        boxes = new BodyId[layout.boxCount()];
        for (int i = 0; i < boxes.length; i++) {
            boxes[i] = world.createBody(new BodyDef().type(BodyType.DYNAMIC)
                    .position(new Vec3(layout.raw(i, 0), layout.raw(i, 1), layout.raw(i, 2))).shape(unit));
        }
    }

    @Override
    public void step() {
        world.step();
    }

    @Override
    public int awakeBodies() {
        return world.awakeBodyCount();
    }

    @Override
    public int contactPoints() {
        counter.points = 0;
        world.forEachContactPoint(counter);
        return counter.points;
    }

    @Override
    public double heightForDisplay(int i) {
        return Fixed.toDoubleForDisplay(world.position(boxes[i]).y());
    }

    private static final class PointCounter implements World.ContactPointVisitor {
        int points;

        @Override
        public void point(long shapeKeyA, long shapeKeyB, long px, long py, long pz, long nx, long ny, long nz,
                long separation, long normalImpulse) {
            points++;
        }
    }
}
