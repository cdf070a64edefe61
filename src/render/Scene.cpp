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

namespace {

// A crowd has more pairs than overlays can show: say which ones they do show.
void drawSurveyNote(SDL_Renderer* renderer, Text& text, const sim::Settings& field) {
    const std::string note = "overlays show the first " + std::to_string(kMostSurveyedPairs) + " bullet pairs (found with the grid); stats count all";
    text.draw(renderer, note, uiCanvas(field).x / 2, hudTopBand(text), kWarning, false, Align::Centre);
}

}  // namespace

void drawScene(SDL_Renderer* renderer, const Moment& m, const sim::TickInput& lastInput, std::uint64_t frame, const SceneParts& parts) {
    setColour(renderer, kBackground);
    SDL_RenderClear(renderer);
    const sim::Settings& field = m.current.settings;
    useFieldView(renderer, field);
    const bool teaching = parts.overlays.any();
    drawWorld(renderer, teaching ? Moment{nullptr, m.current, 1.0} : m, lastInput, frame, parts.batch);
    drawSaucers(renderer, m.current);
    drawHyperspace(renderer, m.current);
    parts.particles.draw(renderer);
    std::optional<GridSummary> grid;
    sim::BroadPhase cells;  // filled afresh when the grid is on, as the overlays' pair survey does
    if (parts.overlays.has(Overlay::Grid)) grid = drawGridCells(renderer, m.current, cells);
    const bool surveyCut = teaching && drawOverlays(renderer, parts.text, m.current, parts.lastStep, parts.overlays, parts.ghosts);
    if (parts.picked) drawPickedMark(renderer, m.current.settings, *parts.picked);
    // Text and panels on the UI canvas: readable at any field size.
    useUiView(renderer, field);
    drawCrowdMarks(renderer, m.current);
    if (surveyCut) drawSurveyNote(renderer, parts.text, field);
    if (grid) {
        drawGridLines(renderer, m.current, cells);
        drawGridLegend(renderer, parts.text, *grid);
    }
    if (parts.overlays.has(Overlay::Stats)) drawStatsPanel(renderer, parts.text, m.current, parts.lastStep.counters, parts.timings);
    if (!parts.hud.attract) drawRulesNotices(renderer, parts.text, m.current);
    drawWhyPanel(renderer, parts.text, m.current, parts.why, parts.picked);
    drawHud(renderer, parts.text, m.current, parts.hud);
}

}  // namespace render
