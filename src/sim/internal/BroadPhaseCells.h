#pragma once
// The cell arithmetic the broad phase's three files share (internal to
// sim/): which cells a box covers, which cell holds a point, and the
// candidate a held pair becomes. Inlined where it runs per asteroid or per
// bullet.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <span>

#include "sim/BroadPhase.h"
#include "sim/Collision.h"
#include "sim/internal/BroadPhaseScratch.h"

namespace sim {

/// Cell ranges start at most one field before or after it, so one add or
/// subtract wraps them (and avoids an integer division per cell visited).
inline int wrapIndex(int i, int n) {
    if (i < 0) return i + n;
    if (i >= n) return i - n;
    return i;
}

/// How far a box's cells are widened each way (world units): far more than
/// the rounding of the multiply that finds a point's cell.
inline double cellMargin(double cell, int n) { return 1e-9 * cell * n; }

/// A run of cells along one axis: `count` from `first`, wrapping.
struct CellRange {
    int first;
    int count;
};

/// The cells along one axis a box covers. perUnit is 1 / cell: a multiply
/// instead of a divide, and the rounding it adds is far inside the margin.
[[gnu::always_inline]] inline CellRange cellRange(double centre, double radius, double cell, double perUnit, int n) {
    const double margin = cellMargin(cell, n);
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

/// The cells an asteroid's box covers.
[[gnu::always_inline]] inline BroadPhaseScratch::CellSpan spanOf(const BroadPhase& grid, const BroadPhase::Hot& h) {
    const CellRange xs = cellRange(h.position.x, h.radius, grid.cellWidth, grid.columnsPerUnit, grid.columns);
    const CellRange ys = cellRange(h.position.y, h.radius, grid.cellHeight, grid.rowsPerUnit, grid.rows);
    return {xs.first, xs.count, ys.first, ys.count};
}

/// visit(c) for the index c of every cell of a span, row by row.
template <class Visit>
void forEachCell(const BroadPhase& grid, const BroadPhaseScratch::CellSpan& span, Visit visit) {
    for (int j = 0; j < span.rowCount; ++j) {
        const int row = wrapIndex(span.firstRow + j, grid.rows);
        for (int i = 0; i < span.columnCount; ++i) visit(static_cast<std::size_t>(row * grid.columns + wrapIndex(span.firstColumn + i, grid.columns)));
    }
}

/// cellOf, inlined where it runs per bullet.
[[gnu::always_inline]] inline std::uint32_t cellIndexOf(const BroadPhase& grid, geometry::Vec2 p) {
    const int column = wrapIndex(static_cast<int>(p.x * grid.columnsPerUnit), grid.columns);
    const int row = wrapIndex(static_cast<int>(p.y * grid.rowsPerUnit), grid.rows);
    return static_cast<std::uint32_t>(row * grid.columns + column);
}

/// A pair whose box held, `offset` from the asteroid's centre to the bullet
/// (the box test's own): the bullet in the asteroid's frame is worked out
/// whether or not the circle holds it, so that a run of these has no branch
/// to guess and each rotation overlaps the next.
[[gnu::always_inline]] inline BroadPhase::Candidate candidateOf(std::uint32_t bullet, std::uint32_t asteroid, const AsteroidShape* shape, geometry::Vec2 offset,
                                                               double angle, double radius) {
    return {bullet, asteroid, shape, inBodyFrame(offset, angle), inBoundingCircle(offset, radius)};
}

/// Whether the cell size should be chosen again for `n` asteroids (BroadPhaseGrid.cpp).
bool cellSizeStale(const BroadPhase& grid, const BroadPhaseScratch& work, const Settings& settings, std::size_t n);

/// Chooses the cell size for these asteroids and sizes the cells (BroadPhaseGrid.cpp).
void chooseCellSize(BroadPhase& grid, BroadPhaseScratch& work, const Settings& settings, std::span<const Asteroid> asteroids);

/// findCandidates through the grid, cell by cell, on a grid sized for these asteroids (BroadPhasePairWalk.cpp).
void findCandidatesByCell(BroadPhase& grid, BroadPhaseScratch& work, std::span<const Asteroid> asteroids, std::span<const Bullet> bullets);

}  // namespace sim
