package dev.lockstep.world;

/**
 * A stable handle to a body: its slot index and the slot's generation when the body was created.
 * A handle is never object identity: two handles to one body are {@code equals}, and the handle of
 * a destroyed body is rejected with a clear error by every {@link World} call, even after its slot
 * is reused (the generation differs).
 *
 * @param index the body's slot, {@code >= 0}; also the body's id in canonical state encodings
 * @param generation incremented each time the slot is reused
 */
public record BodyId(int index, int generation) {
    @Override
    public String toString() {
        return "body " + index + "#" + generation;
    }
}
