/**
 * {@code lockstep demo}: runs the default scenario ({@link dev.lockstep.tools.scenario.Scenarios#DEFAULT},
 * the collision reference scenario), records and verifies its replay, and prints the final state
 * hash, which a golden test pins.
 */
package dev.lockstep.tools.demo;
