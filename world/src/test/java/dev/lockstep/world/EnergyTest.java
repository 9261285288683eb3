package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 18, Proof: "total energy never grows in a closed pile". Sixteen unit boxes (restitution 0,
 * each turned about a different axis so they land on edges and corners; 1.8 m apart, more than a
 * turned cube's diagonal of 1.73 m, so nothing starts overlapping) fall into a
 * static bin (a ground box and four walls); every tick the total energy
 * {@code sum(m v^2 / 2 + w . I w / 2 + m g y)} (doubles, an oracle) must stay below its starting
 * value plus {@link #ENERGY_TOLERANCE_FRACTION}. Contacts, friction and restitution 0 only take
 * energy out; what could put it in is the solver's push-out of overlap (soft contacts) and rounding.
 */
class EnergyTest {
    /**
     * Largest accepted growth of the total over its start: 0.1% of the start's potential energy
     * above the bin floor (0.58 J). Measured: the total never rose above its start (largest
     * difference -0.053 J, at tick 1: free fall under the semi-implicit integrator already
     * loses a little); the largest rise from one tick to the next was 3.2e-3 J, of 659 J.
     */
    static final double ENERGY_TOLERANCE_FRACTION = 0.001;
    static final int TICKS = 300;

    @Test
    void boxesDroppedIntoBin_totalEnergyNeverGrows() {
        World world = new World(new WorldDef());
        Scenes.bin(world);
        List<BodyId> boxes = new ArrayList<>();
        int n = 0;
        long spacing = FixedDecimals.raw("1.8");
        long halfSpacing = FixedDecimals.raw("0.9");
        for (int layer = 0; layer < 4; layer++) {
            for (int i = 0; i < 2; i++) {
                for (int k = 0; k < 2; k++) {
                    n++;
                    // x, z = +-0.9, layers 1.8 m apart from y = 1.5; tilts of 0.1..1.6 rad about mixed axes
                    Quat tilt = Quat.fromAxisAngle(new Vec3(Fixed.fromInt(i + 2), Fixed.fromInt(layer + 1), Fixed.fromInt(k + 3)),
                            Fixed.mulInt(FixedDecimals.raw("0.1"), n));
                    boxes.add(world.createBody(new BodyDef().type(BodyType.DYNAMIC).rotation(tilt)
                            .position(new Vec3(Fixed.sub(Fixed.mulInt(spacing, i), halfSpacing),
                                    Fixed.add(FixedDecimals.raw("1.5"), Fixed.mulInt(spacing, layer)),
                                    Fixed.sub(Fixed.mulInt(spacing, k), halfSpacing)))
                            .shape(ShapeDef.box(new Vec3(Scenes.HALF, Scenes.HALF, Scenes.HALF)))));
                }
            }
        }
        double g = -Fixed.toDoubleForDisplay(WorldDef.DEFAULT_GRAVITY.y());
        double start = energy(world, boxes, g);
        double potentialAboveFloor = 0;
        for (BodyId b : boxes) {
            potentialAboveFloor += Fixed.toDoubleForDisplay(world.mass(b)) * g
                    * (Fixed.toDoubleForDisplay(world.centerOfMass(b).y()) - 0.5);
        }
        double allowed = start + ENERGY_TOLERANCE_FRACTION * potentialAboveFloor;
        double worstGrowth = Double.NEGATIVE_INFINITY;
        int worstTick = 0;
        double previous = start;
        double worstStepGrowth = 0;
        for (int t = 0; t < TICKS; t++) {
            world.step();
            double e = energy(world, boxes, g);
            if (e - start > worstGrowth) {
                worstGrowth = e - start;
                worstTick = (int) world.tick();
            }
            worstStepGrowth = Math.max(worstStepGrowth, e - previous);
            previous = e;
            assertTrue(e <= allowed, "total energy " + e + " J at tick " + world.tick() + " is above the start " + start
                    + " J plus the tolerance " + (allowed - start) + " J");
        }
        System.out.printf("EnergyTest: 16 boxes in a bin: start %.4f J (potential above the floor %.4f J), end %.4f J after %d ticks,"
                + " largest growth over start %.3e J at tick %d, largest one-tick growth %.3e J, awake at the end %d%n",
                start, potentialAboveFloor, previous, TICKS, worstGrowth, worstTick, worstStepGrowth, world.awakeBodyCount());
        assertTrue(previous < start - 0.5 * potentialAboveFloor, "the pile kept most of its energy: did it fall?");
    }

    /** Returns the total kinetic plus potential energy (J, zero at y = 0) of the boxes, in doubles. */
    static double energy(World world, List<BodyId> boxes, double g) {
        double total = 0;
        for (BodyId b : boxes) {
            double m = Fixed.toDoubleForDisplay(world.mass(b));
            Vec3 v = world.linearVelocity(b);
            double vx = Fixed.toDoubleForDisplay(v.x());
            double vy = Fixed.toDoubleForDisplay(v.y());
            double vz = Fixed.toDoubleForDisplay(v.z());
            // unit cube: I = m / 6 about every axis, so w . I w = (m / 6) |w|^2 in any frame
            Vec3 w = world.angularVelocity(b);
            double wx = Fixed.toDoubleForDisplay(w.x());
            double wy = Fixed.toDoubleForDisplay(w.y());
            double wz = Fixed.toDoubleForDisplay(w.z());
            total += 0.5 * m * (vx * vx + vy * vy + vz * vz) + 0.5 * (m / 6) * (wx * wx + wy * wy + wz * wz)
                    + m * g * Fixed.toDoubleForDisplay(world.centerOfMass(b).y());
        }
        return total;
    }
}
