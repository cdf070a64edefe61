#pragma once
// Playing a replay back, for every front end: headless verification, events,
// why and the window alike. It gives the input for each tick and checks each
// checkpoint and the end as the game passes them, keeping the first mismatch.
// Ticks may come again after a jump back (the window travels in time through
// replay::Timeline); a checkpoint is counted once. Fed from a file a line at a
// time (replay::FileReader), it reads only as far as the game has got and
// forgets what it has played, so verifying holds the same memory whatever the
// file's length.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "base/Result.h"
#include "replay/Checkpoints.h"
#include "replay/Inputs.h"
#include "replay/Progress.h"
#include "replay/Replay.h"
#include "replay/Text.h"
#include "sim/Game.h"
#include "sim/World.h"

namespace replay {

/// Where a player fed a line at a time gets the next body line (FileReader::next); the `end` line comes last.
using LineSource = std::function<base::Result<BodyLine>()>;

class Player {
public:
    /// A player of the whole `replay`, at tick 0.
    explicit Player(Replay replay);
    /// A player of the replay whose header is `header` and whose body lines come from `source`, read only as
    /// far as the game has got; ticks only go forward. A line `source` refuses stops it (readError()).
    Player(const Replay& header, LineSource source);
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
    bool finished(const sim::World& world) const { return ended_ && world.tick >= replay_.totalTicks; }
    /// Why the line source refused a line, once it has.
    const std::optional<base::Error>& readError() const { return readError_; }

    /// The first difference from the recording seen so far.
    const std::optional<Mismatch>& mismatch() const { return mismatch_; }
    /// Where the replay stands with `world` its current state.
    Progress progress(const sim::World& world) const;
    /// The replay being played (when fed a line at a time: the lines read and not yet forgotten).
    const Replay& replay() const { return replay_; }

private:
    void check(const sim::World& world);
    void readThrough(std::uint64_t tick);
    void forgetBefore(std::uint64_t tick);

    Replay replay_;
    LineSource source_;           // empty when the whole replay was given
    bool ended_ = true;           // the end line has been read
    std::uint64_t lastRead_ = 0;  // the tick of the last line read
    std::optional<base::Error> readError_;
    std::size_t forgotten_ = 0;   // checkpoints played and dropped (counted in progress())
    InputCursor inputs_;
    sim::StepContext stepping_;  // any context steps any world the same (sim/Game.h)
    std::size_t nextCheckpoint_ = 0;     // the first checkpoint not before the last tick checked
    std::size_t passed_ = 0;
    std::optional<Mismatch> mismatch_;
};

}  // namespace replay
