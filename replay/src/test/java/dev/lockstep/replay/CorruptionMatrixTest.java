package dev.lockstep.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.lockstep.replay.testing.ArenaSimulation;
import dev.lockstep.replay.testing.InputScript;
import dev.lockstep.replay.testing.Recordings;
import dev.lockstep.replay.testing.ReplayFiles;
import dev.lockstep.replay.testing.ReplayFiles.Outcome;
import dev.lockstep.replay.testing.ReplayFiles.Region;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 6, "Corruption matrix": truncation at every byte offset of a small and a multi-block replay,
 * every single-bit flip in the first 4 KiB, random multi-bit flips and splices. Strict mode must reject
 * 100%; recovery mode must return exactly the ticks whose records end before the first damaged
 * fragment and report that fragment's offset, or reject a damaged preamble/header. Only
 * {@link dev.lockstep.replay.format.ReplayFormatException} may escape ({@link ReplayFiles#read} lets
 * anything else fail the test), and each read's allocation is bounded.
 *
 * <p>The class timeout is a hang guard, not a timing assertion.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class CorruptionMatrixTest {
    /** Per-read allocation bound: two 64 KiB buffers, a block, record buffers and bookkeeping. */
    private static final long MAX_ALLOCATED_BYTES_PER_READ = 1 << 20;

    private static byte[] small;
    private static byte[] multiBlock;
    private static Outcome smallClean;
    private static Outcome multiClean;

    @BeforeAll
    static void record() {
        small = Recordings.record(new ArenaSimulation(6, 3), new InputScript(3, 2, 12), 3, 24, 8);
        multiBlock = Recordings.record(new ArenaSimulation(10, 4), new InputScript(4, 5, 120), 4, 84, 30);
        smallClean = ReplayFiles.read(small, ReplayReader.Mode.STRICT);
        multiClean = ReplayFiles.read(multiBlock, ReplayReader.Mode.STRICT);
        assertTrue(multiBlock.length > 32768, "multi-block replay spans 2+ blocks: " + multiBlock.length);
        assertTrue(smallClean.complete() && multiClean.complete());
    }

    @Test
    void cleanFiles_readCompletely() {
        assertEquals(24, smallClean.tickCount());
        assertEquals(84, multiClean.tickCount());
        assertNull(smallClean.error());
    }

    @Test
    void truncationAtEveryOffset_small() {
        truncateEverywhere(small, smallClean);
    }

    @Test
    void truncationAtEveryOffset_multiBlock() {
        truncateEverywhere(multiBlock, multiClean);
    }

    private static void truncateEverywhere(byte[] file, Outcome clean) {
        List<Region> regions = ReplayFiles.regions(file);
        for (int length = 0; length < file.length; length++) {
            byte[] cut = Arrays.copyOf(file, length);
            Outcome strict = ReplayFiles.read(cut, ReplayReader.Mode.STRICT);
            assertNotNull(strict.error(), "strict accepted a file truncated to " + length);
            long expectedOffset = length;
            for (Region r : regions) {
                if (!r.trailer() && r.start() < length && length < r.end()) {
                    expectedOffset = r.start();
                }
            }
            checkRecovery(cut, clean, expectedOffset, "truncated to " + length);
        }
    }

    @Test
    void everySingleBitFlipInTheFirst4KiB_isDetected() {
        for (byte[] file : new byte[][] {small, multiBlock}) {
            Outcome clean = file == small ? smallClean : multiClean;
            List<Region> regions = ReplayFiles.regions(file);
            int limit = Math.min(4096, file.length);
            for (int i = 0; i < limit; i++) {
                for (int bit = 0; bit < 8; bit++) {
                    byte[] bad = file.clone();
                    bad[i] ^= (byte) (1 << bit);
                    Outcome strict = ReplayFiles.read(bad, ReplayReader.Mode.STRICT);
                    assertNotNull(strict.error(), "strict accepted a flip of bit " + bit + " at byte " + i);
                    checkRecovery(bad, clean, ReplayFiles.regionOf(regions, i).start(), "bit " + bit + " of byte " + i);
                }
            }
        }
    }

    @Test
    void randomMultiBitFlips_areDetected() {
        SplittableRandom rnd = new SplittableRandom(0x5EED_F11BL);
        List<Region> regions = ReplayFiles.regions(multiBlock);
        for (int trial = 0; trial < 600; trial++) {
            byte[] bad = multiBlock.clone();
            int flips = 2 + rnd.nextInt(6);
            long first = Long.MAX_VALUE;
            for (int f = 0; f < flips; f++) {
                int at = rnd.nextInt(bad.length);
                bad[at] ^= (byte) (1 + rnd.nextInt(255));
                first = Math.min(first, at);
            }
            if (Arrays.equals(bad, multiBlock)) {
                continue;
            }
            first = firstDifference(multiBlock, bad);
            assertNotNull(ReplayFiles.read(bad, ReplayReader.Mode.STRICT).error(), "trial " + trial);
            checkRecovery(bad, multiClean, ReplayFiles.regionOf(regions, first).start(), "multi-flip trial " + trial);
        }
    }

    @Test
    void splices_areDetected() {
        SplittableRandom rnd = new SplittableRandom(0x5911CEL);
        List<Region> regions = ReplayFiles.regions(multiBlock);
        int n = multiBlock.length;
        for (int trial = 0; trial < 300; trial++) {
            int a = rnd.nextInt(n);
            int b = a + 1 + rnd.nextInt(Math.min(4000, n - a));
            byte[] segment = Arrays.copyOfRange(multiBlock, a, b);
            int insertAt = rnd.nextInt(n);
            byte[] bad;
            switch (trial % 3) {
                case 0: // duplicate a segment at another position
                    bad = concat(Arrays.copyOf(multiBlock, insertAt), segment, Arrays.copyOfRange(multiBlock, insertAt, n));
                    break;
                case 1: // cut a segment out
                    bad = concat(Arrays.copyOf(multiBlock, a), Arrays.copyOfRange(multiBlock, b, n));
                    break;
                default: // overwrite with a segment from elsewhere
                    bad = multiBlock.clone();
                    System.arraycopy(segment, 0, bad, insertAt, Math.min(segment.length, n - insertAt));
                    break;
            }
            long first = firstDifference(multiBlock, bad);
            if (first < 0) {
                continue;
            }
            assertNotNull(ReplayFiles.read(bad, ReplayReader.Mode.STRICT).error(), "splice trial " + trial);
            long regionStart = first >= n ? n : ReplayFiles.regionOf(regions, first).start();
            checkRecovery(bad, multiClean, regionStart, "splice trial " + trial);
        }
    }

    private static long firstDifference(byte[] clean, byte[] bad) {
        int n = Math.min(clean.length, bad.length);
        for (int i = 0; i < n; i++) {
            if (clean[i] != bad[i]) {
                return i;
            }
        }
        return clean.length == bad.length ? -1 : n;
    }

    private static byte[] concat(byte[]... parts) {
        int total = 0;
        for (byte[] p : parts) {
            total += p.length;
        }
        byte[] out = new byte[total];
        int pos = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, pos, p.length);
            pos += p.length;
        }
        return out;
    }

    /**
     * Recovery must either reject (when the damage reaches the preamble or header record) or return
     * exactly the clean ticks whose records end at or before {@code defectOffset}, reporting that offset.
     */
    private static void checkRecovery(byte[] bad, Outcome clean, long defectOffset, String what) {
        long before = allocatedBytes();
        Outcome rec = ReplayFiles.read(bad, ReplayReader.Mode.RECOVER);
        long allocated = allocatedBytes() - before;
        assertTrue(allocated < MAX_ALLOCATED_BYTES_PER_READ, what + ": allocated " + allocated + " bytes");
        long headerEnd = clean.headerEnd();
        if (rec.error() != null) {
            if (defectOffset >= headerEnd) {
                fail(what + ": recovery rejected damage after the header: " + rec.error().getMessage());
            }
            return;
        }
        if (defectOffset < headerEnd) {
            fail(what + ": recovery accepted a damaged preamble/header");
        }
        int expectedTicks = 0;
        for (long[] t : clean.ticks()) {
            if (t[2] <= defectOffset) {
                expectedTicks++;
            }
        }
        assertNotNull(rec.recovery(), what + ": damaged file read as complete");
        assertEquals(expectedTicks, rec.tickCount(), () -> what + ": " + rec.recovery().describe());
        assertEquals(defectOffset, rec.recovery().defectOffset(), () -> what + ": " + rec.recovery().describe());
        for (int i = 0; i < expectedTicks; i++) {
            assertEquals(clean.ticks().get(i)[1], rec.ticks().get(i)[1], what + ": hash of tick " + i);
        }
        String d = rec.recovery().describe();
        assertTrue(d.startsWith("truncated ") && d.contains(" at byte " + defectOffset + ": "), d);
    }

    private static long allocatedBytes() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean()).getCurrentThreadAllocatedBytes();
    }
}
