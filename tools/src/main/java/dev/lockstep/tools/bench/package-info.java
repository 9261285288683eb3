/**
 * {@code lockstep bench}: compiles and runs the modules' JMH suites with 2-core settings and prints
 * the Markdown tables (ns/op, B/op) that the module READMEs quote.
 */
package dev.lockstep.tools.bench;
