#pragma once
// What the rules held back or changed, said on screen: a click refused at the
// asteroid cap or moved clear of the ship (with an arrow from where it was
// asked to where it went), and a respawn waiting for a clear centre (the
// circle that must empty). Drawn from the world alone, so a replay or a step
// back shows the same words at the same tick.

#include <SDL.h>

#include "render/Text.h"
#include "sim/World.h"

namespace render {

/// The notices the world at this tick calls for; nothing when there are none.
void drawRulesNotices(SDL_Renderer* renderer, Text& text, const sim::World& world);

}  // namespace render
