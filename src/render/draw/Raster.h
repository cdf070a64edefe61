#pragma once
// A scanline rasteriser for small, thin, solid-colour triangles on the CPU:
// what a software OpenGL (Mesa llvmpipe) spends about 1.5 us setting up per
// triangle costs here a few tens of nanoseconds plus one store per pixel.
// It follows GL's rules, so its pictures match a GPU's nearly pixel for
// pixel: a pixel is lit when its centre (x + 0.5, y + 0.5) lies inside the
// triangle, and a centre exactly on an edge belongs to the triangle on the
// edge's right or below it (the top-left rule, y pointing down), so two
// triangles sharing an edge light each pixel along it exactly once.
// Pure functions on a pixel span: no SDL, nothing allocated.

#include <cstdint>

namespace render {

/// A rectangle of 32-bit pixels in memory, rows `pitch` pixels apart (pitch >= width >= 0, height >= 0).
struct PixelSpan {
    std::uint32_t* pixels = nullptr;
    int width = 0;
    int height = 0;
    int pitch = 0;
};

/// The pixels a triangle may light: columns [left, right), rows [top, bottom), inside the span.
struct PixelRect {
    int left = 0;
    int top = 0;
    int right = 0;
    int bottom = 0;
};

/// A point in pixel units of the span: x right, y down, (0, 0) the top-left corner of pixel (0, 0).
struct RasterPoint {
    float x = 0.0f;
    float y = 0.0f;
};

/// One solid triangle: three corners (either orientation) and its pixel value.
struct RasterTriangle {
    RasterPoint a;
    RasterPoint b;
    RasterPoint c;
    std::uint32_t colour = 0;
};

/// `clip` shrunk to lie inside `span`'s width x height.
PixelRect clipToSpan(const PixelSpan& span, PixelRect clip);

/// Sets every pixel of `span` inside `rect` (clipped to the span) to `colour`.
void fillRect(const PixelSpan& span, PixelRect rect, std::uint32_t colour);

/// Lights the pixels of `span` inside `clip` whose centres the triangle covers.
/// Triangles with no area, or with a coordinate that is not finite, light nothing;
/// coordinates far outside the span are fine.
void fillTriangle(const PixelSpan& span, PixelRect clip, const RasterTriangle& triangle);

}  // namespace render
