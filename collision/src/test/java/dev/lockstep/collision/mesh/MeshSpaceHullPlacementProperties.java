package dev.lockstep.collision.mesh;

import static dev.lockstep.collision.mesh.MeshFixtures.ONE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.MutableVec3;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link MeshSpaceHull#place}'s same-bit shortcuts (a box's vertices from four rotations by its
 * central symmetry, axis face normals copied from the rotation's columns, the reference point
 * taken from the translation) give every placed vertex, face normal and the reference point the
 * bits of {@code applyToPointInto} / {@code applyToVectorInto}: random boxes and hulls, unturned,
 * yawed and in random orientations, at random places, seed fixed.
 */
class MeshSpaceHullPlacementProperties {
    @Test
    void placedVerticesNormalsAndReference_haveTheTransformsBits() {
        Random r = new Random(2011);
        MeshSpaceHull placed = new MeshSpaceHull();
        MutableVec3 p = new MutableVec3();
        for (int sample = 0; sample < 3_000; sample++) {
            ConvexHull hull = HullTriangleSatTableProperties.randomHull(r);
            Transform pose = Transform.of(BoxTriangleSatProperties.rotation(r), new Vec3(
                    Math.floorMod(r.nextLong(), 200 * ONE) - 100 * ONE, Math.floorMod(r.nextLong(), 200 * ONE) - 100 * ONE,
                    Math.floorMod(r.nextLong(), 200 * ONE) - 100 * ONE));
            placed.place(hull, pose, 0);
            for (int i = 0; i < hull.vertexCount(); i++) {
                pose.applyToPointInto(hull.vertexX(i), hull.vertexY(i), hull.vertexZ(i), p);
                assertEquals(p.x, placed.vertex[3 * i], "sample " + sample + " vertex " + i + " x");
                assertEquals(p.y, placed.vertex[3 * i + 1], "sample " + sample + " vertex " + i + " y");
                assertEquals(p.z, placed.vertex[3 * i + 2], "sample " + sample + " vertex " + i + " z");
            }
            for (int f = 0; f < hull.faceCount(); f++) {
                pose.applyToVectorInto(hull.faceNormalX(f), hull.faceNormalY(f), hull.faceNormalZ(f), p);
                assertEquals(p.x, placed.faceNormal[3 * f], "sample " + sample + " normal " + f + " x");
                assertEquals(p.y, placed.faceNormal[3 * f + 1], "sample " + sample + " normal " + f + " y");
                assertEquals(p.z, placed.faceNormal[3 * f + 2], "sample " + sample + " normal " + f + " z");
            }
            pose.applyToPointInto(0, 0, 0, p);
            assertEquals(p.x, placed.refX, "sample " + sample);
            assertEquals(p.y, placed.refY, "sample " + sample);
            assertEquals(p.z, placed.refZ, "sample " + sample);
        }
    }
}
