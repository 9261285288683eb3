/**
 * The replay subcommands: {@code record}, {@code verify}, {@code inspect} and {@code diff}, built on the
 * replay module's writer, reader, recorder and state diff. Missing, unreadable or corrupt files are bad
 * input (exit 2); a desync or a difference is a failed check (exit 1).
 */
package dev.lockstep.tools.replay;
