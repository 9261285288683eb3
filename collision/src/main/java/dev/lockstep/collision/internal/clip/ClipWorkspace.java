package dev.lockstep.collision.internal.clip;

/**
 * Scratch polygons for {@link PolygonClipper} (Sutherland-Hodgman ping-pong buffers): per vertex
 * the raw position, the packed feature of the reference side and of the incident side that
 * produced it, and the packed incident feature of the segment to the next vertex. Caller-owned,
 * one per thread, never static.
 *
 * <p>Capacity: starts at {@link #INITIAL_CAPACITY} vertices and grows (doubling) when a polygon
 * with more vertices is loaded, so steady-state queries on the same hulls allocate nothing. A
 * polygon of {@code n} vertices clipped by {@code m} planes never exceeds {@code n + m} vertices
 * (each convex clip adds at most one), and {@link ReferenceFace} reserves that up front.
 *
 * <p>Packed features: {@code (type << 28) | index} with the {@link
 * dev.lockstep.collision.manifold.FeatureId} types, see {@link #pack}.
 */
public final class ClipWorkspace {
    /** Vertices reserved at construction: 16 (a box face clipped by a box face needs 8). */
    public static final int INITIAL_CAPACITY = 16;

    int count;
    long[] x = new long[INITIAL_CAPACITY];
    long[] y = new long[INITIAL_CAPACITY];
    long[] z = new long[INITIAL_CAPACITY];
    int[] ref = new int[INITIAL_CAPACITY];
    int[] inc = new int[INITIAL_CAPACITY];
    int[] seg = new int[INITIAL_CAPACITY];
    long[] dist = new long[INITIAL_CAPACITY];

    int outCount;
    long[] ox = new long[INITIAL_CAPACITY];
    long[] oy = new long[INITIAL_CAPACITY];
    long[] oz = new long[INITIAL_CAPACITY];
    int[] oref = new int[INITIAL_CAPACITY];
    int[] oinc = new int[INITIAL_CAPACITY];
    int[] oseg = new int[INITIAL_CAPACITY];

    /** Creates buffers of {@link #INITIAL_CAPACITY}. */
    public ClipWorkspace() {
    }

    /** Returns {@code (type << 28) | index}. */
    public static int pack(int type, int index) {
        return (type << 28) | index;
    }

    /** Returns the feature type of a packed feature. */
    public static int type(int packed) {
        return packed >>> 28;
    }

    /** Returns the feature index of a packed feature. */
    public static int index(int packed) {
        return packed & ((1 << 28) - 1);
    }

    /** Makes room for {@code n} vertices in both buffers, keeping the current polygon. */
    public void reserve(int n) {
        if (x.length >= n) {
            return;
        }
        int c = Math.max(n, 2 * x.length);
        x = java.util.Arrays.copyOf(x, c);
        y = java.util.Arrays.copyOf(y, c);
        z = java.util.Arrays.copyOf(z, c);
        ref = java.util.Arrays.copyOf(ref, c);
        inc = java.util.Arrays.copyOf(inc, c);
        seg = java.util.Arrays.copyOf(seg, c);
        dist = new long[c];
        ox = new long[c];
        oy = new long[c];
        oz = new long[c];
        oref = new int[c];
        oinc = new int[c];
        oseg = new int[c];
    }

    /** Empties the polygon. */
    public void clear() {
        count = 0;
    }

    /**
     * Appends a vertex: position, packed reference and incident features, and the packed incident
     * feature of the segment from it to the next vertex.
     *
     * @throws IllegalStateException if the capacity is exhausted (call {@link #reserve} first)
     */
    public void add(long px, long py, long pz, int refFeature, int incFeature, int segFeature) {
        if (count == x.length) {
            throw new IllegalStateException("ClipWorkspace.add: capacity " + x.length + " exhausted; reserve first");
        }
        x[count] = px;
        y[count] = py;
        z[count] = pz;
        ref[count] = refFeature;
        inc[count] = incFeature;
        seg[count] = segFeature;
        count++;
    }

    /** Returns the number of vertices of the current polygon. */
    public int count() {
        return count;
    }

    /** Returns the raw x of vertex {@code i}. */
    public long x(int i) {
        return x[i];
    }

    /** Returns the raw y of vertex {@code i}. */
    public long y(int i) {
        return y[i];
    }

    /** Returns the raw z of vertex {@code i}. */
    public long z(int i) {
        return z[i];
    }

    /** Returns the packed reference-side feature of vertex {@code i}. */
    public int refFeature(int i) {
        return ref[i];
    }

    /** Returns the packed incident-side feature of vertex {@code i}. */
    public int incFeature(int i) {
        return inc[i];
    }

    void swapBuffers() {
        long[] t = x;
        x = ox;
        ox = t;
        t = y;
        y = oy;
        oy = t;
        t = z;
        z = oz;
        oz = t;
        int[] u = ref;
        ref = oref;
        oref = u;
        u = inc;
        inc = oinc;
        oinc = u;
        u = seg;
        seg = oseg;
        oseg = u;
        count = outCount;
    }
}
