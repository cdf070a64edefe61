#include "render/draw/Raster.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace render {

namespace {

struct Point {
    double x = 0.0;
    double y = 0.0;
};

// One edge's x on a row, from its upper end: the same arithmetic for both
// triangles sharing the edge, so they agree on every pixel along it.
struct Edge {
    Point top;
    double slope = 0.0;  // dx / dy
};

Edge edgeFrom(Point upper, Point lower) { return {upper, (lower.x - upper.x) / (lower.y - upper.y)}; }

// The first pixel column whose centre lies at or right of x, kept within
// [low, high] (x may be huge, far outside the span).
int firstColumnFrom(double x, int low, int high) {
    const double column = std::ceil(std::clamp(x - 0.5, static_cast<double>(low), static_cast<double>(high)));
    return static_cast<int>(column);
}

// The first row whose centre lies at or below y, kept within [low, high].
int firstRowFrom(double y, int low, int high) { return firstColumnFrom(y, low, high); }

// Row by row, an edge's x is kept in fixed point (32 fractional bits) and
// stepped by its slope: exact integer adds, so every triangle sharing the edge
// steps through the same values from the same first row. Only for corners
// within kFixedRange pixels of the span (no overflow); beyond, fillBandFar.
constexpr double kFixedOne = 4294967296.0;  // 2^32
constexpr double kFixedRange = 16777216.0;  // 2^24 pixels
constexpr double kSteepest = 268435456.0;   // 2^28: a steeper edge spans at most one row (|dx| < 2^25)

struct FixedEdge {
    std::int64_t x = 0;     // at the current row's centre, 32 fractional bits
    std::int64_t step = 0;  // per row
};

FixedEdge fixedEdgeAt(const Edge& edge, int row) {
    const double x = edge.top.x + (row + 0.5 - edge.top.y) * edge.slope;
    const double slope = std::clamp(edge.slope, -kSteepest, kSteepest);
    return {static_cast<std::int64_t>(x * kFixedOne), static_cast<std::int64_t>(slope * kFixedOne)};  // truncated: the same in every triangle
}

// ceil(x - 0.5) of a fixed-point x: the first column whose centre is at or right of x.
int fixedColumn(std::int64_t x, int low, int high) {
    const std::int64_t column = (x + (std::int64_t{1} << 31) - 1) >> 32;
    return static_cast<int>(std::clamp<std::int64_t>(column, low, high));
}

void fillSpan(const PixelSpan& span, int row, int begin, int end, std::uint32_t colour) {
    std::uint32_t* line = span.pixels + static_cast<std::ptrdiff_t>(row) * span.pitch;
    for (int x = begin; x < end; ++x) line[x] = colour;
}

// Rows [from, to) of the band between `left` and `right` edges: a centre on
// the left edge is in (top-left rule), one on the right edge is out.
void fillBand(const PixelSpan& span, const PixelRect& clip, int from, int to, FixedEdge& left, FixedEdge& right, std::uint32_t colour) {
    for (int row = from; row < to; ++row) {
        const int begin = fixedColumn(left.x, clip.left, clip.right);
        const int end = fixedColumn(right.x, clip.left, clip.right);
        if (begin < end) fillSpan(span, row, begin, end, colour);
        left.x += left.step;
        right.x += right.step;
    }
}

// As fillBand for corners anywhere: each row's x worked out afresh in double.
void fillBandFar(const PixelSpan& span, const PixelRect& clip, int from, int to, const Edge& left, const Edge& right, std::uint32_t colour) {
    for (int row = from; row < to; ++row) {
        const double centre = row + 0.5;
        const int begin = firstColumnFrom(left.top.x + (centre - left.top.y) * left.slope, clip.left, clip.right);
        const int end = firstColumnFrom(right.top.x + (centre - right.top.y) * right.slope, clip.left, clip.right);
        if (begin < end) fillSpan(span, row, begin, end, colour);
    }
}

bool nearSpan(const Point& p) { return std::fabs(p.x) < kFixedRange && std::fabs(p.y) < kFixedRange; }

// The two bands of a triangle sorted top to bottom: rows [top, middle) between the long edge and v0-v1,
// rows [middle, bottom) between the long edge and v1-v2.
void fillSorted(const PixelSpan& span, const PixelRect& clip, Point v0, Point v1, Point v2, bool longEdgeLeft, std::uint32_t colour) {
    const int top = firstRowFrom(v0.y, clip.top, clip.bottom);
    const int middle = firstRowFrom(v1.y, clip.top, clip.bottom);
    const int bottom = firstRowFrom(v2.y, clip.top, clip.bottom);
    if (top >= bottom) return;
    const Edge longEdge = edgeFrom(v0, v2);
    if (!(nearSpan(v0) && nearSpan(v1) && nearSpan(v2))) {
        if (top < middle) {
            const Edge upper = edgeFrom(v0, v1);
            fillBandFar(span, clip, top, middle, longEdgeLeft ? longEdge : upper, longEdgeLeft ? upper : longEdge, colour);
        }
        if (middle < bottom) {
            const Edge lower = edgeFrom(v1, v2);
            fillBandFar(span, clip, middle, bottom, longEdgeLeft ? longEdge : lower, longEdgeLeft ? lower : longEdge, colour);
        }
        return;
    }
    FixedEdge along = fixedEdgeAt(longEdge, top);
    if (top < middle) {
        FixedEdge upper = fixedEdgeAt(edgeFrom(v0, v1), top);
        fillBand(span, clip, top, middle, longEdgeLeft ? along : upper, longEdgeLeft ? upper : along, colour);
    }
    if (middle < bottom) {
        FixedEdge lower = fixedEdgeAt(edgeFrom(v1, v2), middle);
        fillBand(span, clip, middle, bottom, longEdgeLeft ? along : lower, longEdgeLeft ? lower : along, colour);
    }
}

}  // namespace

