package dev.lockstep.tools.simulate;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Quat;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.world.BodyId;
import dev.lockstep.world.BodyType;
import dev.lockstep.world.JointDef;
import dev.lockstep.world.JointType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The scene's optional {@code joints} list: one object per {@link JointDef}, created in list order
 * after the bodies (so joint {@code i} of the list is the world's joint slot {@code i}). The keys are
 * {@link JointDef}'s field names, so a value the world refuses ("field lower = ...") is named by its
 * path ({@code joints[2].lower}). Options follow the world's flags: {@code "enableLimit":true} with
 * {@code lower} and {@code upper}, {@code "enableMotor":true} with {@code motorSpeed} and either
 * {@code maxMotorForce} or {@code "unlimitedMotorForce":true}, and so on; an option's values without
 * its flag set are refused rather than ignored, and so is a key that the joint's type does not have.
 *
 * <p>Frames: one world frame ({@code pivot} and optional {@code frameRotation}; a distance joint's two
 * world anchors {@code anchorA} and {@code anchorB}), converted by the world when the joint is created,
 * or {@code localFrames} ({@code anchorA}, {@code rotationA}, {@code anchorB}, {@code rotationB} in
 * the bodies' origin frames; a distance joint then needs {@code length}).
 */
final class SceneJoints {
    /** Most joints in a scene (a 100 x 100 grid of spheres joined to their neighbours has 19,800). */
    static final int MAX_JOINTS = 40_000;

    private static final Set<String> COMMON_KEYS = Set.of("type", "bodyA", "bodyB", "localFrames", "collideConnected",
            "breakable", "breakForce", "breakTorque", "userData");
    private static final Set<String> LIMIT_KEYS = Set.of("enableLimit", "lower", "upper");
    private static final Set<String> MOTOR_KEYS = Set.of("enableMotor", "motorSpeed", "maxMotorForce", "unlimitedMotorForce");
    private static final Set<String> SPRING_KEYS = Set.of("enableSpring", "springHertz", "springDampingRatio");
    private static final Set<String> PIVOT_KEYS = Set.of("pivot", "frameRotation");
    private static final Set<String> LOCAL_FRAME_KEYS = Set.of("anchorA", "rotationA", "anchorB", "rotationB");

    private SceneJoints() {
    }

    /** Parses the list; errors name {@code joints[i]...}; {@code bodies} are the scene's, for references and types. */
    static List<Scene.Joint> parse(JsonNode node, List<Scene.Body> bodies) throws SceneException {
        SceneParser.requireArray(node, "joints", 0, MAX_JOINTS);
        List<Scene.Joint> list = new ArrayList<>(node.size());
        for (int i = 0; i < node.size(); i++) {
            list.add(joint(node.get(i), "joints[" + i + "]", bodies));
        }
        return List.copyOf(list);
    }

    private static Scene.Joint joint(JsonNode node, String path, List<Scene.Body> bodies) throws SceneException {
        if (!node.isObject()) {
            throw new SceneException(path + ": expected a joint object {\"type\":...}, got " + SceneParser.kind(node));
        }
        JointType type = type(SceneParser.required(node, "type", path), path + ".type");
        SceneParser.requireObject(node, path, allowedKeys(type));
        int a = bodyIndex(node, "bodyA", path, bodies);
        int b = bodyIndex(node, "bodyB", path, bodies);
        if (a == b) {
            throw new SceneException(path + ".bodyB: both ends are body " + a + "; a joint links two bodies");
        }
        BodyType typeA = bodies.get(a).def().type();
        BodyType typeB = bodies.get(b).def().type();
        if (typeA != BodyType.DYNAMIC && typeB != BodyType.DYNAMIC) {
            throw new SceneException(path + ": neither body " + a + " (" + name(typeA) + ") nor body " + b + " (" + name(typeB)
                    + ") is dynamic; a joint needs a dynamic end");
        }
        Frames frames = frames(node, path, type);
        List<Option> options = new ArrayList<>();
        if (flag(node, path, "collideConnected")) {
            options.add(d -> d.collideConnected(true));
        }
        if (enabled(node, path, "enableLimit", "lower", "upper")) {
            long lower = SceneParser.number(node.get("lower"), path + ".lower");
            long upper = SceneParser.number(node.get("upper"), path + ".upper");
            options.add(d -> d.limit(lower, upper));
        }
        if (enabled(node, path, "enableCone", "coneAngle")) {
            long angle = SceneParser.number(node.get("coneAngle"), path + ".coneAngle");
            options.add(d -> d.cone(angle));
        }
        if (enabled(node, path, "enableTwist", "twistLower", "twistUpper")) {
            long lower = SceneParser.number(node.get("twistLower"), path + ".twistLower");
            long upper = SceneParser.number(node.get("twistUpper"), path + ".twistUpper");
            options.add(d -> d.twist(lower, upper));
        }
        motor(node, path, options);
        if (enabled(node, path, "enableSpring", "springHertz")) {
            long hertz = SceneParser.nonNegative(node.get("springHertz"), path + ".springHertz");
            long zeta = node.has("springDampingRatio")
                    ? SceneParser.nonNegative(node.get("springDampingRatio"), path + ".springDampingRatio") : Fixed.ONE;
            options.add(d -> d.spring(hertz, zeta));
        } else if (node.has("springDampingRatio")) {
            throw new SceneException(path + ".springDampingRatio: set only with \"enableSpring\":true");
        }
        if (node.has("length")) {
            long length = SceneParser.number(node.get("length"), path + ".length");
            options.add(d -> d.length(length));
        } else if (type == JointType.DISTANCE && frames.local) {
            throw new SceneException(path + ": missing \"length\" (a distance joint with localFrames has no world anchors to measure)");
        }
        if (type == JointType.WELD) {
            long linearHz = optional(node, path, "linearHertz", 0);
            long linearZeta = optional(node, path, "linearDampingRatio", Fixed.ONE);
            long angularHz = optional(node, path, "angularHertz", 0);
            long angularZeta = optional(node, path, "angularDampingRatio", Fixed.ONE);
            options.add(d -> d.weldSoftness(linearHz, linearZeta, angularHz, angularZeta));
        }
        if (enabled(node, path, "breakable", "breakForce", "breakTorque")) {
            long force = SceneParser.nonNegative(node.get("breakForce"), path + ".breakForce");
            long torque = SceneParser.nonNegative(node.get("breakTorque"), path + ".breakTorque");
            options.add(d -> d.breakable(force, torque));
        }
        if (node.has("userData")) {
            long data = SceneParser.longInteger(node.get("userData"), path + ".userData");
            options.add(d -> d.userData(data));
        }
        Set<String> keys = new TreeSet<>();
        node.fieldNames().forEachRemaining(keys::add);
        return new Scene.Joint(a, b, type, Set.copyOf(keys), frames.local, (bodyA, bodyB) -> {
            JointDef def = frames.create(type, bodyA, bodyB);
            for (Option o : options) {
                o.apply(def);
            }
            return def;
        });
    }

    /**
     * Returns the JSON path of the value a world refusal ({@code "joint 3 (user data 0): field lower = ..."})
     * names, {@code joints[i]} when it names none of the joint's keys (both handles, the derived length).
     */
    static String path(int i, Scene.Joint joint, String message) {
        String path = "joints[" + i + "]";
        String field = fieldNamed(message);
        if (field == null) {
            return path;
        }
        if (LOCAL_FRAME_KEYS.contains(field)) {
            if (joint.localFrames()) {
                return path + ".localFrames." + field;
            }
            if (joint.type() == JointType.DISTANCE) {
                return path + "." + field;
            }
            return path + (field.startsWith("anchor") ? ".pivot" : ".frameRotation");
        }
        return joint.keys().contains(field) ? path + "." + field : path;
    }

    /**
     * The field a world message names: {@code "...: field lower = ..."} (the joint's checks) or
     * {@code "joint 0 (user data 0) anchorA: position ..."} (createJoint's world-frame checks); null if none.
     */
    private static String fieldNamed(String message) {
        if (message == null) {
            return null;
        }
        int at = message.indexOf(": field ");
        if (at >= 0) {
            return message.substring(at + ": field ".length()).split("[ .=]", 2)[0];
        }
        int name = message.indexOf(") ");
        int colon = message.indexOf(':');
        if (name >= 0 && colon > name + 2) {
            String word = message.substring(name + 2, colon);
            return word.matches("[A-Za-z]+") ? word : null;
        }
        return null;
    }

    private static Set<String> allowedKeys(JointType type) {
        Set<String> keys = new TreeSet<>(COMMON_KEYS);
        switch (type) {
            case SPHERICAL -> {
                keys.addAll(PIVOT_KEYS);
                keys.addAll(Set.of("enableCone", "coneAngle", "enableTwist", "twistLower", "twistUpper"));
            }
            case REVOLUTE -> {
                keys.addAll(PIVOT_KEYS);
                keys.addAll(LIMIT_KEYS);
                keys.addAll(MOTOR_KEYS);
                keys.addAll(SPRING_KEYS);
            }
            case PRISMATIC -> {
                keys.addAll(PIVOT_KEYS);
                keys.addAll(LIMIT_KEYS);
                keys.addAll(MOTOR_KEYS);
            }
            case WELD -> {
                keys.addAll(PIVOT_KEYS);
                keys.addAll(Set.of("linearHertz", "linearDampingRatio", "angularHertz", "angularDampingRatio"));
            }
            case DISTANCE -> {
                keys.addAll(Set.of("anchorA", "anchorB", "length"));
                keys.addAll(LIMIT_KEYS);
                keys.addAll(SPRING_KEYS);
            }
            default -> throw new IllegalStateException("unknown joint type " + type);
        }
        return keys;
    }

    private static JointType type(JsonNode node, String path) throws SceneException {
        if (node.isTextual()) {
            for (JointType t : JointType.values()) {
                if (t.name().toLowerCase(Locale.ROOT).equals(node.textValue())) {
                    return t;
                }
            }
        }
        throw new SceneException(path + ": expected \"spherical\", \"revolute\", \"prismatic\", \"weld\" or \"distance\"");
    }

    private static int bodyIndex(JsonNode node, String key, String path, List<Scene.Body> bodies) throws SceneException {
        return SceneParser.integer(SceneParser.required(node, key, path), path + "." + key, 0, bodies.size() - 1);
    }

    private static String name(BodyType type) {
        return type.name().toLowerCase(Locale.ROOT);
    }

    /** The joint's frames: the world frame its factory takes, or both local frames. */
    private record Frames(boolean local, Vec3 anchorA, Quat rotationA, Vec3 anchorB, Quat rotationB) {
        JointDef create(JointType type, BodyId a, BodyId b) {
            JointDef def = switch (type) {
                case SPHERICAL -> JointDef.spherical(a, b, anchorA);
                case REVOLUTE -> JointDef.revolute(a, b, anchorA);
                case PRISMATIC -> JointDef.prismatic(a, b, anchorA);
                case WELD -> JointDef.weld(a, b, anchorA);
                case DISTANCE -> local ? JointDef.distance(a, b, Vec3.ZERO, Vec3.ZERO) : JointDef.distance(a, b, anchorA, anchorB);
            };
            if (local) {
                def.localFrames(anchorA, rotationA, anchorB, rotationB);
            } else if (type != JointType.DISTANCE) {
                def.frameRotation(rotationA);
            }
            return def;
        }
    }

    private static Frames frames(JsonNode node, String path, JointType type) throws SceneException {
        if (node.has("localFrames")) {
            for (String worldKey : new String[] {"pivot", "frameRotation", "anchorA", "anchorB"}) {
                if (node.has(worldKey)) {
                    throw new SceneException(path + "." + worldKey + ": give either a world frame or \"localFrames\", not both");
                }
            }
            String p = path + ".localFrames";
            JsonNode f = node.get("localFrames");
            SceneParser.requireObject(f, p, LOCAL_FRAME_KEYS);
            Vec3 anchorA = SceneParser.vector(SceneParser.required(f, "anchorA", p), p + ".anchorA");
            Vec3 anchorB = SceneParser.vector(SceneParser.required(f, "anchorB", p), p + ".anchorB");
            Quat rotationA = f.has("rotationA") ? SceneParser.rotation(f.get("rotationA"), p + ".rotationA") : Quat.IDENTITY;
            Quat rotationB = f.has("rotationB") ? SceneParser.rotation(f.get("rotationB"), p + ".rotationB") : Quat.IDENTITY;
            return new Frames(true, anchorA, rotationA, anchorB, rotationB);
        }
        if (type == JointType.DISTANCE) {
            Vec3 anchorA = SceneParser.vector(required(node, "anchorA", path, "or \"localFrames\""), path + ".anchorA");
            Vec3 anchorB = SceneParser.vector(required(node, "anchorB", path, "or \"localFrames\""), path + ".anchorB");
            return new Frames(false, anchorA, Quat.IDENTITY, anchorB, Quat.IDENTITY);
        }
        Vec3 pivot = SceneParser.vector(required(node, "pivot", path, "(the world anchor) or \"localFrames\""), path + ".pivot");
        Quat rotation = node.has("frameRotation") ? SceneParser.rotation(node.get("frameRotation"), path + ".frameRotation") : Quat.IDENTITY;
        return new Frames(false, pivot, rotation, pivot, rotation);
    }

    private static JsonNode required(JsonNode node, String key, String path, String alternative) throws SceneException {
        JsonNode v = node.get(key);
        if (v == null) {
            throw new SceneException(path + ": missing \"" + key + "\" " + alternative);
        }
        return v;
    }

    /** A revolute or prismatic motor: speed plus exactly one of a force cap or the unlimited flag. */
    private static void motor(JsonNode node, String path, List<Option> options) throws SceneException {
        boolean unlimited = flag(node, path, "unlimitedMotorForce");
        if (!enabled(node, path, "enableMotor", "motorSpeed")) {
            if (unlimited || node.has("maxMotorForce")) {
                throw new SceneException(path + "." + (unlimited ? "unlimitedMotorForce" : "maxMotorForce")
                        + ": set only with \"enableMotor\":true");
            }
            return;
        }
        long speed = SceneParser.number(node.get("motorSpeed"), path + ".motorSpeed");
        if (unlimited) {
            if (node.has("maxMotorForce")) {
                throw new SceneException(path + ".maxMotorForce: not with \"unlimitedMotorForce\":true (a motor has a cap or none)");
            }
            options.add(d -> d.unlimitedMotor(speed));
            return;
        }
        if (!node.has("maxMotorForce")) {
            throw new SceneException(path + ": missing \"maxMotorForce\" (or \"unlimitedMotorForce\":true)");
        }
        long force = SceneParser.nonNegative(node.get("maxMotorForce"), path + ".maxMotorForce");
        options.add(d -> d.motor(speed, force));
    }

    /**
     * Returns the option's flag; when it is true every key of {@code required} must be present, when
     * it is false or absent none may be (values without their flag would be silently ignored).
     */
    private static boolean enabled(JsonNode node, String path, String flagKey, String... required) throws SceneException {
        boolean on = flag(node, path, flagKey);
        for (String key : required) {
            if (on && !node.has(key)) {
                throw new SceneException(path + ": missing \"" + key + "\" (\"" + flagKey + "\" is true)");
            }
            if (!on && node.has(key)) {
                throw new SceneException(path + "." + key + ": set only with \"" + flagKey + "\":true");
            }
        }
        return on;
    }

    private static boolean flag(JsonNode node, String path, String key) throws SceneException {
        return node.has(key) && SceneParser.bool(node.get(key), path + "." + key);
    }

    private static long optional(JsonNode node, String path, String key, long otherwise) throws SceneException {
        return node.has(key) ? SceneParser.nonNegative(node.get(key), path + "." + key) : otherwise;
    }

    /** One option of a joint, applied to its definition once the bodies' handles exist. */
    private interface Option {
        void apply(JointDef def);
    }
}
