package dev.lockstep.fixedpoint.rules;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Finds 128-bit arithmetic written outside the toolkit: every call to {@code Math.multiplyHigh}
 * (or {@code StrictMath.multiplyHigh}) in a class outside an exempt package. The rule behind it:
 * every 128-bit product, sum of products, square, comparison and shift goes through
 * {@code dev.lockstep.fixedpoint.wide} ({@code Int128}, {@code Dot128}, {@code UInt128}), so the
 * carry idiom is written, and proved against BigInteger, once. A call is the one reliable mark of
 * a hand-written idiom in bytecode (the carry compare alone has other, legitimate uses).
 */
public final class WideArithmeticScanner {
    private WideArithmeticScanner() {
    }

    /**
     * Returns {@code "internal/ClassName#method"} for every method of a class file under
     * {@code classes} that calls {@code multiplyHigh}, except classes whose internal name starts
     * with {@code exemptPrefix}; sorted, one entry per method.
     */
    public static List<String> callers(Path classes, String exemptPrefix) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(classes)) {
            files = s.filter(p -> p.toString().endsWith(".class")).sorted().toList();
        }
        TreeSet<String> found = new TreeSet<>();
        for (Path f : files) {
            new ClassReader(Files.readAllBytes(f)).accept(new Scan(found, exemptPrefix), ClassReader.SKIP_DEBUG);
        }
        return new ArrayList<>(found);
    }

    private static final class Scan extends ClassVisitor {
        private final TreeSet<String> found;
        private final String exemptPrefix;
        private String className;

        Scan(TreeSet<String> found, String exemptPrefix) {
            super(Opcodes.ASM9);
            this.found = found;
            this.exemptPrefix = exemptPrefix;
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
            className = name;
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String desc, String signature, String[] exceptions) {
            if (className.startsWith(exemptPrefix)) {
                return null;
            }
            String method = className + "#" + name;
            return new MethodVisitor(Opcodes.ASM9) {
                @Override
                public void visitMethodInsn(int opcode, String owner, String callee, String calleeDesc, boolean itf) {
                    if (callee.equals("multiplyHigh") && (owner.equals("java/lang/Math") || owner.equals("java/lang/StrictMath"))) {
                        found.add(method);
                    }
                }
            };
        }
    }
}
