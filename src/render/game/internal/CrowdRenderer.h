#pragma once
// What a crowd scene adds to the picture (sim/Crowd.h): the turrets the
// bullets stream from, and a ring round the ship, both at least a few pixels
// across however large the field, so a viewer sees where bullets come from
// and where the ship is. Nothing in the normal game.

#include <SDL.h>

#include "render/draw/Camera.h"
#include "sim/World.h"

namespace render {

/// Draws a crowd's turrets (barrels as they aim at this tick) and the ship's ring on the UI canvas (useUiView).
void drawCrowdMarks(SDL_Renderer* renderer, const sim::World& world, const Stage& stage);

}  // namespace render
