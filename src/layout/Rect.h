#pragma once
// The plain rectangles a screen is laid out in: logical pixels, x right, y down.

namespace layout {

/// A width and a height in pixels.
struct Size {
    int w = 0;
    int h = 0;
};

/// A rectangle: its top-left corner and its size.
struct Rect {
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;
};

/// True when the two rectangles share a pixel (rectangles that only touch do not).
constexpr bool overlap(const Rect& a, const Rect& b) { return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h; }

/// True when `r` lies wholly on a `canvas`-sized screen.
constexpr bool onCanvas(const Rect& r, Size canvas) { return r.x >= 0 && r.y >= 0 && r.x + r.w <= canvas.w && r.y + r.h <= canvas.h; }

}  // namespace layout
