package dev.lockstep.tools.collide;

import dev.lockstep.collision.shape.Shape;

/**
 * Answers one parsed {@code collide} request with the collision module. This is the single place
 * that knows which kernel entry point serves a pair, so {@code collide} and {@code render} agree.
 */
public final class CollideService {
    /**
     * Returns the contact answer for {@code request}.
     *
     * @throws BadRequestException if a shape cannot be built or the kernel does not handle the pair yet
     */
    public CollideAnswer collide(CollideRequest request) throws BadRequestException {
        Shape a = ShapeBuilder.build(request.a(), "a");
        Shape b = ShapeBuilder.build(request.b(), "b");
        // ContactDispatch (seed 001's collision table) has not landed on main yet.
        throw new BadRequestException("pair not supported yet: " + request.a().typeName() + "-"
                + request.b().typeName() + " (the collision module's ContactDispatch has not landed; shapes "
                + a.type() + " and " + b.type() + " were built)");
    }
}
