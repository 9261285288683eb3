package dev.lockstep.world.bench;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.objects.PhysicsRigidBody;
import com.jme3.math.Vector3f;

/**
 * A {@link BoxLayout} in native Bullet (C++, single precision, Libbulletjme's {@code SpRelease}
 * build) through JNI: {@code PhysicsSpace} is a {@code btDiscreteDynamicsWorld} with the DBVT
 * broadphase and the default sequential-impulse solver (10 iterations); one 1/60 s step per tick,
 * no contact callbacks into Java. Friction 0.6, mass 1, Bullet's default collision margin.
 */
final class NativeBulletBoxes implements BoxEngine {
    private final PhysicsSpace space;
    private final PhysicsRigidBody[] boxes;
    private final Vector3f read = new Vector3f();

    NativeBulletBoxes(BoxLayout layout, boolean sleep) {
        NativeBullet.load();
        float extent = 4f * Math.max(layout.groundHalfX, layout.groundHalfZ);
        space = new PhysicsSpace(new Vector3f(-extent, -extent, -extent), new Vector3f(extent, extent, extent),
                PhysicsSpace.BroadphaseType.DBVT);
        space.setGravity(new Vector3f(0, (float) -BoxLayout.GRAVITY, 0));
        space.setAccuracy((float) BoxLayout.DT);

        PhysicsRigidBody ground = new PhysicsRigidBody(
                new BoxCollisionShape(layout.groundHalfX, 0.5f, layout.groundHalfZ), PhysicsRigidBody.massForStatic);
        ground.setPhysicsLocation(new Vector3f(0, -0.5f, 0));
        ground.setFriction(0.6f);
        space.addCollisionObject(ground);

        BoxCollisionShape unit = new BoxCollisionShape((float) BoxLayout.HALF_EXTENT);
        boxes = new PhysicsRigidBody[layout.boxCount()];
        for (int i = 0; i < boxes.length; i++) {
            PhysicsRigidBody b = new PhysicsRigidBody(unit, 1f);
            b.setPhysicsLocation(new Vector3f((float) layout.metres(i, 0), (float) layout.metres(i, 1), (float) layout.metres(i, 2)));
            b.setFriction(0.6f);
            b.setEnableSleep(sleep);
            space.addCollisionObject(b);
            boxes[i] = b;
        }
    }

    @Override
    public void step() {
        // maxSteps 0: exactly one step of the given interval
        space.update((float) BoxLayout.DT, 0);
    }

    @Override
    public int awakeBodies() {
        int n = 0;
        for (PhysicsRigidBody b : boxes) {
            if (b.isActive()) {
                n++;
            }
        }
        return n;
    }

    @Override
    public int contactPoints() {
        int n = 0;
        for (var m : space.listManifoldIds()) {
            n += com.jme3.bullet.collision.PersistentManifolds.countPoints(m);
        }
        return n;
    }

    @Override
    public double heightForDisplay(int i) {
        boxes[i].getPhysicsLocation(read);
        return read.y;
    }

    @Override
    public void close() {
        space.destroy();
    }
}
