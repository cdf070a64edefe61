#include "sim/BroadPhase.h"

#include <algorithm>
#include <cmath>

#include "sim/World.h"

namespace sim {

namespace {

// Cells about one median asteroid across: a typical asteroid touches one to
// four cells, and a bullet's cell lists about as many asteroids as overlap it.
constexpr double kCellPerMedianDiameter = 2.0;
constexpr double kSmallestCell = 8.0;          // world units; also the size for a grid with no asteroids
constexpr std::size_t kMostCellsPerAsteroid = 2;  // the grid never has more cells than this per asteroid...
constexpr std::size_t kMostCellsAlways = 4096;   // ...unless it has fewer than this
constexpr std::uint32_t kRoomPerCell = 2;        // spare slots per cell, so most moves need no refill

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

// perUnit is 1 / cell: a multiply instead of a divide, and the rounding it
// adds is far inside the margin.
CellRange cellRange(double centre, double radius, double cell, double perUnit, int n) {
    const double margin = 1e-9 * cell * n;
    // A box wider than the field covers every cell once.
    if (2 * (radius + margin) >= cell * n) return {0, n};
    // The range is widened by a hair so rounding can never leave out the cell
    // a point on the box's edge falls in. Its ends lie within one field of
    // the origin, so adding n cells makes them positive and a plain integer
    // conversion is the floor (std::floor is a library call without SSE4.1,
    // and this runs for every asteroid every tick).
    const int first = static_cast<int>((centre - radius - margin) * perUnit + n) - n;
    const int last = static_cast<int>((centre + radius + margin) * perUnit + n) - n;
    return {wrapIndex(first, n), std::min(last - first + 1, n)};
}

BroadPhase::CellSpan spanOf(const BroadPhase& grid, const Asteroid& a) {
    const CellRange xs = cellRange(a.position.x, a.radius, grid.cellWidth, grid.columnsPerUnit, grid.columns);
    const CellRange ys = cellRange(a.position.y, a.radius, grid.cellHeight, grid.rowsPerUnit, grid.rows);
    return {xs.first, xs.count, ys.first, ys.count};
}

template <class Visit>
void forEachCell(const BroadPhase& grid, const BroadPhase::CellSpan& span, Visit visit) {
    for (int j = 0; j < span.rowCount; ++j) {
        const int row = wrapIndex(span.firstRow + j, grid.rows);
        for (int i = 0; i < span.columnCount; ++i) visit(static_cast<std::size_t>(row * grid.columns + wrapIndex(span.firstColumn + i, grid.columns)));
    }
}

// The cell size for these asteroids: about the median diameter, but never so
// small that the grid has far more cells than asteroids.
double targetCell(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids) {
    grid.scratch.clear();
    for (const Asteroid& a : asteroids) grid.scratch.push_back(a.radius);
    double target = kSmallestCell;
    if (!grid.scratch.empty()) {
        const auto middle = grid.scratch.begin() + static_cast<std::ptrdiff_t>(grid.scratch.size() / 2);
        std::nth_element(grid.scratch.begin(), middle, grid.scratch.end());
        target = std::max(kSmallestCell, 2.0 * kCellPerMedianDiameter * *middle);
    }
    const double mostCells = static_cast<double>(std::max(kMostCellsAlways, kMostCellsPerAsteroid * asteroids.size()));
    const double fewestSide = std::sqrt(settings.fieldWidth * settings.fieldHeight / mostCells);
    return std::max(target, fewestSide);
}

// Lists every asteroid afresh, each cell with room to spare.
void refill(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids) {
    ++grid.refills;
    const double target = targetCell(grid, settings, asteroids);
    grid.columns = cellsAcross(settings.fieldWidth, target);
    grid.rows = cellsAcross(settings.fieldHeight, target);
    grid.cellWidth = settings.fieldWidth / grid.columns;
    grid.cellHeight = settings.fieldHeight / grid.rows;
    grid.columnsPerUnit = 1.0 / grid.cellWidth;
    grid.rowsPerUnit = 1.0 / grid.cellHeight;
    grid.fieldWidth = settings.fieldWidth;
    grid.fieldHeight = settings.fieldHeight;
    grid.spans.resize(asteroids.size());
    grid.ids.resize(asteroids.size());
    for (std::size_t k = 0; k < asteroids.size(); ++k) {
        grid.spans[k] = spanOf(grid, asteroids[k]);
        grid.ids[k] = asteroids[k].id;
    }
    // Counting sort: count per cell, lay the cells out with room, then fill in index order.
    grid.cells.assign(static_cast<std::size_t>(grid.columns) * static_cast<std::size_t>(grid.rows), {});
    for (std::size_t k = 0; k < asteroids.size(); ++k) forEachCell(grid, grid.spans[k], [&](std::size_t c) { ++grid.cells[c].count; });
    std::uint32_t next = 0;
    for (BroadPhase::Cell& cell : grid.cells) {
        cell.start = next;
        next += cell.count + kRoomPerCell + cell.count / 2;
        cell.count = 0;
    }
    grid.entries.resize(next);
    for (std::size_t k = 0; k < asteroids.size(); ++k) {
        forEachCell(grid, grid.spans[k], [&](std::size_t c) {
            BroadPhase::Cell& cell = grid.cells[c];
            grid.entries[cell.start + cell.count++] = static_cast<std::uint32_t>(k);
        });
    }
}

std::uint32_t roomOf(const BroadPhase& grid, std::size_t c) {
    const std::uint32_t end = c + 1 < grid.cells.size() ? grid.cells[c + 1].start : static_cast<std::uint32_t>(grid.entries.size());
    return end - grid.cells[c].start;
}

void takeOut(BroadPhase& grid, std::size_t c, std::uint32_t k) {
    BroadPhase::Cell& cell = grid.cells[c];
    const auto first = grid.entries.begin() + cell.start;
    const auto last = first + cell.count;
    const auto at = std::find(first, last, k);
    std::copy(at + 1, last, at);
    --cell.count;
}

// Puts k into cell c in index order; false when the cell has no room left.
bool putIn(BroadPhase& grid, std::size_t c, std::uint32_t k) {
    BroadPhase::Cell& cell = grid.cells[c];
    if (cell.count == roomOf(grid, c)) return false;
    const auto first = grid.entries.begin() + cell.start;
    const auto last = first + cell.count;
    const auto at = std::upper_bound(first, last, k);
    std::copy_backward(at, last, last + 1);
    *at = k;
    ++cell.count;
    return true;
}

// Moves asteroid k from the cells of one span to those of another; false when a cell ran out of room.
bool move(BroadPhase& grid, std::uint32_t k, const BroadPhase::CellSpan& from, const BroadPhase::CellSpan& to) {
    forEachCell(grid, from, [&](std::size_t c) { takeOut(grid, c, k); });
    bool fits = true;
    forEachCell(grid, to, [&](std::size_t c) { fits = fits && putIn(grid, c, k); });
    return fits;
}

bool sameList(const BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids) {
    if (grid.cells.empty() || grid.ids.size() != asteroids.size()) return false;
    if (grid.fieldWidth != settings.fieldWidth || grid.fieldHeight != settings.fieldHeight) return false;
    for (std::size_t k = 0; k < asteroids.size(); ++k) {
        if (grid.ids[k] != asteroids[k].id) return false;
    }
    return true;
}

}  // namespace

void rebuild(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids) {
    grid.hot.resize(asteroids.size());
    for (std::size_t k = 0; k < asteroids.size(); ++k) grid.hot[k] = {asteroids[k].position, asteroids[k].radius};
    if (!sameList(grid, settings, asteroids)) return refill(grid, settings, asteroids);
    for (std::size_t k = 0; k < asteroids.size(); ++k) {
        const BroadPhase::CellSpan span = spanOf(grid, asteroids[k]);
        if (span == grid.spans[k]) continue;
        const bool fits = move(grid, static_cast<std::uint32_t>(k), grid.spans[k], span);
        grid.spans[k] = span;
        if (!fits) return refill(grid, settings, asteroids);
    }
}

NearAsteroids asteroidsNear(const BroadPhase& grid, geometry::Vec2 p) {
    // p is inside the field (non-negative), so conversion to int is the
    // floor; a point a hair off its cell is still in the cells of every box
    // that holds it, which cellRange widens by far more than the rounding.
    const int column = wrapIndex(static_cast<int>(p.x * grid.columnsPerUnit), grid.columns);
    const int row = wrapIndex(static_cast<int>(p.y * grid.rowsPerUnit), grid.rows);
    const BroadPhase::Cell& cell = grid.cells[static_cast<std::size_t>(row * grid.columns + column)];
    return {grid, std::span<const std::uint32_t>(grid.entries).subspan(cell.start, cell.count), p};
}

}  // namespace sim
