package dev.lockstep.fixedpoint.rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Scans compiled classes for the two determinism rules of the core modules (fixedpoint,
 * collision, replay), as the {@code DeterminismScanTest} of each module does for its
 * {@code target/classes}:
 *
 * <ol>
 *   <li><b>No floating point</b> ({@link Violation.Rule#FLOATING_POINT}): any float/double
 *       opcode (arithmetic, conversion, compare, load/store, return, array), a float/double
 *       constant, a float/double array, a method or field whose descriptor mentions float or
 *       double (this covers every floating {@code Math}/{@code StrictMath} call, {@code
 *       Double.parseDouble}, {@code BigDecimal.doubleValue}...), and any {@code Math}/{@code
 *       StrictMath} method with a floating descriptor. Methods on the allow-list (display and
 *       parse conversions, by {@code internal/ClassName#method}) are exempt from this rule only.</li>
 *   <li><b>No nondeterminism sources</b> ({@link Violation.Rule#NONDETERMINISM}): any reference to
 *       {@code HashMap}, {@code HashSet}, {@code Hashtable}, {@code IdentityHashMap},
 *       {@code WeakHashMap}, {@code ConcurrentHashMap} (hash-ordered iteration); {@code Set.of},
 *       {@code Map.of}, {@code Map.ofEntries}, {@code Set.copyOf}, {@code Map.copyOf} (iteration
 *       order salted per JVM run) and the hash-backed {@code Collectors.toSet/toMap/groupingBy/
 *       toUnmodifiableSet/toUnmodifiableMap}; {@code System.currentTimeMillis/nanoTime},
 *       {@code java.time} {@code now()} and {@code Clock}; {@code System.identityHashCode};
 *       {@code ThreadLocalRandom}, {@code SecureRandom}, {@code new Random()} without a seed,
 *       {@code Math.random}, {@code UUID.randomUUID}, {@code Collections.shuffle} without a
 *       {@code Random}; {@code parallelStream} and {@code BaseStream.parallel}.</li>
 * </ol>
 *
 * <p>Known limits: a rule sees references in bytecode, not behaviour; a record's generated
 * {@code hashCode} (an invokedynamic to {@code ObjectMethods}) is not flagged, and a hash
 * collection reached only through an interface type ({@code Map} returned by a library) is not seen.
 */
public final class DeterminismScanner {
    /** Methods allowed to use floating point everywhere: display conversions of fixedpoint. */
    public static final List<String> DEFAULT_FLOAT_ALLOW_LIST = List.of("dev/lockstep/fixedpoint/Fixed#toDoubleForDisplay");

    private static final List<String> HASH_TYPES = List.of("java/util/HashMap", "java/util/HashSet",
            "java/util/Hashtable", "java/util/IdentityHashMap", "java/util/WeakHashMap",
            "java/util/concurrent/ConcurrentHashMap");
    /** {@code owner#name} of forbidden calls (any descriptor unless noted in code). */
    private static final List<String> FORBIDDEN_CALLS = List.of(
            "java/util/Set#of", "java/util/Map#of", "java/util/Map#ofEntries", "java/util/Set#copyOf",
            "java/util/Map#copyOf", "java/util/stream/Collectors#toSet", "java/util/stream/Collectors#toMap",
            "java/util/stream/Collectors#groupingBy", "java/util/stream/Collectors#toUnmodifiableSet",
            "java/util/stream/Collectors#toUnmodifiableMap", "java/util/stream/Collectors#partitioningBy",
            "java/lang/System#currentTimeMillis", "java/lang/System#nanoTime", "java/lang/System#identityHashCode",
            "java/lang/Math#random", "java/lang/StrictMath#random", "java/util/UUID#randomUUID",
            "java/time/Instant#now", "java/time/LocalDateTime#now", "java/time/LocalDate#now",
            "java/time/LocalTime#now", "java/time/ZonedDateTime#now", "java/time/OffsetDateTime#now",
            "java/time/Clock#systemUTC", "java/time/Clock#systemDefaultZone");
    private static final List<String> FORBIDDEN_TYPES = List.of("java/util/concurrent/ThreadLocalRandom",
            "java/security/SecureRandom", "java/time/Clock");

    private final List<String> floatAllowList;

    /** Creates a scanner with the default allow-list plus {@code extraFloatAllowList} entries. */
    public DeterminismScanner(Collection<String> extraFloatAllowList) {
        List<String> all = new ArrayList<>(DEFAULT_FLOAT_ALLOW_LIST);
        all.addAll(extraFloatAllowList);
        this.floatAllowList = List.copyOf(all);
    }

    /** Creates a scanner with the default allow-list. */
    public DeterminismScanner() {
        this(List.of());
    }

    /** Returns every violation in the {@code .class} files under {@code root}, in path order. */
    public List<Violation> scanDirectory(Path root) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
            files = s.filter(p -> p.toString().endsWith(".class")).sorted().toList();
        }
        List<Violation> out = new ArrayList<>();
        for (Path f : files) {
            out.addAll(scanClass(Files.readAllBytes(f)));
        }
        return out;
    }

    /** Returns every violation in a class loadable as a resource (used for test fixtures). */
    public List<Violation> scanClass(Class<?> c) {
        String resource = "/" + c.getName().replace('.', '/') + ".class";
        try (InputStream in = c.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no class file for " + c.getName());
            }
            return scanClass(in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Returns every violation in one class file. */
    public List<Violation> scanClass(byte[] classFile) {
        List<Violation> out = new ArrayList<>();
        new ClassReader(classFile).accept(new Scan(out), ClassReader.SKIP_DEBUG);
        return out;
    }

    /** Returns a readable, sorted list of violations, one per line, with the count. */
    public static String report(List<Violation> violations) {
        TreeSet<String> lines = new TreeSet<>();
        for (Violation v : violations) {
            lines.add(v.describe());
        }
        return violations.size() + " determinism violation(s):\n  " + String.join("\n  ", lines);
    }

    static boolean isFloating(Type t) {
        Type e = t.getSort() == Type.ARRAY ? t.getElementType() : t;
        return e.getSort() == Type.FLOAT || e.getSort() == Type.DOUBLE;
    }

    static boolean descriptorIsFloating(String desc) {
        if (desc.startsWith("(")) {
            for (Type a : Type.getArgumentTypes(desc)) {
                if (isFloating(a)) {
                    return true;
                }
            }
            return isFloating(Type.getReturnType(desc));
        }
        return isFloating(Type.getType(desc));
    }

    private final class Scan extends ClassVisitor {
        private final List<Violation> out;
        private String internalName;
        private String className;

        Scan(List<Violation> out) {
            super(Opcodes.ASM9);
            this.out = out;
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
            internalName = name;
            className = name.replace('/', '.');
            checkType("<class>", superName, "extends");
            if (interfaces != null) {
                for (String i : interfaces) {
                    checkType("<class>", i, "implements");
                }
            }
        }

        @Override
        public FieldVisitor visitField(int access, String name, String desc, String signature, Object value) {
            if (descriptorIsFloating(desc)) {
                out.add(new Violation(className, "field " + name, Violation.Rule.FLOATING_POINT, "field of type " + desc));
            }
            checkDescriptorTypes("field " + name, desc);
            return null;
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String desc, String signature, String[] exceptions) {
            String method = name + desc;
            boolean floatAllowed = floatAllowList.contains(internalName + "#" + name);
            if (!floatAllowed && descriptorIsFloating(desc)) {
                out.add(new Violation(className, method, Violation.Rule.FLOATING_POINT, "float/double in signature"));
            }
            checkDescriptorTypes(method, desc);
            return new MethodScan(method, floatAllowed);
        }

        void checkType(String method, String internal, String how) {
            if (internal == null) {
                return;
            }
            if (HASH_TYPES.contains(internal) || internal.startsWith("java/util/concurrent/ConcurrentHashMap$")) {
                out.add(new Violation(className, method, Violation.Rule.NONDETERMINISM,
                        how + " " + internal.replace('/', '.') + " (hash-ordered iteration)"));
            } else if (FORBIDDEN_TYPES.contains(internal)) {
                out.add(new Violation(className, method, Violation.Rule.NONDETERMINISM, how + " " + internal.replace('/', '.')));
            }
        }

        void checkDescriptorTypes(String method, String desc) {
            Type t = Type.getType(desc);
            if (t.getSort() == Type.METHOD) {
                for (Type a : t.getArgumentTypes()) {
                    checkObjectType(method, a);
                }
                checkObjectType(method, t.getReturnType());
            } else {
                checkObjectType(method, t);
            }
        }

        private void checkObjectType(String method, Type t) {
            Type e = t.getSort() == Type.ARRAY ? t.getElementType() : t;
            if (e.getSort() == Type.OBJECT) {
                checkType(method, e.getInternalName(), "uses type");
            }
        }

        private final class MethodScan extends MethodVisitor {
            private final String method;
            private final boolean floatAllowed;

            MethodScan(String method, boolean floatAllowed) {
                super(Opcodes.ASM9);
                this.method = method;
                this.floatAllowed = floatAllowed;
            }

            private void floating(String what) {
                if (!floatAllowed) {
                    out.add(new Violation(className, method, Violation.Rule.FLOATING_POINT, what));
                }
            }

            @Override
            public void visitInsn(int opcode) {
                if (isFloatingOpcode(opcode)) {
                    floating("instruction " + OPCODE_NAMES[opcode]);
                }
            }

            @Override
            public void visitVarInsn(int opcode, int var) {
                if (opcode == Opcodes.FLOAD || opcode == Opcodes.DLOAD || opcode == Opcodes.FSTORE || opcode == Opcodes.DSTORE) {
                    floating("instruction " + OPCODE_NAMES[opcode]);
                }
            }

            @Override
            public void visitIntInsn(int opcode, int operand) {
                if (opcode == Opcodes.NEWARRAY && (operand == Opcodes.T_FLOAT || operand == Opcodes.T_DOUBLE)) {
                    floating("new " + (operand == Opcodes.T_FLOAT ? "float" : "double") + " array");
                }
            }

            @Override
            public void visitLdcInsn(Object value) {
                if (value instanceof Float || value instanceof Double) {
                    floating(value.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT) + " constant " + value);
                } else if (value instanceof Type && isFloating((Type) value)) {
                    floating("class literal " + value);
                }
            }

            @Override
            public void visitTypeInsn(int opcode, String type) {
                if (type.startsWith("[")) {
                    if (isFloating(Type.getType(type))) {
                        floating("array of " + type);
                    }
                    Type e = Type.getType(type).getElementType();
                    if (e.getSort() == Type.OBJECT) {
                        checkType(method, e.getInternalName(), OPCODE_NAMES[opcode]);
                    }
                    return;
                }
                checkType(method, type, OPCODE_NAMES[opcode]);
            }

            @Override
            public void visitMultiANewArrayInsn(String desc, int dims) {
                if (isFloating(Type.getType(desc))) {
                    floating("array of " + desc);
                }
            }

            @Override
            public void visitFieldInsn(int opcode, String owner, String name, String desc) {
                if (descriptorIsFloating(desc)) {
                    floating("field access " + owner.replace('/', '.') + "." + name + " of type " + desc);
                }
                checkType(method, owner, "field owner");
                checkDescriptorTypes(method, desc);
            }

            @Override
            public void visitMethodInsn(int opcode, String owner, String name, String desc, boolean itf) {
                String call = owner.replace('/', '.') + "." + name + desc;
                if (descriptorIsFloating(desc)) {
                    boolean math = owner.equals("java/lang/Math") || owner.equals("java/lang/StrictMath");
                    floating((math ? "floating Math call " : "floating call ") + call);
                }
                checkType(method, owner, "calls");
                checkDescriptorTypes(method, desc);
                if (FORBIDDEN_CALLS.contains(owner + "#" + name) || name.equals("parallelStream")
                        || name.equals("parallel") && owner.startsWith("java/util/stream/")) {
                    out.add(new Violation(className, method, Violation.Rule.NONDETERMINISM, "calls " + call));
                } else if (owner.equals("java/util/Random") && name.equals("<init>") && desc.equals("()V")) {
                    out.add(new Violation(className, method, Violation.Rule.NONDETERMINISM, "calls " + call + " (unseeded Random)"));
                } else if (owner.equals("java/util/Collections") && name.equals("shuffle") && desc.equals("(Ljava/util/List;)V")) {
                    out.add(new Violation(className, method, Violation.Rule.NONDETERMINISM, "calls " + call + " (unseeded shuffle)"));
                }
            }

            @Override
            public void visitInvokeDynamicInsn(String name, String desc, Handle bsm, Object... bsmArgs) {
                if (descriptorIsFloating(desc)) {
                    floating("invokedynamic " + name + desc);
                }
                for (Object a : bsmArgs) {
                    if (a instanceof Handle) {
                        Handle h = (Handle) a;
                        // a method reference such as HashMap::new or System::nanoTime
                        visitMethodInsn(Opcodes.INVOKESTATIC, h.getOwner(), h.getName(), h.getDesc(), h.isInterface());
                    }
                }
            }
        }
    }

    static boolean isFloatingOpcode(int op) {
        return op >= Opcodes.FCONST_0 && op <= Opcodes.DCONST_1
                || op == Opcodes.FALOAD || op == Opcodes.DALOAD || op == Opcodes.FASTORE || op == Opcodes.DASTORE
                || op >= Opcodes.FADD && op <= Opcodes.DNEG && isFloatArith(op)
                || op >= Opcodes.I2F && op <= Opcodes.D2F && op != Opcodes.I2L && op != Opcodes.L2I
                || op >= Opcodes.FCMPL && op <= Opcodes.DCMPG
                || op == Opcodes.FRETURN || op == Opcodes.DRETURN;
    }

    private static boolean isFloatArith(int op) {
        // IADD=96 LADD FADD DADD, ISUB..., every 4-block: offset 2 and 3 are float and double
        int offset = (op - Opcodes.IADD) % 4;
        return offset == 2 || offset == 3;
    }

    private static final String[] OPCODE_NAMES = opcodeNames();

    private static String[] opcodeNames() {
        String[] names = new String[256];
        for (java.lang.reflect.Field f : Opcodes.class.getFields()) {
            if (f.getType() == int.class && Character.isUpperCase(f.getName().charAt(0)) && !f.getName().startsWith("ASM")
                    && !f.getName().startsWith("ACC_") && !f.getName().startsWith("T_") && !f.getName().startsWith("H_")
                    && !f.getName().startsWith("F_") && !f.getName().startsWith("V") && !f.getName().startsWith("SOURCE")) {
                try {
                    int v = f.getInt(null);
                    if (v >= 0 && v < 256 && names[v] == null) {
                        names[v] = f.getName();
                    }
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
            }
        }
        for (int i = 0; i < 256; i++) {
            if (names[i] == null) {
                names[i] = "opcode " + i;
            }
        }
        return names;
    }
}
