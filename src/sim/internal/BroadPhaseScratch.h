#pragma once
// The broad phase's working memory (internal to sim/): what its passes keep
// from tick to tick only so they never allocate again, and the collision
// pass's bookkeeping. sim/BroadPhase.h holds what other layers read.

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "geometry/Vec2.h"
#include "sim/BroadPhase.h"

namespace sim {

/// What a BroadPhase's passes work in (BroadPhase::scratch); no answer lives here.
struct BroadPhaseScratch {
    /// The cells an asteroid's box covers: a block of columns by rows, wrapping.
    struct CellSpan {
        int firstColumn, columnCount, firstRow, rowCount;
        friend bool operator==(const CellSpan&, const CellSpan&) = default;
    };
    /// A bullet as the asteroids' walk reads it.
    struct SortedBullet {
        geometry::Vec2 position{};
        std::uint32_t index = 0;  ///< into the bullets given to findCandidates
    };
    /// A box that held a bullet, as the walk first notes it: the bullet's
    /// place in sortedBullets and the asteroid's in the stage being walked.
    struct Held {
        std::uint32_t slot = 0;
        std::uint32_t staged = 0;
    };

    std::size_t sizedFor = 0;    ///< how many asteroids the cell size was chosen for
    std::uint64_t resizes = 0;   ///< how often the cell size was chosen (refills are every tick)
    std::vector<BroadPhase::Hot> hot;          ///< per asteroid index: read once per rebuild
    std::vector<CellSpan> spans;               ///< per asteroid index: the cells `entries` lists it in (rebuild)
    std::vector<double> radii;                 ///< a sample of the radii, for choosing the cell size
    std::vector<std::uint32_t> bulletStart;    ///< per cell (and one past): where its bullets start in sortedBullets
    std::vector<std::uint32_t> bulletCells;    ///< per bullet: its cell
    std::vector<SortedBullet> sortedBullets;   ///< the bullets grouped by cell, cells in memory order
    std::vector<Held> held;                    ///< for findCandidates: the boxes that held, a stage at a time; only ever grows
    std::vector<BroadPhase::Candidate> sorting;  ///< the candidates being sorted by bullet (stably, so each bullet's asteroids stay ascending)
    std::vector<std::uint32_t> around;         ///< for the swept rule: asteroidsAround's answer for one bullet
    std::vector<std::uint32_t> breaker;        ///< for the collision pass, per asteroid: 1 + the bullet that broke it this tick, or 0
    std::vector<std::uint32_t> broken;         ///< for the collision pass: the asteroids broken this tick
};

/// The grid's working memory, made on first use.
inline BroadPhaseScratch& scratchOf(BroadPhase& grid) {
    if (!grid.scratch) grid.scratch = std::make_unique<BroadPhaseScratch>();
    return *grid.scratch;
}

/// After rebuild: ascending and each once, every asteroid listed in the cells
/// a box of half-size `half` about `centre` (inside the field) covers: all
/// those whose boxes meet that box, and some that do not (the swept rule asks
/// it for the box of a bullet's travel). Valid until the next call.
std::span<const std::uint32_t> asteroidsAround(BroadPhase& grid, geometry::Vec2 centre, double half);

}  // namespace sim
