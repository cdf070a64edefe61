#include "app/ReplayWatch.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>

#include "sim/Game.h"
#include "sim/StateHash.h"

namespace app {

namespace {
// A snapshot every 10 s of game: a 5 s seek re-simulates at most 600 ticks,
// well under a millisecond, and an hour of replay keeps 360 worlds.
constexpr std::uint64_t kSnapshotEvery = 600;
}  // namespace

ReplayWatch::ReplayWatch(replay::Replay replay) : replay_(std::move(replay)) { snapshots_.push_back(start()); }

sim::World ReplayWatch::start() const { return sim::newGame(replay_.settings); }

sim::TickInput ReplayWatch::inputFor(const sim::World& world) const { return replay::inputAt(replay_, world.tick); }

void ReplayWatch::afterStep(const sim::World& world) {
    if (world.tick % kSnapshotEvery == 0 && world.tick / kSnapshotEvery == snapshots_.size()) snapshots_.push_back(world);
    const auto it = std::lower_bound(replay_.checkpoints.begin(), replay_.checkpoints.end(), world.tick,
                                     [](const replay::Checkpoint& c, std::uint64_t t) { return c.tick < t; });
    if (it == replay_.checkpoints.end() || it->tick != world.tick) return;
    const sim::StateHashes got = sim::hashState(world);
    if (got == it->hashes) {
        passed_ = std::max(passed_, static_cast<std::size_t>(it - replay_.checkpoints.begin()) + 1);
        return;
    }
    if (!mismatch_.empty()) return;
    std::string part = "whole state";
    for (std::size_t i = 0; i < sim::kStatePartCount; ++i) {
        if (got.parts[i] != it->hashes.parts[i]) {
            part = std::string(sim::partName(static_cast<sim::StatePart>(i)));
            break;
        }
    }
    mismatch_ = "DESYNC at tick " + std::to_string(world.tick) + ": " + part + " differs";
}

sim::World ReplayWatch::seek(const sim::World& now, std::int64_t tick) {
    const auto target = static_cast<std::uint64_t>(std::clamp<std::int64_t>(tick, 0, static_cast<std::int64_t>(replay_.totalTicks)));
    const std::size_t k = std::min<std::size_t>(target / kSnapshotEvery, snapshots_.size() - 1);
    // Going forward within reach, the current world is a nearer start than any snapshot.
    sim::World world = (now.tick <= target && now.tick >= snapshots_[k].tick) ? now : snapshots_[k];
    sim::StepContext stepping;
    while (world.tick < target) {
        sim::step(world, inputFor(world), stepping);
        afterStep(world);
    }
    return world;
}

}  // namespace app
