package dev.lockstep.collision.examples;

// README-BEGIN
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;

public final class CollisionQuickStart {
    public static void main(String[] args) {
        ConvexHull box = ConvexHull.box(new Vec3(Fixed.HALF, Fixed.HALF, Fixed.HALF)); // unit cube
        Transform ground = Transform.IDENTITY;
        Transform onTop = Transform.translation(new Vec3(0, Fixed.ONE - (Fixed.ONE >> 8), 0)); // sunk 2^-8

        ContactWorkspace workspace = new ContactWorkspace();   // scratch: one per thread, reused
        ContactManifold manifold = new ContactManifold();      // result: reset and filled by each query
        int points = ContactDispatch.collide(box, ground, box, onTop, 0, workspace, manifold);
        System.out.println(points + " points, normal " + manifold.normal());   // 4 points, (0, 1, 0): A to B
        for (int i = 0; i < points; i++) {
            ManifoldPoint p = manifold.point(i);
            System.out.println(p.world() + " depth " + FixedFormat.toExactString(p.depth()));
        }

        Sphere ball = Sphere.of(Fixed.HALF);
        Transform ballPose = Transform.translation(new Vec3(0, Fixed.ONE, 0));  // resting on the top face
        points = ContactDispatch.collide(ball, ballPose, box, ground, 0, workspace, manifold);
        System.out.println(points + " point, normal " + manifold.normal());    // (0, -1, 0): ball to box
    }
}
// README-END
