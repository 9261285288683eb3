package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The head of {@code ragdoll-pile4} without rolling resistance or damping (docs/experiments.md): it
 * lies on the ground beside its torso and rolls to and fro about the axis through its contact point
 * and its neck anchor, held against the neck's soft cone limit by the torso's lean. The rocking is
 * the soft limit's spring (its 3.3 mrad static deflection under the lean); it must lose energy,
 * never gain it, and rolling resistance on the parts ends it.
 */
class RagdollNeckRockingTest {
    private static final int SETTLE_TICKS = 200;
    private static final int WINDOW_TICKS = 100;
    private static final int WINDOWS = 4;

    /** Kinetic energy of a sphere (isotropic inertia), J, for display and comparison only. */
    private static double kineticEnergy(Bodies b, int i) {
        double m = 1 / Fixed.toDoubleForDisplay(b.invMass[i]);
        double inertia = 1 / Fixed.toDoubleForDisplay(b.invInertiaLocal[6 * i]);
        double v2 = sq(b.vx[i]) + sq(b.vy[i]) + sq(b.vz[i]);
        double w2 = sq(b.wx[i]) + sq(b.wy[i]) + sq(b.wz[i]);
        return 0.5 * m * v2 + 0.5 * inertia * w2;
    }

    private static double sq(long raw) {
        double x = Fixed.toDoubleForDisplay(raw);
        return x * x;
    }

    /**
     * Peak kinetic energy of the head per 100-tick window after the pile settles: each window's
     * peak below the one before (or the pile asleep, which ends the rocking). A cone row whose
     * direction is kept from the start of the step (Box3D's swing axis) instead of rebuilt at every
     * build fails this: the head's peak energy grows from 5e-6 J to 4.7e-5 J in 600 ticks.
     */
    /**
     * With {@link JointScenes#LIMB_ROLLING_RESISTANCE} on the parts' shapes and no damping the pile
     * sleeps at tick 136; without it, at tick 3212.
     */
    @Test
    void headRockingAgainstItsNeckConeLimit_endsWithRollingResistance() {
        World w = new World(new WorldDef());
        JointScenes.ragdollPile(w, 4);
        int tick = Scenes.stepUntilAsleep(w, 300);
        assertTrue(tick > 0, "the pile is still awake after 300 ticks");
    }

    @Test
    void headRockingAgainstItsNeckConeLimit_losesEnergyWindowOverWindow() {
        World w = new World(new WorldDef());
        List<JointScenes.Ragdoll> dolls = JointScenes.ragdollPile(w, 4, 0);
        int head = dolls.get(1).bodies().get(2).index();
        for (int t = 0; t < SETTLE_TICKS; t++) {
            w.step();
        }
        double previous = Double.MAX_VALUE;
        for (int k = 0; k < WINDOWS; k++) {
            double peak = 0;
            for (int t = 0; t < WINDOW_TICKS; t++) {
                w.step();
                peak = Math.max(peak, kineticEnergy(w.bodies, head));
            }
            if (w.awakeBodyCount() == 0) {
                return;                                      // asleep: nothing left to rock
            }
            System.out.printf("window %d: head peak kinetic energy %.4e J%n", k, peak);
            assertTrue(peak < previous, "window " + k + ": peak " + peak + " J not below the previous window's " + previous + " J");
            previous = peak;
        }
    }
}
