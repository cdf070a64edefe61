// The overlays in the order they are layered: pictures under, panels on top.
#include "render/Overlays.h"

#include <vector>

namespace render {

bool drawOverlays(SDL_Renderer* renderer, Text& text, const sim::World& world, const sim::StepReport& lastStep, const OverlaySet& set,
                  const DecisionGhosts& ghosts) {
    const std::vector<SurveyedPair> pairs = surveyPairs(world);
    const std::vector<SurveyedBodyPair> bodyPairs = surveyBodyPairs(world);
    if (set.has(Overlay::Circles)) drawCircleOverlay(renderer, world, pairs, bodyPairs);
    if (set.has(Overlay::Boxes)) drawBoxOverlay(renderer, world, pairs);
    if (set.has(Overlay::Pairs)) drawPairOverlay(renderer, pairs, bodyPairs);
    // The newest death's inset takes the live inset's place while it lasts (the ship is dead meanwhile).
    const DecisionGhost* death = nullptr;
    for (const DecisionGhost& g : ghosts.ghosts()) {
        if (!g.decision.pointPair()) death = &g;
        if (g.decision.pointPair() && set.has(Overlay::Rays)) {
            drawRayGhost(renderer, text, world.settings, g.decision, DecisionGhosts::strength(g.age));
        }
    }
    if (set.has(Overlay::Sat) && death) drawSatGhost(renderer, text, world.settings, death->decision, DecisionGhosts::strength(death->age));
    if (set.has(Overlay::Sat) && !death) drawSatOverlay(renderer, text, world, pairs, bodyPairs);
    if (set.has(Overlay::Rays)) drawRayOverlay(renderer, text, world, pairs);
    if (set.has(Overlay::Tunnels)) drawTunnelOverlay(renderer, text, world, lastStep.tunnels);
    return surveyCutShort(pairs);
}

}  // namespace render
