#include "teach/GridShown.h"

#include <algorithm>
#include <cstdio>

namespace teach {

GridSummary summarizeGrid(const sim::BroadPhase& grid, const sim::World& world) {
    GridSummary s{grid.columns, grid.rows, grid.cellWidth, grid.cellHeight};
    for (const sim::BroadPhase::Cell& cell : grid.cells) {
        s.occupied += cell.count > 0 ? 1 : 0;
        s.busiest = std::max<std::size_t>(s.busiest, cell.count);
    }
    s.bullets = world.bullets.size();
    if (world.bullets.empty()) return s;
    std::size_t listed = 0, candidates = 0;
    for (const sim::Bullet& b : world.bullets) {
        const sim::NearAsteroids near = sim::asteroidsNear(grid, b.position);
        listed += near.listed().size();
        candidates += near.size();
    }
    s.listedPerBullet = static_cast<double>(listed) / static_cast<double>(s.bullets);
    s.candidatesPerBullet = static_cast<double>(candidates) / static_cast<double>(s.bullets);
    return s;
}

std::string gridLegend(const GridSummary& s) {
    char line[200];
    int n = std::snprintf(line, sizeof line, "grid %d x %d cells of %.0f x %.0f: %zu list an asteroid, at most %zu", s.columns, s.rows, s.cellWidth,
                          s.cellHeight, s.occupied, s.busiest);
    if (s.bullets > 0 && n > 0 && static_cast<std::size_t>(n) < sizeof line) {
        std::snprintf(line + n, sizeof line - static_cast<std::size_t>(n), "; a bullet's cell lists %.2f, %.2f pass its box", s.listedPerBullet,
                      s.candidatesPerBullet);
    }
    return line;
}

GridShown gridShown(const sim::World& world, sim::BroadPhase& grid) {
    sim::rebuild(grid, world.settings, world.asteroids);
    GridShown shown;
    shown.columns = grid.columns;
    shown.rows = grid.rows;
    shown.cellWidth = grid.cellWidth;
    shown.cellHeight = grid.cellHeight;
    shown.listed.reserve(grid.cells.size());
    for (const sim::BroadPhase::Cell& cell : grid.cells) shown.listed.push_back(cell.count);
    shown.bulletCells.reserve(world.bullets.size());
    for (const sim::Bullet& b : world.bullets) shown.bulletCells.push_back(sim::cellOf(grid, b.position));
    shown.summary = summarizeGrid(grid, world);
    shown.legend = gridLegend(shown.summary);
    return shown;
}

}  // namespace teach
