/**
 * {@code lockstep verify-batch}: many replays verified on N worker threads with
 * {@link dev.lockstep.replay.Verdicts} (one replay in, one verdict out), reported one line per replay in
 * path order whatever the finish order, with a summary. {@link dev.lockstep.tools.batch.VerdictReport} is
 * the line format the Beam pipeline ({@code beam} module) writes too.
 */
package dev.lockstep.tools.batch;
