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

/// The exit status of a replay verified (or watched) to its end: a recording cut short that matched up to its
/// last checkpoint is a partial result, told apart from a whole one so a script can see it (--help, man page).
inline constexpr int kCutShortExitStatus = 3;

/// 0 for a whole recording that matched to its end, kCutShortExitStatus for a cut-short one that matched to its last
/// checkpoint, 1 for one that differed or was not played to its end.
int exitStatusOf(const Progress& progress);

/// "replay: ok ticks=N score=S checkpoints=C/C hash=H" (followed by "(cut short: ...)" for a recording
/// whose writer was stopped before its end line), the desync message,
/// or "replay: stopped at tick T of N, checkpoints C/C passed" (no timing figures).
std::string describe(const Progress& progress);

}  // namespace replay
