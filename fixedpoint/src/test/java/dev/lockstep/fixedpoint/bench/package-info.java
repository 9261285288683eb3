/**
 * JMH benchmarks of the fixedpoint kernels next to the same operation in {@code double}, and of
 * the record API against the raw allocation-free kernels ({@code -prof gc}). Results, the exact
 * command and the measuring conditions are in {@code fixedpoint/docs/benchmarks.md}.
 */
package dev.lockstep.fixedpoint.bench;
