package dev.lockstep.replay;

import dev.lockstep.replay.format.SimulationRules;
import dev.lockstep.replay.hash.CanonicalEncoding;
import dev.lockstep.replay.hash.StateReader;
import dev.lockstep.replay.hash.StateSink;
import java.util.List;

/** A do-nothing simulation whose canonical encoding is exactly {@code size} bytes (blobs), for limit tests. */
final class BlobSimulation implements Simulation {
    private final SimulationRules rules = SimulationRules.of("blob", new byte[0], List.of("inputs"), List.of("data"));
    private final int size;
    private final byte[] chunk = new byte[CanonicalEncoding.MAX_BLOB_BYTES];

    BlobSimulation(int size) {
        this.size = size;
    }

    @Override
    public SimulationRules rules() {
        return rules;
    }

    @Override
    public void applyInputs(int tick, TickInputs inputs) {
    }

    @Override
    public void runPhase(int phase) {
    }

    @Override
    public void encodeState(StateSink out) {
        // version(1) + part tag(1) + name "data"(1+4) + end(1) = 8; each blob "b" costs 1+1+1+4 = 7 + len.
        out.beginPart("data");
        int left = size - 8;
        while (left > 0) {
            int len = Math.min(CanonicalEncoding.MAX_BLOB_BYTES, left - 7);
            if (left - 7 - len > 0 && left - 7 - len < 7) {
                len -= 7;
            }
            out.blob("b", chunk, 0, len);
            left -= 7 + len;
        }
    }

    @Override
    public void restore(StateReader snapshot) {
        snapshot.beginPart("data");
        snapshot.skipPart();
        snapshot.end();
    }
}
