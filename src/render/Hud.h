#pragma once
// The heads-up display and the full-screen messages (paused, game over).

#include <SDL.h>

#include <string>

#include "render/Text.h"
#include "sim/World.h"

namespace render {

/// What the HUD shows that is not in the world.
struct HudInfo {
    double framesPerSecond = 0.0;
    bool paused = false;
    bool showHelp = false;
    std::string banner;   ///< e.g. "REPLAY 2x" or "RECORDING"; empty for none
};

/// Score, lives, wave and FPS along the top; messages in the middle.
void drawHud(SDL_Renderer* renderer, Text& text, const sim::World& world, const HudInfo& info);

}  // namespace render
