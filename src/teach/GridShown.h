#pragma once
// Overlay 8's picture: the broad phase's uniform grid (sim/BroadPhase.h)
// filled by sim::rebuild, the function asteroidsNear answers from: how many
// asteroids each cell lists, the cell each bullet queries, and a legend
// saying what a bullet's query costs. SDL-free.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "sim/BroadPhase.h"
#include "sim/World.h"

namespace teach {

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

/// The grid as the overlay draws it.
struct GridShown {
    int columns = 1;
    int rows = 1;
    double cellWidth = 0.0;                 ///< world units
    double cellHeight = 0.0;
    std::vector<std::uint32_t> listed;      ///< per cell, row by row: how many asteroids it lists
    std::vector<std::uint32_t> bulletCells; ///< per bullet: the cell its query reads
    GridSummary summary{};
    std::string legend;                     ///< gridLegend(summary)
};

/// The summary of `grid`, which sim::rebuild filled for `world`'s asteroids.
GridSummary summarizeGrid(const sim::BroadPhase& grid, const sim::World& world);

/// The legend's line for `summary`, e.g. "grid 12 x 7 cells of 107 x 103: 23 list an asteroid, at most 4; a bullet's cell lists 1.30, 0.40 pass its box".
std::string gridLegend(const GridSummary& summary);

/// Fills `grid` (reused memory) for `world` and describes it.
GridShown gridShown(const sim::World& world, sim::BroadPhase& grid);

}  // namespace teach
