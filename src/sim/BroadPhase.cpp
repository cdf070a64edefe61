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
constexpr std::size_t kSizeSample = 1024;        // radii looked at to choose the cell size

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
[[gnu::always_inline]] inline CellRange cellRange(double centre, double radius, double cell, double perUnit, int n) {
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

[[gnu::always_inline]] inline BroadPhase::CellSpan spanOf(const BroadPhase& grid, const BroadPhase::Hot& h) {
    const CellRange xs = cellRange(h.position.x, h.radius, grid.cellWidth, grid.columnsPerUnit, grid.columns);
    const CellRange ys = cellRange(h.position.y, h.radius, grid.cellHeight, grid.rowsPerUnit, grid.rows);
    return {xs.first, xs.count, ys.first, ys.count};
}

template <class Visit>
void forEachCell(const BroadPhase& grid, const BroadPhase::CellSpan& span, Visit visit) {
    for (int j = 0; j < span.rowCount; ++j) {
        const int row = wrapIndex(span.firstRow + j, grid.rows);
        for (int i = 0; i < span.columnCount; ++i) visit(static_cast<std::size_t>(row * grid.columns + wrapIndex(span.firstColumn + i, grid.columns)));
    }
}

// The cell size for these asteroids: about the median diameter (of an even
// sample of at most kSizeSample radii), but never so small that the grid has
// far more cells than asteroids.
double targetCell(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids) {
    const std::size_t n = asteroids.size();
    const std::size_t stride = std::max<std::size_t>(1, n / kSizeSample);
    grid.scratch.clear();
    for (std::size_t k = 0; k < n; k += stride) grid.scratch.push_back(asteroids[k].radius);
    double target = kSmallestCell;
    if (!grid.scratch.empty()) {
        const auto middle = grid.scratch.begin() + static_cast<std::ptrdiff_t>(grid.scratch.size() / 2);
        std::nth_element(grid.scratch.begin(), middle, grid.scratch.end());
        target = std::max(kSmallestCell, 2.0 * kCellPerMedianDiameter * *middle);
    }
    const double mostCells = static_cast<double>(std::max(kMostCellsAlways, kMostCellsPerAsteroid * n));
    const double fewestSide = std::sqrt(settings.fieldWidth * settings.fieldHeight / mostCells);
    return std::max(target, fewestSide);
}

// The cell size is chosen again only when the field changed or the number of
// asteroids drifted by more than an eighth since it was chosen: any size
// gives the same answers, so choosing it is worth doing only when it would
// change much.
bool cellSizeStale(const BroadPhase& grid, const Settings& settings, std::size_t n) {
    if (grid.cells.empty() || grid.fieldWidth != settings.fieldWidth || grid.fieldHeight != settings.fieldHeight) return true;
    const std::size_t was = grid.sizedFor;
    return 8 * n > 9 * was || 9 * n < 8 * was;
}

void chooseCellSize(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids) {
    ++grid.resizes;
    grid.sizedFor = asteroids.size();
    const double target = targetCell(grid, settings, asteroids);
    grid.columns = cellsAcross(settings.fieldWidth, target);
    grid.rows = cellsAcross(settings.fieldHeight, target);
    grid.cellWidth = settings.fieldWidth / grid.columns;
    grid.cellHeight = settings.fieldHeight / grid.rows;
    grid.columnsPerUnit = 1.0 / grid.cellWidth;
    grid.rowsPerUnit = 1.0 / grid.cellHeight;
    grid.fieldWidth = settings.fieldWidth;
    grid.fieldHeight = settings.fieldHeight;
    grid.cells.resize(static_cast<std::size_t>(grid.columns) * static_cast<std::size_t>(grid.rows));
}

// The cell of a point inside the field. Conversion to int is the floor
// there; a point a hair off its cell is still in the cells of every box that
// holds it, which cellRange widens by far more than the rounding.
std::uint32_t cellOf(const BroadPhase& grid, geometry::Vec2 p) {
    const int column = wrapIndex(static_cast<int>(p.x * grid.columnsPerUnit), grid.columns);
    const int row = wrapIndex(static_cast<int>(p.y * grid.rowsPerUnit), grid.rows);
    return static_cast<std::uint32_t>(row * grid.columns + column);
}

}  // namespace

