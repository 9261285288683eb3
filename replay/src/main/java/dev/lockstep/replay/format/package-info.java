/**
 * The replay file format, version 1.0 (issue 6, "Replay file"; byte-level spec in {@code replay/docs/file-format.md}):
 * the 16-byte {@link dev.lockstep.replay.internal.format.Preamble} (magic, major/minor, CRC), LevelDB-style
 * framing into 32 KiB blocks of FULL/FIRST/MIDDLE/LAST fragments ({@link dev.lockstep.replay.internal.format.LogWriter},
 * {@link dev.lockstep.replay.internal.format.LogReader}) whose masked CRC32C covers length, type and payload, the
 * {@link dev.lockstep.replay.format.ReplayHeader} with its rules hash ({@link dev.lockstep.replay.format.SimulationRules}),
 * and every size limit ({@link dev.lockstep.replay.format.ReplayLimits}).
 *
 * <p>Guarantees: little-endian, independent of Java class layout; every single-bit flip is detected;
 * every length read from a file is checked against its limit and the bytes actually present before
 * anything is allocated; readers of major version 1 read every minor version (optional record kinds are
 * skipped). Defects surface as {@link dev.lockstep.replay.format.ReplayFormatException} with byte offset,
 * record index, tick and reason.
 *
 * <p>API: the header, rules, record kinds, limits, payload codecs and output sink. The framing
 * itself (preamble, blocks, fragments, CRC32C) lives in {@code dev.lockstep.replay.internal.format}:
 * not API, used through {@code ReplayWriter} and {@code ReplayReader}.
 */
package dev.lockstep.replay.format;
