package dev.lockstep.tools.query;

import dev.lockstep.fixedpoint.FixedFormat;
import dev.lockstep.fixedpoint.Vec3;
import dev.lockstep.tools.simulate.SceneWorld;
import dev.lockstep.world.BodyId;
import dev.lockstep.world.QueryFilter;
import dev.lockstep.world.RayCastResult;
import dev.lockstep.world.WorldQueries;

/**
 * Runs {@link Query}s against a scene's world and formats the hits as one JSON line:
 * <pre>
 * {"hits":[{"fraction":F,"body":B,"shape":S,"point":V,"normal":V}, ...]}
 * </pre>
 * in the world's documented order (fraction, then shape key, then mesh and triangle); for a mesh
 * triangle {@code "shape"} is replaced by {@code "mesh":M,"triangle":T}. {@code body} is the scene's
 * body index; numbers are exact decimal strings of the raw Q31.32 values. Reuses its query scratch.
 */
public final class QueryAnswers {
    private final SceneWorld scene;
    private final WorldQueries queries;
    private final RayCastResult result = new RayCastResult();
    private final int[] sceneIndexOfSlot;

    public QueryAnswers(SceneWorld scene) {
        this.scene = scene;
        this.queries = new WorldQueries(scene.world());
        int n = scene.bodies().ids().size();
        int maxSlot = 0;
        for (int i = 0; i < n; i++) {
            maxSlot = Math.max(maxSlot, scene.id(i).index());
        }
        sceneIndexOfSlot = new int[maxSlot + 1];
        for (int i = 0; i < n; i++) {
            sceneIndexOfSlot[scene.id(i).index()] = i;
        }
    }

    /**
     * Returns the answer line of {@code q}.
     *
     * @throws QueryException naming {@code path} when the world refuses the query (a coordinate
     *     beyond the ray or cast range, an excluded body the scene does not have)
     */
    public String answer(Query q, String path) throws QueryException {
        BodyId excluded = null;
        if (q.excludedBody() >= 0) {
            int n = scene.bodies().ids().size();
            if (q.excludedBody() >= n) {
                throw new QueryException(path + ".filter.excludeBody: no body " + q.excludedBody() + " (the scene has " + n + ")");
            }
            excluded = scene.id(q.excludedBody());
        }
        QueryFilter filter = new QueryFilter(q.categoryBits(), q.maskBits(), excluded);
        Vec3 o = q.start().translation();
        Vec3 d = q.translation();
        try {
            if (q.isRay()) {
                switch (q.mode()) {
                    case CLOSEST -> queries.castRayClosest(o.x(), o.y(), o.z(), d.x(), d.y(), d.z(), q.maxFraction(), filter, result);
                    case ALL -> queries.castRayAll(o.x(), o.y(), o.z(), d.x(), d.y(), d.z(), q.maxFraction(), filter, result);
                    default -> queries.castRayAny(o.x(), o.y(), o.z(), d.x(), d.y(), d.z(), q.maxFraction(), filter, result);
                }
            } else {
                switch (q.mode()) {
                    case CLOSEST -> queries.castShapeClosest(q.shape(), q.start(), d, q.maxFraction(), filter, result);
                    case ALL -> queries.castShapeAll(q.shape(), q.start(), d, q.maxFraction(), filter, result);
                    default -> queries.castShapeAny(q.shape(), q.start(), d, q.maxFraction(), filter, result);
                }
            }
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw new QueryException(path + ": " + e.getMessage());
        }
        return hitsJson();
    }

    private String hitsJson() {
        StringBuilder s = new StringBuilder("{\"hits\":[");
        for (int i = 0; i < result.count(); i++) {
            if (i > 0) {
                s.append(',');
            }
            s.append("{\"fraction\":").append(dec(result.fraction(i))).append(",\"body\":")
                    .append(sceneIndexOfSlot[result.bodyIndex(i)]);
            if (result.mesh(i) >= 0) {
                s.append(",\"mesh\":").append(result.mesh(i)).append(",\"triangle\":").append(result.triangle(i));
            } else {
                s.append(",\"shape\":").append(result.shapeKey(i) & 0xFFFF);
            }
            s.append(",\"point\":[").append(dec(result.pointX(i))).append(',').append(dec(result.pointY(i))).append(',')
                    .append(dec(result.pointZ(i))).append("],\"normal\":[").append(dec(result.normalX(i))).append(',')
                    .append(dec(result.normalY(i))).append(',').append(dec(result.normalZ(i))).append("]}");
        }
        return s.append("]}").toString();
    }

    private static String dec(long raw) {
        return "\"" + FixedFormat.toExactString(raw) + "\"";
    }
}
