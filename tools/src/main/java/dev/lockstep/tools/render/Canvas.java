package dev.lockstep.tools.render;

/** A 2D drawing surface in pixels (origin top left, y down); SVG and PNG implement it. */
interface Canvas {
    void line(double x0, double y0, double x1, double y1, String hex, double width);

    void dot(double x, double y, double radius, String hex);

    void text(double x, double y, String text, String hex, int size);
}
