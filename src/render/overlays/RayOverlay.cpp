// Overlay 3: the crossing number, drawn from the decision record as the
// simulation computed it. The test runs in the target's own frame, so the ray
// is the target's local +x axis: it turns with the asteroid. Each crossing
// is marked and numbered; the label gives the count and the even-odd verdict.
// A hit's ghost draws the same picture on the target as it was.
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>

#include "render/draw/Palette.h"
#include "render/draw/internal/Primitives.h"
#include "render/game/Hud.h"
#include "render/game/ScreenLayout.h"
#include "render/game/WorldRenderer.h"
#include "render/overlays/Overlays.h"

namespace render {

namespace {

// The swept rule's travel: the segment the bullet covered this tick, and a ring where it first met the outline.
void drawSweptPath(SDL_Renderer* renderer, const teach::RayShown& ray) {
    const teach::SweptPath& path = *ray.swept;
    drawLine(renderer, path.from, ray.point, faded(kTunnel, ray.strength));
    drawMarker(renderer, path.from, 1.5, faded(kTunnel, ray.strength));
    if (path.firstHit) drawCircle(renderer, *path.firstHit, 5.0, faded(kCrossing, ray.strength), 12);
}

void drawRay(SDL_Renderer* renderer, const teach::RayShown& ray) {
    if (ray.swept) drawSweptPath(renderer, ray);
    drawArrow(renderer, ray.point, geometry::apply(ray.frame, teach::rayEnd(ray)), faded(kRay, ray.strength));
    for (const auto& crossing : ray.crossed)
        drawMarker(renderer, geometry::apply(ray.frame, crossing.point), 3.0, faded(kCrossing, ray.strength));
}

// A ray's words on the UI canvas: its crossings numbered in the order the ray meets them, and the verdict on a backing
// where the screen's layout put it (near the point, stacked under the labels already there, clear of the panels); a
// label moved away from its point is tied to it by a line. No place: no label.
void drawRayWords(SDL_Renderer* renderer, Text& text, const Stage& stage, const teach::RayShown& ray,
                  std::span<const std::optional<layout::Rect>> numbers, const std::optional<layout::Rect>& label) {
    for (std::size_t i = 0; i < ray.crossed.size() && i < numbers.size(); ++i) {
        if (numbers[i])
            text.draw(renderer, std::to_string(i + 1), numbers[i]->x, numbers[i]->y, faded(kCrossing, ray.strength), Type::Figures);
    }
    if (!label) return;
    const geometry::Vec2 point = fieldToUi(stage, ray.point);
    const int x = label->x + 2;
    const int y = label->y;
    const SDL_Color ink = faded(verdictColour(ray.inside), ray.strength);
    if (std::abs(x - (static_cast<int>(point.x) + 8)) > 1 || std::abs(y - (static_cast<int>(point.y) + 6)) > 1) {
        drawLine(renderer, point, {static_cast<double>(x), static_cast<double>(y)}, ink);
    }
    drawPanel(renderer, label->x, y, label->w, label->h, ray.strength);
    text.draw(renderer, ray.label, x, y, ink);
}

// The inset's caption: who was tested, the edges crossed, the count and verdict.
std::array<PanelLine, 3> captionLines(const teach::RayInset& inset) {
    return {PanelLine{inset.caption[0], kRay}, PanelLine{inset.caption[1], kDimText},
            PanelLine{inset.caption[2], verdictColour(inset.ray.inside)}};
}

// The ray magnified over its target's outline as tested, turned as on screen: the ray, each crossing numbered, the point.
void drawRayInset(SDL_Renderer* renderer, Text& text, const teach::RayInset& inset, const InsetPlace& place) {
    const teach::RayShown& ray = inset.ray;
    const int left = place.rect.x;
    const int top = place.rect.y;
    const int width = place.rect.w;
    const int side = place.side;
    drawPanel(renderer, left, top, width, side);
    const geometry::Vec2 centre{left + width / 2.0, top + side / 2.0};
    const double scale = (side / 2.0 - 20.0) / std::max({inset.target.radius, geometry::length(ray.local), 1.0});
    const auto toInset = [&](geometry::Vec2 local) { return centre + geometry::rotate(ray.frame.q, local) * scale; };
    const SDL_Rect clip{left, top, width, side};
    SDL_RenderSetClipRect(renderer, &clip);
    std::array<geometry::Vec2, sim::kAsteroidMaxVertices> outline{};
    const auto shape = inset.target.outline();
    std::transform(shape.begin(), shape.end(), outline.begin(), toInset);
    drawOutline(renderer, std::span<const geometry::Vec2>(outline.data(), shape.size()), {0, 0}, kAsteroidLine);
    drawArrow(renderer, toInset(ray.local), toInset({inset.target.radius + 16.0 / scale, ray.local.y}), kRay);
    for (std::size_t i = 0; i < ray.crossed.size(); ++i) {
        const geometry::Vec2 at = toInset(ray.crossed[i].point);
        drawMarker(renderer, at, 3.0, kCrossing);
        text.draw(renderer, std::to_string(i + 1), static_cast<int>(at.x) + 4, static_cast<int>(at.y) - text.lineHeight() - 4, kCrossing, Type::Figures);
    }
    drawMarker(renderer, toInset(ray.local), 3.0, kBullet);
    drawCircle(renderer, toInset(ray.local), 7.0, verdictColour(ray.inside));
    SDL_RenderSetClipRect(renderer, nullptr);
    const std::array<PanelLine, 3> lines = captionLines(inset);
    drawTextPanel(renderer, text, lines, left, top + side);
}

}  // namespace

SDL_Point rayInsetSize(const Text& text, const teach::RayInset& inset, int side) {
    const SDL_Point caption = textPanelSize(text, captionLines(inset));
    return {std::max(side, caption.x), side + caption.y};
}

void drawAsteroidSeen(SDL_Renderer* renderer, const sim::Settings& field, const geometry::Transform& frame, const sim::AsteroidSeen& seen,
                      SDL_Color colour) {
    std::array<geometry::Vec2, sim::kAsteroidMaxVertices> outline{};
    const auto local = seen.outline();
    for (std::size_t i = 0; i < local.size(); ++i) outline[i] = geometry::rotate(frame.q, local[i]);
    const std::span<const geometry::Vec2> shape(outline.data(), local.size());
    forEachWrappedCopy(field, frame.p, seen.radius, [&](geometry::Vec2 offset) { drawOutline(renderer, shape, frame.p + offset, colour); });
}

layout::Rect rayLabelWanted(const Text& text, const teach::RayShown& ray, geometry::Vec2 point, layout::Size canvas) {
    const int w = text.width(ray.label) + 4;
    const int h = text.lineHeight();
    const int x = std::clamp(static_cast<int>(point.x) + 6, 4, std::max(4, canvas.w - w - 4));
    const int y = std::clamp(static_cast<int>(point.y) + 6, hudTopBand(text), std::max(hudTopBand(text), canvas.h - h - 4));
    return {x, y, w, h};
}

layout::Rect crossingNumberWanted(const Text& text, geometry::Vec2 at, std::size_t number) {
    const int h = text.lineHeight();
    return {static_cast<int>(at.x) + 4, static_cast<int>(at.y) - h - 2, text.width(std::to_string(number), Type::Figures), h};
}

void drawRayOverlay(SDL_Renderer* renderer, const sim::Settings& field, std::span<const teach::RayShown> rays) {
    for (const teach::RayShown& ray : rays) {
        if (ray.ghostOf) {
            drawAsteroidSeen(renderer, field, ray.frame, *ray.ghostOf, faded(kAsteroidLine, ray.strength));
            drawMarker(renderer, ray.point, 2.0, faded(kBullet, ray.strength));
        }
        drawRay(renderer, ray);
    }
}

void drawRayOverlayWords(SDL_Renderer* renderer, Text& text, const Stage& stage, std::span<const teach::RayShown> rays,
                         std::span<const std::vector<std::optional<layout::Rect>>> numbers,
                         std::span<const std::optional<layout::Rect>> labels, const std::optional<teach::RayInset>& inset,
                         const std::optional<InsetPlace>& place) {
    // The crossings' numbers belong to the picture: kept on the stage (a close-up's edge cuts through rays).
    const SDL_Rect onStage{stage.rect.x, stage.rect.y, stage.rect.w, stage.rect.h};
    if (!isWholeCanvas(stage)) SDL_RenderSetClipRect(renderer, &onStage);
    for (std::size_t i = 0; i < rays.size(); ++i)
        drawRayWords(renderer, text, stage, rays[i],
                     i < numbers.size() ? std::span(numbers[i]) : std::span<const std::optional<layout::Rect>>{},
                     i < labels.size() ? labels[i] : std::nullopt);
    SDL_RenderSetClipRect(renderer, nullptr);
    if (inset && place) drawRayInset(renderer, text, *inset, *place);
}

}  // namespace render
