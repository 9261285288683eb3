/**
 * 128-bit helpers on {@code (hi, lo)} pairs of {@code long}s: unsigned high products, 128/64
 * division, floor square root ({@code UInt128}); the exact signed sum of three products, its
 * sign and order ({@code Dot128}, the kernel of exact support choices). The only arithmetic
 * Q31.32 needs beyond {@code Math.multiplyHigh}.
 *
 * <p>Guarantees: exact results for every input meeting the stated precondition, no allocation,
 * no floating point, no JDK API newer than 17 (so no {@code Math.unsignedMultiplyHigh}, and no
 * {@code Long.divideUnsigned} on hot paths: in JDK 17 it allocates BigIntegers). Checked against
 * BigInteger by {@code UInt128Properties} and {@code Dot128Properties}.
 */
package dev.lockstep.fixedpoint.wide;
