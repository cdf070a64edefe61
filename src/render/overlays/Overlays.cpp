// The overlays in the order they are layered: pictures on the field under, their words and insets on the UI canvas on top.
#include "render/overlays/Overlays.h"

#include "render/game/ScreenLayout.h"

namespace render {

void drawOverlays(SDL_Renderer* renderer, const sim::Settings& field, const teach::OverlayFrame& frame, const ScreenLayout& placed) {
    using teach::Overlay;
    if (frame.on.has(Overlay::Circles)) drawCircleOverlay(renderer, placed.stage, frame.circles);
    if (frame.on.has(Overlay::Boxes)) drawBoxOverlay(renderer, field, frame.boxes);
    if (frame.on.has(Overlay::Pairs)) drawPairOverlay(renderer, frame.pairs);
    if (frame.on.has(Overlay::Sat)) drawSatOverlay(renderer, field, frame.satPieces, frame.satInset);
    if (frame.on.has(Overlay::Rays)) drawRayOverlay(renderer, field, frame.rays);
    if (frame.on.has(Overlay::Tunnels)) drawTunnelOverlay(renderer, frame.tunnels);
}

void drawOverlayWords(SDL_Renderer* renderer, Text& text, const teach::OverlayFrame& frame, const ScreenLayout& placed) {
    using teach::Overlay;
    if (frame.on.has(Overlay::Sat)) drawSatInset(renderer, text, frame.satInset, placed.satInset, placed.satTags);
    if (frame.on.has(Overlay::Rays))
        drawRayOverlayWords(renderer, text, placed.stage, frame.rays, placed.crossingNumbers, placed.rayLabels, frame.rayInset,
                            placed.rayInset);
    if (frame.on.has(Overlay::Tunnels)) drawTunnelOverlayWords(renderer, text, placed.tunnelLabels, frame.tunnelInset, placed.tunnelInset);
}

}  // namespace render
