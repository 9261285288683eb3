package dev.lockstep.world;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Jazzer fuzz test of restoring forged joint state: the fuzzer overwrites up to four longs of the
 * joint section of a genuine snapshot ({@link JointStateTest}'s scene: a limited hinge, a freed
 * slot, a spring) with its own values, or cuts the snapshot short. Restore must either succeed or
 * throw {@link IllegalArgumentException}; a restored world must then step, where only the documented
 * overflow ({@link ArithmeticException}: a forged impulse at the state bound on a light body) may
 * stop it. Anything else (a trace from an index, a null) is a finding.
 *
 * <p>In the normal suite Jazzer runs this in regression mode; fuzz for real with
 * {@code JAZZER_FUZZ=1 mvn -o -pl world -am test -Dtest=JointStateFuzzTest}.
 */
class JointStateFuzzTest {
    private static WorldSnapshot genuine;
    private static int jointsFrom;

    private static synchronized void prepare() {
        if (genuine != null) {
            return;
        }
        World w = JointStateTest.scene();
        genuine = new WorldSnapshot();
        w.snapshot(genuine);
        for (int i = 0; i < genuine.length; i++) {
            if (genuine.data[i] == JointState.HEADER) {
                jointsFrom = i;
                return;
            }
        }
        throw new AssertionError("the scene has no joint section");
    }

    @FuzzTest(maxDuration = "30s")
    void fuzzForgedJointSection(FuzzedDataProvider data) {
        prepare();
        WorldSnapshot forged = new WorldSnapshot();
        forged.copyFrom(genuine);
        int changes = data.consumeInt(0, 4);
        for (int c = 0; c < changes; c++) {
            int at = data.consumeInt(jointsFrom, genuine.length - 1);
            forged.data[at] = data.consumeBoolean() ? data.consumeLong() : data.consumeLong(-4, 300);
        }
        if (data.consumeBoolean()) {
            forged.length = data.consumeInt(jointsFrom, genuine.length);
        }
        World w = JointStateTest.scene();
        try {
            w.restore(forged);
        } catch (IllegalArgumentException rejected) {
            return;
        }
        try {
            for (int t = 0; t < 5; t++) {
                w.step();
            }
        } catch (ArithmeticException documentedOverflow) {
            // a forged impulse at the state bound may overflow a light body's velocity: it throws, never wraps
        }
    }
}
