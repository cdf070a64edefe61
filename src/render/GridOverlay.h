#pragma once
// Overlay 8: the broad phase's uniform grid (sim/BroadPhase.h) as the game
// fills it: the cell lines, each cell shaded by how many asteroids it lists,
// the cells that hold a bullet outlined, and a legend saying what a bullet's
// query costs. The grid is filled by sim::rebuild, the function the game's
// own survey and stats use, so the picture is the game's grid, not a copy.

#include <SDL.h>

#include <cstddef>

#include "render/Text.h"
#include "sim/BroadPhase.h"
#include "sim/World.h"

namespace render {

/// What the legend says of a grid filled for a world.
struct GridSummary {
    int columns = 0;
    int rows = 0;
    double cellWidth = 0.0;             ///< world units
    double cellHeight = 0.0;            ///< world units
    std::size_t occupied = 0;           ///< cells listing at least one asteroid
    std::size_t busiest = 0;            ///< the most asteroids one cell lists
    std::size_t bullets = 0;
    double listedPerBullet = 0.0;       ///< mean asteroids listed in a bullet's cell: what its query walks (0 with no bullets)
    double candidatesPerBullet = 0.0;   ///< mean of those whose box holds the bullet: what reaches the exact test
};

/// The summary of `grid`, which sim::rebuild filled for `world`'s asteroids.
GridSummary summarizeGrid(const sim::BroadPhase& grid, const sim::World& world);

/// The legend's line for `summary`, e.g. "grid 12 x 7 cells of 107 x 103: 23 list an asteroid, at most 4; a bullet's cell lists 1.30, 0.40 pass its box".
std::string gridLegend(const GridSummary& summary);

/// Fills `grid` for `world` and shades its cells in world units (the field view); returns its summary.
GridSummary drawGridCells(SDL_Renderer* renderer, const sim::World& world, sim::BroadPhase& grid);

/// The cell lines and the cells bullets query, on the UI canvas (render/Camera.h) in whole pixels; `grid` as drawGridCells filled it.
void drawGridLines(SDL_Renderer* renderer, const sim::World& world, const sim::BroadPhase& grid);

/// The legend on the UI canvas, at the left edge just under the HUD.
void drawGridLegend(SDL_Renderer* renderer, Text& text, const GridSummary& summary);

}  // namespace render
