package dev.lockstep.replay.format;

import dev.lockstep.replay.hash.CanonicalEncoding;
import dev.lockstep.replay.hash.Fnv1a64;
import java.util.Arrays;
import java.util.List;

/**
 * The rule set a replay was recorded under: kernel version, rounding spec, simulation id and parameters,
 * tick phases and state parts. Its {@link #rulesHash()} is stored in the replay header so that a replay
 * refuses to verify against different rules.
 *
 * <p>Rules hash = FNV-1a 64 over:
 * <pre>
 * "LSRULES1" str(kernelVersion) str(roundingSpec) str(simulationId) u32 len, parameters
 * u8 phaseCount, name(u8 len, bytes)... u8 partCount, name... u8 canonicalEncodingVersion
 * </pre>
 * where {@code str} is a u16 length then ASCII bytes, little-endian.
 */
public final class SimulationRules {
    /** Kernel version string of this code base, part of every rules hash. */
    public static final String KERNEL_VERSION = "lockstep-kernel-0.1";
    /** Rounding specification identifier: Q31.32, single rounding ties-to-even, overflow throws. */
    public static final String ROUNDING_SPEC = "q31.32-round-half-even-v1";

    private final String kernelVersion;
    private final String roundingSpec;
    private final String simulationId;
    private final byte[] parameters;
    private final List<String> phaseNames;
    private final List<String> partNames;

    /**
     * Creates and validates a rule set.
     *
     * @throws IllegalArgumentException if a string is not printable ASCII or longer than
     *     {@link ReplayLimits#MAX_STRING_BYTES}, the parameters exceed {@link ReplayLimits#MAX_PARAMETER_BYTES},
     *     there are no phases or more than {@link ReplayLimits#MAX_PHASES}, or the part names are invalid
     */
    public SimulationRules(String kernelVersion, String roundingSpec, String simulationId, byte[] parameters,
            List<String> phaseNames, List<String> partNames) {
        checkString("kernelVersion", kernelVersion);
        checkString("roundingSpec", roundingSpec);
        checkString("simulationId", simulationId);
        if (parameters.length > ReplayLimits.MAX_PARAMETER_BYTES) {
            throw new IllegalArgumentException("parameters of " + parameters.length + " bytes exceed "
                    + ReplayLimits.MAX_PARAMETER_BYTES);
        }
        if (phaseNames.isEmpty() || phaseNames.size() > ReplayLimits.MAX_PHASES) {
            throw new IllegalArgumentException("phase count " + phaseNames.size() + " outside 1.." + ReplayLimits.MAX_PHASES);
        }
        CanonicalEncoding.checkPartNames(phaseNames);
        CanonicalEncoding.checkPartNames(partNames);
        this.kernelVersion = kernelVersion;
        this.roundingSpec = roundingSpec;
        this.simulationId = simulationId;
        this.parameters = parameters.clone();
        this.phaseNames = List.copyOf(phaseNames);
        this.partNames = List.copyOf(partNames);
    }

    /** Creates rules with this kernel's {@link #KERNEL_VERSION} and {@link #ROUNDING_SPEC}. */
    public static SimulationRules of(String simulationId, byte[] parameters, List<String> phaseNames,
            List<String> partNames) {
        return new SimulationRules(KERNEL_VERSION, ROUNDING_SPEC, simulationId, parameters, phaseNames, partNames);
    }

    private static void checkString(String what, String s) {
        if (s.length() > ReplayLimits.MAX_STRING_BYTES) {
            throw new IllegalArgumentException(what + " longer than " + ReplayLimits.MAX_STRING_BYTES + " bytes");
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c > 0x7e) {
                throw new IllegalArgumentException(what + " has a non-printable-ASCII character at index " + i);
            }
        }
    }

    /** Returns the kernel version. */
    public String kernelVersion() {
        return kernelVersion;
    }

    /** Returns the rounding spec identifier. */
    public String roundingSpec() {
        return roundingSpec;
    }

    /** Returns the simulation id (e.g. {@code "reference-arena"}). */
    public String simulationId() {
        return simulationId;
    }

    /** Returns a copy of the simulation parameters. */
    public byte[] parameters() {
        return parameters.clone();
    }

    /** Returns the phase names; phase 0 applies the inputs. */
    public List<String> phaseNames() {
        return phaseNames;
    }

    /** Returns the state part names in encoding order. */
    public List<String> partNames() {
        return partNames;
    }

    /** Returns the part names as an array (a copy). */
    public String[] partNameArray() {
        return partNames.toArray(new String[0]);
    }

    /** Appends the canonical bytes the rules hash is computed over. */
    void encode(PayloadWriter w) {
        w.raw(new byte[] {'L', 'S', 'R', 'U', 'L', 'E', 'S', '1'}, 0, 8);
        w.string(kernelVersion).string(roundingSpec).string(simulationId).bytes(parameters);
        encodeNames(w, phaseNames);
        encodeNames(w, partNames);
        w.u8(CanonicalEncoding.VERSION);
    }

    private static void encodeNames(PayloadWriter w, List<String> names) {
        w.u8(names.size());
        for (String n : names) {
            w.u8(n.length());
            byte[] b = n.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            w.raw(b, 0, b.length);
        }
    }

    /** Returns the 64-bit rules hash defined in the class comment. */
    public long rulesHash() {
        PayloadWriter w = new PayloadWriter(256);
        encode(w);
        return Fnv1a64.hash(w.buffer(), 0, w.length());
    }

    /** Returns true when both rule sets are identical field by field. */
    public boolean sameAs(SimulationRules o) {
        return kernelVersion.equals(o.kernelVersion) && roundingSpec.equals(o.roundingSpec)
                && simulationId.equals(o.simulationId) && Arrays.equals(parameters, o.parameters)
                && phaseNames.equals(o.phaseNames) && partNames.equals(o.partNames);
    }

    /** Returns a one-line description for reports. */
    public String describe() {
        return "simulation '" + simulationId + "' (" + parameters.length + " parameter bytes), kernel "
                + kernelVersion + ", rounding " + roundingSpec + ", phases " + phaseNames + ", parts " + partNames;
    }
}
