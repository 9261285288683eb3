package dev.lockstep.world.examples;

// README-BEGIN
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.world.BodyDef;
import dev.lockstep.world.BodyId;
import dev.lockstep.world.BodyType;
import dev.lockstep.world.ShapeDef;
import dev.lockstep.world.World;
import dev.lockstep.world.WorldDef;
import dev.lockstep.world.WorldSnapshot;

public final class QuickStart {
    public static void main(String[] args) {
        World world = new World(new WorldDef());              // 60 Hz, 4 substeps, gravity -9.81 y
        world.createBody(new BodyDef()                        // static ground, top face at y = 0
                .position(new Vec3(0, -Fixed.HALF, 0))
                .shape(ShapeDef.box(new Vec3(Fixed.fromInt(10), Fixed.HALF, Fixed.fromInt(10)))));
        BodyId box = world.createBody(new BodyDef().type(BodyType.DYNAMIC)
                .position(Vec3.ofInts(0, 3, 0))
                .shape(ShapeDef.box(new Vec3(Fixed.HALF, Fixed.HALF, Fixed.HALF))));

        WorldSnapshot snapshot = new WorldSnapshot();
        world.snapshot(snapshot);                             // rollback point
        for (int tick = 0; tick < 120; tick++) {
            world.step();
        }
        long hash = world.stateHash();                        // same bits on every JVM and CPU
        world.restore(snapshot);                              // back to tick 0 ...
        for (int tick = 0; tick < 120; tick++) {
            world.step();                                     // ... and forward again
        }
        System.out.println(world.position(box) + " asleep=" + !world.isAwake(box)
                + " same=" + (hash == world.stateHash()));
    }
}
// README-END
