package dev.lockstep.replay;

import java.io.IOException;

/**
 * The writer failed an earlier write or sync and refuses all further work: after an I/O error the
 * bytes on disk are unknown, so continuing could produce a file whose prefix lies. The cause is the
 * original error.
 */
public final class ReplayWriterPoisonedException extends IOException {
    private static final long serialVersionUID = 1L;

    ReplayWriterPoisonedException(String operation, IOException cause) {
        super("replay writer is poisoned (" + operation + " refused) after an earlier I/O error: " + cause.getMessage(), cause);
    }
}
