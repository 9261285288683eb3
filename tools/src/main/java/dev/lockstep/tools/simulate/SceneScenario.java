package dev.lockstep.tools.simulate;

import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.tools.BadInputException;
import dev.lockstep.tools.collide.PlacedShape;
import dev.lockstep.tools.scenario.WorldBodies;
import dev.lockstep.tools.scenario.WorldScenario;
import dev.lockstep.world.WorldSimulation;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * A {@code simulate} scene as a replay simulation, so {@code simulate --record} writes a replay that
 * {@code verify}, {@code inspect} and {@code diff} read like any other. The scene travels <em>in the
 * replay header</em>: rules parameters {@code [version 1] + the scene's compact JSON (UTF-8)}, so a
 * replay is self-contained (verify needs no scene file) and a replay of another scene is refused by
 * the header check. The scripted events are part of the scene, applied by the input rule at their
 * ticks; the recorded inputs are empty (one player, no bytes). Limits: the header holds at most
 * {@link dev.lockstep.replay.format.ReplayLimits#MAX_PARAMETER_BYTES} bytes, and OBJ meshes must be
 * inlined, both checked by {@link #of}.
 */
public final class SceneScenario implements WorldScenario {
    public static final String SIMULATION_ID = "tools-simulate-scene";
    public static final byte PARAMETER_VERSION = 1;

    private final SceneWorld world;
    private final WorldSimulation simulation;

    private SceneScenario(SceneWorld world, byte[] parameters) {
        this.world = world;
        this.simulation = new WorldSimulation(SIMULATION_ID, parameters, world.world(), (w, tick, inputs) -> world.applyEvents(tick));
    }

    /**
     * Returns the recordable form of {@code scene}.
     *
     * @throws SceneException if the scene names an OBJ file or its JSON does not fit a replay header
     */
    public static SceneScenario of(Scene scene) throws SceneException {
        if (scene.canonicalJson() == null) {
            throw new SceneException("scene: --record needs every mesh inline (vertices and triangles), not an OBJ path");
        }
        byte[] json = scene.canonicalJson().getBytes(StandardCharsets.UTF_8);
        int limit = dev.lockstep.replay.format.ReplayLimits.MAX_PARAMETER_BYTES - 1;
        if (json.length > limit) {
            throw new SceneException("scene: its compact JSON is " + json.length + " bytes; a recorded scene travels in the replay header, "
                    + "which holds at most " + limit);
        }
        byte[] parameters = new byte[json.length + 1];
        parameters[0] = PARAMETER_VERSION;
        System.arraycopy(json, 0, parameters, 1, json.length);
        return new SceneScenario(SceneWorld.build(scene), parameters);
    }

    /**
     * Returns the scene recorded in replay rules parameters.
     *
     * @throws BadInputException if the parameters are not a version-1 scene
     */
    public static SceneScenario fromParameters(byte[] parameters) {
        if (parameters.length < 2 || parameters[0] != PARAMETER_VERSION) {
            throw new BadInputException("the replay's " + SIMULATION_ID + " parameters are not version " + PARAMETER_VERSION + " (a scene)",
                    "The replay comes from another version of lockstep.");
        }
        String json = new String(Arrays.copyOfRange(parameters, 1, parameters.length), StandardCharsets.UTF_8);
        try {
            Scene scene = new SceneParser(null).parse(json);
            return new SceneScenario(SceneWorld.build(scene), parameters.clone());
        } catch (SceneException e) {
            throw new BadInputException("the replay's embedded scene is invalid: " + e.getMessage(),
                    "The replay comes from another version of lockstep or is damaged.");
        }
    }

    /** Returns the scene's world. */
    public SceneWorld sceneWorld() {
        return world;
    }

    @Override
    public String description() {
        return "scene: " + world.bodies().ids().size() + " bodies";
    }

    @Override
    public int playerCount() {
        return 1;
    }

    @Override
    public int maxInputBytes() {
        return 0;
    }

    @Override
    public List<PlacedShape> bodies() {
        return world.bodies().placedShapes();
    }

    @Override
    public WorldBodies worldBodies() {
        return world.bodies();
    }

    @Override
    public void restore(StateReader snapshot) {
        simulation().restore(snapshot);
        world.seek((int) world.world().tick());
    }

    @Override
    public WorldSimulation simulation() {
        return simulation;
    }
}
