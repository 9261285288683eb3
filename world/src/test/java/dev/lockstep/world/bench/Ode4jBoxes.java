package dev.lockstep.world.bench;

import org.ode4j.ode.DBody;
import org.ode4j.ode.DBox;
import org.ode4j.ode.DContact;
import org.ode4j.ode.DContactBuffer;
import org.ode4j.ode.DGeom;
import org.ode4j.ode.DJoint;
import org.ode4j.ode.DJointGroup;
import org.ode4j.ode.DMass;
import org.ode4j.ode.DSpace;
import org.ode4j.ode.DWorld;
import org.ode4j.ode.OdeConstants;
import org.ode4j.ode.OdeHelper;

/**
 * A {@link BoxLayout} in ode4j (ODE in Java, doubles): a hash space, the near callback of ODE's
 * demos (up to 4 points per box pair, friction 0.6 scaled by the normal force, {@code dContactApprox1}),
 * {@code quickStep} with its default 20 iterations, ERP 0.2 and CFM 1e-5, contact joints emptied
 * after each step. Mass 1 per unit box.
 */
final class Ode4jBoxes implements BoxEngine {
    private static final int MAX_POINTS = 4;

    private final DWorld world;
    private final DSpace space;
    private final DJointGroup contactJoints;
    private final DBody[] boxes;
    private final DContactBuffer buffer = new DContactBuffer(MAX_POINTS);
    private final DGeom.DNearCallback nearCallback = this::near;
    private int points;

    Ode4jBoxes(BoxLayout layout, boolean sleep) {
        OdeHelper.initODE2(0);
        world = OdeHelper.createWorld();
        world.setGravity(0, -BoxLayout.GRAVITY, 0);
        world.setAutoDisableFlag(sleep);
        space = OdeHelper.createHashSpace();
        contactJoints = OdeHelper.createJointGroup();

        DBox ground = OdeHelper.createBox(space, 2.0 * layout.groundHalfX, 1, 2.0 * layout.groundHalfZ);
        ground.setPosition(0, -0.5, 0);

        double side = 2 * BoxLayout.HALF_EXTENT;
        DMass mass = OdeHelper.createMass();
        mass.setBoxTotal(1, side, side, side);
        boxes = new DBody[layout.boxCount()];
        for (int i = 0; i < boxes.length; i++) {
            DBody b = OdeHelper.createBody(world);
            b.setMass(mass);
            b.setPosition(layout.metres(i, 0), layout.metres(i, 1), layout.metres(i, 2));
            DBox g = OdeHelper.createBox(space, side, side, side);
            g.setBody(b);
            boxes[i] = b;
        }
    }

    private void near(Object data, DGeom a, DGeom b) {
        DBody ba = a.getBody();
        DBody bb = b.getBody();
        int n = OdeHelper.collide(a, b, MAX_POINTS, buffer.getGeomBuffer());
        for (int i = 0; i < n; i++) {
            DContact c = buffer.get(i);
            c.surface.mode = OdeConstants.dContactApprox1;
            c.surface.mu = 0.6;
            DJoint j = OdeHelper.createContactJoint(world, contactJoints, c);
            j.attach(ba, bb);
        }
        points += n;
    }

    @Override
    public void step() {
        points = 0;
        space.collide(null, nearCallback);
        world.quickStep(BoxLayout.DT);
        contactJoints.empty();
    }

    @Override
    public int awakeBodies() {
        int n = 0;
        for (DBody b : boxes) {
            if (b.isEnabled()) {
                n++;
            }
        }
        return n;
    }

    @Override
    public int contactPoints() {
        return points;
    }

    @Override
    public double heightForDisplay(int i) {
        return boxes[i].getPosition().get1();
    }
}
