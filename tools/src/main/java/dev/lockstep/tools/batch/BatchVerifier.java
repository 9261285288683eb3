package dev.lockstep.tools.batch;

import dev.lockstep.replay.SimulationRegistry;
import dev.lockstep.replay.Verdict;
import dev.lockstep.replay.Verdicts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Verifies replay files on {@code jobs} worker threads and hands the verdicts to a sink in input order,
 * whatever order the workers finish in.
 *
 * <p>Memory stays bounded: at most {@code jobs} replays are open (a semaphore taken before a file is handed
 * to a worker), each streamed by its reader; finished verdicts wait for their turn in a window of at most
 * {@value #WINDOW_PER_JOB} per job, after which the submitting thread waits for the oldest. A file larger
 * than {@code maxBytes} is reported CORRUPT without being opened.
 */
public final class BatchVerifier {
    /** Finished-but-not-yet-reported verdicts kept per job before submission waits for the oldest. */
    static final int WINDOW_PER_JOB = 256;

    /** Receives the verdicts, in input order, on the thread that called {@link #run}. */
    @FunctionalInterface
    public interface Sink {
        /** Accepts the verdict of {@code path}, the {@code index}-th input. */
        void accept(int index, Path path, Verdict verdict);
    }

    private final SimulationRegistry registry;
    private final int jobs;
    private final long maxBytes;
    private final ThreadFactory threads;

    /**
     * @param registry the simulations replays may name
     * @param jobs     worker threads, at least 1
     * @param maxBytes largest file verified; a larger one is reported, not read
     */
    public BatchVerifier(SimulationRegistry registry, int jobs, long maxBytes) {
        this(registry, jobs, maxBytes, null);
    }

    /**
     * Like {@link #BatchVerifier(SimulationRegistry, int, long)}, with the worker threads made by {@code threads}
     * (a measuring harness accounts their CPU and blocked time); null for daemon threads named
     * {@code verify-batch-N}.
     */
    public BatchVerifier(SimulationRegistry registry, int jobs, long maxBytes, ThreadFactory threads) {
        if (jobs < 1) {
            throw new IllegalArgumentException("jobs " + jobs + " below 1");
        }
        this.registry = registry;
        this.jobs = jobs;
        this.maxBytes = maxBytes;
        this.threads = threads;
    }

    /** Verifies every file of {@code paths} and passes each verdict to {@code sink} in the order of {@code paths}. */
    public void run(List<Path> paths, Sink sink) throws InterruptedException {
        AtomicInteger threadNumber = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(jobs, threads != null ? threads : r -> {
            Thread t = new Thread(r, "verify-batch-" + threadNumber.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        Semaphore open = new Semaphore(jobs);
        ArrayDeque<Future<Verdict>> pending = new ArrayDeque<>();
        int reported = 0;
        try {
            for (Path path : paths) {
                open.acquire();
                pending.add(pool.submit(() -> {
                    try {
                        return verifyOne(path);
                    } finally {
                        open.release();
                    }
                }));
                while (!pending.isEmpty() && (pending.peek().isDone() || pending.size() > jobs * WINDOW_PER_JOB)) {
                    sink.accept(reported, paths.get(reported), take(pending.poll()));
                    reported++;
                }
            }
            while (!pending.isEmpty()) {
                sink.accept(reported, paths.get(reported), take(pending.poll()));
                reported++;
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Returns the verdict of one file: its size checked against the limit, then {@link Verdicts#verify}. */
    Verdict verifyOne(Path path) {
        try {
            long size = Files.size(path);
            if (size > maxBytes) {
                return Verdict.corrupt("", -1, maxBytes, -1, "file of " + size + " bytes exceeds the limit of " + maxBytes
                        + " bytes (--max-bytes); not read");
            }
        } catch (IOException e) {
            return Verdict.error("", -1, "cannot read " + path + ": " + e);
        }
        return Verdicts.verify(path, registry);
    }

    private static Verdict take(Future<Verdict> f) throws InterruptedException {
        try {
            return f.get();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            // Verdicts.verify returns a verdict for every exception; only a bug here can reach this line.
            return Verdict.error("", -1, "verifier failed (a bug in lockstep): " + cause);
        }
    }
}
