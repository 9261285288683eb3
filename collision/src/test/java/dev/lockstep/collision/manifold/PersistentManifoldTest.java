package dev.lockstep.collision.manifold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import org.junit.jupiter.api.Test;

/**
 * Scripted frames for the incremental manifold of seed 001 ("Building Incremental Manifolds (2)",
 * "Incremental Manifold Stability (1)-(4)"): B rests on A with normal +Y; A's witness is
 * {@code DEPTH} above B's witness, so every point starts {@code DEPTH} deep.
 */
class PersistentManifoldTest {
    private static final long ONE = Fixed.ONE;
    private static final long DEPTH = 1L << 28;           // 0.0625
    private static final Transform STILL = Transform.IDENTITY;
    private final ContactManifold fresh = new ContactManifold();
    private final PersistentManifold pm = new PersistentManifold();

    /** One fresh point at (x, 0, z), feature VERTEX i of B on FACE 0 of A, depth DEPTH. */
    private ContactManifold freshPoint(long x, long z, long depth, int vertex) {
        fresh.reset();
        fresh.setNormal(0, ONE, 0);
        fresh.addPoint().setWorld(x, depth / 2, z).setLocalA(x, depth, z).setLocalB(x, 0, z).setDepth(depth)
                .setFeatureId(FeatureId.of(FeatureId.FACE, 0, FeatureId.VERTEX, vertex));
        return fresh;
    }

    private static Transform lift(long dy) {
        return Transform.translation(new Vec3(0, dy, 0));
    }

    private void buildSquare() {
        pm.update(STILL, STILL, freshPoint(-ONE, -ONE, DEPTH, 0), 0);
        pm.update(STILL, STILL, freshPoint(ONE, ONE, DEPTH, 2), 0);
        pm.update(STILL, STILL, freshPoint(ONE, -ONE, DEPTH, 1), 0);
        pm.update(STILL, STILL, freshPoint(-ONE, ONE, DEPTH, 3), 0);
    }

    @Test
    void seed001_incrementalStability_fourFramesBuildFourPoints() {
        pm.update(STILL, STILL, freshPoint(-ONE, -ONE, DEPTH, 0), 0);
        assertEquals(1, pm.pointCount(), "frame 1: one point, free to rotate about it");
        pm.update(STILL, STILL, freshPoint(ONE, ONE, DEPTH, 2), 0);
        assertEquals(2, pm.pointCount(), "frame 2: the diagonal, a hinge");
        pm.update(STILL, STILL, freshPoint(ONE, -ONE, DEPTH, 1), 0);
        assertEquals(3, pm.pointCount(), "frame 3: still a hinge about the diagonal");
        pm.update(STILL, STILL, freshPoint(-ONE, ONE, DEPTH, 3), 0);
        assertEquals(4, pm.pointCount(), "frame 4: stable");
        ContactManifold m = pm.manifold();
        assertEquals(new Vec3(0, ONE, 0), m.normal());
        for (int i = 0; i < 4; i++) {
            assertEquals(DEPTH, m.point(i).depth());
        }
        assertEquals(new Vec3(-ONE, DEPTH / 2, -ONE), m.point(0).world());
        assertEquals(new Vec3(-ONE, DEPTH / 2, ONE), m.point(3).world());
    }

    @Test
    void seed003_refresh_recomputesDepthFromTheCurrentTransforms() {
        buildSquare();
        // B sinks by 0.25: every kept witness pair is 0.25 deeper, exactly; the fresh point too
        long sink = 1L << 30;
        pm.update(STILL, lift(-sink), freshPoint(-ONE, ONE, DEPTH + sink, 3), 0);
        assertEquals(4, pm.pointCount());
        for (int i = 0; i < 4; i++) {
            assertEquals(DEPTH + sink, pm.manifold().point(i).depth(), "point " + i);
        }
        // world position is the midpoint of the moved witnesses: y = (DEPTH + (-sink)) / 2
        assertEquals((DEPTH - sink) / 2, pm.manifold().point(0).worldY());
    }

    @Test
    void seed003_refresh_dropsPointsSeparatedBeyondTheContactDistance() {
        buildSquare();
        long rise = DEPTH + (1L << 20);               // separation 2^-12 after the rise
        pm.update(STILL, lift(rise), freshPoint(0, 0, -(1L << 20), 9), 0);
        assertEquals(1, pm.pointCount(), "only the fresh point survives");
        buildSquare();
        pm.update(STILL, lift(rise), freshPoint(0, 0, -(1L << 20), 9), 1L << 20);
        assertEquals(4, pm.pointCount(), "within the contact distance the old points stay (5 -> 4)");
    }

