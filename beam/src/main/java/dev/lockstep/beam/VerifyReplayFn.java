package dev.lockstep.beam;

import dev.lockstep.replay.SimulationRegistry;
import dev.lockstep.replay.Verdict;
import dev.lockstep.replay.Verdicts;
import dev.lockstep.tools.batch.VerdictReport;
import dev.lockstep.tools.scenario.ScenarioRegistry;
import java.io.IOException;
import java.nio.channels.Channels;
import java.util.EnumMap;
import java.util.Map;
import org.apache.beam.sdk.io.FileIO;
import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.transforms.DoFn;

/**
 * Verifies one matched replay file per element and outputs its verdict as a JSON report line (the line
 * {@code verify-batch --report out.jsonl} writes), counting verdicts by kind ({@link #NAMESPACE},
 * {@code OK}, {@code DESYNC}, ...) and re-simulated ticks ({@link #TICKS}) with Beam metrics.
 *
 * <p>The file is streamed from its channel, never loaded whole; a file larger than {@code maxBytes} is
 * reported CORRUPT without being opened. The registry is built per DoFn instance in {@link #setup()}
 * (it is not serializable, and a worker thread owns its instance).
 */
public final class VerifyReplayFn extends DoFn<FileIO.ReadableFile, String> {
    private static final long serialVersionUID = 1L;
    /** Metrics namespace of the verdict and tick counters. */
    public static final String NAMESPACE = "lockstep-verify";
    /** Counter of the ticks re-simulated and matched. */
    public static final String TICKS = "ticks";

    private final long maxBytes;
    private final Map<Verdict.Kind, Counter> verdicts = new EnumMap<>(Verdict.Kind.class);
    private final Counter ticks = Metrics.counter(NAMESPACE, TICKS);
    private transient SimulationRegistry registry;

    /** Creates the function; files larger than {@code maxBytes} are reported, not read. */
    public VerifyReplayFn(long maxBytes) {
        this.maxBytes = maxBytes;
        for (Verdict.Kind k : Verdict.Kind.values()) {
            verdicts.put(k, Metrics.counter(NAMESPACE, k.name()));
        }
    }

    /** Builds the simulation registry of this instance. */
    @Setup
    public void setup() {
        registry = ScenarioRegistry.reference();
    }

    /** Verifies one file and outputs its report line. */
    @ProcessElement
    public void processElement(@Element FileIO.ReadableFile file, OutputReceiver<String> out) {
        String path = file.getMetadata().resourceId().toString();
        Verdict v = verify(file);
        verdicts.get(v.kind()).inc();
        ticks.inc(v.ticks());
        out.output(VerdictReport.JSONL.line(path, v));
    }

    private Verdict verify(FileIO.ReadableFile file) {
        long size = file.getMetadata().sizeBytes();
        if (size > maxBytes) {
            return Verdict.corrupt("", -1, maxBytes, -1, "file of " + size + " bytes exceeds the limit of " + maxBytes
                    + " bytes; not read");
        }
        try {
            return Verdicts.verify(Channels.newInputStream(file.open()), registry);
        } catch (IOException e) {
            return Verdict.error("", -1, "cannot open " + file.getMetadata().resourceId() + ": " + e);
        }
    }
}
