package dev.lockstep.tools.render;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.tools.collide.PlacedShape;
import dev.lockstep.tools.scenario.WorldBodies;
import dev.lockstep.world.BodyId;
import dev.lockstep.world.BodyType;
import dev.lockstep.world.World;
import java.util.List;

/**
 * Draws one tick of a rigid-body world: every body's shapes (sleeping dynamic bodies in grey), every
 * contact point of every touching contact in red with its normal (A to B) as a fixed-length orange
 * stroke. Display only: doubles here never feed the simulation.
 */
final class WorldDrawing {
    /** Drawn length of a contact normal, metres (separations are millimetres, too short to see). */
    static final double NORMAL_LENGTH = 0.3;

    private WorldDrawing() {
    }

    /** Adds the world's bodies and contacts to {@code frame}, with a note counting them. */
    static void draw(WorldBodies bodies, Wireframe frame) {
        World world = bodies.world();
        List<PlacedShape> shapes = bodies.placedShapes();
        int sleeping = 0;
        for (int i = 0; i < shapes.size(); i++) {
            BodyId id = bodies.bodyOfShape(i);
            boolean asleep = world.type(id) != BodyType.STATIC && !world.isAwake(id);
            ShapeOutline.draw(shapes.get(i).shape(), shapes.get(i).pose(), asleep ? Wireframe.Ink.SLEEPING : Wireframe.Ink.BODY, frame);
        }
        for (BodyId id : bodies.ids()) {
            if (world.type(id) != BodyType.STATIC && !world.isAwake(id)) {
                sleeping++;
            }
        }
        int[] points = new int[1];
        world.forEachContactPoint((a, b, px, py, pz, nx, ny, nz, separation, impulse) -> {
            double x = Fixed.toDoubleForDisplay(px);
            double y = Fixed.toDoubleForDisplay(py);
            double z = Fixed.toDoubleForDisplay(pz);
            frame.point(x, y, z, Wireframe.Ink.CONTACT);
            frame.segment(x, y, z, x + NORMAL_LENGTH * Fixed.toDoubleForDisplay(nx), y + NORMAL_LENGTH * Fixed.toDoubleForDisplay(ny),
                    z + NORMAL_LENGTH * Fixed.toDoubleForDisplay(nz), Wireframe.Ink.NORMAL);
            points[0]++;
        });
        frame.note(bodies.ids().size() + " bodies, " + world.awakeBodyCount() + " awake, " + sleeping + " asleep (grey); "
                + world.touchingContactCount() + " touching contacts, " + points[0] + " contact points (red, normals A to B in orange)");
    }
}
