/**
 * Not API (internal to the replay module, may change without notice; other modules may not use
 * it, {@code LayeringTest}): the replay file's framing under {@code ReplayWriter} and
 * {@code ReplayReader}. {@link dev.lockstep.replay.internal.format.Preamble} (16 bytes: magic,
 * major/minor, CRC), LevelDB-style 32 KiB blocks of FULL/FIRST/MIDDLE/LAST fragments
 * ({@link dev.lockstep.replay.internal.format.LogWriter},
 * {@link dev.lockstep.replay.internal.format.LogReader}, constants in
 * {@link dev.lockstep.replay.internal.format.LogFormat}) whose masked
 * {@link dev.lockstep.replay.internal.format.Crc32c} covers length, type and payload. Byte-level
 * spec: {@code replay/docs/file-format.md}.
 */
package dev.lockstep.replay.internal.format;
