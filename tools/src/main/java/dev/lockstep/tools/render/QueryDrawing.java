package dev.lockstep.tools.render;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.tools.collide.CollideAnswer;
import dev.lockstep.tools.collide.CollideRequest;

/** Turns a {@code collide} request and its answer into wireframe content. */
final class QueryDrawing {
    private QueryDrawing() {
    }

    /** Adds both shapes of {@code request} (a and b in their own inks). */
    static void shapes(CollideRequest request, Wireframe out) {
        ShapeOutline.draw(request.a(), request.ta(), Wireframe.Ink.SHAPE_A, out);
        ShapeOutline.draw(request.b(), request.tb(), Wireframe.Ink.SHAPE_B, out);
    }

    /** Adds every contact point and, from it, the normal (a to b) scaled by the point's depth. */
    static void contacts(CollideAnswer answer, Wireframe out) {
        double nx = Fixed.toDoubleForDisplay(answer.normal().x());
        double ny = Fixed.toDoubleForDisplay(answer.normal().y());
        double nz = Fixed.toDoubleForDisplay(answer.normal().z());
        for (CollideAnswer.ContactPoint c : answer.points()) {
            double x = Fixed.toDoubleForDisplay(c.p().x());
            double y = Fixed.toDoubleForDisplay(c.p().y());
            double z = Fixed.toDoubleForDisplay(c.p().z());
            double d = Fixed.toDoubleForDisplay(c.depth());
            out.point(x, y, z, Wireframe.Ink.CONTACT);
            out.segment(x, y, z, x + nx * d, y + ny * d, z + nz * d, Wireframe.Ink.NORMAL);
        }
    }
}
