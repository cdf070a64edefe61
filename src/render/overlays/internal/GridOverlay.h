#pragma once
// Overlay 8: the broad phase's uniform grid as teach::GridShown describes it:
// each cell shaded by how many asteroids it lists (world units), then the cell
// lines, the cells that hold a bullet and the legend on the UI canvas.

#include <SDL.h>

#include "layout/Board.h"
#include "render/draw/Camera.h"
#include "render/draw/Text.h"
#include "sim/World.h"
#include "teach/GridShown.h"

namespace render {

/// Shades the cells in world units (the field view).
void drawGridCells(SDL_Renderer* renderer, const teach::GridShown& grid);

/// The cell lines and the cells bullets query, on the UI canvas (render/draw/Camera.h) in whole pixels.
void drawGridLines(SDL_Renderer* renderer, const sim::Settings& field, const Stage& stage, const teach::GridShown& grid);

/// The legend on the UI canvas where the screen's layout put it (at the left edge just under the HUD when free).
void drawGridLegend(SDL_Renderer* renderer, Text& text, const layout::PlacedPanel& placed);

}  // namespace render
