#pragma once
// Replays on disk: reading one (never more than a replay could be), and
// writing through a temporary file and a rename, so a file never holds half
// a replay. Errors are placed in the file: "FILE:LINE: reason" or "FILE: reason".

#include <cstddef>
#include <string>

#include "base/Result.h"
#include "replay/Replay.h"

namespace replay {

/// Reads and parses the replay file at `path`.
base::Result<Replay> loadReplay(const std::string& path);

/// The whole file at `path`, refused when missing, a directory or over `maxBytes` (never reads more than
/// maxBytes + 1, so /dev/zero cannot hang it); `what` ("replay file") names what it should be in messages.
base::Result<std::string> readBoundedFile(const std::string& path, std::size_t maxBytes, const std::string& what);

/// Writes `replay` to `path` as text, atomically (writeFileAtomically).
base::Status saveReplay(const std::string& path, const Replay& replay);

/// Writes `text` to `path` through `path`.tmp and a rename, so that `path` never holds half a file.
base::Status writeFileAtomically(const std::string& path, const std::string& text);

/// Success when a file can be written at `path` (it creates and removes `path`.tmp,
/// the temporary writeFileAtomically uses).
base::Status checkCanWrite(const std::string& path);

}  // namespace replay