void rebuild(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids) {
    // The only read of the asteroids: what the filter needs, in index order.
    grid.hot.resize(asteroids.size());
    for (std::size_t k = 0; k < asteroids.size(); ++k) grid.hot[k] = {asteroids[k].position, asteroids[k].radius};
    if (cellSizeStale(grid, settings, asteroids.size())) chooseCellSize(grid, settings, asteroids);
    // Counting sort: count per cell, lay the cells out, then fill in index order.
    for (BroadPhase::Cell& cell : grid.cells) cell.count = 0;
    grid.spans.resize(grid.hot.size());
    for (std::size_t k = 0; k < grid.hot.size(); ++k) {
        grid.spans[k] = spanOf(grid, grid.hot[k]);
        forEachCell(grid, grid.spans[k], [&](std::size_t c) { ++grid.cells[c].count; });
    }
    std::uint32_t next = 0;
    for (BroadPhase::Cell& cell : grid.cells) {
        cell.start = next;
        next += cell.count;
        cell.count = 0;
    }
    grid.entries.resize(next);
    for (std::size_t k = 0; k < grid.hot.size(); ++k) {
        const BroadPhase::Entry entry{grid.hot[k], static_cast<std::uint32_t>(k)};
        forEachCell(grid, grid.spans[k], [&](std::size_t c) {
            BroadPhase::Cell& cell = grid.cells[c];
            grid.entries[cell.start + cell.count++] = entry;
        });
    }
}

namespace {

// Sorts the bullets by cell (a counting sort): afterwards cell c's bullets
// are sortedBullets[bulletStart[c], bulletStart[c + 1]), a row's cells one
// after another.
void sortBullets(BroadPhase& grid, std::span<const Bullet> bullets) {
    grid.bulletStart.assign(grid.cells.size() + 2, 0);
    grid.bulletCells.resize(bullets.size());
    for (std::size_t b = 0; b < bullets.size(); ++b) {
        const std::uint32_t c = cellOf(grid, bullets[b].position);
        grid.bulletCells[b] = c;
        ++grid.bulletStart[c + 2];
    }
    for (std::size_t c = 2; c < grid.bulletStart.size(); ++c) grid.bulletStart[c] += grid.bulletStart[c - 1];
    grid.sortedBullets.resize(bullets.size());
    for (std::size_t b = 0; b < bullets.size(); ++b) {
        grid.sortedBullets[grid.bulletStart[grid.bulletCells[b] + 1]++] = {bullets[b].position, static_cast<std::uint32_t>(b)};
    }
}

// The bullets of the cells a box covers, as runs of sortedBullets: one per
// row of cells (the columns wrap at most once: one run before the seam, one
// after).
template <class Visit>
void forEachRun(const BroadPhase& grid, const BroadPhase::CellSpan& span, Visit visit) {
    const int beforeSeam = std::min(span.columnCount, grid.columns - span.firstColumn);
    for (int j = 0; j < span.rowCount; ++j) {
        const std::size_t row = static_cast<std::size_t>(wrapIndex(span.firstRow + j, grid.rows) * grid.columns);
        visit(row + static_cast<std::size_t>(span.firstColumn), static_cast<std::size_t>(beforeSeam));
        if (beforeSeam < span.columnCount) visit(row, static_cast<std::size_t>(span.columnCount - beforeSeam));
    }
}

// How far ahead the walk asks for the asteroids it will read.
constexpr std::size_t kAsteroidsAhead = 12;

// Every (bullet, asteroid) pair whose box holds the bullet. The asteroids are
// visited in grid.order: by the cell their box starts in, as of the last
// pass. Asteroids move little in a tick, so the cells' bullets are then read
// nearly in memory order, and only the asteroids themselves are read out of
// order (asked for ahead). Any order finds the same pairs; a list of another
// length starts again from index order. The order for the next pass is a
// counting sort of this one by start cell, which is nearly sorted already.
void findPairs(BroadPhase& grid, std::span<const Asteroid> asteroids) {
    const std::size_t n = asteroids.size();
    if (grid.order.size() != n) {
        grid.order.resize(n);
        for (std::size_t i = 0; i < n; ++i) grid.order[i] = static_cast<std::uint32_t>(i);
    }
    grid.startCells.resize(n);
    grid.startsBefore.assign(grid.cells.size() + 1, 0);
    grid.pairs.clear();
    const std::uint32_t* starts = grid.bulletStart.data();
    const BroadPhase::SortedBullet* bullets = grid.sortedBullets.data();
    for (std::size_t i = 0; i < n; ++i) {
        if (i + kAsteroidsAhead < n) {
            const Asteroid& later = asteroids[grid.order[i + kAsteroidsAhead]];
            __builtin_prefetch(&later.position);
            __builtin_prefetch(&later.radius);
        }
        const std::uint32_t k = grid.order[i];
        const BroadPhase::Hot h{asteroids[k].position, asteroids[k].radius};
        const BroadPhase::CellSpan span = spanOf(grid, h);
        const auto startCell = static_cast<std::uint32_t>(span.firstRow * grid.columns + span.firstColumn);
        grid.startCells[i] = startCell;
        ++grid.startsBefore[startCell + 1];
        forEachRun(grid, span, [&](std::size_t first, std::size_t count) {
            const std::uint32_t end = starts[first + count];
            for (std::uint32_t s = starts[first]; s < end; ++s) {
                if (boxHolds(grid, h, bullets[s].position)) grid.pairs.push_back({bullets[s].index, k});
            }
        });
    }
    for (std::size_t c = 1; c < grid.startsBefore.size(); ++c) grid.startsBefore[c] += grid.startsBefore[c - 1];
    grid.nextOrder.resize(n);
    for (std::size_t i = 0; i < n; ++i) grid.nextOrder[grid.startsBefore[grid.startCells[i]]++] = grid.order[i];
    grid.order.swap(grid.nextOrder);
}

// Groups the pairs by bullet (a counting sort), then puts each bullet's
// asteroids in ascending index order: a bullet's few candidates came in the
// order the asteroids were visited.
void groupByBullet(BroadPhase& grid, std::size_t bulletCount) {
    grid.runs.assign(bulletCount, {});
    for (const BroadPhase::Pair& pair : grid.pairs) ++grid.runs[pair.bullet].count;
    std::uint32_t next = 0;
    for (BroadPhase::Run& run : grid.runs) {
        run.start = next;
        next += run.count;
        run.count = 0;
    }
    grid.candidates.resize(grid.pairs.size());
    for (const BroadPhase::Pair& pair : grid.pairs) {
        BroadPhase::Run& run = grid.runs[pair.bullet];
        // Insertion into the run, kept ascending.
        std::uint32_t* first = grid.candidates.data() + run.start;
        std::uint32_t j = run.count++;
        for (; j > 0 && first[j - 1] > pair.asteroid; --j) first[j] = first[j - 1];
        first[j] = pair.asteroid;
    }
}

// Below this many bullet-asteroid pairs, testing every box costs less than
// the grid's own passes over its cells (the normal game: a few bullets, tens
// of asteroids).
constexpr std::size_t kDirectPairs = 4096;

// Every bullet against every asteroid's box, in index order: the same lists.
void findDirectly(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids, std::span<const Bullet> bullets) {
    grid.hot.resize(asteroids.size());
    for (std::size_t k = 0; k < asteroids.size(); ++k) grid.hot[k] = {asteroids[k].position, asteroids[k].radius};
    grid.runs.resize(bullets.size());
    grid.candidates.clear();
    for (std::size_t b = 0; b < bullets.size(); ++b) {
        const auto start = static_cast<std::uint32_t>(grid.candidates.size());
        for (std::size_t k = 0; k < grid.hot.size(); ++k) {
            if (boxHolds(settings.fieldWidth, settings.fieldHeight, grid.hot[k], bullets[b].position)) grid.candidates.push_back(static_cast<std::uint32_t>(k));
        }
        grid.runs[b] = {start, static_cast<std::uint32_t>(grid.candidates.size()) - start};
    }
}

}  // namespace

