package dev.lockstep.fixedpoint;

import java.util.List;

/**
 * The operations of the conformance vector file, by name: each takes raw operands and returns
 * its raw results as 16-digit hex words separated by spaces, or {@code overflow} (a result
 * outside Q31.32) or {@code error} (a domain error: division by zero, sqrt of a negative, zero
 * vector, argument outside [-1, 1], lo > hi). This table is the contract a port implements.
 */
final class GoldenOps {
    /** Operation name and operand count, in file order. */
    static final List<Object[]> OPS = List.of(
            new Object[] {"add", 2}, new Object[] {"sub", 2}, new Object[] {"neg", 1}, new Object[] {"abs", 1},
            new Object[] {"mulInt", 2}, new Object[] {"mul", 2}, new Object[] {"div", 2}, new Object[] {"mulDiv", 3},
            new Object[] {"dot2", 4}, new Object[] {"mulSubMul", 4}, new Object[] {"dot3", 6}, new Object[] {"dot4", 8},
            new Object[] {"signOfDot3", 6}, new Object[] {"compareDot3", 9}, new Object[] {"sqrt", 1},
            new Object[] {"length3", 3}, new Object[] {"min", 2}, new Object[] {"max", 2}, new Object[] {"clamp", 3},
            new Object[] {"floor", 1}, new Object[] {"ceil", 1}, new Object[] {"round", 1},
            new Object[] {"sin", 1}, new Object[] {"cos", 1}, new Object[] {"atan2", 2}, new Object[] {"asin", 1},
            new Object[] {"acos", 1}, new Object[] {"cross", 6}, new Object[] {"normalize", 3},
            new Object[] {"quatMultiply", 8}, new Object[] {"quatNormalize", 4}, new Object[] {"quatFromAxisAngle", 4},
            new Object[] {"quatRotate", 7}, new Object[] {"quatIntegrate", 8}, new Object[] {"mat3FromQuat", 4},
            new Object[] {"transformApply", 10}, new Object[] {"transformInverseApply", 10},
            new Object[] {"transformInverse", 7}, new Object[] {"transformCompose", 14},
            new Object[] {"divClamped", 3});

    private GoldenOps() {
    }

    static int arity(String op) {
        for (Object[] o : OPS) {
            if (o[0].equals(op)) {
                return (Integer) o[1];
            }
        }
        throw new IllegalArgumentException("unknown op " + op);
    }

    /** Returns the result text of {@code op} on {@code a}. */
    static String evaluate(String op, long[] a) {
        try {
            return hex(compute(op, a));
        } catch (FixedOverflowException e) {
            return e.getMessage().endsWith(" overflows Q31.32") ? "overflow" : "error";
        } catch (ArithmeticException | IllegalArgumentException e) {
            return "error";
        }
    }

    static String hex(long... v) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < v.length; i++) {
            if (i > 0) {
                sb.append(' ');
            }
            sb.append(String.format("%016x", v[i]));
        }
        return sb.toString();
    }

    private static Quat quat(long[] a, int i) {
        return new Quat(a[i], a[i + 1], a[i + 2], a[i + 3]);
    }

    private static Vec3 vec(long[] a, int i) {
        return new Vec3(a[i], a[i + 1], a[i + 2]);
    }

    private static long[] q(Quat q) {
        return new long[] {q.w(), q.x(), q.y(), q.z()};
    }

    private static long[] v(Vec3 v) {
        return new long[] {v.x(), v.y(), v.z()};
    }

    private static long[] t(Transform t) {
        Quat r = t.rotation();
        Vec3 p = t.translation();
        return new long[] {r.w(), r.x(), r.y(), r.z(), p.x(), p.y(), p.z()};
    }

    private static long[] compute(String op, long[] a) {
        switch (op) {
            case "add": return new long[] {Fixed.add(a[0], a[1])};
            case "sub": return new long[] {Fixed.sub(a[0], a[1])};
            case "neg": return new long[] {Fixed.neg(a[0])};
            case "abs": return new long[] {Fixed.abs(a[0])};
            case "mulInt":
                if (a[1] != (int) a[1]) {
                    throw new IllegalArgumentException("mulInt takes an int as second operand");
                }
                return new long[] {Fixed.mulInt(a[0], (int) a[1])};
            case "mul": return new long[] {Fixed.mul(a[0], a[1])};
            case "div": return new long[] {Fixed.div(a[0], a[1])};
            case "mulDiv": return new long[] {Fixed.mulDiv(a[0], a[1], a[2])};
            case "divClamped": return new long[] {Fixed.divClamped(a[0], a[1], a[2])};
            case "dot2": return new long[] {Fixed.dot2(a[0], a[1], a[2], a[3])};
            case "mulSubMul": return new long[] {Fixed.mulSubMul(a[0], a[1], a[2], a[3])};
            case "dot3": return new long[] {Fixed.dot3(a[0], a[1], a[2], a[3], a[4], a[5])};
            case "dot4": return new long[] {Fixed.dot4(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7])};
            case "signOfDot3": return new long[] {Fixed.signOfDot3(a[0], a[1], a[2], a[3], a[4], a[5])};
            case "compareDot3":
                return new long[] {Integer.signum(Fixed.compareDot3(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8]))};
            case "sqrt": return new long[] {Fixed.sqrt(a[0])};
            case "length3": return new long[] {Fixed.length3(a[0], a[1], a[2])};
            case "min": return new long[] {Fixed.min(a[0], a[1])};
            case "max": return new long[] {Fixed.max(a[0], a[1])};
            case "clamp": return new long[] {Fixed.clamp(a[0], a[1], a[2])};
            case "floor": return new long[] {Fixed.floor(a[0])};
            case "ceil": return new long[] {Fixed.ceil(a[0])};
            case "round": return new long[] {Fixed.round(a[0])};
            case "sin": return new long[] {FixedTrig.sin(a[0])};
            case "cos": return new long[] {FixedTrig.cos(a[0])};
            case "atan2": return new long[] {FixedTrig.atan2(a[0], a[1])};
            case "asin": return new long[] {FixedTrig.asin(a[0])};
            case "acos": return new long[] {FixedTrig.acos(a[0])};
            case "cross": return v(vec(a, 0).cross(vec(a, 3)));
            case "normalize": return v(vec(a, 0).normalize());
            case "quatMultiply": return q(quat(a, 0).multiply(quat(a, 4)));
            case "quatNormalize": return q(quat(a, 0).normalize());
            case "quatFromAxisAngle": return q(Quat.fromAxisAngle(vec(a, 0), a[3]));
            case "quatRotate": return v(quat(a, 0).rotate(vec(a, 4)));
            case "quatIntegrate": return q(quat(a, 0).integrate(vec(a, 4), a[7]));
            case "mat3FromQuat": {
                Mat3 m = Mat3.fromQuat(quat(a, 0));
                return new long[] {m.m00(), m.m01(), m.m02(), m.m10(), m.m11(), m.m12(), m.m20(), m.m21(), m.m22()};
            }
            case "transformApply": return v(Transform.of(quat(a, 0), vec(a, 4)).applyToPoint(vec(a, 7)));
            case "transformInverseApply": return v(Transform.of(quat(a, 0), vec(a, 4)).inverseApplyToPoint(vec(a, 7)));
            case "transformInverse": return t(Transform.of(quat(a, 0), vec(a, 4)).inverse());
            case "transformCompose":
                return t(Transform.of(quat(a, 0), vec(a, 4)).compose(Transform.of(quat(a, 7), vec(a, 11))));
            default: throw new IllegalStateException("unknown op " + op);
        }
    }
}
