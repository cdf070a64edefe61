#pragma once
// Replays on disk: reading one a line at a time (never more than a replay
// could be), and writing one atomically through base/FileWrite.h. Errors are
// placed in the file: "FILE:LINE: reason" or "FILE: reason".

#include <string>

#include "base/Result.h"
#include "replay/Replay.h"

namespace replay {

/// Reads and parses the replay file at `path`.
base::Result<Replay> loadReplay(const std::string& path);

/// Writes `replay` to `path` as text, atomically (base::replaceAtomically), a line at a time.
base::Status saveReplay(const std::string& path, const Replay& replay);

}  // namespace replay
