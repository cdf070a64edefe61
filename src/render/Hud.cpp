#include "render/Hud.h"

#include <cstdio>

#include "render/Camera.h"
#include "render/LivesGauge.h"
#include "render/MuteBadge.h"
#include "render/Menus.h"
#include "render/Palette.h"

namespace render {

namespace {

constexpr int kEdgeMargin = 8;

// The key help's lines: a title, then the keys as bound now (HudInfo::keyHelp).
std::vector<PanelLine> helpLines(const HudInfo& info) {
    std::vector<PanelLine> lines = {{"KEYS  (F1 hides)", kText}};
    for (const std::string& line : info.keyHelp) lines.push_back({line, kDimText});
    return lines;
}

// The key help in the bottom-right corner.
SDL_Rect helpPanel(const Text& text, const HudInfo& info, int width, int height) {
    const SDL_Point size = textPanelSize(text, helpLines(info));
    return {width - size.x - kEdgeMargin, height - size.y - kEdgeMargin, size.x, size.y};
}

// Where GAME OVER goes: up out of the table's way when there is one.
int gameOverTop(const Text& text, const HudInfo& info, int height) {
    return info.gameOverLines.empty() ? height / 2 - text.lineHeight(true) : hudTopBand(text) + text.lineHeight();
}

// Paused: the banner (top right) already says PAUSED; the keys to go on are a
// dim line on the same row, left of it, so nothing covers the field, the
// overlays' insets (top left and right) or the respawn point.
void drawPausedHint(SDL_Renderer* renderer, Text& text, const HudInfo& info, int right) {
    const int bannerWidth = info.banner.empty() ? 0 : text.width(info.banner) + 24;
    const char* hint = info.showHelp ? "P resume  N / B step" : "P resume  N / B step  F1 keys";
    const std::string shown = info.banner.find("PAUSED") == std::string::npos ? std::string("PAUSED  ") + hint : hint;
    text.draw(renderer, shown, right - bannerWidth, 10 + text.lineHeight(), kDimText, false, Align::Right);
}

}  // namespace

int hudTopBand(const Text& text) { return 10 + 2 * text.lineHeight() + 4; }

std::vector<SDL_Rect> hudPanels(const Text& text, const sim::World& world, const HudInfo& info) {
    const SDL_Point canvas = uiCanvas(world.settings);
    std::vector<SDL_Rect> panels;
    if (info.showHelp) panels.push_back(helpPanel(text, info, canvas.x, canvas.y));
    if (world.phase == sim::Phase::GameOver && !info.attract && !info.gameOverLines.empty()) {
        const SDL_Point size = textPanelSize(text, info.gameOverLines);
        panels.push_back({canvas.x / 2 - size.x / 2, gameOverTop(text, info, canvas.y) + text.lineHeight(true) + 8, size.x, size.y});
    }
    return panels;
}

void drawHud(SDL_Renderer* renderer, Text& text, const sim::World& world, const HudInfo& info) {
    const int width = uiCanvas(world.settings).x;
    const int height = uiCanvas(world.settings).y;
    char line[96];
    std::snprintf(line, sizeof line, "SCORE %d", world.score);
    text.draw(renderer, line, 16, 10, kText);
    if (world.settings.crowd > 0) {
        std::snprintf(line, sizeof line, "CROWD %d   %zu ASTEROIDS   %zu BULLETS", world.settings.crowd, world.asteroids.size(), world.bullets.size());
        text.draw(renderer, line, width / 2, 10, kText, false, Align::Centre);
    } else {
        drawLivesAndWave(renderer, text, world, width / 2, 10);
    }
    std::snprintf(line, sizeof line, "%.0f FPS", info.framesPerSecond);
    if (info.showFps) text.draw(renderer, line, width - 16, 10, kDimText, false, Align::Right);
    if (!info.banner.empty()) text.draw(renderer, info.banner, width - 16, 10 + text.lineHeight(), kWarning, false, Align::Right);

    const int middle = height / 2 - text.lineHeight(true);
    if (info.attract) {
        // The title box holds the middle of the screen: the demo's GAME OVER and WAVE CLEARED would hide under it.
    } else if (world.phase == sim::Phase::GameOver) {
        const int top = gameOverTop(text, info, height);
        text.draw(renderer, "GAME OVER", width / 2, top, kText, true, Align::Centre);
        if (info.gameOverLines.empty()) {
            std::snprintf(line, sizeof line, "final score %d  -  press Enter to play again", world.score);
            text.draw(renderer, line, width / 2, top + text.lineHeight(true) + 8, kDimText, false, Align::Centre);
        } else {
            drawCentredPanel(renderer, text, info.gameOverLines, width / 2, top + text.lineHeight(true) + 8);
        }
    } else if (info.paused) {
        drawPausedHint(renderer, text, info, width - 16);
    } else if (world.waveDelayTicks > 0 && world.wave > 0) {
        std::snprintf(line, sizeof line, "WAVE %d CLEARED", world.wave);
        text.draw(renderer, line, width / 2, middle, kText, true, Align::Centre);
    }
    if (info.showHelp) {
        const SDL_Rect help = helpPanel(text, info, width, height);
        drawTextPanel(renderer, text, helpLines(info), help.x, help.y);
    }
    if (info.muted) drawMuteBadge(renderer, text, height, kEdgeMargin);
    if (!info.notice.empty()) text.draw(renderer, info.notice, width / 2, height - 2 * text.lineHeight(), kWarning, false, Align::Centre);
}

}  // namespace render
