#pragma once
// Drawing the saucers: their outline (the very polygon the collision tests
// use, sim/SaucerShape.h) filled by its fan, with a line across the hull.

#include <SDL.h>

#include <vector>

#include "sim/World.h"

namespace render {

/// Every saucer of the world, with its copies across the field's edges; with halos in the glow look
/// (`halos` is scratch, reused from frame to frame).
void drawSaucers(SDL_Renderer* renderer, const sim::World& world, bool glow, std::vector<SDL_Vertex>& halos);

}  // namespace render
