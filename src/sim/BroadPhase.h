#pragma once
// Broad phase for bullets against asteroids: a uniform grid over the
// wrap-around field, brought up to date every tick. Each asteroid is listed in every cell
// its bounding box touches (cells wrap like the field), so a bullet - a point -
// need only look at the asteroids listed in its own cell. With ~30 asteroids
// and ~20 bullets that is a handful of box tests instead of 600.
// The grid is stored flat (counting sort into one array) so rebuilding it
// allocates nothing once its vectors have grown. Asteroids drift a unit or
// two a tick, so on most ticks no asteroid changes cells: the grid then
// keeps its entries and only the cell ranges are recomputed and compared.
// The grid is a cache, not game state: it lives in sim::StepContext (Game.h),
// never in a World, so copying a World never copies it.

#include <cstdint>
#include <span>
#include <vector>

#include "geometry/Vec2.h"

namespace sim {

struct Asteroid;
struct Settings;

struct BroadPhase {
    int columns = 1;
    int rows = 1;
    double cellWidth = 1.0;      ///< fieldWidth / columns exactly, so cells tile the torus
    double cellHeight = 1.0;
    std::vector<std::uint32_t> cellStart;  ///< columns*rows + 1 offsets into entries
    std::vector<std::uint32_t> entries;    ///< asteroid indices, grouped by cell
    std::vector<std::uint32_t> cursor;     ///< scratch for rebuild: next free slot per cell
    /// The cells an asteroid's box covers: a block of columns by rows, wrapping.
    struct CellSpan {
        int firstColumn, columnCount, firstRow, rowCount;
        friend bool operator==(const CellSpan&, const CellSpan&) = default;
    };
    std::vector<CellSpan> spans;           ///< per asteroid index: the cells `entries` lists it in
    std::vector<std::uint32_t> ids;        ///< per asteroid index: its id when `entries` was filled
};

/// Brings the grid up to date for the current asteroids (cells about
/// `targetCell` units wide): refilled only when an asteroid changed cells or
/// the list changed, so the result is always what a full rebuild would give,
/// whatever world the grid was last brought up to date for.
void rebuild(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids, double targetCell = 192.0);

/// Indices of the asteroids whose boxes may hold the point p (inside the field).
std::span<const std::uint32_t> asteroidsNear(const BroadPhase& grid, geometry::Vec2 p);

}  // namespace sim
