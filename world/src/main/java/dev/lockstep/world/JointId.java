package dev.lockstep.world;

/**
 * A stable handle to a joint: its slot index and the slot's generation when the joint was created.
 * Like {@link BodyId}, a handle of a destroyed (or broken) joint is rejected by every {@link World}
 * call, even after its slot is reused.
 *
 * @param index the joint's slot, {@code >= 0}; the joint's solve order and its id in state encodings
 * @param generation incremented each time the slot is reused
 */
public record JointId(int index, int generation) {
    @Override
    public String toString() {
        return "joint " + index + "#" + generation;
    }
}
