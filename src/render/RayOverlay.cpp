// Overlay 3: the crossing number, drawn from the decision record as the
// simulation computed it. The test runs in the target's own frame, so the ray
// is the target's local +x axis: it turns with the asteroid. Each crossing
// is marked and numbered; the label gives the count and the even-odd verdict.
// A hit's ghost draws the same picture on the target as it was.
#include <algorithm>
#include <array>
#include <cstdio>

#include "render/Hud.h"
#include "render/Overlays.h"
#include "render/Palette.h"
#include "render/Primitives.h"
#include "render/WorldRenderer.h"

namespace render {

namespace {

// The swept rule's travel: the segment the bullet covered this tick, and a ring where it first met the outline.
void drawSweptPath(SDL_Renderer* renderer, const teach::RayShown& ray) {
    const teach::SweptPath& path = *ray.swept;
    drawLine(renderer, path.from, ray.point, faded(kTunnel, ray.strength));
    drawMarker(renderer, path.from, 1.5, faded(kTunnel, ray.strength));
    if (path.firstHit) drawCircle(renderer, *path.firstHit, 5.0, faded(kCrossing, ray.strength), 12);
}

void drawRay(SDL_Renderer* renderer, Text& text, const teach::RayShown& ray) {
    if (ray.swept) drawSweptPath(renderer, ray);
    const geometry::Vec2 rayEnd = geometry::apply(ray.frame, {ray.radius + 12.0, ray.local.y});
    drawArrow(renderer, ray.point, rayEnd, faded(kRay, ray.strength));
    for (std::size_t i = 0; i < ray.crossed.size(); ++i) {
        const geometry::Vec2 at = geometry::apply(ray.frame, ray.crossed[i].point);
        drawMarker(renderer, at, 3.0, faded(kCrossing, ray.strength));
        text.draw(renderer, std::to_string(i + 1), static_cast<int>(at.x) + 4, static_cast<int>(at.y) - 20, faded(kCrossing, ray.strength));
    }
    // On a backing, below the HUD's band and inside the field: a point near an
    // edge gets its label moved in, tied to it by a line.
    int fieldWidth = 0;
    int fieldHeight = 0;
    SDL_RenderGetLogicalSize(renderer, &fieldWidth, &fieldHeight);
    const int wantX = static_cast<int>(ray.point.x) + 8;
    const int wantY = static_cast<int>(ray.point.y) + 6;
    const int x = fieldWidth > 0 ? std::clamp(wantX, 4, fieldWidth - text.width(ray.label) - 4) : wantX;
    const int y = std::max(hudTopBand(text), fieldHeight > 0 ? std::min(wantY, fieldHeight - text.lineHeight() - 4) : wantY);
    const SDL_Color ink = faded(ray.inside ? kInside : kOutside, ray.strength);
    if (x != wantX || y != wantY) drawLine(renderer, ray.point, {static_cast<double>(x), static_cast<double>(y)}, ink);
    drawPanel(renderer, x - 2, y, text.width(ray.label) + 4, text.lineHeight(), ray.strength);
    text.draw(renderer, ray.label, x, y, ink);
}

}  // namespace

void drawAsteroidSeen(SDL_Renderer* renderer, const sim::Settings& field, const geometry::Transform& frame, const sim::AsteroidSeen& seen,
                      SDL_Color colour) {
    std::array<geometry::Vec2, sim::kAsteroidMaxVertices> outline{};
    const auto local = seen.outline();
    for (std::size_t i = 0; i < local.size(); ++i) outline[i] = geometry::rotate(frame.q, local[i]);
    const std::span<const geometry::Vec2> shape(outline.data(), local.size());
    forEachWrappedCopy(field, frame.p, seen.radius, [&](geometry::Vec2 offset) { drawOutline(renderer, shape, frame.p + offset, colour); });
}

void drawRayOverlay(SDL_Renderer* renderer, Text& text, const sim::Settings& field, std::span<const teach::RayShown> rays) {
    for (const teach::RayShown& ray : rays) {
        if (ray.ghostOf) {
            drawAsteroidSeen(renderer, field, ray.frame, *ray.ghostOf, faded(kAsteroidLine, ray.strength));
            drawMarker(renderer, ray.point, 2.0, faded(kBullet, ray.strength));
        }
        drawRay(renderer, text, ray);
    }
}

}  // namespace render
