// Overlay 7: what the point test misses. A bullet is tested only where it
// ends each tick; when its tick of travel went through a thin part of an
// asteroid, both ends lie outside and the game calls it a miss. The step
// records those (sim::Tunnel, when decisions are recorded; teach/ picks the
// inset and writes its caption); this draws the record: the travel, where it went in and came out, and the stretch inside,
// in place and, for the first tunnel, magnified in an inset with its numbers.
#include <algorithm>
#include <array>

#include "geometry/Rotation.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/Primitives.h"
#include "render/game/ScreenLayout.h"
#include "render/game/WorldRenderer.h"
#include "render/overlays/Overlays.h"

namespace render {

namespace {

using geometry::Vec2;

constexpr double kTravelPixels = 160.0;  // the least length a tick's travel is drawn at in the inset
constexpr const char* kLabel = "tunnelled: missed by the point test";

// The travel from -> to with the stretch inside the outline in red, the crossings marked, the tested end ringed.
void drawTravel(SDL_Renderer* renderer, Vec2 from, Vec2 in, Vec2 out, Vec2 to, double ring) {
    drawLine(renderer, from, to, kTunnel);
    for (const Vec2 nudge : {Vec2{0, 0}, Vec2{1, 0}, Vec2{0, 1}}) drawLine(renderer, in + nudge, out + nudge, kOutside);  // inside, unseen
    drawMarker(renderer, from, 2.0, kTunnel);
    drawMarker(renderer, in, 3.0, kCrossing);
    drawMarker(renderer, out, 3.0, kCrossing);
    drawCircle(renderer, to, ring, kTunnel);  // the point the game tested
}


// The first tunnel magnified: the asteroid's outline turned as on screen, the travel over it, and the numbers.
std::array<PanelLine, 3> captionLines(const teach::TunnelInset& shown) {
    return {PanelLine{shown.caption[0], kTunnel}, PanelLine{shown.caption[1], kDimText}, PanelLine{shown.caption[2], kDimText}};
}

void drawInset(SDL_Renderer* renderer, Text& text, const teach::TunnelInset& shown, const InsetPlace& place) {
    const sim::Tunnel& t = shown.tunnel;
    const std::array<PanelLine, 3> lines = captionLines(shown);
    const int width = place.rect.w;
    const int left = place.rect.x;
    const int top = place.rect.y;
    const int side = place.side;
    drawPanel(renderer, left, top, width, side);
    const geometry::Rotation turn = geometry::rotationFromAngle(shown.asteroid.angle);
    const Vec2 centre{left + width / 2.0, top + side / 2.0};
    // The whole asteroid if the travel is then long enough to read; else the travel at kTravelPixels, centred, the outline clipped.
    const double travel = length(t.to - t.from);
    const double whole = (side / 2.0 - 20.0) / std::max(shown.asteroid.radius, length(t.localFrom));
    const double scale = std::max(whole, kTravelPixels * side / 300.0 / std::max(travel, 1.0));
    const Vec2 focus = scale == whole ? Vec2{} : (t.localFrom + t.localTo) * 0.5;
    const auto toInset = [&](Vec2 local) { return centre + geometry::rotate(turn, local - focus) * scale; };
    const SDL_Rect clip{left, top, width, side};
    SDL_RenderSetClipRect(renderer, &clip);
    std::array<Vec2, sim::kAsteroidMaxVertices> outline{};
    const auto shape = shown.asteroid.outline();
    std::transform(shape.begin(), shape.end(), outline.begin(), toInset);
    drawOutline(renderer, std::span<const Vec2>(outline.data(), shape.size()), {0, 0}, kAsteroidLine);
    const auto along = [&](double s) { return toInset(t.localFrom + (t.localTo - t.localFrom) * s); };
    drawTravel(renderer, along(0.0), along(t.entry.t), along(1.0 - t.exit.t), along(1.0), 6.0);
    SDL_RenderSetClipRect(renderer, nullptr);
    drawTextPanel(renderer, text, lines, left, top + side);
}

}  // namespace

SDL_Point tunnelInsetSize(const Text& text, const teach::TunnelInset& inset, int side) {
    const SDL_Point caption = textPanelSize(text, captionLines(inset));
    return {std::max(side, caption.x), side + caption.y};
}

// The label beside the tested point, on the side away from the inset when it fits there, a line below the
// rays overlay's verdict so both can be on.
layout::Rect tunnelLabelWanted(const Text& text, geometry::Vec2 to, bool insetLeft, const layout::Rect& stage) {
    const int w = text.width(kLabel);
    const int room = w + 10;
    const bool right = insetLeft ? to.x + room < stage.x + stage.w : to.x - room < stage.x;
    const int x = static_cast<int>(to.x) + (right ? 10 : -10 - w);
    return {x, static_cast<int>(to.y) + 6 + text.lineHeight(), w, text.lineHeight()};
}

void drawTunnelOverlay(SDL_Renderer* renderer, std::span<const teach::TunnelShown> tunnels) {
    for (const teach::TunnelShown& shown : tunnels) {
        const sim::Tunnel& t = shown.tunnel;
        drawTravel(renderer, t.from, t.worldAt(t.entry.t), t.worldAt(1.0 - t.exit.t), t.to, 7.0);
    }
}

void drawTunnelOverlayWords(SDL_Renderer* renderer, Text& text, std::span<const std::optional<layout::Rect>> labels,
                            const std::optional<teach::TunnelInset>& inset, const std::optional<InsetPlace>& place) {
    for (const std::optional<layout::Rect>& label : labels) {
        if (label) text.draw(renderer, kLabel, label->x, label->y, kTunnel);
    }
    if (inset && place) drawInset(renderer, text, *inset, *place);
}

}  // namespace render
