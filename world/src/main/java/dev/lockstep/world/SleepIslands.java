package dev.lockstep.world;

/**
 * Islands and sleep, rebuilt every tick (research brief (b), "islands and sleep"; the persistent
 * islands of Box2D are a documented deviation, design.md): union-find over the awake bodies
 * through touching contacts between two dynamic bodies and through joints (the root of an island
 * is its smallest body index); an island whose every body has been below the sleep threshold for
 * {@link WorldDef#sleepTicks} ticks goes to sleep as one sleep set, its members linked after the
 * root in ascending index order. The arrays are scratch, never state.
 */
final class SleepIslands {
    private int[] islandParent = new int[16];
    private int[] islandMinSleep = new int[16];

    /** Puts every island of the awake bodies whose bodies have all been slow for {@code sleepTicksToSleep} ticks to sleep. */
    void sleep(Bodies b, int[] awakeList, int awakeCount, Contact[] contacts, int contactCount, Joints joints,
            int sleepTicksToSleep) {
        if (awakeCount == 0) {
            return;                        // no island to build, nobody to hold awake
        }
        if (islandParent.length < b.count) {
            islandParent = new int[b.capacity];
            islandMinSleep = new int[b.capacity];
        }
        for (int k = 0; k < awakeCount; k++) {
            int i = awakeList[k];
            islandParent[i] = i;
            islandMinSleep[i] = Integer.MAX_VALUE;
        }
        for (int k = 0; k < contactCount; k++) {
            Contact c = contacts[k];
            if (!c.touching || c.bodyB < 0) {
                continue;
            }
            int ia = c.bodyA;
            int ib = c.bodyB;
            if (!b.awake[ia] || !b.awake[ib] || !b.isDynamic(ia) || !b.isDynamic(ib)) {
                continue;
            }
            int ra = find(ia);
            int rb = find(ib);
            if (ra != rb) {
                if (ra < rb) {
                    islandParent[rb] = ra;
                } else {
                    islandParent[ra] = rb;
                }
            }
        }
        // joints keep their bodies in one island
        for (int j = 0; j < joints.count; j++) {
            Joint joint = joints.slot[j];
            if (joint == null) {
                continue;
            }
            int ia = joint.bodyA;
            int ib = joint.bodyB;
            if (b.awake[ia] && b.awake[ib] && b.isDynamic(ia) && b.isDynamic(ib)) {
                int ra = find(ia);
                int rb = find(ib);
                if (ra < rb) {
                    islandParent[rb] = ra;
                } else if (rb < ra) {
                    islandParent[ra] = rb;
                }
            }
            holdAwake(b, ia, ib);
            holdAwake(b, ib, ia);
        }
        // a kinematic body that moves keeps the dynamic bodies it touches awake
        for (int k = 0; k < contactCount; k++) {
            Contact c = contacts[k];
            if (!c.touching || c.bodyB < 0) {
                continue;
            }
            holdAwake(b, c.bodyA, c.bodyB);
            holdAwake(b, c.bodyB, c.bodyA);
        }
        for (int k = 0; k < awakeCount; k++) {
            int i = awakeList[k];
            int r = find(i);
            islandMinSleep[r] = Math.min(islandMinSleep[r], b.sleepTicks[i]);
        }
        // every body of a sleepy island sleeps; each island becomes a sleep set headed by its root
        for (int k = 0; k < awakeCount; k++) {
            int i = awakeList[k];
            int r = find(i);
            if (islandMinSleep[r] < sleepTicksToSleep) {
                continue;
            }
            b.awake[i] = false;
            b.vx[i] = 0;
            b.vy[i] = 0;
            b.vz[i] = 0;
            b.wx[i] = 0;
            b.wy[i] = 0;
            b.wz[i] = 0;
            b.sleepSet[i] = r;
            b.sleepNext[i] = -1;
        }
        // link each set's members after its root in ascending index order (inserted from the end)
        for (int k = awakeCount - 1; k >= 0; k--) {
            int i = awakeList[k];
            int r = b.sleepSet[i];
            if (b.awake[i] || r == i) {
                continue;
            }
            b.sleepNext[i] = b.sleepNext[r];
            b.sleepNext[r] = i;
        }
    }

    private static void holdAwake(Bodies b, int kinematic, int other) {
        if (b.type[kinematic] == (byte) BodyType.KINEMATIC.ordinal() && b.sleepTicks[kinematic] == 0 && b.isDynamic(other)
                && b.awake[other]) {
            b.sleepTicks[other] = 0;
        }
    }

    private int find(int i) {
        int r = i;
        while (islandParent[r] != r) {
            r = islandParent[r];
        }
        while (islandParent[i] != r) {
            int next = islandParent[i];
            islandParent[i] = r;
            i = next;
        }
        return r;
    }
}
