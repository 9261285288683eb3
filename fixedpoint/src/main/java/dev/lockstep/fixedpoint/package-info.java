/**
 * Q31.32 fixed-point numbers for deterministic physics: a {@code long} holding {@code value * 2^32}.
 *
 * <p>Scalars are raw {@code long}s with static operations ({@link dev.lockstep.fixedpoint.Fixed},
 * {@link dev.lockstep.fixedpoint.FixedTrig}, {@link dev.lockstep.fixedpoint.FixedFormat}); vectors,
 * quaternions, matrices and transforms are immutable records for APIs
 * ({@link dev.lockstep.fixedpoint.Vec3}, {@link dev.lockstep.fixedpoint.Quat},
 * {@link dev.lockstep.fixedpoint.Mat3}, {@link dev.lockstep.fixedpoint.Transform}) with
 * allocation-free twins for hot paths ({@link dev.lockstep.fixedpoint.VecMath},
 * {@link dev.lockstep.fixedpoint.MutableVec3}, {@link dev.lockstep.fixedpoint.MutableTransform}
 * (a pose its owner overwrites in place, read through the same {@code Transform} type), the
 * {@code ...Into} methods and {@code Transform}'s raw accessors).
 *
 * <p>Guarantees (issue 2, "The number format"; bit-level spec in {@code fixedpoint/docs/numeric-contract.md}):
 * every operation is a pure function of its raw operands using integer arithmetic only; each
 * rounds once, to nearest with ties to even (fused sums of products accumulate exactly in 128
 * bits); results outside the range throw {@link dev.lockstep.fixedpoint.FixedOverflowException};
 * trigonometry is within {@code 0.5 + 2^-20} ulp. No floating point outside
 * {@code Fixed.toDoubleForDisplay}, enforced by {@code DeterminismScanTest}.
 */
package dev.lockstep.fixedpoint;
