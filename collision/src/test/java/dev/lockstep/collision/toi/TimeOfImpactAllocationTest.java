package dev.lockstep.collision.toi;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lockstep.collision.internal.sat.SatWorkspace;
import dev.lockstep.collision.narrow.HullScenes;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import java.lang.management.ManagementFactory;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Steady-state {@link TimeOfImpact} queries allocate nothing, scanning and walking alike, counted
 * in bytes by the JVM's per-thread allocation counter (as {@code AllocationFreeTest}; JMH's
 * {@code gc.alloc.rate.norm} measures the same). Skipped on JVMs without
 * {@code com.sun.management.ThreadMXBean}.
 */
class TimeOfImpactAllocationTest {
    private static final long ONE = Fixed.ONE;

    @Test
    void scanningAndWalking_allocateNothing() {
        java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
        assumeTrue(bean instanceof com.sun.management.ThreadMXBean);
        com.sun.management.ThreadMXBean counter = (com.sun.management.ThreadMXBean) bean;
        assumeTrue(counter.isThreadAllocatedMemorySupported() && counter.isThreadAllocatedMemoryEnabled());

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
        for (int i = 0; i < rounds; i++) {
            work.run();
        }
        long tid = Thread.currentThread().getId();
        long before = counter.getThreadAllocatedBytes(tid);
        for (int i = 0; i < rounds; i++) {
            work.run();
        }
        long bytes = counter.getThreadAllocatedBytes(tid) - before;
        assertTrue(bytes < rounds, bytes + " bytes allocated by " + rounds + " rounds of time-of-impact queries (sink " + sink[0] + ")");
    }
}
