#pragma once
// Recording a game as it is played: the inputs as changes, the clicks, and a
// checkpoint of the state hashes every interval. Works the same for a human
// in a window and for the autopilot headless.

#include "replay/Replay.h"
#include "sim/TickInput.h"

namespace replay {

class Recorder {
public:
    explicit Recorder(const sim::Settings& settings, std::uint64_t checkpointInterval = kDefaultCheckpointInterval);

    /// Notes the input about to be stepped from `before` (call just before sim::step).
    void record(const sim::World& before, const sim::TickInput& input);

    /// Writes a checkpoint when `after.tick` is a multiple of the interval (call just after sim::step).
    void afterStep(const sim::World& after);

    /// Forgets every input recorded from `tick` on and every checkpoint after it (the game resumed from `tick`).
    void truncate(std::uint64_t tick);

    /// The finished replay of a game now at `last`.
    Replay finish(const sim::World& last) const;

private:
    Replay replay_;
    std::uint8_t buttons_ = 0;
};

}  // namespace replay
