#include "render/Scene.h"

#include "render/Camera.h"
#include "render/GridOverlay.h"
#include "render/CrowdRenderer.h"
#include "render/HyperspaceEffect.h"
#include "render/OverlayLegend.h"
#include "render/Palette.h"
#include "render/RulesNotices.h"
#include "render/SaucerRenderer.h"
#include "render/TextFit.h"
#include "render/WorldRenderer.h"

namespace render {

namespace {

// The panels on the UI canvas, each where the layout put it: readable at any field size.
void drawPanels(SDL_Renderer* renderer, const Moment& m, const SceneParts& parts, const ScreenLayout& placed) {
    const teach::OverlayFrame& shown = parts.teaching;
    const SDL_Color warning[] = {kWarning};
    if (placed.fieldNotice) drawPlacedPanel(renderer, parts.text, *placed.fieldNotice, warning);
    if (shown.grid) drawGridLines(renderer, m.current.settings, *shown.grid);
    if (placed.gridLegend) drawGridLegend(renderer, parts.text, *placed.gridLegend);
    if (placed.overlayLegend) {
        std::vector<SDL_Color> inks;
        for (const LegendLine& l : placed.shortLegend ? overlayLegendShort(shown.on) : overlayLegend(shown.on)) inks.push_back(l.ink);
        drawPlacedPanel(renderer, parts.text, *placed.overlayLegend, inks);
    }
    if (placed.stats) drawStatsPanel(renderer, parts.text, *placed.stats, shown.stats.size());
    if (!parts.hud.attract) drawRulesNotices(renderer, parts.text, m.current, placed.rulesNotices);
    if (placed.why) drawWhyPanel(renderer, parts.text, *placed.why);
    drawHud(renderer, parts.text, m.current, parts.hud, placed);
}

}  // namespace

ScreenLayout drawScene(SDL_Renderer* renderer, const Moment& m, const sim::TickInput& lastInput, std::uint64_t frame, const SceneParts& parts) {
    ScreenLayout placed = fitScreen(parts.text, {m.current, parts.hud, parts.teaching, parts.menu, parts.title, parts.lesson}, frame % kFramesBetweenGrowTries == 0);
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
    if (teaching) drawOverlays(renderer, parts.text, field, shown, placed);
    if (shown.picked) drawPickedMark(renderer, field, *shown.picked);
    useUiView(renderer, field);
    drawCrowdMarks(renderer, m.current);
    drawPanels(renderer, m, parts, placed);
    return placed;
}

}  // namespace render
