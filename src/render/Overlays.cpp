// The overlays in the order they are layered: pictures under, panels on top.
#include "render/Overlays.h"

#include <vector>

namespace render {

void drawOverlays(SDL_Renderer* renderer, Text& text, const sim::World& world, const sim::StepReport& lastStep, const OverlaySet& set,
                  const PhaseTimings& timings) {
    const std::vector<SurveyedPair> pairs = surveyPairs(world);
    if (set.has(Overlay::Circles)) drawCircleOverlay(renderer, world, pairs);
    if (set.has(Overlay::Boxes)) drawBoxOverlay(renderer, world, pairs);
    if (set.has(Overlay::Pairs)) drawPairOverlay(renderer, pairs);
    if (set.has(Overlay::Sat)) drawSatOverlay(renderer, text, world, pairs);
    if (set.has(Overlay::Rays)) drawRayOverlay(renderer, text, world, pairs);
    if (set.has(Overlay::Tunnels)) drawTunnelOverlay(renderer, text, world, lastStep.tunnels);
    if (set.has(Overlay::Stats)) drawStatsPanel(renderer, text, world, lastStep.counters, timings);
}

}  // namespace render
