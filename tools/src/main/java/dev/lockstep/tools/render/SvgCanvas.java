package dev.lockstep.tools.render;

import java.util.Locale;

/** Collects SVG 1.1 elements; {@link #document()} returns the complete file text. */
final class SvgCanvas implements Canvas {
    private final int width;
    private final int height;
    private final StringBuilder body = new StringBuilder(1 << 14);

    SvgCanvas(int width, int height) {
        this.width = width;
        this.height = height;
    }

    @Override
    public void line(double x0, double y0, double x1, double y1, String hex, double w) {
        body.append(String.format(Locale.ROOT,
                "<line x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" stroke=\"%s\" stroke-width=\"%.2f\"/>%n",
                x0, y0, x1, y1, hex, w));
    }

    @Override
    public void dot(double x, double y, double radius, String hex) {
        body.append(String.format(Locale.ROOT, "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" fill=\"%s\"/>%n",
                x, y, radius, hex));
    }

    @Override
    public void text(double x, double y, String text, String hex, int size) {
        body.append(String.format(Locale.ROOT,
                "<text x=\"%.2f\" y=\"%.2f\" fill=\"%s\" font-family=\"monospace\" font-size=\"%d\">%s</text>%n",
                x, y, hex, size, escape(text)));
    }

    String document() {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" + width + "\" height=\"" + height
                + "\" viewBox=\"0 0 " + width + " " + height + "\">\n"
                + "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
                + body + "</svg>\n";
    }

    private static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<': sb.append("&lt;"); break;
                case '>': sb.append("&gt;"); break;
                case '&': sb.append("&amp;"); break;
                case '"': sb.append("&quot;"); break;
                default: sb.append(c);
            }
        }
        return sb.toString();
    }
}
