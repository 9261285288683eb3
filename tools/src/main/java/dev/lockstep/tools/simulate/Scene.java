package dev.lockstep.tools.simulate;

import dev.lockstep.fixedpoint.Transform;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.tools.collide.ShapeSpec;
import dev.lockstep.tools.query.Query;
import dev.lockstep.world.BodyDef;
import dev.lockstep.world.BodyId;
import dev.lockstep.world.JointDef;
import dev.lockstep.world.JointType;
import dev.lockstep.world.WorldDef;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * A parsed, validated scene: world settings, bodies, joints and scripted events, plus the compact JSON it was
 * parsed from ({@link #canonicalJson}, null when a mesh came from an OBJ file and so is not inline).
 * The definitions are built fresh by each call of {@link SceneParser#parse}; {@link SceneWorld} only reads them.
 */
public record Scene(WorldDef world, List<Body> bodies, List<Event> events, String canonicalJson, List<TimedQuery> queries,
        List<Joint> joints) {
    /** A scene without queries or joints. */
    public Scene(WorldDef world, List<Body> bodies, List<Event> events, String canonicalJson) {
        this(world, bodies, events, canonicalJson, List.of(), List.of());
    }

    /** A scene without joints. */
    public Scene(WorldDef world, List<Body> bodies, List<Event> events, String canonicalJson, List<TimedQuery> queries) {
        this(world, bodies, events, canonicalJson, queries, List.of());
    }

    /**
     * A joint of the scene's {@code joints} list between scene bodies {@code bodyA} and {@code bodyB}
     * (indices into {@link #bodies}): {@code definition} builds its {@link JointDef} from the two
     * bodies' handles; {@code keys} are the keys its JSON object gave, so {@link SceneJoints#path}
     * can name the one the world refuses.
     */
    public record Joint(int bodyA, int bodyB, JointType type, Set<String> keys, boolean localFrames,
            BiFunction<BodyId, BodyId, JointDef> definition) {
    }

    /** A query of the scene's {@code queries} list: answered after {@code tick} ticks (0: before the first step). */
    public record TimedQuery(int tick, Query query) {
    }

    /** One body: its definition (shapes included), and per shape its description and local transform (for drawing). */
    public record Body(BodyDef def, List<ShapeSpec> specs, List<Transform> locals) {
    }

    /** What a scripted event does to its body (the {@link dev.lockstep.world.World} call of the same name). */
    public enum Kind {
        FORCE("force"), TORQUE("torque"), IMPULSE("impulse"), ANGULAR_IMPULSE("angularImpulse"),
        LINEAR_VELOCITY("linearVelocity"), ANGULAR_VELOCITY("angularVelocity");

        final String jsonName;

        Kind(String jsonName) {
            this.jsonName = jsonName;
        }
    }

    /** A scripted event: before tick {@code tick} is stepped (ticks count from 0), do {@code kind} with {@code vector} to body {@code body}. */
    public record Event(int tick, int body, Kind kind, Vec3 vector) {
    }
}
