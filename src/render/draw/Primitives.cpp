#include "render/draw/internal/Primitives.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <optional>

#include "geometry/SegmentClip.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/ViewArea.h"
#include "render/lab/internal/LabDraw.h"

namespace render {

using geometry::Vec2;

namespace {

// Above this scale SDL draws a line as a square a logical unit wide at each unit along it (a staircase on a
// close-up or a 4K window): such lines go as quads a logical unit wide instead, as thick and smooth.
constexpr float kStaircaseScale = 1.5f;

// A line a logical unit wide, as two triangles.
void drawQuadLine(SDL_Renderer* renderer, Vec2 a, Vec2 b, SDL_Color colour) {
    if (!(geometry::length(b - a) > 0.0)) return;
    const Vec2 side = geometry::perp(geometry::normalized(b - a)) * 0.5;
    const auto vertex = [&](Vec2 p) { return SDL_Vertex{{static_cast<float>(p.x), static_cast<float>(p.y)}, colour, {0.0f, 0.0f}}; };
    const SDL_Vertex quad[] = {vertex(a - side), vertex(a + side), vertex(b + side), vertex(a - side), vertex(b + side), vertex(b - side)};
    SDL_RenderGeometry(renderer, nullptr, quad, 6, nullptr, 0);
}

}  // namespace

bool staircases(SDL_Renderer* renderer) {
    float sx = 1.0f;
    float sy = 1.0f;
    SDL_RenderGetScale(renderer, &sx, &sy);
    return std::max(sx, sy) > kStaircaseScale;
}

void drawLine(SDL_Renderer* renderer, Vec2 a, Vec2 b, SDL_Color colour) {
    // What the window shows of it: SDL may walk a line pixel by pixel, and a float cannot hold 1e59.
    const std::optional<geometry::Segment> shown = geometry::clippedToBox(a, b, visibleArea(renderer));
    if (!shown) return;
    if (staircases(renderer)) {
        drawQuadLine(renderer, shown->from, shown->to, colour);
        return;
    }
    setColour(renderer, colour);
    SDL_RenderDrawLineF(renderer, static_cast<float>(shown->from.x), static_cast<float>(shown->from.y), static_cast<float>(shown->to.x),
                        static_cast<float>(shown->to.y));
}

void drawCircle(SDL_Renderer* renderer, Vec2 centre, double radius, SDL_Color colour, int fewestSides) {
    // Enough sides to look round at any size: a side every ~4 pixels, up to 96.
    constexpr int kMaxSides = 96;
    const int kSides = std::clamp(static_cast<int>(std::min(radius / 4.0, double(kMaxSides))), std::clamp(fewestSides, 3, kMaxSides), kMaxSides);
    // Drawing only: libm's sin/cos are fine here, nothing is simulated.
    const auto corner = [&](int i) {
        const double a = 2 * std::numbers::pi * i / kSides;
        return centre + Vec2{radius * std::cos(a), radius * std::sin(a)};
    };
    const geometry::Aabb area = visibleArea(renderer);
    const bool whole = geometry::contains(area, centre - Vec2{radius, radius}) && geometry::contains(area, centre + Vec2{radius, radius});
    if (!whole || staircases(renderer)) {
        // Not all on screen (perhaps a circle of radius 1e59): each side as much of it as the window shows; or sides as quads.
        for (int i = 0; i < kSides; ++i) drawLine(renderer, corner(i), corner(i + 1), colour);
        return;
    }
    std::array<SDL_FPoint, kMaxSides + 1> points{};
    for (int i = 0; i <= kSides; ++i) {
        const Vec2 p = corner(i);
        points[static_cast<std::size_t>(i)] = {static_cast<float>(p.x), static_cast<float>(p.y)};
    }
    setColour(renderer, colour);
    SDL_RenderDrawLinesF(renderer, points.data(), kSides + 1);
}

void drawBox(SDL_Renderer* renderer, const geometry::Aabb& box, SDL_Color colour) {
    const SDL_FRect r{static_cast<float>(box.min.x), static_cast<float>(box.min.y), static_cast<float>(box.max.x - box.min.x),
                      static_cast<float>(box.max.y - box.min.y)};
    setColour(renderer, colour);
    SDL_RenderDrawRectF(renderer, &r);
}

void drawArrow(SDL_Renderer* renderer, Vec2 from, Vec2 to, SDL_Color colour, ArrowLook look) {
    const auto stroke = [&](Vec2 a, Vec2 b) {
        if (look.width > 1) drawThickLine(renderer, a, b, colour, look.width);
        else drawLine(renderer, a, b, colour);
    };
    stroke(from, to);
    const double head = look.mostOfLength > 0.0 ? std::min(look.head, geometry::length(to - from) * look.mostOfLength) : look.head;
    const Vec2 back = normalized(from - to) * head;  // with no length, the zero vector: the head shrinks to the point
    const Vec2 side = perp(back) * 0.5;
    stroke(to, to + back + side);
    stroke(to, to + back - side);
}

void drawMarker(SDL_Renderer* renderer, Vec2 p, double half, SDL_Color colour) {
    const SDL_FRect r{static_cast<float>(p.x - half), static_cast<float>(p.y - half), static_cast<float>(2 * half), static_cast<float>(2 * half)};
    setColour(renderer, colour);
    SDL_RenderFillRectF(renderer, &r);
}

void drawGeometry(SDL_Renderer* renderer, std::span<const SDL_Vertex> vertices, SDL_BlendMode mode) {
    if (vertices.empty()) return;
    SDL_BlendMode before = SDL_BLENDMODE_BLEND;
    SDL_GetRenderDrawBlendMode(renderer, &before);
    SDL_SetRenderDrawBlendMode(renderer, mode);
    SDL_RenderGeometry(renderer, nullptr, vertices.data(), static_cast<int>(vertices.size()), nullptr, 0);
    SDL_SetRenderDrawBlendMode(renderer, before);
}

void drawPanel(SDL_Renderer* renderer, int x, int y, int w, int h, double strength) {
    const SDL_Rect r{x, y, w, h};
    setColour(renderer, faded(kPanel, strength));
    SDL_RenderFillRect(renderer, &r);
}

}  // namespace render
