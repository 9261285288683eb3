package dev.lockstep.world.bench;

/** The engine names the benchmarks take as {@code @Param}: one factory for the scenes of every benchmark. */
final class Engines {
    /** Lockstep's world, sleeping off. */
    static final String LOCKSTEP = "lockstep";
    /** Lockstep's world, sleeping on (its default). */
    static final String LOCKSTEP_SLEEP = "lockstepSleep";
    static final String JBULLET = "jbullet";
    static final String ODE4J = "ode4j";
    /** Native Bullet through Libbulletjme (JNI). */
    static final String BULLET = "bullet";

    private Engines() {
    }

    /** Builds {@code layout} in engine {@code name}; every engine but {@link #LOCKSTEP_SLEEP} has sleeping off. */
    static BoxEngine create(String name, BoxLayout layout) {
        switch (name) {
            case LOCKSTEP:
                return new LockstepBoxes(layout, false);
            case LOCKSTEP_SLEEP:
                return new LockstepBoxes(layout, true);
            case JBULLET:
                return new JBulletBoxes(layout, false);
            case ODE4J:
                return new Ode4jBoxes(layout, false);
            case BULLET:
                return new NativeBulletBoxes(layout, false);
            default:
                throw new IllegalArgumentException("unknown engine \"" + name + "\"; one of lockstep, lockstepSleep, jbullet, ode4j, bullet");
        }
    }
}
