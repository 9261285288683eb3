/**
 * The 128-bit toolkit: every product, sum of products, square, comparison, multiply-subtract and
 * shift wider than a {@code long} goes through here, on {@code (hi, lo)} pairs of {@code long}s.
 * {@code Int128}: signed pairs (products, {@code a*b +- c*d}, sums, order, sign, floor and
 * rounded shifts); {@code Dot128}: the exact sum of three products and the squared length (the
 * kernel of exact support choices); {@code UInt128}: unsigned high products, 128/64 division and
 * the floor square root. The only arithmetic Q31.32 needs beyond {@code Math.multiplyHigh}, which
 * no class outside fixedpoint calls ({@code WideArithmeticScanner} in the test-jar checks that).
 *
 * <p>Guarantees: exact results for every input meeting the stated precondition, no allocation,
 * no floating point, no JDK API newer than 17 (so no {@code Math.unsignedMultiplyHigh}, and no
 * {@code Long.divideUnsigned} on hot paths: in JDK 17 it allocates BigIntegers). Checked against
 * BigInteger by {@code Int128Properties}, {@code Dot128Properties} and {@code UInt128Properties}.
 */
package dev.lockstep.fixedpoint.wide;
