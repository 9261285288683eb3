/**
 * The {@code lockstep} command (issue 7): the picocli command tree ({@link dev.lockstep.tools.Main},
 * in-process entry point {@link dev.lockstep.tools.Main#run}), exit codes
 * ({@link dev.lockstep.tools.ExitCodes}: 0 OK, 1 check failed, 2 bad input, 3 internal error) and
 * the small shared pieces (bounded line reading, finding the source tree). Tools may use floating
 * point for display and timing; nothing here feeds simulation state.
 */
package dev.lockstep.tools;
