package dev.lockstep.fixedpoint.rules;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The module layering, checked on bytecode: which classes of a module name a package the module
 * must not depend on (another of our modules upstream of it, or a library kept out of the
 * deterministic core). Every class, field and method descriptor and generic signature of a class
 * file is a UTF-8 entry of its constant pool, so reading those entries finds every type the class
 * mentions, including ones only in a signature or a lambda's descriptor. String literals (UTF-8
 * entries a {@code CONSTANT_String} points at) are not references and are skipped.
 */
public final class LayeringScanner {
    private LayeringScanner() {
    }

    /**
     * Returns {@code "ClassName -> forbidden/Name"} for every class file under {@code classes} whose
     * constant pool names a type under one of {@code forbiddenPackages} (internal form, e.g.
     * {@code "com/google/"}), sorted.
     */
    public static List<String> violations(Path classes, List<String> forbiddenPackages) throws IOException {
        TreeSet<String> found = new TreeSet<>();
        forEachConstant(classes, (name, utf8) -> {
            for (String forbidden : forbiddenPackages) {
                int at = utf8.indexOf(forbidden);
                if (at >= 0 && startsName(utf8, at)) {
                    found.add(name + " -> " + utf8.substring(at, typeNameEnd(utf8, at)));
                }
            }
        });
        return new ArrayList<>(found);
    }

    /**
     * Returns {@code "ClassName -> other/module/internal/Name"} for every class file under
     * {@code classes} whose constant pool names a type of another module's internal packages:
     * a type {@code dev/lockstep/<module>/.../internal/...} whose {@code <module>} is not
     * {@code ownerModule}. Sorted. Internal packages are API of no one but their module.
     */
    public static List<String> foreignInternals(Path classes, String ownerModule) throws IOException {
        String base = "dev/lockstep/";
        TreeSet<String> found = new TreeSet<>();
        forEachConstant(classes, (name, utf8) -> {
            for (int at = utf8.indexOf(base); at >= 0; at = utf8.indexOf(base, at + 1)) {
                if (startsName(utf8, at)) {
                    String type = utf8.substring(at, typeNameEnd(utf8, at));
                    // dev, lockstep, module, package segments..., simple name
                    List<String> parts = List.of(type.split("/"));
                    if (parts.size() > 3 && !parts.get(2).equals(ownerModule)
                            && parts.subList(3, parts.size() - 1).contains("internal")) {
                        found.add(name + " -> " + type);
                    }
                }
            }
        });
        return new ArrayList<>(found);
    }

    /** What {@link #forEachConstant} hands over: a class (internal name) and one of its UTF-8 entries. */
    private interface ConstantVisitor {
        void visit(String className, String utf8);
    }

    /** Visits every non-literal UTF-8 constant of every class file under {@code classes}, in path order. */
    private static void forEachConstant(Path classes, ConstantVisitor visitor) throws IOException {
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class")).sorted()::iterator) {
                String name = classes.relativize(f).toString().replace('\\', '/');
                name = name.substring(0, name.length() - ".class".length());
                try (InputStream in = Files.newInputStream(f)) {
                    for (String utf8 : utf8Constants(in)) {
                        visitor.visit(name, utf8);
                    }
                }
            }
        }
    }

    /** The end of the type name starting at {@code at}: identifier characters, {@code /} and {@code $}. */
    private static int typeNameEnd(String s, int at) {
        int end = at;
        while (end < s.length() && (Character.isJavaIdentifierPart(s.charAt(end)) || s.charAt(end) == '/' || s.charAt(end) == '$')) {
            end++;
        }
        return end;
    }

    /**
     * True when a type name starts at {@code at}: at the start of the entry (a class constant), or
     * after a descriptor's {@code L} that itself starts a type ({@code Lorg/x/Y;} after {@code (},
     * {@code ;}, {@code [}, {@code <}, {@code :}, a wildcard, or at the start).
     */
    private static boolean startsName(String s, int at) {
        if (at == 0) {
            return true;
        }
        if (s.charAt(at - 1) != 'L') {
            return !Character.isJavaIdentifierPart(s.charAt(at - 1)) && s.charAt(at - 1) != '/';
        }
        return at == 1 || "(;[<:)^+-*".indexOf(s.charAt(at - 2)) >= 0;
    }

    /** The UTF-8 entries of a class file's constant pool (JVMS 4.4), except string literals. */
    static List<String> utf8Constants(InputStream raw) throws IOException {
        DataInputStream in = new DataInputStream(raw);
        if (in.readInt() != 0xCAFEBABE) {
            throw new IOException("not a class file");
        }
        in.readUnsignedShort();
        in.readUnsignedShort();
        int count = in.readUnsignedShort();
        String[] utf8 = new String[count];
        boolean[] literal = new boolean[count];
        for (int i = 1; i < count; i++) {
            int tag = in.readUnsignedByte();
            switch (tag) {
                case 1 -> utf8[i] = in.readUTF();
                case 8 -> literal[in.readUnsignedShort()] = true;        // a string literal's text
                case 7, 16, 19, 20 -> in.skipNBytes(2);                 // class, method type, module, package
                case 15 -> in.skipNBytes(3);                            // method handle
                case 3, 4, 9, 10, 11, 12, 17, 18 -> in.skipNBytes(4);   // int, float, refs, name-and-type, dynamic
                case 5, 6 -> {                                           // long, double: two slots
                    in.skipNBytes(8);
                    i++;
                }
                default -> throw new IOException("unknown constant pool tag " + tag + " at entry " + i);
            }
        }
        List<String> out = new ArrayList<>();
        for (int i = 1; i < count; i++) {
            if (utf8[i] != null && !literal[i]) {
                out.add(utf8[i]);
            }
        }
        return out;
    }
}
