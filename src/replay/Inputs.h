#pragma once
// The input a replay gives for a tick: its buttons held since the last
// change, and the click spawned during that tick, if any.

#include <cstddef>
#include <cstdint>

#include "replay/Replay.h"
#include "sim/TickInput.h"

namespace replay {

/// The input the replay gives for tick `tick` (binary search, from scratch each call).
sim::TickInput inputAt(const Replay& replay, std::uint64_t tick);

/// Walks a replay's inputs: O(1) a tick going forward; asking for an earlier tick starts again from tick 0.
class InputCursor {
public:
    explicit InputCursor(const Replay& replay) : replay_(&replay) {}
    /// The input for `tick`.
    sim::TickInput next(std::uint64_t tick);

private:
    const Replay* replay_;
    std::size_t change_ = 0;
    std::size_t spawn_ = 0;
    std::uint8_t buttons_ = 0;
    std::uint64_t lastTick_ = 0;
};

}  // namespace replay
