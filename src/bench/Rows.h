#pragma once
// The rows of the benchmark: one broad phase each, given the same scene tick
// after tick. A row's pass brings its own structure up to date in its
// idiomatic way (that is part of the time), then finds every bullet-asteroid
// hit with the game's exact test (Pass.h).

#include <memory>
#include <string_view>
#include <vector>

#include "bench/Pass.h"
#include "sim/World.h"

namespace bench {

/// One broad phase under test. Made for one scene; pass() is called once per
/// tick on the scene as it moves (same asteroids, same order, new positions).
class Row {
public:
    virtual ~Row() = default;
    /// The row's name as the CSV prints it.
    virtual std::string_view name() const = 0;
    /// Updates the structure for `world` and tallies every hit into `tally`.
    virtual void pass(const sim::World& world, PassTally& tally) = 0;
};

/// The rows in the order they run (brute force's sampled form is still "brute" here).
inline constexpr std::string_view kRowNames[] = {"brute", "ours", "box2d-tree", "chipmunk-hash", "chipmunk-bbtree", "boost-rtree"};

/// Every bullet against every asteroid, or only the bullets whose index is a
/// multiple of `stride` (named "brute-sampled" then).
std::unique_ptr<Row> makeBruteRow(std::uint64_t stride);
/// The game's grid: sim::rebuild, then sim::asteroidsNear per bullet.
std::unique_ptr<Row> makeOursRow();
/// Box2D 2.4's b2DynamicTree: fattened proxies moved with MoveProxy.
std::unique_ptr<Row> makeBox2dTreeRow(const sim::World& world);
/// Chipmunk 7's cpSpaceHash, rehashed every tick.
std::unique_ptr<Row> makeChipmunkHashRow(const sim::World& world);
/// Chipmunk 7's cpBBTree with velocity-fattened leaves, reindexed every tick.
std::unique_ptr<Row> makeChipmunkTreeRow(const sim::World& world);
/// Boost.Geometry's R*-tree, bulk-loaded (packed) every tick.
std::unique_ptr<Row> makeBoostTreeRow(const sim::World& world);

}  // namespace bench
