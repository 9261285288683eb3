/**
 * {@code lockstep demo} and the named scenarios ({@link dev.lockstep.tools.demo.Scenarios}). The
 * interim scenario is a pure fixed-point workload; the collision reference scenario replaces it behind
 * {@link dev.lockstep.tools.demo.DemoScenario}. The printed state hash is pinned by a golden test.
 */
package dev.lockstep.tools.demo;
