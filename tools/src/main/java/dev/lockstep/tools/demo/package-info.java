/**
 * {@code lockstep demo}: runs the default scenario ({@link dev.lockstep.tools.scenario.Scenarios#DEFAULT},
 * the reference scenario on the rigid-body world), records and verifies its replay, and prints the final state
 * hash, which a golden test pins.
 */
package dev.lockstep.tools.demo;
