#pragma once
// The heads-up display: the top line, the paused hint, the key help and the
// game-over message, drawn where render::layoutScreen placed them.

#include <SDL.h>

#include <string>
#include <vector>

#include "render/draw/Text.h"
#include "sim/World.h"

namespace render {

/// Real seconds a passing notice (Hud::notice) stays on screen.
inline constexpr double kNoticeSeconds = 4.0;

/// How many characters wide the F1 help's lines are made (prefs::helpLines' `columns`): a corner of the field.
inline constexpr std::size_t kKeyHelpColumns = 46;

/// What the HUD shows that is not in the world.
struct HudInfo {
    double framesPerSecond = 0.0;
    bool showFps = true;  ///< --fps / settings.ini: draw framesPerSecond top right
    bool attract = false; ///< the title screen's demo: no game over, wave cleared or rules notices in the middle, where the title box is
    bool paused = false;
    bool showHelp = false;
    bool muted = false;   ///< sound off: a small crossed-out speaker in the bottom-left corner
    std::string banner;   ///< e.g. "REPLAY 2x" or "RECORDING"; empty for none
    std::vector<PanelLine> gameOverLines;  ///< under GAME OVER instead of "final score": initials entry, the high scores
    std::vector<std::string> keyHelp;  ///< F1's lines (prefs::helpLines: the keys as bound now), shown while showHelp
    std::string notice;   ///< a passing message at the bottom, e.g. where F12 saved the picture; empty for none (kNoticeSeconds)
};

/// How far down the HUD may cover the field (top line, banner and paused hint): overlays keep their labels below it.
int hudTopBand(const Text& text);

struct ScreenLayout;

/// The top line (score, lives and wave, FPS, banner, paused hint), game over or wave cleared, the key help (F1), the
/// mute badge and the notice, each where the screen's layout put it (render::layoutScreen).
void drawHud(SDL_Renderer* renderer, Text& text, const sim::World& world, const HudInfo& info, const ScreenLayout& placed);

}  // namespace render
