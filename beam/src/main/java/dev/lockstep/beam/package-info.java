/**
 * Replay verification beyond one machine: an Apache Beam pipeline that matches replay files on any Beam
 * file system, verifies each with {@link dev.lockstep.replay.Verdicts#verify} (the same function as
 * {@code lockstep verify-batch}) in {@link dev.lockstep.beam.VerifyReplayFn}, writes one verdict line per
 * replay ({@link dev.lockstep.tools.batch.VerdictReport#JSONL}) and counts verdicts with Beam metrics.
 * One element in, one verdict out, no shuffle: the runner's element order cannot change a verdict.
 * Optional module: nothing depends on it, and no runner is bundled.
 */
package dev.lockstep.beam;
