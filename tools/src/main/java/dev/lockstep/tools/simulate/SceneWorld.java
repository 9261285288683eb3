package dev.lockstep.tools.simulate;

import dev.lockstep.tools.scenario.WorldBodies;
import dev.lockstep.world.BodyId;
import dev.lockstep.world.JointId;
import dev.lockstep.world.World;
import java.util.List;

/**
 * A {@link Scene} made real: its world with every body then every joint created in scene order, and the scripted
 * events applied before the tick they name ({@link #applyEvents}, the world's input rule).
 */
public final class SceneWorld {
    private final Scene scene;
    private final WorldBodies bodies;
    private final BodyId[] ids;
    private int nextEvent;

    private SceneWorld(Scene scene, WorldBodies bodies, BodyId[] ids) {
        this.scene = scene;
        this.bodies = bodies;
        this.ids = ids;
    }

    /**
     * Creates the world of {@code scene}.
     *
     * @throws SceneException naming the body ({@code bodies[i]}) when the world refuses it (mass
     *     window, world-size budget, speed limits, a mesh on a moving body...), the joint's value
     *     ({@code joints[i].lower}) when the world refuses a joint, or {@code world} when the world
     *     settings are refused
     */
    public static SceneWorld build(Scene scene) throws SceneException {
        World world;
        try {
            world = new World(scene.world());
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw new SceneException("world: " + e.getMessage());
        }
        WorldBodies bodies = new WorldBodies(world);
        List<Scene.Body> list = scene.bodies();
        BodyId[] ids = new BodyId[list.size()];
        for (int i = 0; i < ids.length; i++) {
            Scene.Body b = list.get(i);
            try {
                ids[i] = bodies.create(b.def(), b.specs(), b.locals());
            } catch (IllegalArgumentException | ArithmeticException e) {
                throw new SceneException("bodies[" + i + "]: " + e.getMessage());
            }
        }
        createJoints(world, scene.joints(), ids);
        return new SceneWorld(scene, bodies, ids);
    }

    /**
     * Creates the scene's joints in list order; in a world that has never had a joint, joint {@code i}
     * of the list is slot {@code i}, the index break events report.
     */
    private static void createJoints(World world, List<Scene.Joint> joints, BodyId[] ids) throws SceneException {
        for (int i = 0; i < joints.size(); i++) {
            Scene.Joint j = joints.get(i);
            try {
                JointId id = world.createJoint(j.definition().apply(ids[j.bodyA()], ids[j.bodyB()]));
                if (id.index() != i) {
                    throw new IllegalStateException("joint " + i + " of the scene got slot " + id.index());
                }
            } catch (IllegalArgumentException | ArithmeticException e) {
                throw new SceneException(SceneJoints.path(i, j, e.getMessage()) + ": " + e.getMessage());
            }
        }
    }

    /** Returns the scene this world was built from. */
    public Scene scene() {
        return scene;
    }

    public World world() {
        return bodies.world();
    }

    public WorldBodies bodies() {
        return bodies;
    }

    /** Returns the handle of scene body {@code i}. */
    public BodyId id(int i) {
        return ids[i];
    }

    /**
     * Applies every event of tick {@code tick} in file order. Going back to an earlier tick (a
     * rollback) starts again from that tick's first event.
     */
    public void applyEvents(int tick) {
        List<Scene.Event> events = scene.events();
        if (nextEvent > 0 && events.get(nextEvent - 1).tick() >= tick) {
            seek(tick);                                        // rolled back: start again from the first event of this tick
        }
        while (nextEvent < events.size() && events.get(nextEvent).tick() < tick) {
            nextEvent++;
        }
        World w = bodies.world();
        while (nextEvent < events.size() && events.get(nextEvent).tick() == tick) {
            Scene.Event e = events.get(nextEvent++);
            BodyId id = ids[e.body()];
            switch (e.kind()) {
                case FORCE -> w.applyForce(id, e.vector());
                case TORQUE -> w.applyTorque(id, e.vector());
                case IMPULSE -> w.applyLinearImpulse(id, e.vector());
                case ANGULAR_IMPULSE -> w.applyAngularImpulse(id, e.vector());
                case LINEAR_VELOCITY -> w.setLinearVelocity(id, e.vector());
                case ANGULAR_VELOCITY -> w.setAngularVelocity(id, e.vector());
                default -> throw new IllegalStateException("unknown event kind " + e.kind());
            }
        }
    }

    /** Makes the next {@link #applyEvents} start from tick {@code tick} (after a restore to that tick). */
    public void seek(int tick) {
        nextEvent = 0;
        while (nextEvent < scene.events().size() && scene.events().get(nextEvent).tick() < tick) {
            nextEvent++;
        }
    }
}
