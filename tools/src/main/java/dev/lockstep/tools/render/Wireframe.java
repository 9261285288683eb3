package dev.lockstep.tools.render;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a picture shows, in world coordinates as doubles (display only: nothing drawn here feeds
 * simulation state): line segments and marked points, each with a {@link Ink}.
 */
public final class Wireframe {
    /** The colours of a picture; one per kind of thing drawn, so a legend can name them. */
    public enum Ink {
        SHAPE_A("#1f5fbf", "shape a"),
        SHAPE_B("#2e8b57", "shape b"),
        BODY("#444444", "body"),
        CONTACT("#d62728", "contact point"),
        NORMAL("#ff7f0e", "normal x depth"),
        VOIDED("#9467bd", "voided feature"),
        SLEEPING("#b0b0b0", "sleeping body");

        final String hex;
        final String label;

        Ink(String hex, String label) {
            this.hex = hex;
            this.label = label;
        }

        /** Returns the colour as {@code #rrggbb}. */
        public String hex() {
            return hex;
        }

        /** Returns the legend label. */
        public String label() {
            return label;
        }
    }

    /** A segment from (x0, y0, z0) to (x1, y1, z1). */
    public record Segment(double x0, double y0, double z0, double x1, double y1, double z1, Ink ink) {
    }

    /** A marked point. */
    public record Point(double x, double y, double z, Ink ink) {
    }

    private final List<Segment> segments = new ArrayList<>();
    private final List<Point> points = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    /** Adds a segment. */
    public void segment(double x0, double y0, double z0, double x1, double y1, double z1, Ink ink) {
        segments.add(new Segment(x0, y0, z0, x1, y1, z1, ink));
    }

    /** Adds a marked point. */
    public void point(double x, double y, double z, Ink ink) {
        points.add(new Point(x, y, z, ink));
    }

    /** Adds a line of text shown under the picture (the query answer, an error...). */
    public void note(String text) {
        notes.add(text);
    }

    public List<Segment> segments() {
        return Collections.unmodifiableList(segments);
    }

    public List<Point> points() {
        return Collections.unmodifiableList(points);
    }

    public List<String> notes() {
        return Collections.unmodifiableList(notes);
    }
}
