#pragma once
// How far a replay has got and whether it still matches its recording, and
// the one line that says so (headless, and when a watched replay closes).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "replay/Checkpoints.h"

namespace replay {

/// A replay's progress at one tick.
struct Progress {
    std::uint64_t ticks = 0;             ///< ticks stepped so far
    std::uint64_t totalTicks = 0;        ///< ticks in the recording
    int score = 0;                       ///< the score after `ticks`
    std::size_t checkpointsPassed = 0;   ///< checkpoints matched, counted once each
    std::size_t checkpointsTotal = 0;    ///< checkpoints in the recording
    std::uint64_t hash = 0;              ///< whole-state hash after `ticks`
    std::optional<Mismatch> mismatch;    ///< the first difference from the recording
    bool cutShort = false;               ///< the recording stops at its last checkpoint, with no end line

    /// True at the recording's last tick.
    bool finished() const { return ticks >= totalTicks; }
    /// Finished and never differed.
    bool ok() const { return finished() && !mismatch; }
};

/// "replay: ok ticks=N score=S checkpoints=C/C hash=H" (followed by "(cut short: ...)" for a recording
/// whose writer was stopped before its end line), the desync message,
/// or "replay: stopped at tick T of N, checkpoints C/C passed" (no timing figures).
std::string describe(const Progress& progress);

}  // namespace replay
