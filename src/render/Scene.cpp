#include "render/Scene.h"

#include "render/HyperspaceEffect.h"
#include "render/Palette.h"
#include "render/RulesNotices.h"
#include "render/SaucerRenderer.h"
#include "render/WorldRenderer.h"

namespace render {

void drawScene(SDL_Renderer* renderer, const Moment& m, const sim::TickInput& lastInput, std::uint64_t frame, const SceneParts& parts) {
    setColour(renderer, kBackground);
    SDL_RenderClear(renderer);
    const bool teaching = parts.overlays.any();
    drawWorld(renderer, teaching ? Moment{m.current, m.current, 1.0} : m, lastInput, frame, parts.batch);
    drawSaucers(renderer, m.current);
    drawHyperspace(renderer, m.current);
    parts.particles.draw(renderer);
    if (teaching) drawOverlays(renderer, parts.text, m.current, parts.lastStep, parts.overlays, parts.timings, parts.ghosts);
    drawRulesNotices(renderer, parts.text, m.current);
    drawWhyPanel(renderer, parts.text, m.current, parts.why);
    drawHud(renderer, parts.text, m.current, parts.hud);
}

}  // namespace render
