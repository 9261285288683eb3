package dev.lockstep.tools.render;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;

/**
 * Lays out a {@link Wireframe} as two orthographic views side by side, front (x right, y up) and
 * top (x right, z down: looking down the -y axis), with a shared scale fitted to the content, a
 * legend of the inks used and the notes underneath; writes it as SVG or PNG.
 */
public final class Picture {
    static final int PANEL = 420;
    static final int MARGIN = 24;
    static final int LINE_HEIGHT = 16;

    /** Characters per note line at the 11-pixel monospace font (about 7 pixels each, with margin). */
    static final int NOTE_CHARS = (2 * PANEL + MARGIN) * 10 / 75;

    private final Wireframe frame;
    private final String title;
    private final List<String> noteLines = new ArrayList<>();

    public Picture(Wireframe frame, String title) {
        this.frame = frame;
        this.title = title;
        for (String note : frame.notes()) {
            for (int i = 0; i < note.length(); i += NOTE_CHARS) {
                noteLines.add(note.substring(i, Math.min(note.length(), i + NOTE_CHARS)));
            }
        }
    }

    /** Writes the picture as an SVG document. */
    public void writeSvg(Writer out) throws IOException {
        SvgCanvas canvas = new SvgCanvas(width(), height());
        draw(canvas);
        out.write(canvas.document());
        out.flush();
    }

    /** Writes the picture as a PNG image (AWT headless). */
    public void writePng(OutputStream out) throws IOException {
        System.setProperty("java.awt.headless", "true");
        PngCanvas canvas = new PngCanvas(width(), height());
        draw(canvas);
        BufferedImage image = canvas.finish();
        if (!ImageIO.write(image, "png", out)) {
            throw new IOException("no PNG writer in this JVM");
        }
        out.flush();
    }

    int width() {
        return 2 * PANEL + 3 * MARGIN;
    }

    int height() {
        return PANEL + 2 * MARGIN + LINE_HEIGHT * (2 + noteLines.size());
    }

    private void draw(Canvas c) {
        double[] box = bounds();
        double span = Math.max(Math.max(box[3] - box[0], box[4] - box[1]), box[5] - box[2]);
        double scale = (PANEL - 2.0 * MARGIN) / (span > 0 ? span : 1);
        c.text(MARGIN, MARGIN - 6, title, "#000000", 13);
        panel(c, MARGIN, "front (x right, y up)", 1, false, box, scale);
        panel(c, 2 * MARGIN + PANEL, "top (x right, z down)", 2, true, box, scale);
        double y = MARGIN + PANEL + LINE_HEIGHT;
        double x = MARGIN;
        Set<Wireframe.Ink> used = EnumSet.noneOf(Wireframe.Ink.class);
        frame.segments().forEach(s -> used.add(s.ink()));
        frame.points().forEach(p -> used.add(p.ink()));
        for (Wireframe.Ink ink : used) {
            c.line(x, y - 4, x + 18, y - 4, ink.hex(), 3);
            c.text(x + 22, y, ink.label(), "#000000", 12);
            x += 30 + 8 * ink.label().length();
        }
        for (String note : noteLines) {
            y += LINE_HEIGHT;
            c.text(MARGIN, y, note, "#000000", 11);
        }
    }

    /** Draws one view: world axis {@code vAxis} (1 = y, 2 = z) is the panel's vertical. */
    private void panel(Canvas c, double left, String label, int vAxis, boolean downIsPositive, double[] box,
            double scale) {
        double top = MARGIN;
        c.line(left, top, left + PANEL, top, "#cccccc", 1);
        c.line(left, top + PANEL, left + PANEL, top + PANEL, "#cccccc", 1);
        c.line(left, top, left, top + PANEL, "#cccccc", 1);
        c.line(left + PANEL, top, left + PANEL, top + PANEL, "#cccccc", 1);
        c.text(left + 4, top + PANEL - 6, label, "#888888", 11);
        double cx = (box[0] + box[3]) / 2;
        double cv = (box[vAxis] + box[3 + vAxis]) / 2;
        double midX = left + PANEL / 2.0;
        double midY = top + PANEL / 2.0;
        double sv = downIsPositive ? scale : -scale;
        for (Wireframe.Segment s : frame.segments()) {
            double v0 = vAxis == 1 ? s.y0() : s.z0();
            double v1 = vAxis == 1 ? s.y1() : s.z1();
            double w = s.ink() == Wireframe.Ink.NORMAL || s.ink() == Wireframe.Ink.VOIDED ? 2.5 : 1.2;
            c.line(midX + (s.x0() - cx) * scale, midY + (v0 - cv) * sv, midX + (s.x1() - cx) * scale,
                    midY + (v1 - cv) * sv, s.ink().hex(), w);
        }
        for (Wireframe.Point p : frame.points()) {
            double v = vAxis == 1 ? p.y() : p.z();
            double radius = p.ink() == Wireframe.Ink.CONTACT ? 4 : 2;
            c.dot(midX + (p.x() - cx) * scale, midY + (v - cv) * sv, radius, p.ink().hex());
        }
    }

    /** Returns {minX, minY, minZ, maxX, maxY, maxZ} over everything drawn (a unit box if empty). */
    private double[] bounds() {
        double[] b = {Double.MAX_VALUE, Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE,
            -Double.MAX_VALUE};
        for (Wireframe.Segment s : frame.segments()) {
            grow(b, s.x0(), s.y0(), s.z0());
            grow(b, s.x1(), s.y1(), s.z1());
        }
        for (Wireframe.Point p : frame.points()) {
            grow(b, p.x(), p.y(), p.z());
        }
        if (b[0] > b[3]) {
            return new double[]{-1, -1, -1, 1, 1, 1};
        }
        return b;
    }

    private static void grow(double[] b, double x, double y, double z) {
        b[0] = Math.min(b[0], x);
        b[1] = Math.min(b[1], y);
        b[2] = Math.min(b[2], z);
        b[3] = Math.max(b[3], x);
        b[4] = Math.max(b[4], y);
        b[5] = Math.max(b[5], z);
    }
}
