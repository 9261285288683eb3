package dev.lockstep.world;

/**
 * What a body is made of, fixed when it is created: type, shapes, mass properties, damping,
 * flags and user data. Kept by the world after the body is destroyed, indexed by the body's
 * creation number, so a restore to a tick when the body existed can rebuild it (shapes and meshes
 * are world definition, never part of a snapshot; research brief (e)).
 */
final class BodyTemplate {
    final BodyType type;
    final ShapeDef[] shapes;
    final long invMass;
    final long[] invInertiaLocal;
    final long localCenterX;
    final long localCenterY;
    final long localCenterZ;
    final long maxExtent;
    final long linearDamping;
    final long angularDamping;
    final long gravityScale;
    final boolean fixedRotation;
    final boolean bullet;
    final boolean sleepEnabled;
    final long userData;

    BodyTemplate(BodyType type, ShapeDef[] shapes, long invMass, long[] invInertiaLocal, long lcx, long lcy, long lcz,
            long maxExtent, BodyDef def) {
        this.type = type;
        this.shapes = shapes;
        this.invMass = invMass;
        this.invInertiaLocal = invInertiaLocal;
        this.localCenterX = lcx;
        this.localCenterY = lcy;
        this.localCenterZ = lcz;
        this.maxExtent = maxExtent;
        this.linearDamping = def.linearDamping();
        this.angularDamping = def.angularDamping();
        this.gravityScale = def.gravityScale();
        this.fixedRotation = def.fixedRotation();
        this.bullet = def.bullet();
        this.sleepEnabled = def.enableSleep();
        this.userData = def.userData();
    }
}
