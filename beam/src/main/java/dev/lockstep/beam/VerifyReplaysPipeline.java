package dev.lockstep.beam;

import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.io.FileIO;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.options.Default;
import org.apache.beam.sdk.options.Description;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.options.Validation;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.PCollection;

/**
 * The replay verification pipeline: match {@code --input} (any Beam file pattern: local, {@code gs://},
 * {@code s3://}, {@code hdfs://} with the matching file system on the classpath), verify every file with
 * {@link VerifyReplayFn}, and write the verdict lines as text shards under {@code --output}. The runner is
 * chosen the Beam way ({@code --runner=...}); this module bundles none.
 */
public final class VerifyReplaysPipeline {
    /** Command-line options of {@link #main}. */
    public interface Options extends PipelineOptions {
        /** Returns the file pattern of the replays. */
        @Description("Replay files to verify: a Beam file pattern, e.g. /data/replays/*.lsr or gs://bucket/replays/**")
        @Validation.Required
        String getInput();

        /** Sets the file pattern of the replays. */
        void setInput(String value);

        /** Returns the output prefix of the verdict shards. */
        @Description("Output prefix of the verdict shards (JSON lines, one per replay)")
        @Validation.Required
        String getOutput();

        /** Sets the output prefix. */
        void setOutput(String value);

        /** Returns the largest replay file verified. */
        @Description("Largest replay file verified; a larger one is reported CORRUPT without being read")
        @Default.Long(1L << 30)
        long getMaxBytes();

        /** Sets the largest replay file verified. */
        void setMaxBytes(long value);
    }

    private VerifyReplaysPipeline() {
    }

    /** Adds match, read and verify to {@code pipeline}; returns the verdict lines, one per matched file. */
    public static PCollection<String> verdictLines(Pipeline pipeline, String filePattern, long maxBytes) {
        return pipeline.apply("MatchReplays", FileIO.match().filepattern(filePattern))
                .apply("OpenReplays", FileIO.readMatches())
                .apply("VerifyReplays", ParDo.of(new VerifyReplayFn(maxBytes)));
    }

    /** Builds the whole pipeline: verdict lines written as {@code OUTPUT-SSSSS-of-NNNNN.jsonl} shards. */
    public static Pipeline create(Options options) {
        Pipeline p = Pipeline.create(options);
        verdictLines(p, options.getInput(), options.getMaxBytes())
                .apply("WriteVerdicts", TextIO.write().to(options.getOutput()).withSuffix(".jsonl"));
        return p;
    }

    /** Runs the pipeline with the options of {@code args} and waits for it. */
    public static void main(String[] args) {
        Options options = PipelineOptionsFactory.fromArgs(args).withValidation().as(Options.class);
        PipelineResult.State state = create(options).run().waitUntilFinish();
        System.out.println("verify-replays pipeline: " + state);
    }
}
