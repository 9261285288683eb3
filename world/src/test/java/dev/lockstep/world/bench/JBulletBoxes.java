package dev.lockstep.world.bench;

import com.bulletphysics.collision.broadphase.DbvtBroadphase;
import com.bulletphysics.collision.dispatch.CollisionDispatcher;
import com.bulletphysics.collision.dispatch.CollisionObject;
import com.bulletphysics.collision.dispatch.DefaultCollisionConfiguration;
import com.bulletphysics.collision.narrowphase.PersistentManifold;
import com.bulletphysics.collision.shapes.BoxShape;
import com.bulletphysics.dynamics.DiscreteDynamicsWorld;
import com.bulletphysics.dynamics.RigidBody;
import com.bulletphysics.dynamics.RigidBodyConstructionInfo;
import com.bulletphysics.dynamics.constraintsolver.SequentialImpulseConstraintSolver;
import com.bulletphysics.linearmath.DefaultMotionState;
import com.bulletphysics.linearmath.Transform;
import javax.vecmath.Vector3f;

/**
 * A {@link BoxLayout} in JBullet (Bullet 2.72 ported to Java, floats): the textbook setup of its
 * demos, a {@code DiscreteDynamicsWorld} with the default collision configuration, the DBVT
 * broadphase and the default sequential-impulse solver (10 iterations), stepped one fixed 1/60 s
 * substep per tick. Friction 0.6 like our default; mass 1 (density 1 of a unit box).
 */
final class JBulletBoxes implements BoxEngine {
    private final DiscreteDynamicsWorld world;
    private final CollisionDispatcher dispatcher;
    private final RigidBody[] boxes;
    private final Transform read = new Transform();

    JBulletBoxes(BoxLayout layout, boolean sleep) {
        DefaultCollisionConfiguration config = new DefaultCollisionConfiguration();
        dispatcher = new CollisionDispatcher(config);
        world = new DiscreteDynamicsWorld(dispatcher, new DbvtBroadphase(), new SequentialImpulseConstraintSolver(), config);
        world.setGravity(new Vector3f(0, (float) -BoxLayout.GRAVITY, 0));

        BoxShape groundShape = new BoxShape(new Vector3f(layout.groundHalfX, 0.5f, layout.groundHalfZ));
        world.addRigidBody(body(groundShape, 0, 0, -0.5f, 0, new Vector3f()));

        float h = (float) BoxLayout.HALF_EXTENT;
        BoxShape unit = new BoxShape(new Vector3f(h, h, h));
        Vector3f inertia = new Vector3f();
        unit.calculateLocalInertia(1f, inertia);
        boxes = new RigidBody[layout.boxCount()];
        for (int i = 0; i < boxes.length; i++) {
            RigidBody b = body(unit, 1f, (float) layout.metres(i, 0), (float) layout.metres(i, 1), (float) layout.metres(i, 2),
                    inertia);
            if (!sleep) {
                b.setActivationState(CollisionObject.DISABLE_DEACTIVATION);
            }
            world.addRigidBody(b);
            boxes[i] = b;
        }
    }

    private static RigidBody body(BoxShape shape, float mass, float x, float y, float z, Vector3f inertia) {
        Transform t = new Transform();
        t.setIdentity();
        t.origin.set(x, y, z);
        RigidBodyConstructionInfo info = new RigidBodyConstructionInfo(mass, new DefaultMotionState(t), shape, inertia);
        info.friction = 0.6f;
        return new RigidBody(info);
    }

    @Override
    public void step() {
        world.stepSimulation((float) BoxLayout.DT, 1, (float) BoxLayout.DT);
    }

    @Override
    public int awakeBodies() {
        int n = 0;
        for (RigidBody b : boxes) {
            if (b.isActive()) {
                n++;
            }
        }
        return n;
    }

    @Override
    public int contactPoints() {
        int n = 0;
        for (int i = 0; i < dispatcher.getNumManifolds(); i++) {
            PersistentManifold m = dispatcher.getManifoldByIndexInternal(i);
            n += m.getNumContacts();
        }
        return n;
    }

    @Override
    public double heightForDisplay(int i) {
        boxes[i].getWorldTransform(read);
        return read.origin.y;
    }
}
