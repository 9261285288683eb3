package dev.lockstep.world.bench;

import dev.lockstep.fixedpoint.Fixed;

/**
 * The boxes of a benchmark scene, engine-neutral: every dynamic box is a unit cube (half extent
 * 0.5) whose centre is an exact multiple of half a metre, so the Q31.32 placement is exact and
 * the float engines get the same numbers (research brief (c): ported scenes must place exactly,
 * or the workload silently differs). The static ground is a box with half extents
 * ({@link #groundHalfX}, 0.5, {@link #groundHalfZ}) whose top face is y = 0.
 */
final class BoxLayout {
    /** Half extent of every dynamic box, in metres. */
    static final double HALF_EXTENT = 0.5;
    /** Gravity along -y, m/s^2 (the Q31.32 world uses WorldDef's default, the nearest raw value of 9.81). */
    static final double GRAVITY = 9.81;
    /** The tick, seconds. */
    static final double DT = 1.0 / 60;

    final String name;
    final int groundHalfX;
    final int groundHalfZ;
    /** Box centres in half metres: x, y, z per box. */
    final int[] halfMetres;

    private BoxLayout(String name, int groundHalfX, int groundHalfZ, int[] halfMetres) {
        this.name = name;
        this.groundHalfX = groundHalfX;
        this.groundHalfZ = groundHalfZ;
        this.halfMetres = halfMetres;
    }

    int boxCount() {
        return halfMetres.length / 3;
    }

    /** Centre coordinate {@code axis} (0 x, 1 y, 2 z) of box {@code i} as raw Q31.32 (exact). */
    long raw(int i, int axis) {
        return Fixed.mul(Fixed.fromInt(halfMetres[3 * i + axis]), Fixed.HALF);
    }

    /** The same coordinate in metres, for the float engines. */
    double metres(int i, int axis) {
        return halfMetres[3 * i + axis] * 0.5;
    }

    /**
     * {@code stacks} columns of {@code height} boxes, on a square grid 2 m apart (1 m gaps) centred
     * on the origin, each column's bottom box resting on the ground.
     */
    static BoxLayout stacks(String name, int stacks, int height, int groundHalf) {
        int side = 1;
        while (side * side < stacks) {
            side++;
        }
        int[] c = new int[3 * stacks * height];
        int k = 0;
        for (int s = 0; s < stacks; s++) {
            int gx = s % side;
            int gz = s / side;
            // grid step 2 m = 4 half metres, centred: x = 4 gx - 2 (side - 1)
            int x = 4 * gx - 2 * (side - 1);
            int z = 4 * gz - 2 * (side - 1);
            for (int j = 0; j < height; j++) {
                c[k++] = x;
                c[k++] = 1 + 2 * j;
                c[k++] = z;
            }
        }
        return new BoxLayout(name, groundHalf, groundHalf, c);
    }

    /** issue 18's pile1000: 100 stacks of 10 unit boxes on the 30 x 1 x 30 ground box. */
    static BoxLayout pile1000() {
        return stacks("pile1000", 100, 10, 15);
    }

    /**
     * Box2D's large pyramid: {@code base} boxes on the bottom row, one fewer each row up, rows
     * centred on x = 0, touching side by side (base 100 gives 5,050 boxes).
     */
    static BoxLayout pyramid(int base) {
        int n = base * (base + 1) / 2;
        int[] c = new int[3 * n];
        int k = 0;
        for (int row = 0; row < base; row++) {
            int count = base - row;
            for (int i = 0; i < count; i++) {
                // x = i - (count - 1) / 2 metres = 2 i - (count - 1) half metres
                c[k++] = 2 * i - (count - 1);
                c[k++] = 1 + 2 * row;
                c[k++] = 0;
            }
        }
        return new BoxLayout("pyramid" + base, base, 4, c);
    }

    /** This layout with every box raised by {@code dy} half metres (the same boxes, out of touch with the ground). */
    BoxLayout raised(int dy) {
        int[] c = halfMetres.clone();
        for (int i = 1; i < c.length; i += 3) {
            c[i] += dy;
        }
        return new BoxLayout(name + "+" + dy, groundHalfX, groundHalfZ, c);
    }
}
