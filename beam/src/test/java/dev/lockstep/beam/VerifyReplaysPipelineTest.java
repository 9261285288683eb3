package dev.lockstep.beam;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lockstep.replay.Verdict;
import dev.lockstep.tools.CliRun;
import dev.lockstep.tools.replay.BatchCorpus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.beam.runners.direct.DirectRunner;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.metrics.MetricNameFilter;
import org.apache.beam.sdk.metrics.MetricQueryResults;
import org.apache.beam.sdk.metrics.MetricResult;
import org.apache.beam.sdk.metrics.MetricsFilter;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Beam pipeline on the Direct Runner (which processes elements in an arbitrary order, on several
 * threads) over the generated corpus: the same verdict lines as {@code verify-batch}, and the same counts
 * in Beam metrics.
 */
class VerifyReplaysPipelineTest {
    static final int OK = 180;
    static final int DESYNC = 10;
    static final int CORRUPT = 10;

    @TempDir
    Path dir;

    @Test
    void corpus_sameVerdictSetAsVerifyBatch_countedInMetrics() throws IOException {
        Path corpus = dir.resolve("corpus");
        List<BatchCorpus.Expected> expected = BatchCorpus.write(corpus, OK, DESYNC, CORRUPT, 1);

        VerifyReplaysPipeline.Options options = PipelineOptionsFactory.fromArgs(
                "--input=" + corpus + "/*.lsr", "--output=" + dir.resolve("out/verdicts"),
                "--targetParallelism=2").as(VerifyReplaysPipeline.Options.class);
        options.setRunner(DirectRunner.class);
        PipelineResult result = VerifyReplaysPipeline.create(options).run();
        assertEquals(PipelineResult.State.DONE, result.waitUntilFinish());

        List<String> beam = new ArrayList<>();
        try (Stream<Path> shards = Files.list(dir.resolve("out"))) {
            for (Path shard : (Iterable<Path>) shards.sorted()::iterator) {
                beam.addAll(Files.readAllLines(shard, StandardCharsets.UTF_8));
            }
        }
        beam.sort(null);

        Path report = dir.resolve("batch.jsonl");
        CliRun batch = CliRun.run("", "verify-batch", "--jobs", "2", "--report", report.toString(), corpus.toString());
        assertEquals(1, batch.exitCode(), batch.err());
        List<String> cli = Files.readAllLines(report, StandardCharsets.UTF_8);
        assertEquals(expected.size(), cli.size());
        assertEquals(cli, beam);

        assertEquals(OK, counter(result, Verdict.Kind.OK.name()));
        assertEquals(DESYNC, counter(result, Verdict.Kind.DESYNC.name()));
        assertEquals(CORRUPT, counter(result, Verdict.Kind.CORRUPT.name()));
        assertEquals(0, counter(result, Verdict.Kind.UNSUPPORTED.name()));
        assertEquals(0, counter(result, Verdict.Kind.ERROR.name()));
    }

    private static long counter(PipelineResult result, String name) {
        MetricQueryResults m = result.metrics().queryMetrics(MetricsFilter.builder()
                .addNameFilter(MetricNameFilter.named(VerifyReplayFn.NAMESPACE, name)).build());
        long sum = 0;
        for (MetricResult<Long> c : m.getCounters()) {
            sum += c.getAttempted();
        }
        return sum;
    }
}
