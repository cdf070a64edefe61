#pragma once
// Watching a replay: inputs come from the file, checkpoints are checked as
// the game passes them, and seeking re-simulates from the nearest snapshot
// at or before the target (snapshots are taken every few seconds as the
// replay plays), never from a cached picture.

#include <optional>
#include <string>
#include <vector>

#include "replay/Replay.h"
#include "sim/World.h"

namespace app {

class ReplayWatch {
public:
    explicit ReplayWatch(replay::Replay replay);

    /// The world at tick 0 of the replay.
    sim::World start() const;
    /// The input for the tick `world` is about to step.
    sim::TickInput inputFor(const sim::World& world) const;
    /// Called after each step: notes snapshots, checks a checkpoint if one is due.
    void afterStep(const sim::World& world);
    /// True when the replay has no more ticks.
    bool finished(const sim::World& world) const { return world.tick >= replay_.totalTicks; }
    /// The world at `tick` (clamped to the replay), re-simulated from the nearest snapshot.
    sim::World seek(const sim::World& now, std::int64_t tick);

    /// The first checkpoint mismatch seen, e.g. "DESYNC at tick 240: bullets differs"; empty if none.
    const std::string& mismatch() const { return mismatch_; }
    std::size_t checkpointsPassed() const { return passed_; }
    const replay::Replay& replay() const { return replay_; }

private:
    replay::Replay replay_;
    std::vector<sim::World> snapshots_;  // snapshots_[k] is the world at tick k * kSnapshotEvery
    std::string mismatch_;
    std::size_t passed_ = 0;
};

}  // namespace app
