/**
 * The bytecode determinism rules of the core modules (issue 2, "Proof"), shared through the
 * fixedpoint test-jar: {@link dev.lockstep.fixedpoint.rules.DeterminismScanner} (no floating
 * point outside an allow-list of display/parse methods; no hash-ordered collections, salted
 * {@code Set.of}/{@code Map.of} order, clocks, identity hashes, unseeded randomness or parallel
 * streams) and {@link dev.lockstep.fixedpoint.rules.DeterminismAssertions}, the one call each
 * module's {@code DeterminismScanTest} makes. {@code DeterminismScannerTest} proves every rule
 * fires on the fixture classes in {@code rules.fixtures}.
 */
package dev.lockstep.fixedpoint.rules;
