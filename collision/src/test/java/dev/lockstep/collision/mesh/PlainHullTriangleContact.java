package dev.lockstep.collision.mesh;

/**
 * {@link HullTriangleContact} with no same-bit shortcut: every product, dot, height and cut
 * computed the plain way ({@link HullTriangleContact#plainArithmetic()} lists them). The oracle
 * that {@code HullTriangleShortcutProperties} holds the shortcut route to, field for field. Test
 * code only, so a production JVM never loads it and compiles the shortcuts' checks away.
 */
final class PlainHullTriangleContact extends HullTriangleContact {
    @Override
    boolean plainArithmetic() {
        return true;
    }
}
