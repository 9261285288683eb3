package dev.lockstep.tools.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The directory name saved benchmark results go under: the CPU model, the processor count and the
 * JDK's feature version, e.g. {@code amd-epyc-2vcpu-jdk17}, so figures from different machines and
 * JDKs never share a table.
 */
final class MachineLabel {
    private MachineLabel() {
    }

    /** This machine and JVM (the CPU model from {@code /proc/cpuinfo} where it exists, else the architecture). */
    static String current() {
        return of(cpuModel(), Runtime.getRuntime().availableProcessors(), Runtime.version().feature());
    }

    /**
     * {@code model} lower-cased to its first three words of letters and digits, without the marks
     * and the clock speed vendors append ({@code (R)}, {@code (TM)}, {@code CPU}, {@code @ 2.20GHz}),
     * then {@code -Nvcpu-jdkF}.
     */
    static String of(String model, int cpus, int jdkFeature) {
        String m = model.toLowerCase(Locale.ROOT);
        int at = m.indexOf('@');
        if (at >= 0) {
            m = m.substring(0, at);
        }
        m = m.replace("(r)", " ").replace("(tm)", " ");
        StringBuilder sb = new StringBuilder();
        int words = 0;
        for (String w : m.split("[^a-z0-9]+")) {
            if (w.isEmpty() || w.equals("cpu") || w.equals("processor") || words == 3) {
                continue;
            }
            sb.append(w).append('-');
            words++;
        }
        if (words == 0) {
            sb.append("unknown-cpu-");
        }
        return sb.append(cpus).append("vcpu-jdk").append(jdkFeature).toString();
    }

    private static String cpuModel() {
        Path info = Path.of("/proc/cpuinfo");
        try {
            if (Files.isReadable(info)) {
                for (String line : Files.readAllLines(info, StandardCharsets.UTF_8)) {
                    if (line.startsWith("model name") && line.indexOf(':') > 0) {
                        return line.substring(line.indexOf(':') + 1).trim();
                    }
                }
            }
        } catch (IOException e) {
            // fall through: the architecture still names the machine kind
        }
        return System.getProperty("os.arch", "unknown");
    }
}
