package dev.lockstep.tools.query;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.lockstep.collision.shape.Shape;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.tools.JsonDecimals;
import dev.lockstep.tools.collide.BadRequestException;
import dev.lockstep.tools.collide.ShapeBuilder;
import dev.lockstep.tools.collide.ShapeSpec;
import dev.lockstep.world.QueryFilter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Parses one query strictly (one JSON object; no duplicate or unknown keys; numbers that feed the
 * query are decimal strings converted exactly by {@link JsonDecimals}; bits and body indices JSON
 * integers). Every error is a {@link QueryException} whose message starts with the JSON path.
 *
 * <pre>
 * {"ray":{"origin":V,"translation":V}, "mode":"closest"|"all"|"any", "maxFraction":"1",
 *  "filter":{"category":1,"mask":-1,"excludeBody":3}}
 * {"cast":{"shape":SHAPE,"start":{"p":V,"q":[w,x,y,z]},"translation":V}, ...the same options}
 * SHAPE: {"type":"sphere","radius":R} | {"type":"capsule","p0":V,"p1":V,"radius":R}
 *        | {"type":"box","halfExtents":V} | {"type":"hull","points":[V,...]}
 * </pre>
 * {@code mode} defaults to closest, {@code maxFraction} to "1", the filter to
 * {@link QueryFilter#DEFAULT}. A scene's {@code queries} list holds the same objects plus
 * {@code "tick"} (see {@code SceneParser}).
 */
public final class QueryParser {
    /** Most points of a cast hull. */
    public static final int MAX_HULL_POINTS = 1024;
    /** Longest query text, in characters. */
    public static final int MAX_QUERY_CHARS = 1 << 20;

    /** The keys of a query object; a scene's list adds {@code tick}. */
    public static final Set<String> QUERY_KEYS = Set.of("ray", "cast", "mode", "maxFraction", "filter");
    private static final Set<String> RAY_KEYS = Set.of("origin", "translation");
    private static final Set<String> CAST_KEYS = Set.of("shape", "start", "translation");
    private static final Set<String> FILTER_KEYS = Set.of("category", "mask", "excludeBody");

    private final ObjectMapper mapper = JsonMapper.builder()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .build();

    public QueryParser() {
        mapper.getFactory().setStreamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(16)
                .maxStringLength(1 << 12).maxNumberLength(64).build());
    }

    /**
     * Returns the query in one line of text; paths start with {@code query}.
     *
     * @throws QueryException if the text is not a valid query
     */
    public Query parse(String text) throws QueryException {
        if (text.length() > MAX_QUERY_CHARS) {
            throw new QueryException("query: " + text.length() + " characters, at most " + MAX_QUERY_CHARS);
        }
        JsonNode root;
        try {
            root = mapper.readTree(text);
        } catch (JsonProcessingException e) {
            throw new QueryException("query: malformed JSON: " + JsonDecimals.abbreviate(e.getOriginalMessage())
                    + (e.getLocation() != null ? " at column " + e.getLocation().getColumnNr() : ""));
        }
        if (root == null || root.isMissingNode()) {
            throw new QueryException("query: empty line; expected {\"ray\":{...}} or {\"cast\":{...}}");
        }
        requireObject(root, "query", QUERY_KEYS);
        return parse(root, "query");
    }

    /**
     * Returns the query in {@code node} (an object whose keys the caller has checked), naming
     * errors from {@code path}.
     *
     * @throws QueryException if the object is not a valid query
     */
    public static Query parse(JsonNode node, String path) throws QueryException {
        boolean ray = node.has("ray");
        if (ray == node.has("cast")) {
            throw new QueryException(path + ": expected exactly one of \"ray\" and \"cast\"");
        }
        Query.Mode mode = Query.Mode.CLOSEST;
        if (node.has("mode")) {
            mode = mode(node.get("mode"), path + ".mode");
        }
        long maxFraction = Fixed.ONE;
        if (node.has("maxFraction")) {
            String p = path + ".maxFraction";
            maxFraction = number(node.get("maxFraction"), p);
            if (maxFraction < 0 || maxFraction > Fixed.ONE) {
                throw new QueryException(p + ": must be within [0, 1], got \"" + FixedFormat.toExactString(maxFraction) + "\"");
            }
        }
        long category = QueryFilter.DEFAULT.categoryBits();
        long mask = QueryFilter.DEFAULT.maskBits();
        int excluded = -1;
        if (node.has("filter")) {
            String p = path + ".filter";
            JsonNode f = node.get("filter");
            requireObject(f, p, FILTER_KEYS);
            if (f.has("category")) {
                category = longInteger(f.get("category"), p + ".category");
            }
            if (f.has("mask")) {
                mask = longInteger(f.get("mask"), p + ".mask");
            }
            if (f.has("excludeBody")) {
                long b = longInteger(f.get("excludeBody"), p + ".excludeBody");
                if (b < 0 || b > Integer.MAX_VALUE) {
                    throw new QueryException(p + ".excludeBody: expected a scene body index >= 0, got " + b);
                }
                excluded = (int) b;
            }
        }
        Shape shape = null;
        Transform start;
        Vec3 translation;
        if (ray) {
            String p = path + ".ray";
            JsonNode r = node.get("ray");
            requireObject(r, p, RAY_KEYS);
            start = Transform.translation(vector(required(r, "origin", p), p + ".origin"));
            translation = vector(required(r, "translation", p), p + ".translation");
        } else {
            String p = path + ".cast";
            JsonNode c = node.get("cast");
            requireObject(c, p, CAST_KEYS);
            shape = shape(required(c, "shape", p), p + ".shape");
            start = transform(required(c, "start", p), p + ".start");
            translation = vector(required(c, "translation", p), p + ".translation");
        }
        if ((translation.x() | translation.y() | translation.z()) == 0) {
            throw new QueryException(path + (ray ? ".ray" : ".cast") + ".translation: must not be zero");
        }
        return new Query(mode, shape, start, translation, maxFraction, category, mask, excluded);
    }

    private static Query.Mode mode(JsonNode node, String path) throws QueryException {
        for (Query.Mode m : Query.Mode.values()) {
            if (node.isTextual() && m.jsonName.equals(node.textValue())) {
                return m;
            }
        }
        throw new QueryException(path + ": expected \"closest\", \"all\" or \"any\"");
    }

    private static Shape shape(JsonNode node, String path) throws QueryException {
        if (!node.isObject()) {
            throw new QueryException(path + ": expected a shape object {\"type\":...}, got " + JsonDecimals.kind(node));
        }
        JsonNode type = required(node, "type", path);
        if (!type.isTextual()) {
            throw new QueryException(path + ".type: expected a string, got " + JsonDecimals.kind(type));
        }
        ShapeSpec spec;
        switch (type.textValue()) {
            case "sphere":
                requireObject(node, path, Set.of("type", "radius"));
                spec = new ShapeSpec.SphereSpec(positive(required(node, "radius", path), path + ".radius"));
                break;
            case "capsule":
                requireObject(node, path, Set.of("type", "p0", "p1", "radius"));
                spec = new ShapeSpec.CapsuleSpec(vector(required(node, "p0", path), path + ".p0"),
                        vector(required(node, "p1", path), path + ".p1"), positive(required(node, "radius", path), path + ".radius"));
                break;
            case "box": {
                requireObject(node, path, Set.of("type", "halfExtents"));
                Vec3 h = vector(required(node, "halfExtents", path), path + ".halfExtents");
                if (h.x() <= 0 || h.y() <= 0 || h.z() <= 0) {
                    throw new QueryException(path + ".halfExtents: every half extent must be > 0");
                }
                spec = new ShapeSpec.BoxSpec(h);
                break;
            }
            case "hull": {
                requireObject(node, path, Set.of("type", "points"));
                JsonNode points = required(node, "points", path);
                if (!points.isArray() || points.size() < 4 || points.size() > MAX_HULL_POINTS) {
                    throw new QueryException(path + ".points: expected an array of 4.." + MAX_HULL_POINTS + " [x,y,z]");
                }
                List<Vec3> list = new ArrayList<>(points.size());
                for (int i = 0; i < points.size(); i++) {
                    list.add(vector(points.get(i), path + ".points[" + i + "]"));
                }
                spec = new ShapeSpec.HullSpec(list);
                break;
            }
            default:
                throw new QueryException(path + ".type: unknown cast shape type \"" + JsonDecimals.abbreviate(type.textValue())
                        + "\" (expected sphere, capsule, box or hull)");
        }
        try {
            return ShapeBuilder.build(spec, path);
        } catch (BadRequestException e) {
            throw new QueryException(e.getMessage());
        }
    }

    private static Transform transform(JsonNode node, String path) throws QueryException {
        requireObject(node, path, Set.of("p", "q"));
        Vec3 p = node.has("p") ? vector(node.get("p"), path + ".p") : Vec3.ZERO;
        if (!node.has("q")) {
            return Transform.translation(p);
        }
        long[] c = JsonDecimals.numbers(node.get("q"), path + ".q", 4, "[w,x,y,z]", QueryException::new);
        try {
            return Transform.of(new Quat(c[0], c[1], c[2], c[3]).normalize(), p);
        } catch (ArithmeticException e) {
            throw new QueryException(path + ".q: cannot normalise: " + e.getMessage());
        }
    }

    private static Vec3 vector(JsonNode node, String path) throws QueryException {
        return JsonDecimals.vector(node, path, QueryException::new);
    }

    private static long number(JsonNode node, String path) throws QueryException {
        return JsonDecimals.number(node, path, QueryException::new);
    }

    private static long positive(JsonNode node, String path) throws QueryException {
        return JsonDecimals.positive(node, path, QueryException::new);
    }

    private static long longInteger(JsonNode node, String path) throws QueryException {
        if (!node.isIntegralNumber() || !node.canConvertToLong()) {
            throw new QueryException(path + ": expected an integer, got " + JsonDecimals.kind(node));
        }
        return node.longValue();
    }

    private static JsonNode required(JsonNode object, String key, String path) throws QueryException {
        JsonNode v = object.get(key);
        if (v == null) {
            throw new QueryException(path + ": missing \"" + key + "\"");
        }
        return v;
    }

    /**
     * Throws unless {@code node} is an object whose keys are all in {@code allowed}.
     *
     * @throws QueryException naming the path and the unknown key
     */
    public static void requireObject(JsonNode node, String path, Set<String> allowed) throws QueryException {
        if (!node.isObject()) {
            throw new QueryException(path + ": expected an object, got " + JsonDecimals.kind(node));
        }
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String key = it.next();
            if (!allowed.contains(key)) {
                throw new QueryException(path + ": unknown key \"" + JsonDecimals.abbreviate(key) + "\" (allowed: "
                        + String.join(", ", new TreeSet<>(allowed)) + ")");
            }
        }
    }
}
