package dev.lockstep.collision.internal.sat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import dev.lockstep.collision.internal.narrow.HullScenes;
import dev.lockstep.collision.shape.ConvexHull;
import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Transform;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The partial placement the pair cache uses ({@link PlacedHull#loadPartial},
 * {@link PlacedHull#placeVertex}, {@link PlacedHull#placeNormal}, then {@link PlacedHull#placeFace})
 * gives the same bits entry by entry as the full {@link PlacedHull#loadTransformed}, for random
 * hulls and relative transforms (also far apart and at 64 times unit size); so does the deferred
 * placement the uncached SAT uses ({@link PlacedHull#loadTransformedDeferred} then
 * {@link PlacedHull#placeDeferredFaces}).
 */
class PlacedHullPartialProperties {
    private static final long UNIT = Fixed.ONE;

    @Test
    void issue4_partialPlacement_sameBitsAsFullPlacement() {
        SatWorkspace ws = new SatWorkspace();
        PlacedHull partial = new PlacedHull();
        qt().withFixedSeed(0x5EED_0004_9A47_1A10L).withExamples(200).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            long scale = r.nextBoolean() ? UNIT : 64 * UNIT;
            ConvexHull h = HullScenes.randomHull(r, 4 + r.nextInt(30), scale);
            Transform ta = HullScenes.randomTransform(r, 8 * scale);
            Transform tb = HullScenes.randomTransform(r, 8 * scale);
            ws.relative.setFrom(ta, tb);
            ws.b.loadTransformed(h, ws.relative);
            partial.loadPartial(h);
            for (int i = 0; i < h.vertexCount(); i++) {
                partial.placeVertex(ws.relative, i);
                assertEquals(ws.b.x(i), partial.x(i), "seed " + seed);
                assertEquals(ws.b.y(i), partial.y(i), "seed " + seed);
                assertEquals(ws.b.z(i), partial.z(i), "seed " + seed);
            }
            for (int f = 0; f < h.faceCount(); f++) {
                partial.placeNormal(ws.relative, f);
                assertEquals(ws.b.nx(f), partial.nx(f), "seed " + seed);
                assertEquals(ws.b.ny(f), partial.ny(f), "seed " + seed);
                assertEquals(ws.b.nz(f), partial.nz(f), "seed " + seed);
                partial.placeFace(ws.relative, f);
                assertEquals(ws.b.offset(f), partial.offset(f), "seed " + seed);
            }
        });
    }

    @Test
    void issue4_deferredPlacement_sameBitsAsFullPlacement() {
        SatWorkspace ws = new SatWorkspace();
        PlacedHull deferred = new PlacedHull();
        qt().withFixedSeed(0x5EED_0004_DEFE_44EDL).withExamples(200).forAll(longs().all()).checkAssert(seed -> {
            Random r = new Random(seed);
            long scale = r.nextBoolean() ? UNIT : 64 * UNIT;
            ConvexHull h = HullScenes.randomHull(r, 4 + r.nextInt(30), scale);
            Transform ta = HullScenes.randomTransform(r, 8 * scale);
            Transform tb = HullScenes.randomTransform(r, 8 * scale);
            ws.relative.setFrom(ta, tb);
            if (r.nextInt(4) == 0) {
                // a translation only: the placement copies the hull's normals
                ws.relative.setRotation(Fixed.ONE, 0, 0, 0, Fixed.ONE, 0, 0, 0, Fixed.ONE);
            }
            ws.b.loadTransformed(h, ws.relative);
            deferred.loadTransformedDeferred(h, ws.relative);
            RelativePose rel = new RelativePose();
            rel.set(ws.relative);
            ws.relative.setRotation(0, 0, 0, 0, 0, 0, 0, 0, 0);     // the deferred placement keeps its own copy
            ws.relative.setTranslation(0, 0, 0);
            for (int i = 0; i < h.vertexCount(); i++) {
                assertEquals(ws.b.x(i), deferred.x(i), "seed " + seed);
                assertEquals(ws.b.y(i), deferred.y(i), "seed " + seed);
                assertEquals(ws.b.z(i), deferred.z(i), "seed " + seed);
            }
            assertEquals(ws.b.climbable, deferred.climbable, "seed " + seed);
            deferred.placeDeferredFaces();
            for (int f = 0; f < h.faceCount(); f++) {
                // before its offset is placed (on first read), the face query's bound is at most it
                assertTrue(deferred.offsetAtLeast(f) <= ws.b.offset(f), "seed " + seed + " face " + f);
            }
            for (int k = 0; k < h.faceCount(); k++) {
                // offsets are placed on first read, in any order, and read again unchanged
                int f = r.nextInt(h.faceCount());
                assertEquals(ws.b.offset(f), deferred.offset(f), "seed " + seed);
                assertEquals(ws.b.offset(f), deferred.offsetAtLeast(f), "seed " + seed);
            }
            for (int f = 0; f < h.faceCount(); f++) {
                assertEquals(ws.b.nx(f), deferred.nx(f), "seed " + seed);
                assertEquals(ws.b.ny(f), deferred.ny(f), "seed " + seed);
                assertEquals(ws.b.nz(f), deferred.nz(f), "seed " + seed);
                assertEquals(ws.b.offset(f), deferred.offset(f), "seed " + seed);
            }
            ws.relative.set(rel);
        });
    }
}
