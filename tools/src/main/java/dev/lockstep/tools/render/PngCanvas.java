package dev.lockstep.tools.render;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;

/** Draws into an RGB image with Java2D; callers make sure AWT runs headless. */
final class PngCanvas implements Canvas {
    private final BufferedImage image;
    private final Graphics2D g;

    PngCanvas(int width, int height) {
        image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width, height);
    }

    @Override
    public void line(double x0, double y0, double x1, double y1, String hex, double width) {
        g.setColor(Color.decode(hex));
        g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(x0, y0, x1, y1));
    }

    @Override
    public void dot(double x, double y, double radius, String hex) {
        g.setColor(Color.decode(hex));
        g.fill(new Ellipse2D.Double(x - radius, y - radius, 2 * radius, 2 * radius));
    }

    @Override
    public void text(double x, double y, String text, String hex, int size) {
        g.setColor(Color.decode(hex));
        g.setFont(new Font(Font.MONOSPACED, Font.PLAIN, size));
        g.drawString(text, (float) x, (float) y);
    }

    BufferedImage finish() {
        g.dispose();
        return image;
    }
}
