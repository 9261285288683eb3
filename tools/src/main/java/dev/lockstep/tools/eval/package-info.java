/**
 * {@code lockstep eval} (issue 2): evaluates Q31.32 operations given as raw decimal longs, one
 * answer line per input line, streaming in bounded memory. The answers are exactly those of
 * {@link dev.lockstep.fixedpoint.Fixed}; this package only parses and formats.
 */
package dev.lockstep.tools.eval;
