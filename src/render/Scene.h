#pragma once
// One whole frame: background, world, sparks, HUD. Shared by play, replays
// and screenshots so they all look the same.

#include <SDL.h>

#include "render/Hud.h"
#include "render/Interpolation.h"
#include "render/Particles.h"
#include "render/Text.h"
#include "sim/TickInput.h"

namespace render {

struct SceneParts {
    Text& text;
    const Particles& particles;
    const HudInfo& hud;
};

/// Draws the frame for moment m (does not present it).
void drawScene(SDL_Renderer* renderer, const Moment& m, const sim::TickInput& lastInput, std::uint64_t frame, const SceneParts& parts);

}  // namespace render
