package dev.lockstep.tools.collide;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.tools.JsonDecimals;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Parses one {@code collide} request line strictly (issues 3 and 5):
 * {@code {"a": SHAPE, "ta": XFORM, "b": SHAPE, "tb": XFORM, "contactDistance": D}} where b may be a
 * {@code mesh} or {@code meshes} (then {@code tb} is optional, identity by default) and
 * {@code contactDistance} is optional.
 *
 * <p>Strict means: one JSON object and nothing after it, no duplicate keys, no unknown keys, no
 * comments or other JSON extensions, and every number a JSON <em>string</em> holding a decimal
 * ({@code "1.5"}, {@code "-2e-3"}) converted exactly by {@link FixedFormat#parseExact} (round to
 * nearest raw value, ties to even) — a bare JSON number is refused because a binary double would
 * already have rounded it. Quaternions are normalised on input ({@link Quat#normalize}). Every
 * error names the JSON path of the offending value.
 */
public final class CollideParser {
    /** Most points a hull may list; more is refused before any hull is built. */
    public static final int MAX_HULL_POINTS = 4096;

    /** Most vertices and most triangles one mesh of a request may have. */
    public static final int MAX_MESH_VERTICES = 1 << 20;
    public static final int MAX_MESH_TRIANGLES = 1 << 20;
    /** Most parts of a {@code "meshes"} shape. */
    public static final int MAX_MESH_PARTS = 64;

    private static final Set<String> REQUEST_KEYS = Set.of("a", "ta", "b", "tb", "contactDistance");
    private static final Set<String> XFORM_KEYS = Set.of("p", "q");

    private final ObjectMapper mapper = JsonMapper.builder()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .build();

    /**
     * Returns Jackson's message without its internal location text ({@code [Source: REDACTED
     * (`StreamReadFeature...` disabled); line: 1, column: 1]} becomes {@code column 1}).
     */
    static String plainJsonMessage(String message) {
        return message == null ? "" : message.replaceAll("\\[Source: [^;\\]]*(\\([^)]*\\))?[^;\\]]*; line: \\d+, column: (\\d+)\\]",
                "column $2");
    }

    /**
     * Returns the request in {@code line}.
     *
     * @throws BadRequestException if the line is not a valid request; the message says what and where
     */
    public CollideRequest parse(String line) throws BadRequestException {
        JsonNode root;
        try {
            root = mapper.readTree(line);
        } catch (JsonProcessingException e) {
            throw new BadRequestException("malformed JSON: " + plainJsonMessage(e.getOriginalMessage())
                    + (e.getLocation() != null ? " at column " + e.getLocation().getColumnNr() : ""));
        }
        if (root == null || root.isMissingNode()) {
            throw new BadRequestException("empty line: expected {\"a\":SHAPE,\"ta\":XFORM,\"b\":SHAPE,\"tb\":XFORM}");
        }
        requireObject(root, "request", REQUEST_KEYS);
        ShapeSpec a = shape(required(root, "a", "request"), "a");
        if (a.isMesh()) {
            throw new BadRequestException("a: a mesh can only be shape b (static level geometry)");
        }
        Transform ta = transform(required(root, "ta", "request"), "ta");
        ShapeSpec b = shape(required(root, "b", "request"), "b");
        // issue 5: a mesh's transform is optional, identity by default
        Transform tb = b.isMesh() && root.get("tb") == null ? Transform.IDENTITY : transform(required(root, "tb", "request"), "tb");
        OptionalLong contactDistance = OptionalLong.empty();
        if (root.get("contactDistance") != null) {
            long d = number(root.get("contactDistance"), "contactDistance");
            if (d < 0) {
                throw new BadRequestException("contactDistance: must be >= 0, got \"" + FixedFormat.toExactString(d) + "\"");
            }
            contactDistance = OptionalLong.of(d);
        }
        return new CollideRequest(a, ta, b, tb, contactDistance);
    }

    private static ShapeSpec shape(JsonNode node, String path) throws BadRequestException {
        if (!node.isObject()) {
            throw new BadRequestException(path + ": expected a shape object {\"type\":...}, got " + kind(node));
        }
        JsonNode type = required(node, "type", path);
        if (!type.isTextual()) {
            throw new BadRequestException(path + ".type: expected a string, got " + kind(type));
        }
        switch (type.textValue()) {
            case "sphere":
                requireObject(node, path, Set.of("type", "radius"));
                return new ShapeSpec.SphereSpec(positive(required(node, "radius", path), path + ".radius"));
            case "capsule":
                requireObject(node, path, Set.of("type", "p0", "p1", "radius"));
                return new ShapeSpec.CapsuleSpec(vector(required(node, "p0", path), path + ".p0"),
                        vector(required(node, "p1", path), path + ".p1"),
                        positive(required(node, "radius", path), path + ".radius"));
            case "box": {
                requireObject(node, path, Set.of("type", "halfExtents"));
                String p = path + ".halfExtents";
                Vec3 h = vector(required(node, "halfExtents", path), p);
                if (h.x() <= 0 || h.y() <= 0 || h.z() <= 0) {
                    throw new BadRequestException(p + ": every half extent must be > 0, got " + text(h));
                }
                return new ShapeSpec.BoxSpec(h);
            }
            case "hull": {
                requireObject(node, path, Set.of("type", "points"));
                String p = path + ".points";
                JsonNode points = required(node, "points", path);
                if (!points.isArray()) {
                    throw new BadRequestException(p + ": expected an array of [x,y,z], got " + kind(points));
                }
                if (points.size() > MAX_HULL_POINTS) {
                    throw new BadRequestException(p + ": " + points.size() + " points, at most " + MAX_HULL_POINTS);
                }
                List<Vec3> list = new ArrayList<>(points.size());
                for (int i = 0; i < points.size(); i++) {
                    list.add(vector(points.get(i), p + "[" + i + "]"));
                }
                return new ShapeSpec.HullSpec(list);
            }
            case "mesh":
                return mesh(node, path);
            case "meshes": {
                requireObject(node, path, Set.of("type", "parts"));
                JsonNode parts = required(node, "parts", path);
                if (!parts.isArray() || parts.size() == 0 || parts.size() > MAX_MESH_PARTS) {
                    throw new BadRequestException(path + ".parts: expected an array of 1.." + MAX_MESH_PARTS + " meshes");
                }
                List<MeshSpec> list = new ArrayList<>(parts.size());
                for (int i = 0; i < parts.size(); i++) {
                    String p = path + ".parts[" + i + "]";
                    JsonNode part = parts.get(i);
                    if (!part.isObject() || part.get("type") == null || !"mesh".equals(part.get("type").asText())) {
                        throw new BadRequestException(p + ": expected {\"type\":\"mesh\",...}");
                    }
                    list.add(mesh(part, p));
                }
                return new MeshesSpec(list);
            }
            default:
                throw new BadRequestException(path + ".type: unknown shape type \"" + type.textValue()
                        + "\" (expected sphere, capsule, box, hull, mesh or meshes)");
        }
    }

    private static MeshSpec mesh(JsonNode node, String path) throws BadRequestException {
        requireObject(node, path, Set.of("type", "vertices", "triangles"));
        JsonNode vertices = required(node, "vertices", path);
        JsonNode triangles = required(node, "triangles", path);
        if (!vertices.isArray() || vertices.size() > MAX_MESH_VERTICES) {
            throw new BadRequestException(path + ".vertices: expected an array of at most " + MAX_MESH_VERTICES + " [x,y,z]");
        }
        if (!triangles.isArray() || triangles.size() == 0 || triangles.size() > MAX_MESH_TRIANGLES) {
            throw new BadRequestException(path + ".triangles: expected an array of 1.." + MAX_MESH_TRIANGLES + " [i,j,k]");
        }
        List<Vec3> v = new ArrayList<>(vertices.size());
        for (int i = 0; i < vertices.size(); i++) {
            v.add(vector(vertices.get(i), path + ".vertices[" + i + "]"));
        }
        int[] idx = new int[3 * triangles.size()];
        for (int t = 0; t < triangles.size(); t++) {
            JsonNode tri = triangles.get(t);
            String p = path + ".triangles[" + t + "]";
            if (!tri.isArray() || tri.size() != 3) {
                throw new BadRequestException(p + ": expected [i,j,k] (three vertex indices)");
            }
            for (int c = 0; c < 3; c++) {
                idx[3 * t + c] = index(tri.get(c), p + "[" + c + "]", v.size());
            }
        }
        return new MeshSpec(v, idx);
    }

    /** A vertex index: a JSON integer or a string of decimal digits, in {@code [0, count)}. */
    private static int index(JsonNode node, String path, int count) throws BadRequestException {
        long i;
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            i = node.longValue();
        } else if (node.isTextual() && node.textValue().matches("[0-9]{1,10}")) {
            i = Long.parseLong(node.textValue());
        } else {
            throw new BadRequestException(path + ": expected a vertex index (integer), got " + kind(node));
        }
        if (i < 0 || i >= count) {
            throw new BadRequestException(path + ": vertex index " + i + " outside [0, " + count + ")");
        }
        return (int) i;
    }

    private static Transform transform(JsonNode node, String path) throws BadRequestException {
        requireObject(node, path, XFORM_KEYS);
        Vec3 p = vector(required(node, "p", path), path + ".p");
        JsonNode q = node.get("q");
        if (q == null) {
            return Transform.translation(p);
        }
        long[] c = numbers(q, path + ".q", 4, "[w,x,y,z]");
        Quat rotation;
        try {
            rotation = new Quat(c[0], c[1], c[2], c[3]).normalize();
        } catch (ArithmeticException e) {
            throw new BadRequestException(path + ".q: cannot normalise: " + e.getMessage());
        }
        return Transform.of(rotation, p);
    }

    private static Vec3 vector(JsonNode node, String path) throws BadRequestException {
        return JsonDecimals.vector(node, path, BadRequestException::new);
    }

    private static long[] numbers(JsonNode node, String path, int n, String form) throws BadRequestException {
        return JsonDecimals.numbers(node, path, n, form, BadRequestException::new);
    }

    private static long positive(JsonNode node, String path) throws BadRequestException {
        return JsonDecimals.positive(node, path, BadRequestException::new);
    }

    /** Converts a decimal string exactly; refuses JSON numbers, which a double may have rounded. */
    private static long number(JsonNode node, String path) throws BadRequestException {
        return JsonDecimals.number(node, path, BadRequestException::new);
    }

    private static JsonNode required(JsonNode object, String key, String path) throws BadRequestException {
        JsonNode v = object.get(key);
        if (v == null) {
            throw new BadRequestException(path + ": missing \"" + key + "\"");
        }
        return v;
    }

    private static void requireObject(JsonNode node, String path, Set<String> allowed) throws BadRequestException {
        if (!node.isObject()) {
            throw new BadRequestException(path + ": expected an object, got " + kind(node));
        }
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!allowed.contains(key)) {
                throw new BadRequestException(path + ": unknown key \"" + abbreviate(key) + "\" (allowed: "
                        + String.join(", ", new java.util.TreeSet<>(allowed)) + ")");
            }
        }
    }

    private static String kind(JsonNode node) {
        return JsonDecimals.kind(node);
    }

    private static String abbreviate(String s) {
        return JsonDecimals.abbreviate(s);
    }

    private static String text(Vec3 v) {
        return "[\"" + FixedFormat.toExactString(v.x()) + "\",\"" + FixedFormat.toExactString(v.y()) + "\",\""
                + FixedFormat.toExactString(v.z()) + "\"]";
    }
}
