// The overlays in the order they are layered: pictures under, insets on top.
#include "render/overlays/Overlays.h"

#include "render/game/ScreenLayout.h"

namespace render {

void drawOverlays(SDL_Renderer* renderer, Text& text, const sim::Settings& field, const teach::OverlayFrame& frame, const ScreenLayout& placed) {
    using teach::Overlay;
    if (frame.on.has(Overlay::Circles)) drawCircleOverlay(renderer, field, frame.circles);
    if (frame.on.has(Overlay::Boxes)) drawBoxOverlay(renderer, field, frame.boxes);
    if (frame.on.has(Overlay::Pairs)) drawPairOverlay(renderer, frame.pairs);
    if (frame.on.has(Overlay::Sat)) drawSatOverlay(renderer, text, field, frame.satPieces, frame.satInset, placed.satInset);
    if (frame.on.has(Overlay::Rays)) drawRayOverlay(renderer, text, field, frame.rays, placed.rayLabels, frame.rayInset, placed.rayInset);
    if (frame.on.has(Overlay::Tunnels)) drawTunnelOverlay(renderer, text, frame.tunnels, placed.tunnelLabels, frame.tunnelInset, placed.tunnelInset);
}

}  // namespace render
