package dev.lockstep.tools.render;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.tools.collide.CollideAnswer;
import dev.lockstep.tools.collide.MeshAnswer;
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

    /**
     * Adds a mesh answer: each kept contact's point and normal (a to b) scaled by depth, and each
     * voided feature (edge or vertex) with the closest point it would have produced, in the voided ink.
     */
    static void meshContacts(MeshAnswer answer, Wireframe out) {
        for (MeshAnswer.MeshManifold m : answer.manifolds()) {
            double x = d(m.p().x());
            double y = d(m.p().y());
            double z = d(m.p().z());
            double depth = d(m.depth());
            out.point(x, y, z, Wireframe.Ink.CONTACT);
            out.segment(x, y, z, x + d(m.normal().x()) * depth, y + d(m.normal().y()) * depth,
                    z + d(m.normal().z()) * depth, Wireframe.Ink.NORMAL);
        }
        for (MeshAnswer.VoidedFeature v : answer.voidedFeatures()) {
            if (v.from().equals(v.to())) {
                out.point(d(v.from().x()), d(v.from().y()), d(v.from().z()), Wireframe.Ink.VOIDED);
            } else {
                out.segment(d(v.from().x()), d(v.from().y()), d(v.from().z()), d(v.to().x()), d(v.to().y()),
                        d(v.to().z()), Wireframe.Ink.VOIDED);
            }
            out.point(d(v.closest().x()), d(v.closest().y()), d(v.closest().z()), Wireframe.Ink.VOIDED);
        }
    }

    private static double d(long raw) {
        return Fixed.toDoubleForDisplay(raw);
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
