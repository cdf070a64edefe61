#pragma once
// The hyperspace jump on screen: while the ship is away, a burst of lines
// collapses where it left and a ring closes in where it will return. Drawn
// from the world alone (Ship::hyperspaceTicks), so a paused or replayed jump
// looks the same at the same tick.

#include <SDL.h>

#include "sim/World.h"

namespace render {

/// The jump's effect for the ship as it stands; nothing when it is not away.
void drawHyperspace(SDL_Renderer* renderer, const sim::World& world);

}  // namespace render
