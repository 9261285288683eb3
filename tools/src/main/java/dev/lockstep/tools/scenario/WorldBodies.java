package dev.lockstep.tools.scenario;

import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.tools.collide.PlacedShape;
import dev.lockstep.tools.collide.ShapeSpec;
import dev.lockstep.world.BodyDef;
import dev.lockstep.world.BodyId;
import dev.lockstep.world.World;
import java.util.ArrayList;
import java.util.List;

/**
 * The drawable side of a {@link World}'s bodies: for every shape created through {@link #create}, its
 * body, its description ({@link ShapeSpec}, which {@code render} draws) and where it sits on the body.
 * The world itself keeps only kernel shapes; this list is what the tools need to show them.
 */
public final class WorldBodies {
    private final World world;
    private final List<BodyId> ids = new ArrayList<>();
    private final List<BodyId> shapeBodies = new ArrayList<>();
    private final List<ShapeSpec> shapeSpecs = new ArrayList<>();
    private final List<Transform> shapeLocals = new ArrayList<>();

    public WorldBodies(World world) {
        this.world = world;
    }

    /** Returns the world. */
    public World world() {
        return world;
    }

    /**
     * Creates the body {@code def} in the world and remembers its shapes' descriptions ({@code specs}
     * and {@code locals} parallel to {@code def.shapes()}).
     *
     * @throws IllegalArgumentException if the world refuses the body (the message names the body and the limit)
     */
    public BodyId create(BodyDef def, List<ShapeSpec> specs, List<Transform> locals) {
        if (specs.size() != def.shapes().size() || locals.size() != specs.size()) {
            throw new IllegalArgumentException("one description and one local transform per shape");
        }
        BodyId id = world.createBody(def);
        ids.add(id);
        for (int i = 0; i < specs.size(); i++) {
            shapeBodies.add(id);
            shapeSpecs.add(specs.get(i));
            shapeLocals.add(locals.get(i));
        }
        return id;
    }

    /** Like {@link #create(BodyDef, List, List)} for a body of one shape at the body origin. */
    public BodyId create(BodyDef def, ShapeSpec spec) {
        return create(def, List.of(spec), List.of(Transform.IDENTITY));
    }

    /** Returns the bodies in creation order. */
    public List<BodyId> ids() {
        return List.copyOf(ids);
    }

    /** Returns every shape placed by its body's current transform, in creation order (for {@code render}). */
    public List<PlacedShape> placedShapes() {
        List<PlacedShape> out = new ArrayList<>(shapeSpecs.size());
        for (int i = 0; i < shapeSpecs.size(); i++) {
            out.add(new PlacedShape(shapeSpecs.get(i), world.transform(shapeBodies.get(i)).compose(shapeLocals.get(i))));
        }
        return out;
    }

    /** Returns the body of placed shape {@code i} (parallel to {@link #placedShapes()}). */
    public BodyId bodyOfShape(int i) {
        return shapeBodies.get(i);
    }
}
