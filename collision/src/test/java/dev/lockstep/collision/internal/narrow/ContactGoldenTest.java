package dev.lockstep.collision.internal.narrow;

import dev.lockstep.collision.GoldenFile;
import dev.lockstep.collision.manifold.ContactManifold;
import dev.lockstep.collision.manifold.ManifoldPoint;
import dev.lockstep.collision.narrow.ContactDispatch;
import dev.lockstep.collision.narrow.ContactWorkspace;
import dev.lockstep.collision.shape.Capsule;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.collision.shape.Sphere;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Pins the exact bits of every implemented cell of the collision table on 96 scenes (sphere,
 * capsule and box-hull pairs in both orders, random rotations, java.util.Random seed 20261122,
 * whose sequence is specified and so portable). Any change to the contact arithmetic, the
 * dispatch, the tangent basis or the feature ids shows up as a diff; a run on another JVM or JIT
 * tier must match bit for bit. Regenerate only with {@code -Dlockstep.golden.update=true} and
 * review the diff in the commit.
 */
class ContactGoldenTest {
    static final Path GOLDEN = Path.of("src/test/resources/golden/contacts/table.txt");
    private static final long ONE = Fixed.ONE;

    @Test
    void collisionTable_matchesCommittedGolden() throws IOException {
        StringBuilder b = new StringBuilder();
        b.append("# lockstep contact golden, format 1; regenerate with -Dlockstep.golden.update=true\n");
        b.append("# per scene: 'scene i A-B count' then 'n nx ny nz t1 t2' and per point 'p world localA localB depth feature'; raw hex\n");
        Random random = new Random(20261122L);
        ContactWorkspace ws = new ContactWorkspace();
        ContactManifold m = new ContactManifold();
        for (int i = 0; i < 96; i++) {
            Shape a = shape(random, i % 3);
            Shape c = shape(random, (i / 3) % 3);
            Transform ta = Transform.of(rotation(random), point(random, 4 * ONE));
            Transform tb = Transform.of(rotation(random), ta.translation().add(point(random, ONE + ONE / 2)));
            int n = ContactDispatch.collide(a, ta, c, tb, ONE / 4, ws, m);
            b.append("scene ").append(i).append(' ').append(a.type()).append('-').append(c.type()).append(' ').append(n).append('\n');
            if (n == 0) {
                continue;
            }
            b.append("n ").append(hex(m.normalX())).append(' ').append(hex(m.normalY())).append(' ').append(hex(m.normalZ()))
                    .append(' ').append(hex(m.tangent1X())).append(' ').append(hex(m.tangent1Y())).append(' ').append(hex(m.tangent1Z()))
                    .append(' ').append(hex(m.tangent2X())).append(' ').append(hex(m.tangent2Y())).append(' ').append(hex(m.tangent2Z()))
                    .append('\n');
            for (int k = 0; k < n; k++) {
                ManifoldPoint p = m.point(k);
                b.append("p ").append(hex(p.worldX())).append(' ').append(hex(p.worldY())).append(' ').append(hex(p.worldZ()))
                        .append(' ').append(hex(p.localAX())).append(' ').append(hex(p.localAY())).append(' ').append(hex(p.localAZ()))
                        .append(' ').append(hex(p.localBX())).append(' ').append(hex(p.localBY())).append(' ').append(hex(p.localBZ()))
                        .append(' ').append(hex(p.depth())).append(' ').append(hex(p.featureId())).append('\n');
            }
        }
        String actual = b.toString();
        GoldenFile.assertMatches(GOLDEN, "contact golden", actual);
    }

    private static Shape shape(Random random, int kind) {
        long r = ONE / 4 + (random.nextLong() & (ONE / 2 - 1));
        switch (kind) {
            case 0:
                return new Sphere(point(random, ONE / 4), r);
            case 1:
                return new Capsule(point(random, ONE), point(random, ONE), r);
            default:
                return ConvexHull.box(new Vec3(ONE / 2 + (random.nextLong() & (ONE - 1)), ONE / 2 + (random.nextLong() & (ONE - 1)),
                        ONE / 2 + (random.nextLong() & (ONE - 1))));
        }
    }

    private static Vec3 point(Random random, long span) {
        return new Vec3(random.nextLong() % span, random.nextLong() % span, random.nextLong() % span);
    }

    private static Quat rotation(Random random) {
        return new Quat(random.nextLong() % ONE, random.nextLong() % ONE, random.nextLong() % ONE, random.nextLong() % ONE).normalize();
    }

    private static String hex(long v) {
        return String.format("%016x", v);
    }
}