    @Test
    void seed003_refresh_dropsPointsThatDriftedTangentially() {
        buildSquare();
        Transform slid = Transform.translation(new Vec3(PersistentManifold.DRIFT_DISTANCE + 1, 0, 0));
        pm.update(STILL, slid, freshPoint(0, 0, DEPTH, 9), 0);
        assertEquals(1, pm.pointCount());
        assertEquals(FeatureId.of(FeatureId.FACE, 0, FeatureId.VERTEX, 9), pm.manifold().point(0).featureId());
        buildSquare();
        Transform within = Transform.translation(new Vec3(PersistentManifold.DRIFT_DISTANCE, 0, 0));
        pm.update(STILL, within, freshPoint(-ONE, -ONE, DEPTH, 0), 0);
        assertEquals(4, pm.pointCount(), "a drift of exactly DRIFT_DISTANCE is kept");
    }

    @Test
    void seed001_matchByFeatureId_overwritesInPlace() {
        buildSquare();
        pm.update(STILL, STILL, freshPoint(ONE / 2, ONE / 2, DEPTH + 5, 2), 0);
        assertEquals(4, pm.pointCount());
        assertEquals(new Vec3(ONE / 2, (DEPTH + 5) / 2, ONE / 2), pm.manifold().point(1).world(), "slot 1 kept its place");
        assertEquals(DEPTH + 5, pm.manifold().point(1).depth());
    }

    @Test
    void seed001_matchByDistance_whenTheFeatureIsNew() {
        buildSquare();
        long near = PersistentManifold.MATCH_DISTANCE / 2;
        pm.update(STILL, STILL, freshPoint(ONE - near, -ONE, DEPTH, 7), 0);
        assertEquals(4, pm.pointCount());
        assertEquals(FeatureId.of(FeatureId.FACE, 0, FeatureId.VERTEX, 7), pm.manifold().point(2).featureId());
    }

    @Test
    void seed001_reduction_fifthPointInsideIsDropped_cornersKept() {
        buildSquare();
        pm.update(STILL, STILL, freshPoint(ONE / 4, 0, DEPTH, 8), 0);
        assertEquals(4, pm.pointCount());
        for (int i = 0; i < 4; i++) {
            assertTrue(FeatureId.indexB(pm.manifold().point(i).featureId()) < 4, "corner " + i);
        }
    }

    @Test
    void seed001_reduction_deepestPointIsAlwaysKept() {
        buildSquare();
        pm.update(STILL, STILL, freshPoint(ONE / 4, 0, DEPTH + 1, 8), 0);
        assertEquals(4, pm.pointCount());
        boolean found = false;
        for (int i = 0; i < 4; i++) {
            found |= FeatureId.indexB(pm.manifold().point(i).featureId()) == 8;
        }
        assertTrue(found, pm.manifold().toString());
    }

    @Test
    void seed001_reduction_largerAreaWins_overDistanceFromAnEdge() {
        // square corners 0..3 plus a point far outside one edge: it adds more area than a corner
        buildSquare();
        pm.update(STILL, STILL, freshPoint(4 * ONE, 0, DEPTH, 8), 0);
        assertEquals(4, pm.pointCount());
        boolean found = false;
        for (int i = 0; i < 4; i++) {
            found |= FeatureId.indexB(pm.manifold().point(i).featureId()) == 8;
        }
        assertTrue(found, pm.manifold().toString());
    }

    @Test
    void emptyFreshQuery_clearsTheManifold() {
        buildSquare();
        fresh.reset();
        pm.update(STILL, STILL, fresh, 0);
        assertEquals(0, pm.pointCount());
    }

    @Test
    void sameScript_sameBits() {
        PersistentManifold other = new PersistentManifold();
        long[][] script = {{-ONE, -ONE, 0}, {ONE, ONE, 2}, {ONE, -ONE, 1}, {-ONE, ONE, 3}, {ONE / 3, ONE / 5, 8}, {2 * ONE, 0, 9}};
        for (long[] f : script) {
            pm.update(STILL, lift(-3), freshPoint(f[0], f[1], DEPTH, (int) f[2]), 0);
            other.update(STILL, lift(-3), freshPoint(f[0], f[1], DEPTH, (int) f[2]), 0);
            assertTrue(pm.manifold().sameBits(other.manifold()));
        }
    }
}
