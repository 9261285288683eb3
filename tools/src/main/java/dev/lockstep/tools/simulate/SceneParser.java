package dev.lockstep.tools.simulate;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.lockstep.collision.mesh.TriangleMesh;
import dev.lockstep.collision.mesh.clean.ObjLimits;
import dev.lockstep.collision.mesh.clean.ObjReader;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.tools.collide.BadRequestException;
import dev.lockstep.tools.collide.MeshSpec;
import dev.lockstep.tools.collide.ShapeBuilder;
import dev.lockstep.tools.collide.ShapeSpec;
import dev.lockstep.world.BodyDef;
import dev.lockstep.world.BodyType;
import dev.lockstep.world.ShapeDef;
import dev.lockstep.world.WorldDef;
import java.io.IOException;
import java.nio.file.Path;
import dev.lockstep.tools.JsonDecimals;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Parses a {@code simulate} scene strictly: one JSON object, no duplicate or unknown keys, no
 * comments or other extensions; every number that feeds the simulation a decimal <em>string</em>
 * converted exactly by {@link FixedFormat#parseExact} (a bare JSON number would already have been
 * rounded by a double), counts and bits JSON integers. Every error is a {@link SceneException} whose
 * message starts with the JSON path of the value at fault. Sizes are bounded ({@link #MAX_BODIES},
 * {@link #MAX_SHAPES_PER_BODY}, {@link #MAX_EVENTS}, {@link SceneJoints#MAX_JOINTS}, the mesh and hull limits), so a hostile scene
 * costs bounded memory and time; the caller bounds the text itself ({@link #MAX_SCENE_CHARS}).
 *
 * <p>Shapes are built here (the kernel's own checks, such as a degenerate hull, become path errors);
 * the body-level checks (mass window, world-size budget, speeds) are the world's, done when
 * {@link SceneWorld} creates the bodies.
 */
public final class SceneParser {
    /** Largest scene text read, in characters. */
    public static final int MAX_SCENE_CHARS = 16 << 20;
    public static final int MAX_BODIES = 10_000;
    public static final int MAX_SHAPES_PER_BODY = 64;
    public static final int MAX_EVENTS = 100_000;
    public static final int MAX_HULL_POINTS = 4096;
    public static final int MAX_MESH_VERTICES = 1 << 20;
    public static final int MAX_MESH_TRIANGLES = 1 << 20;
    /** Largest component of an event's vector: 2^20 (newtons, N s, m/s or rad/s), far from Q31.32's edge. */
    public static final long MAX_EVENT_COMPONENT = Fixed.fromInt(1 << 20);
    /** Last tick an event may name (the tick counter's bound). */
    public static final int MAX_EVENT_TICK = Integer.MAX_VALUE - 1;

    private static final Set<String> SCENE_KEYS = Set.of("world", "bodies", "joints", "events", "queries");
    private static final Set<String> WORLD_KEYS = Set.of("gravity", "tickRate", "substeps", "contactHertz", "contactDampingRatio",
            "staticContactHertz", "maxContactPushSpeed", "linearSlop", "restitutionThreshold", "sleepThreshold", "sleepTicks",
            "enableSleep", "maxLinearSpeed", "worldExtent", "jointHertz", "jointDampingRatio");
    private static final Set<String> BODY_KEYS = Set.of("type", "position", "rotation", "linearVelocity", "angularVelocity",
            "linearDamping", "angularDamping", "gravityScale", "fixedRotation", "bullet", "awake", "enableSleep", "userData", "shapes");
    private static final Set<String> MATERIAL_KEYS = Set.of("type", "local", "density", "friction", "restitution",
            "rollingResistance", "filter");
    private static final Set<String> EVENT_KEYS = Set.of("tick", "body", "kind", "vector");
    private static final ObjLimits OBJ_LIMITS = new ObjLimits(64L << 20, 4096, MAX_MESH_VERTICES, MAX_MESH_TRIANGLES, 16);

    private final ObjectMapper mapper = JsonMapper.builder()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .build();
    private final Path baseDirectory;
    private boolean allInline;

    /**
     * A parser resolving OBJ paths against {@code baseDirectory} (the scene file's directory), or
     * refusing OBJ paths when it is null (a scene embedded in a replay must be self-contained).
     */
    public SceneParser(Path baseDirectory) {
        this.baseDirectory = baseDirectory;
        mapper.getFactory().setStreamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(32)
                .maxStringLength(1 << 16).maxNumberLength(64).build());
    }

    /**
     * Returns the scene in {@code text}.
     *
     * @throws SceneException if the text is not a valid scene; the message starts with the JSON path
     */
    public Scene parse(String text) throws SceneException {
        if (text.length() > MAX_SCENE_CHARS) {
            throw new SceneException("scene: " + text.length() + " characters, at most " + MAX_SCENE_CHARS);
        }
        JsonNode root;
        try {
            root = mapper.readTree(text);
        } catch (JsonProcessingException e) {
            throw new SceneException("scene: malformed JSON: " + abbreviate(e.getOriginalMessage())
                    + (e.getLocation() != null ? " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() : ""));
        }
        if (root == null || root.isMissingNode()) {
            throw new SceneException("scene: empty; expected {\"world\":{...},\"bodies\":[...],\"events\":[...]}");
        }
        requireObject(root, "scene", SCENE_KEYS);
        allInline = true;
        WorldDef world = root.has("world") ? world(root.get("world"), "world") : new WorldDef();
        JsonNode bodiesNode = required(root, "bodies", "scene");
        requireArray(bodiesNode, "bodies", 1, MAX_BODIES);
        List<Scene.Body> bodies = new ArrayList<>(bodiesNode.size());
        for (int i = 0; i < bodiesNode.size(); i++) {
            bodies.add(body(bodiesNode.get(i), "bodies[" + i + "]"));
        }
        List<Scene.Joint> joints = root.has("joints") ? SceneJoints.parse(root.get("joints"), bodies) : List.of();
        List<Scene.Event> events = new ArrayList<>();
        if (root.has("events")) {
            JsonNode ev = root.get("events");
            requireArray(ev, "events", 0, MAX_EVENTS);
            for (int i = 0; i < ev.size(); i++) {
                events.add(event(ev.get(i), "events[" + i + "]", bodies));
            }
            // events of one tick keep their file order (List.sort is stable)
            events.sort(Comparator.comparingInt(Scene.Event::tick));
        }
        List<Scene.TimedQuery> queries = root.has("queries") ? SceneQueries.parse(root.get("queries")) : List.of();
        String canonical = null;
        if (allInline) {
            try {
                canonical = mapper.writeValueAsString(root);
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("re-serialising a parsed tree failed", e);
            }
        }
        return new Scene(world, List.copyOf(bodies), List.copyOf(events), canonical, queries, joints);
    }

    private WorldDef world(JsonNode node, String path) throws SceneException {
        requireObject(node, path, WORLD_KEYS);
        WorldDef w = new WorldDef();
        if (node.has("gravity")) {
            w.gravity(vector(node.get("gravity"), path + ".gravity"));
        }
        if (node.has("tickRate")) {
            w.tickRate(integer(node.get("tickRate"), path + ".tickRate", 1, 1000));
        }
        if (node.has("substeps")) {
            w.substeps(integer(node.get("substeps"), path + ".substeps", 1, 16));
        }
        if (node.has("contactHertz")) {
            w.contactHertz(positive(node.get("contactHertz"), path + ".contactHertz"));
        }
        if (node.has("contactDampingRatio")) {
            w.contactDampingRatio(nonNegative(node.get("contactDampingRatio"), path + ".contactDampingRatio"));
        }
        if (node.has("staticContactHertz")) {
            w.staticContactHertz(positive(node.get("staticContactHertz"), path + ".staticContactHertz"));
        }
        if (node.has("maxContactPushSpeed")) {
            w.maxContactPushSpeed(nonNegative(node.get("maxContactPushSpeed"), path + ".maxContactPushSpeed"));
        }
        if (node.has("linearSlop")) {
            w.linearSlop(positive(node.get("linearSlop"), path + ".linearSlop"));
        }
        if (node.has("restitutionThreshold")) {
            w.restitutionThreshold(nonNegative(node.get("restitutionThreshold"), path + ".restitutionThreshold"));
        }
        if (node.has("sleepThreshold")) {
            w.sleepThreshold(nonNegative(node.get("sleepThreshold"), path + ".sleepThreshold"));
        }
        if (node.has("sleepTicks")) {
            w.sleepTicks(integer(node.get("sleepTicks"), path + ".sleepTicks", 1, 1 << 20));
        }
        if (node.has("enableSleep")) {
            w.enableSleep(bool(node.get("enableSleep"), path + ".enableSleep"));
        }
        if (node.has("maxLinearSpeed")) {
            w.maxLinearSpeed(positive(node.get("maxLinearSpeed"), path + ".maxLinearSpeed"));
        }
        if (node.has("worldExtent")) {
            w.worldExtent(positive(node.get("worldExtent"), path + ".worldExtent"));
        }
        if (node.has("jointHertz")) {
            w.jointHertz(nonNegative(node.get("jointHertz"), path + ".jointHertz"));
        }
        if (node.has("jointDampingRatio")) {
            w.jointDampingRatio(nonNegative(node.get("jointDampingRatio"), path + ".jointDampingRatio"));
        }
        return w;
    }

    private Scene.Body body(JsonNode node, String path) throws SceneException {
        requireObject(node, path, BODY_KEYS);
        BodyDef def = new BodyDef().type(bodyType(required(node, "type", path), path + ".type"));
        if (node.has("position")) {
            def.position(vector(node.get("position"), path + ".position"));
        }
        if (node.has("rotation")) {
            def.rotation(rotation(node.get("rotation"), path + ".rotation"));
        }
        if (node.has("linearVelocity")) {
            def.linearVelocity(vector(node.get("linearVelocity"), path + ".linearVelocity"));
        }
        if (node.has("angularVelocity")) {
            def.angularVelocity(vector(node.get("angularVelocity"), path + ".angularVelocity"));
        }
        if (node.has("linearDamping")) {
            def.linearDamping(nonNegative(node.get("linearDamping"), path + ".linearDamping"));
        }
        if (node.has("angularDamping")) {
            def.angularDamping(nonNegative(node.get("angularDamping"), path + ".angularDamping"));
        }
        if (node.has("gravityScale")) {
            def.gravityScale(number(node.get("gravityScale"), path + ".gravityScale"));
        }
        if (node.has("fixedRotation")) {
            def.fixedRotation(bool(node.get("fixedRotation"), path + ".fixedRotation"));
        }
        if (node.has("bullet")) {
            def.bullet(bool(node.get("bullet"), path + ".bullet"));
        }
        if (node.has("awake")) {
            def.awake(bool(node.get("awake"), path + ".awake"));
        }
        if (node.has("enableSleep")) {
            def.enableSleep(bool(node.get("enableSleep"), path + ".enableSleep"));
        }
        if (node.has("userData")) {
            def.userData(longInteger(node.get("userData"), path + ".userData"));
        }
        JsonNode shapes = required(node, "shapes", path);
        requireArray(shapes, path + ".shapes", 1, MAX_SHAPES_PER_BODY);
        List<ShapeSpec> specs = new ArrayList<>(shapes.size());
        List<Transform> locals = new ArrayList<>(shapes.size());
        for (int i = 0; i < shapes.size(); i++) {
            String p = path + ".shapes[" + i + "]";
            JsonNode s = shapes.get(i);
            ShapeDef shape = shape(s, p, specs);
            Transform local = s.has("local") ? transform(s.get("local"), p + ".local") : Transform.IDENTITY;
            locals.add(local);
            shape.local(local);
            material(s, p, shape);
            def.shape(shape);
        }
        return new Scene.Body(def, List.copyOf(specs), List.copyOf(locals));
    }

    /** Builds one shape's geometry (adding its description to {@code outSpecs}); materials come after. */
    private ShapeDef shape(JsonNode node, String path, List<ShapeSpec> outSpecs) throws SceneException {
        if (!node.isObject()) {
            throw new SceneException(path + ": expected a shape object {\"type\":...}, got " + kind(node));
        }
        JsonNode type = required(node, "type", path);
        if (!type.isTextual()) {
            throw new SceneException(path + ".type: expected a string, got " + kind(type));
        }
        ShapeSpec spec;
        switch (type.textValue()) {
            case "sphere":
                requireObject(node, path, with("radius"));
                spec = new ShapeSpec.SphereSpec(positive(required(node, "radius", path), path + ".radius"));
                break;
            case "capsule":
                requireObject(node, path, with("p0", "p1", "radius"));
                spec = new ShapeSpec.CapsuleSpec(vector(required(node, "p0", path), path + ".p0"),
                        vector(required(node, "p1", path), path + ".p1"), positive(required(node, "radius", path), path + ".radius"));
                break;
            case "box": {
                requireObject(node, path, with("halfExtents"));
                Vec3 h = vector(required(node, "halfExtents", path), path + ".halfExtents");
                if (h.x() <= 0 || h.y() <= 0 || h.z() <= 0) {
                    throw new SceneException(path + ".halfExtents: every half extent must be > 0");
                }
                spec = new ShapeSpec.BoxSpec(h);
                break;
            }
            case "hull": {
                requireObject(node, path, with("points"));
                JsonNode points = required(node, "points", path);
                requireArray(points, path + ".points", 4, MAX_HULL_POINTS);
                List<Vec3> list = new ArrayList<>(points.size());
                for (int i = 0; i < points.size(); i++) {
                    list.add(vector(points.get(i), path + ".points[" + i + "]"));
                }
                spec = new ShapeSpec.HullSpec(list);
                break;
            }
            case "mesh":
                return mesh(node, path, outSpecs);
            default:
                throw new SceneException(path + ".type: unknown shape type \"" + abbreviate(type.textValue())
                        + "\" (expected sphere, capsule, box, hull or mesh)");
        }
        Shape built;
        try {
            built = ShapeBuilder.build(spec, path);
        } catch (BadRequestException e) {
            throw new SceneException(e.getMessage());
        }
        outSpecs.add(spec);
        return ShapeDef.convex(built);
    }

    /** A static mesh: inline {@code vertices} and {@code triangles}, or an {@code obj} file path. */
    private ShapeDef mesh(JsonNode node, String path, List<ShapeSpec> outSpecs) throws SceneException {
        TriangleMesh mesh;
        if (node.has("obj")) {
            requireObject(node, path, with("obj"));
            mesh = objMesh(node.get("obj"), path + ".obj");
        } else {
            requireObject(node, path, with("vertices", "triangles"));
            JsonNode vertices = required(node, "vertices", path);
            JsonNode triangles = required(node, "triangles", path);
            requireArray(vertices, path + ".vertices", 3, MAX_MESH_VERTICES);
            requireArray(triangles, path + ".triangles", 1, MAX_MESH_TRIANGLES);
            long[] xyz = new long[3 * vertices.size()];
            for (int i = 0; i < vertices.size(); i++) {
                Vec3 v = vector(vertices.get(i), path + ".vertices[" + i + "]");
                xyz[3 * i] = v.x();
                xyz[3 * i + 1] = v.y();
                xyz[3 * i + 2] = v.z();
            }
            int[] idx = new int[3 * triangles.size()];
            for (int t = 0; t < triangles.size(); t++) {
                String p = path + ".triangles[" + t + "]";
                JsonNode tri = triangles.get(t);
                if (!tri.isArray() || tri.size() != 3) {
                    throw new SceneException(p + ": expected [i,j,k] (three vertex indices)");
                }
                for (int c = 0; c < 3; c++) {
                    idx[3 * t + c] = integer(tri.get(c), p + "[" + c + "]", 0, vertices.size() - 1);
                }
            }
            try {
                mesh = TriangleMesh.of(xyz, idx);
            } catch (IllegalArgumentException | ArithmeticException e) {
                throw new SceneException(path + ": " + e.getMessage());
            }
        }
        List<Vec3> vertices = new ArrayList<>(mesh.vertexCount());
        for (int v = 0; v < mesh.vertexCount(); v++) {
            vertices.add(mesh.position(v));
        }
        outSpecs.add(new MeshSpec(vertices, mesh.copyIndices()));
        return ShapeDef.mesh(mesh);
    }

    private TriangleMesh objMesh(JsonNode node, String path) throws SceneException {
        if (!node.isTextual()) {
            throw new SceneException(path + ": expected a file path string, got " + kind(node));
        }
        if (baseDirectory == null) {
            throw new SceneException(path + ": OBJ paths are not allowed here (a recorded scene must be self-contained: inline the mesh)");
        }
        allInline = false;
        Path file;
        try {
            file = baseDirectory.resolve(node.textValue());
        } catch (java.nio.file.InvalidPathException e) {
            throw new SceneException(path + ": not a valid path: " + abbreviate(node.textValue()));
        }
        try {
            return ObjReader.read(file, OBJ_LIMITS);
        } catch (IOException e) {
            // ObjFormatException (an IOException) names the file, line and column
            throw new SceneException(path + ": cannot read " + file + ": " + e.getMessage());
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw new SceneException(path + ": " + file + ": " + e.getMessage());
        }
    }

    private void material(JsonNode node, String path, ShapeDef shape) throws SceneException {
        if (node.has("density")) {
            shape.density(positive(node.get("density"), path + ".density"));
        }
        if (node.has("friction")) {
            shape.friction(nonNegative(node.get("friction"), path + ".friction"));
        }
        if (node.has("restitution")) {
            long e = nonNegative(node.get("restitution"), path + ".restitution");
            if (e > Fixed.ONE) {
                throw new SceneException(path + ".restitution: must be within [0, 1], got \"" + FixedFormat.toExactString(e) + "\"");
            }
            shape.restitution(e);
        }
        if (node.has("rollingResistance")) {
            shape.rollingResistance(nonNegative(node.get("rollingResistance"), path + ".rollingResistance"));
        }
        if (node.has("filter")) {
            String p = path + ".filter";
            JsonNode f = node.get("filter");
            requireObject(f, p, Set.of("category", "mask"));
            shape.filter(longInteger(required(f, "category", p), p + ".category"), longInteger(required(f, "mask", p), p + ".mask"));
        }
    }

    private Scene.Event event(JsonNode node, String path, List<Scene.Body> bodies) throws SceneException {
        requireObject(node, path, EVENT_KEYS);
        int tick = integer(required(node, "tick", path), path + ".tick", 0, MAX_EVENT_TICK);
        int body = integer(required(node, "body", path), path + ".body", 0, bodies.size() - 1);
        JsonNode k = required(node, "kind", path);
        Scene.Kind kind = null;
        for (Scene.Kind c : Scene.Kind.values()) {
            if (k.isTextual() && c.jsonName.equals(k.textValue())) {
                kind = c;
            }
        }
        if (kind == null) {
            throw new SceneException(path + ".kind: expected one of force, torque, impulse, angularImpulse, linearVelocity, angularVelocity");
        }
        BodyType type = bodies.get(body).def().type();
        boolean velocity = kind == Scene.Kind.LINEAR_VELOCITY || kind == Scene.Kind.ANGULAR_VELOCITY;
        if (type == BodyType.STATIC || (type == BodyType.KINEMATIC && !velocity)) {
            throw new SceneException(path + ".body: body " + body + " is " + type.name().toLowerCase(Locale.ROOT)
                    + (velocity ? "; velocities need a dynamic or kinematic body" : "; forces and impulses need a dynamic body"));
        }
        Vec3 v = vector(required(node, "vector", path), path + ".vector");
        for (long c : new long[]{v.x(), v.y(), v.z()}) {
            if (c > MAX_EVENT_COMPONENT || c < -MAX_EVENT_COMPONENT) {
                throw new SceneException(path + ".vector: every component must be within +-" + FixedFormat.toExactString(MAX_EVENT_COMPONENT));
            }
        }
        return new Scene.Event(tick, body, kind, v);
    }

    private static BodyType bodyType(JsonNode node, String path) throws SceneException {
        if (node.isTextual()) {
            switch (node.textValue()) {
                case "static":
                    return BodyType.STATIC;
                case "kinematic":
                    return BodyType.KINEMATIC;
                case "dynamic":
                    return BodyType.DYNAMIC;
                default:
                    break;
            }
        }
        throw new SceneException(path + ": expected \"static\", \"kinematic\" or \"dynamic\"");
    }

    static Quat rotation(JsonNode node, String path) throws SceneException {
        long[] c = numbers(node, path, 4, "[w,x,y,z]");
        try {
            return new Quat(c[0], c[1], c[2], c[3]).normalize();
        } catch (ArithmeticException e) {
            throw new SceneException(path + ": cannot normalise: " + e.getMessage());
        }
    }

    private static Transform transform(JsonNode node, String path) throws SceneException {
        requireObject(node, path, Set.of("p", "q"));
        Vec3 p = node.has("p") ? vector(node.get("p"), path + ".p") : Vec3.ZERO;
        return node.has("q") ? Transform.of(rotation(node.get("q"), path + ".q"), p) : Transform.translation(p);
    }

    static Vec3 vector(JsonNode node, String path) throws SceneException {
        return JsonDecimals.vector(node, path, SceneException::new);
    }

    private static long[] numbers(JsonNode node, String path, int n, String form) throws SceneException {
        return JsonDecimals.numbers(node, path, n, form, SceneException::new);
    }

    private static long positive(JsonNode node, String path) throws SceneException {
        return JsonDecimals.positive(node, path, SceneException::new);
    }

    static long nonNegative(JsonNode node, String path) throws SceneException {
        long v = number(node, path);
        if (v < 0) {
            throw new SceneException(path + ": must be >= 0, got \"" + FixedFormat.toExactString(v) + "\"");
        }
        return v;
    }

    /** Converts a decimal string exactly; refuses JSON numbers, which a double may have rounded. */
    static long number(JsonNode node, String path) throws SceneException {
        return JsonDecimals.number(node, path, SceneException::new);
    }

    static int integer(JsonNode node, String path, int min, int max) throws SceneException {
        long v = longInteger(node, path);
        if (v < min || v > max) {
            throw new SceneException(path + ": must be within " + min + ".." + max + ", got " + v);
        }
        return (int) v;
    }

    static long longInteger(JsonNode node, String path) throws SceneException {
        if (!node.isIntegralNumber() || !node.canConvertToLong()) {
            throw new SceneException(path + ": expected an integer, got " + kind(node));
        }
        return node.longValue();
    }

    static boolean bool(JsonNode node, String path) throws SceneException {
        if (!node.isBoolean()) {
            throw new SceneException(path + ": expected true or false, got " + kind(node));
        }
        return node.booleanValue();
    }

    static JsonNode required(JsonNode object, String key, String path) throws SceneException {
        JsonNode v = object.get(key);
        if (v == null) {
            throw new SceneException(path + ": missing \"" + key + "\"");
        }
        return v;
    }

    static void requireArray(JsonNode node, String path, int min, int max) throws SceneException {
        if (!node.isArray()) {
            throw new SceneException(path + ": expected an array, got " + kind(node));
        }
        if (node.size() < min || node.size() > max) {
            throw new SceneException(path + ": " + node.size() + " elements, expected " + min + ".." + max);
        }
    }

    static void requireObject(JsonNode node, String path, Set<String> allowed) throws SceneException {
        if (!node.isObject()) {
            throw new SceneException(path + ": expected an object, got " + kind(node));
        }
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!allowed.contains(key)) {
                throw new SceneException(path + ": unknown key \"" + abbreviate(key) + "\" (allowed: "
                        + String.join(", ", new TreeSet<>(allowed)) + ")");
            }
        }
    }

    private static Set<String> with(String... keys) {
        Set<String> s = new TreeSet<>(MATERIAL_KEYS);
        s.addAll(List.of(keys));
        return s;
    }

    static String kind(JsonNode node) {
        return JsonDecimals.kind(node);
    }

    static String abbreviate(String s) {
        return JsonDecimals.abbreviate(s);
    }
}
