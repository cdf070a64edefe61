#pragma once
// A replay watched, verified (--headless) or read by `events` and `why`: the
// file, where to open it, when to pause.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/cli/OptionRow.h"

namespace app {

/// The options of a replay's modes.
struct ReplayOptions {
    bool headless = false;            ///< no window, no SDL video: as fast as possible
    std::string replayPath;           ///< watch or verify this replay; events, why: the replay read
    std::uint64_t whyTick = 0;        ///< why: explain the step that makes the world's tick this
    bool whyFields = false;           ///< why --fields: key=value fields for scripts instead of sentences
    std::optional<std::uint64_t> at;  ///< --at TICK: open the replay paused at this tick
    bool pauseOnHit = false;          ///< --pause-on hit: pause on the tick of each asteroid hit
    bool pauseOnDeath = false;        ///< --pause-on death: pause on the tick of each ship death
};

/// `events FILE` or `why [--fields] FILE TICK` (args[0] is the command, o.mode already Events or Why), or --help, into o.
base::Status parseReplayReport(std::vector<std::string> args, Options& o);

/// --replay, --headless, --at, --pause-on; `events` and `why` (documented here, read by parseReplayReport).
std::span<const OptionRow> replayOptionRows();

}  // namespace app
