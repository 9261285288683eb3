package dev.lockstep.tools.simulate;

/** A scene that cannot be run; the message starts with the JSON path of the problem ({@code bodies[3].shapes[0].radius: ...}). */
public final class SceneException extends Exception {
    private static final long serialVersionUID = 1L;

    public SceneException(String message) {
        super(message);
    }
}