void findCandidates(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids, std::span<const Bullet> bullets) {
    if (bullets.size() * asteroids.size() <= kDirectPairs) return findDirectly(grid, settings, asteroids, bullets);
    if (cellSizeStale(grid, settings, asteroids.size())) chooseCellSize(grid, settings, asteroids);
    sortBullets(grid, bullets);
    findPairs(grid, asteroids);
    groupByBullet(grid, bullets.size());
}

void prefetchCandidates(const BroadPhase& grid, std::span<const Asteroid> asteroids, std::size_t b) {
    // Every line of each asteroid: the exact test reads its pose, radius and outline.
    constexpr std::size_t kLine = 64;
    for (const std::uint32_t k : candidatesOf(grid, b)) {
        const char* at = reinterpret_cast<const char*>(&asteroids[k]);
        for (std::size_t offset = 0; offset < sizeof(Asteroid); offset += kLine) __builtin_prefetch(at + offset);
        __builtin_prefetch(at + sizeof(Asteroid) - 1);
    }
}

NearAsteroids asteroidsNear(const BroadPhase& grid, geometry::Vec2 p) {
    const BroadPhase::Cell& cell = grid.cells[cellOf(grid, p)];
    return {grid, std::span<const BroadPhase::Entry>(grid.entries).subspan(cell.start, cell.count), p};
}

}  // namespace sim
