#include "sim/BroadPhase.h"

#include <algorithm>
#include <cmath>

#include "sim/World.h"

namespace sim {

namespace {

int cellsAcross(double size, double target) {
    return std::max(1, static_cast<int>(std::lround(size / target)));
}

int wrapIndex(int i, int n) {
    const int r = i % n;
    return r < 0 ? r + n : r;
}

// The range of cell indices (unwrapped) that [lo, hi] touches. The range is
// widened by a hair so that rounding in lo / cell can never leave out the cell
// a point on the box's edge falls in; capped at n so no cell is listed twice.
struct CellRange {
    int first;
    int count;
};

CellRange cellRange(double lo, double hi, double cell, int n) {
    const double margin = 1e-9 * cell * n;
    const int first = static_cast<int>(std::floor((lo - margin) / cell));
    const int last = static_cast<int>(std::floor((hi + margin) / cell));
    return {first, std::min(last - first + 1, n)};
}

template <typename Visit>
void forEachCell(const BroadPhase& grid, const Asteroid& a, Visit visit) {
    const double r = a.shape.radius;
    const CellRange xs = cellRange(a.position.x - r, a.position.x + r, grid.cellWidth, grid.columns);
    const CellRange ys = cellRange(a.position.y - r, a.position.y + r, grid.cellHeight, grid.rows);
    for (int j = 0; j < ys.count; ++j) {
        const int row = wrapIndex(ys.first + j, grid.rows);
        for (int i = 0; i < xs.count; ++i) {
            visit(row * grid.columns + wrapIndex(xs.first + i, grid.columns));
        }
    }
}

}  // namespace

void rebuild(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids, double targetCell) {
    grid.columns = cellsAcross(settings.fieldWidth, targetCell);
    grid.rows = cellsAcross(settings.fieldHeight, targetCell);
    grid.cellWidth = settings.fieldWidth / grid.columns;
    grid.cellHeight = settings.fieldHeight / grid.rows;
    const auto cells = static_cast<std::size_t>(grid.columns * grid.rows);

    // Counting sort: count per cell, turn counts into start offsets, then fill.
    grid.cellStart.assign(cells + 1, 0);
    for (const Asteroid& a : asteroids) forEachCell(grid, a, [&](int c) { ++grid.cellStart[static_cast<std::size_t>(c) + 1]; });
    for (std::size_t c = 0; c < cells; ++c) grid.cellStart[c + 1] += grid.cellStart[c];
    grid.entries.resize(grid.cellStart[cells]);
    grid.cursor.assign(grid.cellStart.begin(), grid.cellStart.end() - 1);
    for (std::size_t k = 0; k < asteroids.size(); ++k) {
        forEachCell(grid, asteroids[k], [&](int c) { grid.entries[grid.cursor[static_cast<std::size_t>(c)]++] = static_cast<std::uint32_t>(k); });
    }
}

std::span<const std::uint32_t> asteroidsNear(const BroadPhase& grid, geometry::Vec2 p) {
    const int column = wrapIndex(static_cast<int>(std::floor(p.x / grid.cellWidth)), grid.columns);
    const int row = wrapIndex(static_cast<int>(std::floor(p.y / grid.cellHeight)), grid.rows);
    const auto c = static_cast<std::size_t>(row * grid.columns + column);
    return std::span<const std::uint32_t>(grid.entries).subspan(grid.cellStart[c], grid.cellStart[c + 1] - grid.cellStart[c]);
}

}  // namespace sim
