#pragma once
// Broad phase for bullets against asteroids: a uniform grid over the
// wrap-around field. Each asteroid is listed in every cell its bounding box
// touches (cells wrap like the field), so a bullet - a point - need only look
// at the asteroids listed in its own cell, and of those only at the ones
// whose box holds it.
// Made for crowds as well as for the normal game:
// - the cell is sized from the asteroids (about two median diameters), so a
//   crowd of small rocks does not share a handful of cells;
// - the positions and radii a query needs are kept in the grid, apart from
//   the asteroids' outlines, so filtering a cell's list touches a small array;
// - it is updated incrementally: each cell has room to spare, and only an
//   asteroid whose box moved into other cells is taken out of and put into
//   cells. A list that changed (an asteroid broke or arrived) refills it.
// Each cell lists its asteroids in ascending index order, so a bullet meets
// them in the order of World::asteroids, as brute force would.
// The grid is a cache, not game state: it lives in sim::StepContext (Game.h),
// never in a World, so copying a World never copies it.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "geometry/Vec2.h"

namespace sim {

struct Asteroid;
struct Settings;

struct BroadPhase {
    /// A cell's list: entries[start, start + count), ascending; room up to the next cell's start.
    struct Cell {
        std::uint32_t start = 0;
        std::uint32_t count = 0;
    };
    /// What a query needs of an asteroid, as of the last rebuild.
    struct Hot {
        geometry::Vec2 position{};
        double radius = 0.0;
    };
    /// The cells an asteroid's box covers: a block of columns by rows, wrapping.
    struct CellSpan {
        int firstColumn, columnCount, firstRow, rowCount;
        friend bool operator==(const CellSpan&, const CellSpan&) = default;
    };

    int columns = 1;
    int rows = 1;
    double cellWidth = 1.0;      ///< fieldWidth / columns exactly, so cells tile the torus
    double cellHeight = 1.0;
    double columnsPerUnit = 1.0; ///< 1 / cellWidth: a multiply finds a point's cell
    double rowsPerUnit = 1.0;    ///< 1 / cellHeight
    double fieldWidth = 0.0;     ///< the field the grid was filled for (world units)
    double fieldHeight = 0.0;
    std::vector<Cell> cells;               ///< columns*rows, row by row
    std::vector<std::uint32_t> entries;    ///< asteroid indices, grouped by cell, with room between cells
    std::vector<Hot> hot;                  ///< per asteroid index
    std::vector<CellSpan> spans;           ///< per asteroid index: the cells `entries` lists it in
    std::vector<std::uint32_t> ids;        ///< per asteroid index: its id when it was listed
    std::vector<double> scratch;           ///< radii, for choosing the cell size
    std::uint64_t refills = 0;             ///< full refills so far (the other updates were incremental)
};

/// Brings the grid up to date for the current asteroids, whatever world it
/// was last brought up to date for: afterwards asteroidsNear answers exactly
/// as for a grid filled from scratch.
void rebuild(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids);

/// Whether asteroid k's box (as of the last rebuild) holds the point p, with
/// the offset taken the short way round the field: the very arithmetic of the
/// box stage of sim::testBullet, so it drops only pairs that test would miss.
inline bool boxHolds(const BroadPhase& grid, std::uint32_t k, geometry::Vec2 p) {
    const BroadPhase::Hot& h = grid.hot[k];
    double dx = p.x - h.position.x;
    if (dx > 0.5 * grid.fieldWidth) dx -= grid.fieldWidth;
    else if (dx < -0.5 * grid.fieldWidth) dx += grid.fieldWidth;
    double dy = p.y - h.position.y;
    if (dy > 0.5 * grid.fieldHeight) dy -= grid.fieldHeight;
    else if (dy < -0.5 * grid.fieldHeight) dy += grid.fieldHeight;
    return dx <= h.radius && -dx <= h.radius && dy <= h.radius && -dy <= h.radius;
}

/// The asteroids listed in one cell whose boxes hold a point, in index order.
class NearAsteroids {
public:
    class Iterator {
    public:
        using value_type = std::uint32_t;
        using difference_type = std::ptrdiff_t;
        Iterator() = default;
        Iterator(const BroadPhase* grid, const std::uint32_t* at, const std::uint32_t* end, geometry::Vec2 p)
            : grid_(grid), at_(at), end_(end), p_(p) {
            skip();
        }
        std::uint32_t operator*() const { return *at_; }
        Iterator& operator++() {
            ++at_;
            skip();
            return *this;
        }
        Iterator operator++(int) {
            Iterator old = *this;
            ++*this;
            return old;
        }
        friend bool operator==(const Iterator& a, const Iterator& b) { return a.at_ == b.at_; }

    private:
        void skip() {
            while (at_ != end_ && !boxHolds(*grid_, *at_, p_)) ++at_;
        }
        const BroadPhase* grid_ = nullptr;
        const std::uint32_t* at_ = nullptr;
        const std::uint32_t* end_ = nullptr;
        geometry::Vec2 p_{};
    };

    NearAsteroids(const BroadPhase& grid, std::span<const std::uint32_t> listed, geometry::Vec2 p) : grid_(&grid), listed_(listed), p_(p) {}
    Iterator begin() const { return {grid_, listed_.data(), listed_.data() + listed_.size(), p_}; }
    Iterator end() const { return {grid_, listed_.data() + listed_.size(), listed_.data() + listed_.size(), p_}; }
    /// How many there are (counts them).
    std::size_t size() const {
        std::size_t n = 0;
        for (auto it = begin(); it != end(); ++it) ++n;
        return n;
    }
    /// Everything the point's cell lists, before the box filter.
    std::span<const std::uint32_t> listed() const { return listed_; }

private:
    const BroadPhase* grid_;
    std::span<const std::uint32_t> listed_;
    geometry::Vec2 p_;
};

/// The asteroids whose boxes hold the point p (inside the field), in index order.
NearAsteroids asteroidsNear(const BroadPhase& grid, geometry::Vec2 p);

}  // namespace sim
