#include "render/lab/internal/LabDraw.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <vector>

#include "geometry/SegmentClip.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/ViewArea.h"

namespace render {

using lab::FillRule;

namespace {

using geometry::Vec2;

float f(double v) { return static_cast<float>(v); }

// The rows a fill from y `from` to `until` is drawn in: one a logical pixel at scale 1, else one a pixel of the window.
// A logical row is then not a whole number of pixels high, and SDL rounds each row's rectangle to whole pixels: below
// scale 1 rows that share a pixel would blend twice, above it (1.5 at 1920x1080) a row of 1.5 pixels is drawn 1 high
// and leaves a gap: stripes either way. `row(top, height, centre)` draws one row (its sample at `centre`).
// Only the rows the window can show are walked (visibleArea): a fill's work is bounded by pixels, however tall the shape.
template <typename Row>
void forEachRow(SDL_Renderer* renderer, double from, double until, const Row& row) {
    const geometry::Aabb area = visibleArea(renderer);
    from = std::max(from, area.min.y);
    until = std::min(until, area.max.y);
    if (!(from < until)) return;
    float sx = 1.0f;
    float sy = 1.0f;
    SDL_RenderGetScale(renderer, &sx, &sy);
    if (!(sy > 0.0f && sy != 1.0f)) {
        for (double y = std::floor(from); y < until; y += 1.0) row(y, 1.0, y + 0.5);
        return;
    }
    SDL_Rect viewport;
    SDL_RenderGetViewport(renderer, &viewport);
    const double scale = sy;
    const double top = viewport.y;  // the letterbox's offset, in logical pixels
    // A quarter of a pixel down from each pixel's top, so that SDL's rounding down cannot move a row to the one above.
    for (double k = std::floor((top + from) * scale); k < (top + until) * scale; k += 1.0) {
        row((k + 0.25) / scale - top, 1.0 / scale, (k + 0.5) / scale - top);
    }
}

// One row of a fill from x `left` to `right`, cut to `area` (a float cannot hold a coordinate of 1e59).
void fillSpan(SDL_Renderer* renderer, const geometry::Aabb& area, double left, double right, double top, double height) {
    left = std::max(left, area.min.x);
    right = std::min(right, area.max.x);
    if (!(left < right)) return;
    const SDL_FRect span{f(left), f(top), f(right - left), f(height)};
    SDL_RenderFillRectF(renderer, &span);
}

}  // namespace

void drawThickLine(SDL_Renderer* renderer, Vec2 a, Vec2 b, SDL_Color colour, int width) {
    if (geometry::length(b - a) <= 0.0) return;
    const std::optional<geometry::Segment> shown = geometry::clippedToBox(a, b, visibleArea(renderer));
    if (!shown) return;
    a = shown->from;
    b = shown->to;
    // One quad, `width` logical pixels across: it scales with the window as the picture does (SDL draws a line one
    // window pixel thin at any scale, so `width` lines side by side were 3 pixels on a 1920x1080 projector too).
    const Vec2 side = geometry::perp(geometry::normalized(b - a)) * (width / 2.0);
    const auto vertex = [&](Vec2 p) { return SDL_Vertex{{f(p.x), f(p.y)}, colour, {0.0f, 0.0f}}; };
    const SDL_Vertex quad[] = {vertex(a - side), vertex(a + side), vertex(b + side), vertex(a - side), vertex(b + side), vertex(b - side)};
    SDL_RenderGeometry(renderer, nullptr, quad, 6, nullptr, 0);
}

void drawDashedLine(SDL_Renderer* renderer, Vec2 a, Vec2 b, SDL_Color colour, double dash, double gap) {
    // Only the part the window shows is dashed (from where it enters it), so the dashes are counted in pixels.
    const std::optional<geometry::Segment> shown = geometry::clippedToBox(a, b, visibleArea(renderer));
    if (!shown) return;
    const double total = geometry::length(shown->to - shown->from);
    if (!(total > 0.0) || !(dash + gap > 0.0)) return;
    const Vec2 u = (shown->to - shown->from) / total;
    setColour(renderer, colour);
    const auto dashes = static_cast<long>(std::ceil(total / (dash + gap)));  // a window's diagonal at most
    for (long k = 0; k < dashes; ++k) {
        const double t = static_cast<double>(k) * (dash + gap);
        const Vec2 p = shown->from + u * t;
        const Vec2 q = shown->from + u * std::min(t + dash, total);
        SDL_RenderDrawLineF(renderer, f(p.x), f(p.y), f(q.x), f(q.y));
    }
}

void drawDashedBox(SDL_Renderer* renderer, const geometry::Aabb& box, SDL_Color colour) {
    const Vec2 c[4] = {box.min, {box.max.x, box.min.y}, box.max, {box.min.x, box.max.y}};
    for (int i = 0; i < 4; ++i) drawDashedLine(renderer, c[i], c[(i + 1) % 4], colour);
}

void fillDisc(SDL_Renderer* renderer, Vec2 centre, double radius, SDL_Color colour) {
    const geometry::Aabb area = visibleArea(renderer);
    setColour(renderer, colour);
    forEachRow(renderer, centre.y - radius, centre.y + radius, [&](double top, double height, double sample) {
        const double dy = sample - centre.y;
        if (std::abs(dy) > radius) return;
        const double half = std::sqrt(radius * radius - dy * dy);
        fillSpan(renderer, area, centre.x - half, centre.x + half, top, height);
    });
}

void fillOutline(SDL_Renderer* renderer, std::span<const Vec2> outline, FillRule rule, SDL_Color colour) {
    if (outline.size() < 3) return;
    const geometry::Aabb box = geometry::boundsOf(outline);
    struct Crossing {
        double x;
        int direction;
    };
    std::vector<Crossing> crossings;
    const geometry::Aabb area = visibleArea(renderer);
    setColour(renderer, colour);
    forEachRow(renderer, box.min.y, box.max.y, [&](double top, double height, double yc) {
        crossings.clear();
        for (std::size_t i = 0; i < outline.size(); ++i) {
            const Vec2 a = outline[i];
            const Vec2 b = outline[(i + 1) % outline.size()];
            // Half-open, as PointInPolygon.cpp: a vertex on the row belongs
            // to the edges below it, so spans never double up at vertices.
            if ((a.y > yc) == (b.y > yc)) continue;
            crossings.push_back({a.x + (yc - a.y) * (b.x - a.x) / (b.y - a.y), b.y > a.y ? 1 : -1});
        }
        std::sort(crossings.begin(), crossings.end(), [](const Crossing& p, const Crossing& q) { return p.x < q.x; });
        int winding = 0;
        for (std::size_t i = 0; i + 1 < crossings.size(); ++i) {
            winding += crossings[i].direction;
            const bool inside = rule == FillRule::EvenOdd ? (i % 2 == 0) : winding != 0;
            if (!inside) continue;
            fillSpan(renderer, area, crossings[i].x, crossings[i + 1].x, top, height);
        }
    });
}

int labelWidth(const Text& text, const std::string& s) {
    return text.width(s);
}

int drawLabel(SDL_Renderer* renderer, Text& text, const std::string& s, int x, int y, SDL_Color colour, Align align) {
    const int w = labelWidth(text, s);
    const int left = align == Align::Left ? x : align == Align::Centre ? x - w / 2 : x - w;
    setColour(renderer, kLabelBack);
    const SDL_Rect back{left - 4, y, w + 8, text.lineHeight()};
    SDL_RenderFillRect(renderer, &back);
    text.setBacking(kLabelBack);
    const int drawn = text.draw(renderer, s, x, y, colour, Type::Body, align);
    text.setBacking(std::nullopt);
    return drawn;
}

}  // namespace render
