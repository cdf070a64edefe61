#include "render/game/Hud.h"

#include "render/draw/Palette.h"
#include "render/game/Menus.h"
#include "render/game/ScreenLayout.h"
#include "render/game/internal/LivesGauge.h"
#include "render/game/internal/MuteBadge.h"

namespace render {

namespace {

void drawTopLine(SDL_Renderer* renderer, Text& text, const sim::World& world, const ScreenLayout& placed) {
    if (!placed.score.words.empty()) text.draw(renderer, placed.score.words, placed.score.rect.x, placed.score.rect.y, kText, placed.score.type);
    if (placed.middle.words == "lives") {
        drawLivesAndWave(renderer, text, world, placed.middle.rect.x, placed.middle.rect.y);
    } else if (!placed.middle.words.empty()) {
        text.draw(renderer, placed.middle.words, placed.middle.rect.x, placed.middle.rect.y, kText);
    }
    if (!placed.fps.words.empty()) text.draw(renderer, placed.fps.words, placed.fps.rect.x, placed.fps.rect.y, kDimText, placed.fps.type);
    if (!placed.banner.words.empty()) text.draw(renderer, placed.banner.words, placed.banner.rect.x, placed.banner.rect.y, kWarning);
    if (!placed.pausedHint.words.empty()) text.draw(renderer, placed.pausedHint.words, placed.pausedHint.rect.x, placed.pausedHint.rect.y, kDimText);
}

// GAME OVER, then the final score or the initials entry and the high scores, in their colours.
void drawGameOver(SDL_Renderer* renderer, Text& text, const HudInfo& info, const layout::PlacedPanel& panel) {
    std::vector<SDL_Color> colours{kText};
    if (info.gameOverLines.empty()) colours.push_back(kDimText);
    for (const PanelLine& line : info.gameOverLines) colours.push_back(line.colour);
    drawPlacedPanel(renderer, text, panel, colours);
}

}  // namespace

int hudTopBand(const Text& text) { return 10 + 2 * text.lineHeight() + 4; }

void drawHud(SDL_Renderer* renderer, Text& text, const sim::World& world, const HudInfo& info, const ScreenLayout& placed) {
    drawTopLine(renderer, text, world, placed);
    if (placed.gameOver) drawGameOver(renderer, text, info, *placed.gameOver);
    const SDL_Color white[] = {kText};
    if (placed.waveCleared) drawPlacedPanel(renderer, text, *placed.waveCleared, white);
    if (placed.help) {
        const SDL_Color keys[] = {kText, kDimText};
        drawPlacedPanel(renderer, text, *placed.help, keys);
    }
    if (placed.muteBadge) drawMuteBadge(renderer, text, placed.muteBadge->x, placed.muteBadge->y);
    const SDL_Color warning[] = {kWarning};
    if (placed.notice) drawPlacedPanel(renderer, text, *placed.notice, warning);
}

}  // namespace render
