package dev.lockstep.tools.bench;

import dev.lockstep.tools.batch.BatchVerifier;
import dev.lockstep.tools.replay.BatchCorpus;
import dev.lockstep.tools.scenario.ScenarioRegistry;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where {@code verify-batch}'s scaling goes on a shared machine: alternating passes over the same corpus with 1
 * and 2 worker threads, each reporting wall time, the workers' CPU time, and the time they spent blocked on a
 * monitor or waiting (thread contention monitoring). A pass whose workers are never blocked or waiting and
 * whose CPU time is split evenly scales with the cores it is given; then {@code cpu(1 job) / max worker
 * cpu(2 jobs)} is the speedup two free cores would give, whatever the other processes on the machine do.
 *
 * <p>{@code main(DIR [ROUNDS])}: DIR is written with the benchmark corpus ({@link BatchCorpus}, 180 good, 10
 * desync, 10 corrupt, length scale 10) when it has no replays yet.
 */
public final class VerifyBatchScaling {
    private static final ThreadMXBean BEAN = ManagementFactory.getThreadMXBean();

    private VerifyBatchScaling() {
    }

    /** One pass: wall and CPU milliseconds, the slowest worker's CPU, blocked and waited milliseconds. */
    record Pass(int jobs, long wallMs, long cpuMs, long maxWorkerCpuMs, long blockedMs, long waitedMs) {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        if (!Files.isDirectory(dir) || Files.list(dir).findAny().isEmpty()) {
            BatchCorpus.write(dir, 180, 10, 10, 10);
        }
        List<Path> files = new ArrayList<>();
        try (var s = Files.list(dir)) {
            s.filter(p -> p.toString().endsWith(".lsr")).sorted().forEach(files::add);
        }
        BEAN.setThreadContentionMonitoringEnabled(true);
        for (int w = 0; w < 3; w++) {
            pass(files, 2);                               // warm-up: JIT the scenarios and the verifier
        }
        System.out.println("jobs  wall ms  worker cpu ms  max worker cpu ms  blocked ms  waited ms  cpu/wall");
        for (int r = 0; r < rounds; r++) {
            for (int jobs = 1; jobs <= 2; jobs++) {
                Pass p = pass(files, jobs);
                System.out.printf("%4d %8d %14d %18d %11d %10d %9.2f%n", p.jobs(), p.wallMs(), p.cpuMs(),
                        p.maxWorkerCpuMs(), p.blockedMs(), p.waitedMs(), p.cpuMs() / (double) p.wallMs());
            }
        }
    }

    private static Pass pass(List<Path> files, int jobs) throws InterruptedException, IOException {
        List<Thread> workers = new ArrayList<>();
        long[] cpu = new long[jobs + 1];
        long[] blocked = new long[jobs + 1];
        long[] waited = new long[jobs + 1];
        BatchVerifier v = new BatchVerifier(ScenarioRegistry.reference(), jobs, 1L << 30, r -> {
            int slot = workers.size();
            Thread t = new Thread(() -> {
                try {
                    r.run();
                } finally {
                    cpu[slot] = BEAN.getCurrentThreadCpuTime();
                    ThreadInfo info = BEAN.getThreadInfo(Thread.currentThread().getId());
                    blocked[slot] = info.getBlockedTime();
                    waited[slot] = info.getWaitedTime();
                }
            }, "scaling-worker-" + slot);
            workers.add(t);
            return t;
        });
        long start = System.nanoTime();
        v.run(files, (index, path, verdict) -> { });
        long wall = System.nanoTime() - start;
        for (Thread t : workers) {
            t.join();
        }
        long cpuSum = 0;
        long cpuMax = 0;
        long blockedSum = 0;
        long waitedSum = 0;
        for (int i = 0; i < workers.size(); i++) {
            cpuSum += cpu[i];
            cpuMax = Math.max(cpuMax, cpu[i]);
            blockedSum += blocked[i];
            waitedSum += waited[i];
        }
        return new Pass(jobs, wall / 1_000_000, cpuSum / 1_000_000, cpuMax / 1_000_000, blockedSum, waitedSum);
    }
}
