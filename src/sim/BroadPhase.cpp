#include "sim/BroadPhase.h"

#include <algorithm>
#include <cmath>

#include "sim/World.h"

namespace sim {

namespace {

int cellsAcross(double size, double target) {
    return std::max(1, static_cast<int>(std::lround(size / target)));
}

// Cell ranges start at most one field before or after it, so one add or
// subtract wraps them (and avoids an integer division per cell visited).
int wrapIndex(int i, int n) {
    if (i < 0) return i + n;
    if (i >= n) return i - n;
    return i;
}

struct CellRange {
    int first;
    int count;
};

CellRange cellRange(double centre, double radius, double cell, int n) {
    const double margin = 1e-9 * cell * n;
    // A box wider than the field covers every cell once.
    if (2 * (radius + margin) >= cell * n) return {0, n};
    // The range is widened by a hair so rounding can never leave out the cell
    // a point on the box's edge falls in. Its ends lie within one field of
    // the origin, so adding n cells makes them positive and a plain integer
    // conversion is the floor (std::floor is a library call without SSE4.1,
    // and this runs for every asteroid every tick).
    const int first = static_cast<int>((centre - radius - margin) / cell + n) - n;
    const int last = static_cast<int>((centre + radius + margin) / cell + n) - n;
    return {wrapIndex(first, n), std::min(last - first + 1, n)};
}

}  // namespace

void rebuild(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids, double targetCell) {
    const int columns = cellsAcross(settings.fieldWidth, targetCell);
    const int rows = cellsAcross(settings.fieldHeight, targetCell);
    const double cellWidth = settings.fieldWidth / columns;
    const double cellHeight = settings.fieldHeight / rows;
    bool unchanged = grid.columns == columns && grid.rows == rows && grid.cellWidth == cellWidth &&
                     grid.cellHeight == cellHeight && grid.ids.size() == asteroids.size() && !grid.cellStart.empty();
    grid.columns = columns;
    grid.rows = rows;
    grid.cellWidth = cellWidth;
    grid.cellHeight = cellHeight;
    grid.spans.resize(asteroids.size());
    grid.ids.resize(asteroids.size());
    for (std::size_t k = 0; k < asteroids.size(); ++k) {
        const Asteroid& a = asteroids[k];
        const CellRange xs = cellRange(a.position.x, a.shape.radius, cellWidth, columns);
        const CellRange ys = cellRange(a.position.y, a.shape.radius, cellHeight, rows);
        const BroadPhase::CellSpan span{xs.first, xs.count, ys.first, ys.count};
        unchanged = unchanged && grid.spans[k] == span && grid.ids[k] == a.id;
        grid.spans[k] = span;
        grid.ids[k] = a.id;
    }
    if (unchanged) return;  // every asteroid is listed in exactly the cells it was

    auto forEachCell = [&](std::size_t k, auto visit) {
        const BroadPhase::CellSpan& span = grid.spans[k];
        for (int j = 0; j < span.rowCount; ++j) {
            const int row = wrapIndex(span.firstRow + j, rows);
            for (int i = 0; i < span.columnCount; ++i) visit(static_cast<std::size_t>(row * columns + wrapIndex(span.firstColumn + i, columns)));
        }
    };
    // Counting sort: count per cell, turn counts into start offsets, then fill.
    const auto cells = static_cast<std::size_t>(columns * rows);
    grid.cellStart.assign(cells + 1, 0);
    for (std::size_t k = 0; k < asteroids.size(); ++k) forEachCell(k, [&](std::size_t c) { ++grid.cellStart[c + 1]; });
    for (std::size_t c = 0; c < cells; ++c) grid.cellStart[c + 1] += grid.cellStart[c];
    grid.entries.resize(grid.cellStart[cells]);
    grid.cursor.assign(grid.cellStart.begin(), grid.cellStart.end() - 1);
    for (std::size_t k = 0; k < asteroids.size(); ++k) {
        forEachCell(k, [&](std::size_t c) { grid.entries[grid.cursor[c]++] = static_cast<std::uint32_t>(k); });
    }
}

std::span<const std::uint32_t> asteroidsNear(const BroadPhase& grid, geometry::Vec2 p) {
    // p is inside the field (non-negative), so conversion to int is the floor.
    const int column = wrapIndex(static_cast<int>(p.x / grid.cellWidth), grid.columns);
    const int row = wrapIndex(static_cast<int>(p.y / grid.cellHeight), grid.rows);
    const auto c = static_cast<std::size_t>(row * grid.columns + column);
    return std::span<const std::uint32_t>(grid.entries).subspan(grid.cellStart[c], grid.cellStart[c + 1] - grid.cellStart[c]);
}

}  // namespace sim
