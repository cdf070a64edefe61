#include "render/game/Scene.h"

#include <cmath>

#include "render/draw/Camera.h"
#include "render/draw/Palette.h"
#include "render/draw/TextFit.h"
#include "render/game/WorldRenderer.h"
#include "render/game/internal/CrowdRenderer.h"
#include "render/game/internal/HyperspaceEffect.h"
#include "render/game/internal/RulesNotices.h"
#include "render/game/internal/SaucerRenderer.h"
#include "render/overlays/internal/GridOverlay.h"
#include "render/overlays/internal/OverlayLegend.h"

namespace render {

namespace {

// A shake in whole logical pixels (SDL's viewport is in whole ones).
struct Shake {
    int dx = 0;
    int dy = 0;
};

Shake shakeFor(geometry::Vec2 offset) { return {static_cast<int>(std::lround(offset.x)), static_cast<int>(std::lround(offset.y))}; }

// Moves what is drawn next on the field by the shake (no shake: the whole view, as SDL sets it).
void shakeView(SDL_Renderer* renderer, Shake shake) {
    if (shake.dx == 0 && shake.dy == 0) return;
    int width = 0;
    int height = 0;
    SDL_RenderGetLogicalSize(renderer, &width, &height);
    const SDL_Rect moved{shake.dx, shake.dy, width, height};
    SDL_RenderSetViewport(renderer, &moved);
}

// The edge of a stage smaller than the canvas: where the field ends and the room for words begins.
void drawStageEdge(SDL_Renderer* renderer, const Stage& stage) {
    if (isWholeCanvas(stage)) return;
    setColour(renderer, kStageEdge);
    const SDL_Rect edge{stage.rect.x - 1, stage.rect.y - 1, stage.rect.w + 2, stage.rect.h + 2};
    SDL_RenderDrawRect(renderer, &edge);
}

// The overlays' words and the panels on the UI canvas, each where the layout put it: readable at any field size.
void drawPanels(SDL_Renderer* renderer, const TickBlend& m, const SceneParts& parts, const ScreenLayout& placed) {
    const teach::OverlayFrame& shown = parts.teaching;
    const SDL_Color warning[] = {kWarning};
    drawStageEdge(renderer, placed.stage);
    if (placed.fieldNotice) drawPlacedPanel(renderer, parts.text, *placed.fieldNotice, warning);
    if (shown.grid) {  // the cells' lines are the picture's: on the stage (a close-up shows some of them)
        const SDL_Rect onStage{placed.stage.rect.x, placed.stage.rect.y, placed.stage.rect.w, placed.stage.rect.h};
        if (!isWholeCanvas(placed.stage)) SDL_RenderSetClipRect(renderer, &onStage);
        drawGridLines(renderer, m.current.settings, placed.stage, *shown.grid);
        SDL_RenderSetClipRect(renderer, nullptr);
    }
    if (shown.on.any()) drawOverlayWords(renderer, parts.text, shown, placed);
    if (placed.gridLegend) drawGridLegend(renderer, parts.text, *placed.gridLegend);
    if (placed.overlayLegend) {
        std::vector<SDL_Color> inks;
        for (const LegendLine& l : placed.shortLegend ? overlayLegendShort(shown.on) : overlayLegend(shown.on)) inks.push_back(l.ink);
        drawPlacedPanel(renderer, parts.text, *placed.overlayLegend, inks);
    }
    if (placed.stats) drawStatsPanel(renderer, parts.text, *placed.stats, shown.stats.size());
    if (!parts.hud.attract) drawRulesNotices(renderer, parts.text, m.current, placed.stage, placed.rulesNotices);
    if (placed.why) drawWhyPanel(renderer, parts.text, *placed.why);
    drawHud(renderer, parts.text, m.current, parts.hud, placed);
}

}  // namespace

ScreenLayout drawScene(SDL_Renderer* renderer, const TickBlend& m, const sim::TickInput& lastInput, std::uint64_t frame,
                       const SceneParts& parts) {
    ScreenLayout placed = fitScreen(parts.text, {m.current, parts.hud, parts.teaching, parts.menu, parts.title, parts.lesson}, frame % kFramesBetweenGrowTries == 0);
    setColour(renderer, kBackground);
    SDL_RenderClear(renderer);
    const sim::Settings& field = m.current.settings;
    const Stage& stage = placed.stage;
    useFieldView(renderer, stage);
    const Look asked = parts.batch.look;
    parts.batch.look = lookFor(asked, field);
    // A close-up draws plain: a halo magnified with the field buried the outline it lit (lesson 6's spike, magnified
    // four times, was a white blur), and a close-up is there to show that outline.
    if (stage.magnified > 1.0) parts.batch.look.glow = false;
    const bool teaching = parts.teaching.on.any();
    // The field shakes (the panels never do) only when nothing is being taught or read off it: the caller says when
    // (look.shake: the setting, not paused, not a replay opened at a tick), overlays, the title's demo and a stage
    // beside words say never.
    const bool shakes = parts.batch.look.shake && !teaching && !parts.hud.attract && isWholeCanvas(stage);
    const Shake shake = shakeFor(parts.particles.shake(shakes));
    parts.batch.cpu.shift = {shake.dx, shake.dy};
    parts.batch.cpu.stage = stageInFieldUnits(stage);
    parts.batch.cpu.seenFrom = {static_cast<int>(stage.seenFrom.x), static_cast<int>(stage.seenFrom.y)};
    shakeView(renderer, shake);
    drawWorld(renderer, teaching ? TickBlend{nullptr, m.current, 1.0} : m, lastInput, frame, stage, parts.batch);
    shakeView(renderer, shake);  // the CPU layer, if on, put the logical size (and so the letterbox's view) back
    drawSaucers(renderer, m.current, parts.batch.look.glow, parts.batch.halos);
    drawHyperspace(renderer, m.current);
    parts.particles.draw(renderer, parts.batch.look.glow && !teaching);  // no flash over what an overlay is showing
    const teach::OverlayFrame& shown = parts.teaching;
    if (shown.grid) drawGridCells(renderer, *shown.grid);
    if (teaching) drawOverlays(renderer, field, shown, placed);
    if (shown.picked) drawPickedMark(renderer, field, stage, *shown.picked);
    useUiView(renderer, stage);
    drawCrowdMarks(renderer, m.current, stage);
    drawPanels(renderer, m, parts, placed);
    parts.batch.look = asked;
    return placed;
}

}  // namespace render
