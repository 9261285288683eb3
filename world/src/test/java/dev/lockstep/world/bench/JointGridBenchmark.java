package dev.lockstep.world.bench;

import com.bulletphysics.collision.broadphase.DbvtBroadphase;
import com.bulletphysics.collision.dispatch.CollisionObject;
import com.bulletphysics.collision.dispatch.CollisionDispatcher;
import com.bulletphysics.collision.dispatch.DefaultCollisionConfiguration;
import com.bulletphysics.collision.shapes.SphereShape;
import com.bulletphysics.dynamics.DiscreteDynamicsWorld;
import com.bulletphysics.dynamics.RigidBody;
import com.bulletphysics.dynamics.RigidBodyConstructionInfo;
import com.bulletphysics.dynamics.constraintsolver.Point2PointConstraint;
import com.bulletphysics.dynamics.constraintsolver.SequentialImpulseConstraintSolver;
import com.bulletphysics.linearmath.DefaultMotionState;
import com.bulletphysics.linearmath.Transform;
import dev.lockstep.world.JointScenes;
import dev.lockstep.world.World;
import dev.lockstep.world.WorldDef;
import java.util.concurrent.TimeUnit;
import javax.vecmath.Vector3f;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Issue 19's {@code joint_grid} (Box3D's benchmark): a {@link #SIZE} x {@link #SIZE} grid of spheres
 * joined to their right and lower neighbours by spherical joints, hanging from 7 static spheres of
 * its top row ({@link JointScenes#jointGrid}), sleeping off. The score is the time of the first
 * {@link #STEPS} steps of a fresh grid (a single-shot batch of {@link #STEPS} invocations, the grid
 * rebuilt before each): divide by {@link #STEPS} for ms per step. JBullet runs the same scene in the same run
 * with {@code Point2PointConstraint}s (its default sequential-impulse solver, 10 iterations, one
 * 1/60 s substep per tick).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@Measurement(batchSize = JointGridBenchmark.STEPS)
@Warmup(batchSize = JointGridBenchmark.STEPS)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class JointGridBenchmark {
    static final int SIZE = 100;
    static final int STEPS = 100;

    @Param({Engines.LOCKSTEP, Engines.JBULLET})
    public String engine;

    private World lockstep;
    private DiscreteDynamicsWorld jbullet;

    @Setup(Level.Iteration)
    public void setUp() {
        if (engine.equals(Engines.LOCKSTEP)) {
            lockstep = new World(new WorldDef().enableSleep(false));
            JointScenes.jointGrid(lockstep, SIZE);
        } else {
            jbullet = jbulletGrid(SIZE);
        }
    }

    @Benchmark
    public void step() {
        if (engine.equals(Engines.LOCKSTEP)) {
            lockstep.step();
        } else {
            jbullet.stepSimulation(1f / 60, 1, 1f / 60);
        }
    }

    /** The same grid in JBullet: spheres of radius 0.4 m (mass of density 1), joints at the midpoints. */
    static DiscreteDynamicsWorld jbulletGrid(int n) {
        DefaultCollisionConfiguration config = new DefaultCollisionConfiguration();
        DiscreteDynamicsWorld world = new DiscreteDynamicsWorld(new CollisionDispatcher(config), new DbvtBroadphase(),
                new SequentialImpulseConstraintSolver(), config);
        world.setGravity(new Vector3f(0, -9.81f, 0));
        float radius = 0.4f;
        SphereShape sphere = new SphereShape(radius);
        float mass = (float) (4.0 / 3.0 * Math.PI * radius * radius * radius);
        Vector3f inertia = new Vector3f();
        sphere.calculateLocalInertia(mass, inertia);
        RigidBody[] previousRow = new RigidBody[n];
        for (int i = 0; i < n; i++) {
            RigidBody left = null;
            for (int k = 0; k < n; k++) {
                boolean fixed = i == 0 && k >= n / 2 - 3 && k <= n / 2 + 3;
                Transform t = new Transform();
                t.setIdentity();
                t.origin.set(k - n / 2, -i, 0);
                RigidBodyConstructionInfo info = new RigidBodyConstructionInfo(fixed ? 0 : mass, new DefaultMotionState(t), sphere,
                        fixed ? new Vector3f() : inertia);
                RigidBody body = new RigidBody(info);
                body.setActivationState(CollisionObject.DISABLE_DEACTIVATION);
                world.addRigidBody(body);
                boolean leftFixed = i == 0 && k - 1 >= n / 2 - 3 && k - 1 <= n / 2 + 3;
                if (left != null && !(fixed && leftFixed)) {
                    world.addConstraint(new Point2PointConstraint(left, body, new Vector3f(0.5f, 0, 0), new Vector3f(-0.5f, 0, 0)), true);
                }
                if (previousRow[k] != null) {
                    world.addConstraint(new Point2PointConstraint(previousRow[k], body, new Vector3f(0, -0.5f, 0),
                            new Vector3f(0, 0.5f, 0)), true);
                }
                left = body;
                previousRow[k] = body;
            }
        }
        return world;
    }
}
