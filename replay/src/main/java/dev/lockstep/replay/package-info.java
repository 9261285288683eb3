/**
 * Lockstep replay: record what a deterministic simulation consumed, prove a re-run bit-identical, and
 * name the first tick, phase, body and field where it is not (issue 6; spec in {@code replay/docs/file-format.md}).
 *
 * <ul>
 *   <li>{@link dev.lockstep.replay.Simulation}: what a game implements (inputs in player-id order, named
 *       phases, canonical state, restore); {@link dev.lockstep.replay.TickRunner} hashes after every phase.</li>
 *   <li>{@link dev.lockstep.replay.ReplayWriter} / {@link dev.lockstep.replay.ReplayRecorder}: append-only,
 *       bounded-memory recording with a {@link dev.lockstep.replay.FlushPolicy}; I/O errors poison the writer.</li>
 *   <li>{@link dev.lockstep.replay.ReplayReader}: streaming strict and recovery reads; errors name byte
 *       offset, record index, tick and reason.</li>
 *   <li>{@link dev.lockstep.replay.ReplayVerifier}, {@link dev.lockstep.replay.SyncTest},
 *       {@link dev.lockstep.replay.DesyncReport}: verification, rollback sync test, seeking from keyframes.</li>
 *   <li>{@link dev.lockstep.replay.Verdicts}, {@link dev.lockstep.replay.Verdict},
 *       {@link dev.lockstep.replay.SimulationRegistry}: verification as a function (one replay in, one verdict
 *       out, never an exception), the simulation chosen by the header's simulation id and version.</li>
 *   <li>{@link dev.lockstep.replay.LockstepSession}: N-player input gathering with documented handling of
 *       late, duplicate and oversized submissions, and peer hash comparison raising
 *       {@link dev.lockstep.replay.DesyncEvent}s.</li>
 * </ul>
 *
 * <p>Guarantees: nothing here reads a clock except {@code SystemFlushClock}, which only decides when the
 * writer syncs; no floating point, no hash-ordered iteration, no identity hashes; every sort or choice is
 * by player id, tick or canonical order. Depends on {@code fixedpoint} only.
 */
package dev.lockstep.replay;