PixelRect clipToSpan(const PixelSpan& span, PixelRect clip) {
    clip.left = std::clamp(clip.left, 0, span.width);
    clip.right = std::clamp(clip.right, clip.left, span.width);
    clip.top = std::clamp(clip.top, 0, span.height);
    clip.bottom = std::clamp(clip.bottom, clip.top, span.height);
    return clip;
}

void fillRect(const PixelSpan& span, PixelRect rect, std::uint32_t colour) {
    rect = clipToSpan(span, rect);
    for (int row = rect.top; row < rect.bottom; ++row) {
        std::uint32_t* line = span.pixels + static_cast<std::ptrdiff_t>(row) * span.pitch;
        std::fill(line + rect.left, line + rect.right, colour);
    }
}

void fillTriangle(const PixelSpan& span, PixelRect clip, const RasterTriangle& triangle) {
    const RasterPoint corners[3] = {triangle.a, triangle.b, triangle.c};
    for (const RasterPoint& p : corners) {
        if (!std::isfinite(p.x) || !std::isfinite(p.y)) return;
    }
    clip = clipToSpan(span, clip);
    if (clip.left >= clip.right || clip.top >= clip.bottom) return;
    // Top to bottom: v0 highest; the long edge v0-v2 faces the short ones v0-v1 and v1-v2.
    Point v0{triangle.a.x, triangle.a.y}, v1{triangle.b.x, triangle.b.y}, v2{triangle.c.x, triangle.c.y};
    if (v1.y < v0.y) std::swap(v0, v1);
    if (v2.y < v1.y) std::swap(v1, v2);
    if (v1.y < v0.y) std::swap(v0, v1);
    const double cross = (v1.x - v0.x) * (v2.y - v0.y) - (v1.y - v0.y) * (v2.x - v0.x);
    if (cross == 0.0 || !std::isfinite(cross)) return;  // no area (or too large to say which side is which)
    fillSorted(span, clip, v0, v1, v2, cross > 0.0, triangle.colour);  // cross > 0: v1 lies right of the long edge v0-v2
}

}  // namespace render
