#pragma once
// Replaying a recording with no window, as fast as the CPU allows, and
// checking every checkpoint: the determinism test the golden replays run.

#include <cstdint>
#include <string>

#include "base/Result.h"

#include "replay/Progress.h"
#include "replay/Replay.h"
#include "sim/World.h"

namespace replay {

/// Plays the replay from its settings (replay::Player), checking each
/// checkpoint and the end; stops at the first mismatch.
Progress verify(const Replay& replay);

/// Verifies the replay file at `path` as verify() does, reading it a line at a time (replay::FileReader) so its
/// memory does not grow with the file; a file it cannot read, or a line it refuses, is the error.
base::Result<Progress> verifyFile(const std::string& path);

/// The world after the first `tick` ticks of the replay (at most totalTicks).
sim::World simulateTo(const Replay& replay, std::uint64_t tick);

}  // namespace replay
