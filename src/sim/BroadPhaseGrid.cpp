// The broad phase's uniform grid: the cell size, filling the cells (a
// counting sort), and the questions one point or one box asks of them.
// Read BroadPhaseBruteForce.cpp first; why the grid is sized as it is:
// docs/broad-phase.md.
#include <algorithm>
#include <cmath>

#include "sim/BroadPhase.h"
#include "sim/World.h"
#include "sim/internal/BroadPhaseCells.h"
#include "sim/internal/BroadPhaseScratch.h"

namespace sim {

namespace {

// Cells about one median asteroid across: a typical asteroid touches one to
// four cells, and a bullet's cell lists about as many asteroids as overlap it.
constexpr double kCellPerMedianDiameter = 2.0;
constexpr double kSmallestCell = 8.0;          // world units; also the size for a grid with no asteroids
constexpr std::size_t kMostCellsPerAsteroid = 2;  // the grid never has more cells than this per asteroid...
constexpr std::size_t kMostCellsAlways = 4096;   // ...unless it has fewer than this
constexpr std::size_t kSizeSample = 1024;        // radii looked at to choose the cell size

int cellsAcross(double size, double target) {
    return std::max(1, static_cast<int>(std::lround(size / target)));
}

// The cell size for these asteroids: about the median diameter (of an even
// sample of at most kSizeSample radii), but never so small that the grid has
// far more cells than asteroids.
double targetCell(BroadPhaseScratch& work, const Settings& settings, std::span<const Asteroid> asteroids) {
    const std::size_t n = asteroids.size();
    const std::size_t stride = std::max<std::size_t>(1, n / kSizeSample);
    work.radii.clear();
    for (std::size_t k = 0; k < n; k += stride) work.radii.push_back(asteroids[k].radius);
    double target = kSmallestCell;
    if (!work.radii.empty()) {
        const auto middle = work.radii.begin() + static_cast<std::ptrdiff_t>(work.radii.size() / 2);
        std::nth_element(work.radii.begin(), middle, work.radii.end());
        target = std::max(kSmallestCell, 2.0 * kCellPerMedianDiameter * *middle);
    }
    const double mostCells = static_cast<double>(std::max(kMostCellsAlways, kMostCellsPerAsteroid * n));
    const double fewestSide = std::sqrt(settings.fieldWidth * settings.fieldHeight / mostCells);
    return std::max(target, fewestSide);
}

}  // namespace

BroadPhase::BroadPhase() = default;
BroadPhase::~BroadPhase() = default;
BroadPhase::BroadPhase(BroadPhase&&) noexcept = default;
BroadPhase& BroadPhase::operator=(BroadPhase&&) noexcept = default;

// The cell size is chosen again only when the field changed or the number of
// asteroids drifted by more than an eighth since it was chosen: any size
// gives the same answers, so choosing it is worth doing only when it would
// change much.
bool cellSizeStale(const BroadPhase& grid, const BroadPhaseScratch& work, const Settings& settings, std::size_t n) {
    if (grid.cells.empty() || grid.fieldWidth != settings.fieldWidth || grid.fieldHeight != settings.fieldHeight) return true;
    const std::size_t was = work.sizedFor;
    return 8 * n > 9 * was || 9 * n < 8 * was;
}

void chooseCellSize(BroadPhase& grid, BroadPhaseScratch& work, const Settings& settings, std::span<const Asteroid> asteroids) {
    ++work.resizes;
    work.sizedFor = asteroids.size();
    const double target = targetCell(work, settings, asteroids);
    grid.columns = cellsAcross(settings.fieldWidth, target);
    grid.rows = cellsAcross(settings.fieldHeight, target);
    grid.cellWidth = settings.fieldWidth / grid.columns;
    grid.cellHeight = settings.fieldHeight / grid.rows;
    grid.columnsPerUnit = 1.0 / grid.cellWidth;
    grid.rowsPerUnit = 1.0 / grid.cellHeight;
    grid.columnMargin = cellMargin(grid.cellWidth, grid.columns);
    grid.rowMargin = cellMargin(grid.cellHeight, grid.rows);
    grid.fieldWidth = settings.fieldWidth;
    grid.fieldHeight = settings.fieldHeight;
    grid.cells.resize(static_cast<std::size_t>(grid.columns) * static_cast<std::size_t>(grid.rows));
}

// Conversion to int is the floor inside the field; a point a hair off its
// cell is still in the cells of every box that holds it, which cellRange
// widens by far more than the rounding.
std::uint32_t cellOf(const BroadPhase& grid, geometry::Vec2 p) { return cellIndexOf(grid, p); }

void rebuild(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids) {
    BroadPhaseScratch& work = scratchOf(grid);
    // The only read of the asteroids: what the filter needs, in index order.
    work.hot.resize(asteroids.size());
    for (std::size_t k = 0; k < asteroids.size(); ++k) work.hot[k] = {asteroids[k].position, asteroids[k].radius};
    if (cellSizeStale(grid, work, settings, asteroids.size())) chooseCellSize(grid, work, settings, asteroids);
    // Counting sort: count per cell, lay the cells out, then fill in index order.
    for (BroadPhase::Cell& cell : grid.cells) cell.count = 0;
    work.spans.resize(work.hot.size());
    for (std::size_t k = 0; k < work.hot.size(); ++k) {
        work.spans[k] = spanOf(grid, work.hot[k]);
        forEachCell(grid, work.spans[k], [&](std::size_t c) { ++grid.cells[c].count; });
    }
    std::uint32_t next = 0;
    for (BroadPhase::Cell& cell : grid.cells) {
        cell.start = next;
        next += cell.count;
        cell.count = 0;
    }
    grid.entries.resize(next);
    for (std::size_t k = 0; k < work.hot.size(); ++k) {
        const BroadPhase::Entry entry{work.hot[k], static_cast<std::uint32_t>(k)};
        forEachCell(grid, work.spans[k], [&](std::size_t c) {
            BroadPhase::Cell& cell = grid.cells[c];
            grid.entries[cell.start + cell.count++] = entry;
        });
    }
}

NearAsteroids asteroidsNear(const BroadPhase& grid, geometry::Vec2 p) {
    const BroadPhase::Cell& cell = grid.cells[cellOf(grid, p)];
    return {grid, std::span<const BroadPhase::Entry>(grid.entries).subspan(cell.start, cell.count), p};
}

std::span<const std::uint32_t> asteroidsAround(BroadPhase& grid, geometry::Vec2 centre, double half) {
    // A box that meets an asteroid's shares a point with it, and that point's
    // cell is in both boxes' spans: cellRange widens each by far more than rounding.
    std::vector<std::uint32_t>& around = scratchOf(grid).around;
    around.clear();
    forEachCell(grid, spanOf(grid, {centre, half}), [&](std::size_t c) {
        const BroadPhase::Cell cell = grid.cells[c];
        for (std::uint32_t e = cell.start; e < cell.start + cell.count; ++e) around.push_back(grid.entries[e].index);
    });
    std::sort(around.begin(), around.end());
    around.erase(std::unique(around.begin(), around.end()), around.end());
    return around;
}

}  // namespace sim
