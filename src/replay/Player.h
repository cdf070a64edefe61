#pragma once
// Playing a replay back, for every front end: headless verification, events,
// why and the window alike. It gives the input for each tick and checks each
// checkpoint and the end as the game passes them, keeping the first mismatch.
// Ticks may come again after a jump back (the window travels in time through
// replay::Timeline); a checkpoint is counted once.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "replay/Checkpoints.h"
#include "replay/Inputs.h"
#include "replay/Progress.h"
#include "replay/Replay.h"
#include "sim/Game.h"
#include "sim/World.h"

namespace replay {

class Player {
public:
    /// A player of `replay`, at tick 0; its memory does not grow with the replay's length.
    explicit Player(Replay replay);
    Player(const Player&) = delete;             // inputs_ points into replay_
    Player& operator=(const Player&) = delete;

    /// The world at tick 0 (a checkpoint at tick 0 is checked).
    sim::World start();
    /// The input for the tick `world` is about to step.
    sim::TickInput inputFor(const sim::World& world);
    /// Call after each step: checks a checkpoint or the end when one is due.
    void afterStep(const sim::World& world);
    /// Steps `world` one tick with the recorded input (inputFor, sim::step, afterStep).
    void step(sim::World& world);
    /// What the last step() did (events, counters).
    const sim::StepReport& lastStep() const { return stepping_.report; }
    /// True when `world` is at the recording's last tick.
    bool finished(const sim::World& world) const { return world.tick >= replay_.totalTicks; }

    /// The first difference from the recording seen so far.
    const std::optional<Mismatch>& mismatch() const { return mismatch_; }
    /// Where the replay stands with `world` its current state.
    Progress progress(const sim::World& world) const;
    /// The replay being played.
    const Replay& replay() const { return replay_; }

private:
    void check(const sim::World& world);

    Replay replay_;
    InputCursor inputs_;
    sim::StepContext stepping_;  // any context steps any world the same (sim/Game.h)
    std::size_t nextCheckpoint_ = 0;     // the first checkpoint not before the last tick checked
    std::size_t passed_ = 0;
    std::optional<Mismatch> mismatch_;
};

}  // namespace replay
