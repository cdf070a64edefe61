#include "render/Scene.h"

#include "render/Camera.h"
#include "render/GridOverlay.h"
#include "render/CrowdRenderer.h"
#include "render/HyperspaceEffect.h"
#include "render/Palette.h"
#include "render/RulesNotices.h"
#include "render/SaucerRenderer.h"
#include "render/WorldRenderer.h"

namespace render {

void drawScene(SDL_Renderer* renderer, const Moment& m, const sim::TickInput& lastInput, std::uint64_t frame, const SceneParts& parts) {
    setColour(renderer, kBackground);
    SDL_RenderClear(renderer);
    const sim::Settings& field = m.current.settings;
    useFieldView(renderer, field);
    const bool teaching = parts.teaching.on.any();
    drawWorld(renderer, teaching ? Moment{nullptr, m.current, 1.0} : m, lastInput, frame, parts.batch);
    drawSaucers(renderer, m.current);
    drawHyperspace(renderer, m.current);
    parts.particles.draw(renderer);
    const teach::OverlayFrame& shown = parts.teaching;
    if (shown.grid) drawGridCells(renderer, *shown.grid);
    if (teaching) drawOverlays(renderer, parts.text, field, shown);
    if (shown.picked) drawPickedMark(renderer, field, *shown.picked);
    // Text and panels on the UI canvas: readable at any field size.
    useUiView(renderer, field);
    drawCrowdMarks(renderer, m.current);
    if (!shown.notice.empty()) parts.text.draw(renderer, shown.notice, uiCanvas(field).x / 2, hudTopBand(parts.text), kWarning, false, Align::Centre);
    if (shown.grid) {
        drawGridLines(renderer, field, *shown.grid);
        drawGridLegend(renderer, parts.text, *shown.grid);
    }
    drawStatsPanel(renderer, parts.text, field, shown.stats);
    if (!parts.hud.attract) drawRulesNotices(renderer, parts.text, m.current);
    drawWhyPanel(renderer, parts.text, field, shown.why, shown.picked);
    drawHud(renderer, parts.text, m.current, parts.hud);
}

}  // namespace render
