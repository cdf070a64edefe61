#include "render/LabDraw.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

#include "render/Palette.h"

namespace render {

using lab::FillRule;

namespace {

using geometry::Vec2;

constexpr SDL_Color kLabelBack{0, 0, 0, 185};

float f(double v) { return static_cast<float>(v); }

// The rows a fill from y `from` to `until` is drawn in: one a logical pixel at scale 1, else one a pixel of the window.
// A logical row is then not a whole number of pixels high, and SDL rounds each row's rectangle to whole pixels: below
// scale 1 rows that share a pixel would blend twice, above it (1.5 at 1920x1080) a row of 1.5 pixels is drawn 1 high
// and leaves a gap: stripes either way. `row(top, height, centre)` draws one row (its sample at `centre`).
template <typename Row>
void forEachRow(SDL_Renderer* renderer, double from, double until, const Row& row) {
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

}  // namespace

void drawThickLine(SDL_Renderer* renderer, Vec2 a, Vec2 b, SDL_Color colour, int width) {
    if (geometry::length(b - a) <= 0.0) return;
    // One quad, `width` logical pixels across: it scales with the window as the picture does (SDL draws a line one
    // window pixel thin at any scale, so `width` lines side by side were 3 pixels on a 1920x1080 projector too).
    const Vec2 side = geometry::perp(geometry::normalized(b - a)) * (width / 2.0);
    const auto vertex = [&](Vec2 p) { return SDL_Vertex{{f(p.x), f(p.y)}, colour, {0.0f, 0.0f}}; };
    const SDL_Vertex quad[] = {vertex(a - side), vertex(a + side), vertex(b + side), vertex(a - side), vertex(b + side), vertex(b - side)};
    SDL_RenderGeometry(renderer, nullptr, quad, 6, nullptr, 0);
}

void drawDashedLine(SDL_Renderer* renderer, Vec2 a, Vec2 b, SDL_Color colour, double dash, double gap) {
    const double total = geometry::length(b - a);
    if (total <= 0.0) return;
    const Vec2 u = (b - a) / total;
    setColour(renderer, colour);
    for (double t = 0.0; t < total; t += dash + gap) {
        const Vec2 p = a + u * t;
        const Vec2 q = a + u * std::min(t + dash, total);
        SDL_RenderDrawLineF(renderer, f(p.x), f(p.y), f(q.x), f(q.y));
    }
}

void drawDashedBox(SDL_Renderer* renderer, const geometry::Aabb& box, SDL_Color colour) {
    const Vec2 c[4] = {box.min, {box.max.x, box.min.y}, box.max, {box.min.x, box.max.y}};
    for (int i = 0; i < 4; ++i) drawDashedLine(renderer, c[i], c[(i + 1) % 4], colour);
}

void drawLabArrow(SDL_Renderer* renderer, Vec2 from, Vec2 to, SDL_Color colour) {
    drawThickLine(renderer, from, to, colour, 2);
    const double len = geometry::length(to - from);
    if (len <= 0.0) return;
    const Vec2 back = (from - to) / len * std::min(12.0, len * 0.5);
    const Vec2 side = geometry::perp(back) * 0.5;
    drawThickLine(renderer, to, to + back + side, colour, 2);
    drawThickLine(renderer, to, to + back - side, colour, 2);
}

void fillDisc(SDL_Renderer* renderer, Vec2 centre, double radius, SDL_Color colour) {
    setColour(renderer, colour);
    forEachRow(renderer, centre.y - radius, centre.y + radius, [&](double top, double height, double sample) {
        const double dy = sample - centre.y;
        if (std::abs(dy) > radius) return;
        const double half = std::sqrt(radius * radius - dy * dy);
        const SDL_FRect row{f(centre.x - half), f(top), f(2.0 * half), f(height)};
        SDL_RenderFillRectF(renderer, &row);
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
            const SDL_FRect span{f(crossings[i].x), f(top), f(crossings[i + 1].x - crossings[i].x), f(height)};
            SDL_RenderFillRectF(renderer, &span);
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
    return text.draw(renderer, s, x, y, colour, false, align);
}

}  // namespace render
