#pragma once
// Broad phase for bullets against asteroids. Read it in this order:
// 1. BroadPhaseBruteForce.cpp: the reference - every bullet against every
//    asteroid's box - and findCandidates, which picks it or the grid;
// 2. BroadPhaseGrid.cpp: the uniform grid over the wrap-around field (its
//    cell size, filling it, one point's query);
// 3. BroadPhasePairWalk.cpp: all bullets at once, cell by cell, and the
//    radix sort that puts the pairs in brute force's order.
// Each asteroid is listed in every cell its bounding box touches (cells wrap
// like the field), so a bullet - a point - need only look at the asteroids
// listed in its own cell, and of those only at the ones whose box holds it;
// each cell lists them in ascending index order, so a bullet meets them in
// the order of World::asteroids, as brute force would. Why it is built the
// way it is (cell size, memory order, store buffers): docs/broad-phase.md.
// This header is what other layers use; the passes' working memory is
// sim/internal/BroadPhaseScratch.h. The grid is a cache, not game state: it
// lives in sim::StepContext (Game.h), never in a World.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "geometry/Vec2.h"
#include "sim/Field.h"

namespace sim {

struct Asteroid;
struct AsteroidShape;
struct Bullet;
struct Settings;
struct BroadPhaseScratch;  // sim/internal/BroadPhaseScratch.h

/// The grid, as other layers see it: its cells and what findCandidates found.
struct BroadPhase {
    /// A cell's list: entries[start, start + count), ascending by asteroid index.
    struct Cell {
        std::uint32_t start = 0;
        std::uint32_t count = 0;
    };
    /// What the box filter needs of an asteroid, as of the last rebuild.
    struct Hot {
        geometry::Vec2 position{};
        double radius = 0.0;
    };
    /// One asteroid listed in one cell.
    struct Entry {
        Hot hot;
        std::uint32_t index = 0;  ///< into World::asteroids
    };
    /// A bullet whose position an asteroid's box holds, with what the
    /// stages after the box make of the pair up to the outline, worked out
    /// while the asteroid was at hand (so the exact test never waits for the
    /// asteroid, read in no spatial order, nor for the rotation).
    struct Candidate {
        std::uint32_t bullet = 0;
        std::uint32_t asteroid = 0;
        const AsteroidShape* shape = nullptr;  ///< the asteroid's outline (null: none)
        geometry::Vec2 local{};  ///< the bullet in the asteroid's frame: inBodyFrame of testBullet's own offset, bit for bit
        bool inCircle = false;   ///< whether the asteroid's bounding circle holds the bullet (inBoundingCircle)
    };
    /// A bullet with candidates: they are candidates[start, start + count).
    struct Run {
        std::uint32_t bullet = 0;
        std::uint32_t start = 0;
        std::uint32_t count = 0;
    };

    /// An empty grid; its working memory is made when a pass first needs it.
    BroadPhase();
    ~BroadPhase();
    BroadPhase(BroadPhase&&) noexcept;             ///< takes the working memory along
    BroadPhase& operator=(BroadPhase&&) noexcept;
    BroadPhase(const BroadPhase&) = delete;  ///< a cache: make a fresh one
    BroadPhase& operator=(const BroadPhase&) = delete;

