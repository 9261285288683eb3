package dev.lockstep.collision.toi;

import static dev.lockstep.collision.SteadyStateAllocation.assertSomePassAllocatesNothing;

import dev.lockstep.collision.internal.narrow.HullScenes;
import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Steady-state {@link TimeOfImpact} queries allocate nothing, scanning and walking alike, counted
 * in bytes by the JVM's per-thread allocation counter: some pass over the same window allocates
 * exactly 0 bytes ({@link dev.lockstep.collision.SteadyStateAllocation}).
 */
class TimeOfImpactAllocationTest {
    private static final long ONE = Fixed.ONE;

    @Test
    void scanningAndWalking_allocateNothing() {
        Random r = new Random(0xA110_7013L);
        // a box and 8 points (scanning), 40 and 100 points (walking); closing, still and receding
        ConvexHull[] hulls = {ConvexHull.box(new Vec3(ONE, ONE, ONE)), HullScenes.randomHull(r, 8, ONE),
            HullScenes.randomHull(r, 40, ONE), HullScenes.randomHull(r, 100, ONE)};
        Transform[] poses = new Transform[16];
        for (int i = 0; i < poses.length; i++) {
            poses[i] = Transform.of(HullScenes.randomRotation(r), new Vec3((r.nextInt(5) - 2) * ONE, r.nextInt(3) * (ONE / 2), 0));
        }
        Vec3[] velocities = {new Vec3(-2 * ONE, 0, 0), Vec3.ZERO, new Vec3(ONE, ONE / 2, 0)};
        SatWorkspace ws = new SatWorkspace();
        ToiResult out = new ToiResult();
        int rounds = 100;
        long[] sink = new long[1];
        Runnable work = () -> {
            for (int i = 0; i < hulls.length; i++) {
                for (int j = 0; j < hulls.length; j++) {
                    Vec3 v = velocities[(i + j) % velocities.length];
                    Transform ta = poses[(3 * i + j) % 16];
                    Transform tb = poses[(5 * j + i + 1) % 16];
                    TimeOfImpact.compute(hulls[i], ta, Vec3.ZERO, hulls[j], tb, v, ws, out);
                    sink[0] += out.tFirst;
                    TimeOfImpact.computeScanning(hulls[i], ta, Vec3.ZERO, hulls[j], tb, v, ws, out);
                    sink[0] += out.tFirst;
                    TimeOfImpact.computeWalking(hulls[i], ta, Vec3.ZERO, hulls[j], tb, v, ws, out);
                    sink[0] += out.tFirst;
                }
            }
        };
        assertSomePassAllocatesNothing(work, rounds, rounds / 4, "time-of-impact queries");
    }
}
