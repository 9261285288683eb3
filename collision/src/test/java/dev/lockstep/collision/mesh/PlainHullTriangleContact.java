package dev.lockstep.collision.mesh;

/**
 * {@link HullTriangleContact} with no same-bit shortcut: every product, dot, height and cut
 * computed the plain way (the class docs of its parts list them: {@link HullTriangleSat},
 * {@link HullTriangleSatTables}, {@link TriangleGaussMap}, {@link LowerSurfaceClip},
 * {@link HullTriangleContactWriter}). The oracle that {@code HullTriangleShortcutProperties} holds
 * the shortcut route to, field for field.
 */
final class PlainHullTriangleContact {
    private PlainHullTriangleContact() {
    }

    /** Returns a generator on the plain route. */
    static HullTriangleContact create() {
        return new HullTriangleContact(true, true, true, true);
    }
}
