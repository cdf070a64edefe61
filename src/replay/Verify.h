#pragma once
// Replaying a recording with no window, as fast as the CPU allows, and
// checking every checkpoint: the determinism test the golden replays run.

#include <string>

#include "replay/Replay.h"

namespace replay {

struct VerifyResult {
    bool ok = false;
    std::uint64_t ticks = 0;              ///< ticks simulated
    int score = 0;
    std::size_t checkpointsPassed = 0;
    std::size_t checkpointsTotal = 0;
    std::uint64_t finalHash = 0;
    // When !ok: where and what diverged.
    std::uint64_t desyncTick = 0;
    std::string part;                     ///< "ship", "asteroids", ..., "whole" or "score"
    std::uint64_t expected = 0;
    std::uint64_t got = 0;
};

/// Runs the replay from its settings and checks each checkpoint and the end;
/// stops at the first mismatch.
VerifyResult verify(const Replay& replay);

/// The world after the first `tick` ticks of the replay (tick <= totalTicks).
sim::World simulateTo(const Replay& replay, std::uint64_t tick);

/// The one summary line the headless replay prints (without timing figures).
std::string describe(const VerifyResult& result);

}  // namespace replay
