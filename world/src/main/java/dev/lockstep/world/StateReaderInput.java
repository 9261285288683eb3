package dev.lockstep.world;

import dev.lockstep.replay.hash.StateReader;

/** {@link StateInput} over the replay module's canonical byte reader. */
final class StateReaderInput implements StateInput {
    private final StateReader reader;

    StateReaderInput(StateReader reader) {
        this.reader = reader;
    }

    @Override
    public void beginPart(String name) {
        reader.beginPart(name);
    }

    @Override
    public long body() {
        return reader.body();
    }

    @Override
    public boolean atBody() {
        return reader.atBody();
    }

    @Override
    public long field(String name) {
        return reader.field(name);
    }

    @Override
    public String where() {
        return "byte " + reader.position();
    }
}
