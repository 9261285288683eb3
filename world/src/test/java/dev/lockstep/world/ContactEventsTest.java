package dev.lockstep.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lockstep.fixedpoint.Fixed;
import dev.lockstep.fixedpoint.Vec3;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Begin, end and hit events: when they fire, and their documented order (contact order: key A, key B). */
class ContactEventsTest {
    @Test
    void aFallingBoxBeginsTouchingOnceWithAHitThenEndsWhenLifted() {
        World w = new World(new WorldDef());
        BodyId ground = Scenes.ground(w, 5, 5);
        BodyId box = Scenes.unitBox(w, 0, Fixed.fromInt(3), 0);
        int begins = 0;
        int hits = 0;
        long hitSpeed = 0;
        for (int t = 0; t < 90; t++) {
            w.step();
            ContactEvents e = w.contactEvents();
            for (int i = 0; i < e.beginCount(); i++) {
                begins++;
                assertEquals(ContactEvents.bodyIndexOf(e.beginShapeA(i)), ground.index());
                assertEquals(ContactEvents.bodyIndexOf(e.beginShapeB(i)), box.index());
            }
            for (int i = 0; i < e.hitCount(); i++) {
                hits++;
                hitSpeed = e.hitSpeed(i);
                assertTrue(e.hitNormal(i, 1) > 0, "normal from A (ground) to B (box) points up");
            }
            assertEquals(0, e.endCount());
        }
        assertEquals(1, begins);
        assertEquals(1, hits);
        // fell 2.5 m minus the speculative distance: about sqrt(2 g h) = 7 m/s
        assertTrue(hitSpeed > Fixed.fromInt(6) && hitSpeed < Fixed.fromInt(8), Fixed.toString(hitSpeed));
        w.setLinearVelocity(box, Vec3.ofInts(0, 20, 0));
        int ends = 0;
        for (int t = 0; t < 30 && ends == 0; t++) {
            w.step();
            ends += w.contactEvents().endCount();
        }
        assertEquals(1, ends, "lifted away: the touch ends");
    }

    @Test
    void eventsOfOneStepComeInContactOrder() {
        World w = new World(new WorldDef());
        Scenes.ground(w, 20, 20);
        List<BodyId> boxes = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            // created in descending x, all land in the same tick
            boxes.add(Scenes.unitBox(w, Fixed.fromInt(10 - 3 * i), Fixed.add(Fixed.HALF, Fixed.ONE >> 4), 0));
        }
        for (int t = 0; t < 30; t++) {
            w.step();
            ContactEvents e = w.contactEvents();
            for (int i = 1; i < e.beginCount(); i++) {
                assertTrue(Contact.compare(e.beginShapeA(i - 1), e.beginShapeB(i - 1), e.beginShapeA(i), e.beginShapeB(i)) < 0,
                        "begin events in (key A, key B) order");
            }
        }
        w.destroyBody(boxes.get(2));
        ContactEvents e = w.contactEvents();
        assertEquals(1, e.endCount(), "destroying a touching body ends its contact at once");
        assertEquals(ContactEvents.bodyIndexOf(e.endShapeB(0)), boxes.get(2).index());
    }

    @Test
    void aSleepingPileWakesWhenHitAndOnlyThen() {
        World w = new World(new WorldDef());
        Scenes.ground(w, 10, 10);
        List<BodyId> stack = Scenes.stack(w, 0, 0, 3);
        assertTrue(Scenes.stepUntilAsleep(w, 600) > 0);
        for (int t = 0; t < 60; t++) {
            w.step();
            assertEquals(0, w.awakeBodyCount());
        }
        BodyId ball = w.createBody(new BodyDef().type(BodyType.DYNAMIC).position(new Vec3(Fixed.fromInt(-4), Fixed.HALF, 0))
                .linearVelocity(Vec3.ofInts(8, 0, 0)).shape(ShapeDef.sphere(Fixed.HALF)));
        boolean woke = false;
        for (int t = 0; t < 60 && !woke; t++) {
            w.step();
            woke = w.isAwake(stack.get(0));
        }
        assertTrue(woke, "the ball's touch wakes the stack");
        assertTrue(w.isAwake(stack.get(2)), "the whole island wakes");
        assertTrue(w.isValid(ball));
    }
}
