#include "render/Hud.h"

#include <cstdio>

#include "render/Palette.h"

namespace render {

namespace {

void drawHelp(SDL_Renderer* renderer, Text& text, int centreX, int top) {
    static constexpr const char* kLines[] = {
        "W thrust   A/D turn   S brake   Space fire",
        "click: spawn an asteroid there",
        "P pause   N single tick   -/= slower/faster   M mute   F1 help   Esc quit",
        "overlays: 1 boxes  2 pairs  3 rays  4 SAT  5 circles  6 stats",
        "replays: Left/Right seek 5 s",
        "time travel: B or , tick back   PgUp/PgDn previous/next event   H stop on hit/death",
        "gamepad: stick turn, A fire, RT thrust, LT brake, Start pause",
    };
    int y = top;
    for (const char* line : kLines) {
        text.draw(renderer, line, centreX, y, kDimText, false, Align::Centre);
        y += text.lineHeight();
    }
}

}  // namespace

void drawHud(SDL_Renderer* renderer, Text& text, const sim::World& world, const HudInfo& info) {
    const int width = static_cast<int>(world.settings.fieldWidth);
    const int height = static_cast<int>(world.settings.fieldHeight);
    char line[96];
    std::snprintf(line, sizeof line, "SCORE %d", world.score);
    text.draw(renderer, line, 16, 10, kText);
    std::snprintf(line, sizeof line, "LIVES %d   WAVE %d", world.lives, world.wave);
    text.draw(renderer, line, width / 2, 10, kText, false, Align::Centre);
    std::snprintf(line, sizeof line, "%.0f FPS", info.framesPerSecond);
    text.draw(renderer, line, width - 16, 10, kDimText, false, Align::Right);
    if (!info.banner.empty()) text.draw(renderer, info.banner, width - 16, 10 + text.lineHeight(), kWarning, false, Align::Right);

    const int middle = height / 2 - text.lineHeight(true);
    if (world.phase == sim::Phase::GameOver) {
        text.draw(renderer, "GAME OVER", width / 2, middle, kText, true, Align::Centre);
        std::snprintf(line, sizeof line, "final score %d  -  press Enter to play again", world.score);
        text.draw(renderer, line, width / 2, middle + text.lineHeight(true) + 8, kDimText, false, Align::Centre);
    } else if (info.paused) {
        text.draw(renderer, "PAUSED", width / 2, middle, kText, true, Align::Centre);
        drawHelp(renderer, text, width / 2, middle + text.lineHeight(true) + 8);
    } else if (world.waveDelayTicks > 0 && world.wave > 0) {
        std::snprintf(line, sizeof line, "WAVE %d CLEARED", world.wave);
        text.draw(renderer, line, width / 2, middle, kText, true, Align::Centre);
    }
    if (info.showHelp && !info.paused) drawHelp(renderer, text, width / 2, height - 7 * text.lineHeight() - 12);
}

}  // namespace render
