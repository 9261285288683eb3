/**
 * {@code lockstep bench}: compiles and runs the modules' JMH suites with 2-core settings and prints
 * the Markdown tables (ns/op, B/op) that the modules' docs/benchmarks.md pages hold.
 */
package dev.lockstep.tools.bench;