    int columns = 1;
    int rows = 1;
    double cellWidth = 1.0;      ///< fieldWidth / columns exactly, so cells tile the torus
    double cellHeight = 1.0;
    double columnsPerUnit = 1.0; ///< 1 / cellWidth: a multiply finds a point's cell
    double rowsPerUnit = 1.0;    ///< 1 / cellHeight
    double columnMargin = 0.0;   ///< how far a box's columns are widened each way (world units)
    double rowMargin = 0.0;      ///< the same for rows
    double fieldWidth = 0.0;     ///< the field the grid was filled for (world units)
    double fieldHeight = 0.0;
    std::vector<Cell> cells;               ///< columns*rows, row by row
    std::vector<Entry> entries;            ///< grouped by cell, each cell's ascending by index
    std::vector<Candidate> candidates;     ///< findCandidates' pairs, sorted by bullet (each bullet's ascending by asteroid); only ever grows (its front is this pass's)
    std::vector<Run> runs;                 ///< the bullets that have candidates, ascending
    std::unique_ptr<BroadPhaseScratch> scratch;  ///< the passes' working memory, made on first use
};

/// Brings the grid up to date for the current asteroids, whatever world it
/// was last brought up to date for: afterwards asteroidsNear answers exactly
/// as for a grid filled from scratch. Reads each asteroid once.
void rebuild(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids);

/// For every bullet, the asteroids whose boxes hold its position (inside the
/// field), ascending by index: the lists asteroidsNear gives one point at a
/// time, found for all bullets at once (the bullets sorted into the grid's
/// cells, then each asteroid - read once, in index order - looking at the
/// bullets of the cells its box covers; with few pairs, as in the normal game,
/// every bullet simply looks at every asteroid). Only bullets with candidates
/// are listed (grid.runs); read them with forEachBullet. Needs no rebuild.
void findCandidates(BroadPhase& grid, const Settings& settings, std::span<const Asteroid> asteroids, std::span<const Bullet> bullets);

/// After findCandidates: the candidates of grid.runs[r], ascending by asteroid index.
inline std::span<const BroadPhase::Candidate> candidatesOfRun(const BroadPhase& grid, std::size_t r) {
    const BroadPhase::Run run = grid.runs[r];
    return std::span<const BroadPhase::Candidate>(grid.candidates).subspan(run.start, run.count);
}

/// Asks memory early for what the exact tests of grid.runs[r] will read: the
/// outlines of its candidates within their bounding circles (a hint; it
/// changes no result).
void prefetchRun(const BroadPhase& grid, std::size_t r);

/// After findCandidates: visit(b, candidates) for every bullet b that has
/// candidates, ascending by b, asking memory meanwhile for the outlines the
/// bullets a little further on will be tested against (they are in no
/// spatial order, so each exact test would otherwise start with a wait). The
/// collision pass and the benchmark's `ours` row both walk the candidates
/// this way.
template <class Visit>
void forEachBulletWithCandidates(const BroadPhase& grid, Visit visit) {
    constexpr std::size_t kAhead = 12;  // bullets with candidates: about two outlines each
    const std::size_t n = grid.runs.size();
    for (std::size_t r = 0; r < std::min(n, kAhead); ++r) prefetchRun(grid, r);
    for (std::size_t r = 0; r < n; ++r) {
        if (r + kAhead < n) prefetchRun(grid, r + kAhead);
        visit(static_cast<std::size_t>(grid.runs[r].bullet), candidatesOfRun(grid, r));
    }
}

/// After findCandidates for `bulletCount` bullets: visit(b, candidates) for
/// every bullet b in order, those with none given an empty list.
template <class Visit>
void forEachBullet(const BroadPhase& grid, std::size_t bulletCount, Visit visit) {
    std::size_t next = 0;  // the first bullet not yet visited
    forEachBulletWithCandidates(grid, [&](std::size_t b, std::span<const BroadPhase::Candidate> candidates) {
        for (; next < b; ++next) visit(next, std::span<const BroadPhase::Candidate>{});
        visit(b, candidates);
        next = b + 1;
    });
    for (; next < bulletCount; ++next) visit(next, std::span<const BroadPhase::Candidate>{});
}

/// After findCandidates: how many candidates it found (all bullets together).
inline std::size_t candidateCount(const BroadPhase& grid) {
    return grid.runs.empty() ? 0 : grid.runs.back().start + grid.runs.back().count;
}

/// Whether a box of half-size `radius` about the origin holds the offset d:
/// the box stage's comparisons, written without branches (a bitwise and):
/// the answer is rarely yes and hard to predict, and the walk makes this test
/// millions of times.
inline bool offsetInBox(geometry::Vec2 d, double radius) {
    return static_cast<bool>(static_cast<int>(d.x <= radius) & static_cast<int>(-d.x <= radius) & static_cast<int>(d.y <= radius) &
                             static_cast<int>(-d.y <= radius));
}

/// The offset from an asteroid's centre (as listed) to the point p, the
/// short way round the field: sim::shortestDelta's very arithmetic.
inline geometry::Vec2 wrappedOffset(double fieldWidth, double fieldHeight, const BroadPhase::Hot& h, geometry::Vec2 p) {
    return {shortestComponent(p.x - h.position.x, fieldWidth), shortestComponent(p.y - h.position.y, fieldHeight)};
}

/// Whether a listed asteroid's box holds the point p, with the offset taken
/// the short way round the field: the very arithmetic of the box stage of
/// sim::testBullet, so it drops only pairs that test would miss.
inline bool boxHolds(double fieldWidth, double fieldHeight, const BroadPhase::Hot& h, geometry::Vec2 p) {
    return offsetInBox(wrappedOffset(fieldWidth, fieldHeight, h, p), h.radius);
}

/// boxHolds on the field the grid was filled for.
inline bool boxHolds(const BroadPhase& grid, const BroadPhase::Hot& h, geometry::Vec2 p) { return boxHolds(grid.fieldWidth, grid.fieldHeight, h, p); }

/// The asteroids listed in one cell whose boxes hold a point, in index order.
class NearAsteroids {
public:
    class Iterator {
    public:
        using value_type = std::uint32_t;
        using difference_type = std::ptrdiff_t;
        Iterator() = default;
        Iterator(const BroadPhase* grid, const BroadPhase::Entry* at, const BroadPhase::Entry* end, geometry::Vec2 p)
            : grid_(grid), at_(at), end_(end), p_(p) {
            skip();
        }
        std::uint32_t operator*() const { return at_->index; }
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
            while (at_ != end_ && !boxHolds(*grid_, at_->hot, p_)) ++at_;
        }
        const BroadPhase* grid_ = nullptr;
        const BroadPhase::Entry* at_ = nullptr;
        const BroadPhase::Entry* end_ = nullptr;
        geometry::Vec2 p_{};
    };

    NearAsteroids(const BroadPhase& grid, std::span<const BroadPhase::Entry> listed, geometry::Vec2 p) : grid_(&grid), listed_(listed), p_(p) {}
    Iterator begin() const { return {grid_, listed_.data(), listed_.data() + listed_.size(), p_}; }
    Iterator end() const { return {grid_, listed_.data() + listed_.size(), listed_.data() + listed_.size(), p_}; }
    /// How many there are (counts them).
    std::size_t size() const {
        std::size_t n = 0;
        for (auto it = begin(); it != end(); ++it) ++n;
        return n;
    }
    /// Everything the point's cell lists, before the box filter.
    std::span<const BroadPhase::Entry> listed() const { return listed_; }

private:
    const BroadPhase* grid_;
    std::span<const BroadPhase::Entry> listed_;
    geometry::Vec2 p_;
};

/// The index in `cells` (row by row) of the cell holding the point p (inside the field), on the grid as last sized.
std::uint32_t cellOf(const BroadPhase& grid, geometry::Vec2 p);

/// The asteroids whose boxes hold the point p (inside the field), in index order.
NearAsteroids asteroidsNear(const BroadPhase& grid, geometry::Vec2 p);

}  // namespace sim
