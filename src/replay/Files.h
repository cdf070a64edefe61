#pragma once
// Replays on disk: reading one (never more than a replay could be), and
// writing through a temporary file of its own beside it (PATH.tmp-PID-XXXXXX)
// and a rename, so a file never holds half a replay; only a new name or a
// regular file is ever replaced (never a device, a FIFO or a folder). A
// temporary left by a writer that was killed (its process is gone) is removed
// by the next write to the same path. Errors are placed in the file:
// "FILE:LINE: reason" or "FILE: reason".

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <functional>
#include <string>

#include "base/Result.h"
#include "replay/Replay.h"

namespace replay {

/// Reads and parses the replay file at `path`.
base::Result<Replay> loadReplay(const std::string& path);

/// The whole file at `path`, refused when missing, a directory or over `maxBytes` (never reads more than
/// maxBytes + 1, so /dev/zero cannot hang it); `what` ("replay file") names what it should be in messages.
base::Result<std::string> readBoundedFile(const std::string& path, std::size_t maxBytes, const std::string& what);

/// `path` opened for reading, or why not: missing, or a directory (`what`, e.g. "replay file", names what it should be).
base::Result<std::ifstream> openForReading(const std::string& path, const std::string& what);

/// "file is over N bytes, larger than any WHAT": the one message for a file past its size limit.
std::string tooLarge(std::uint64_t maxBytes, const std::string& what);

/// Writes `replay` to `path` as text, atomically (replaceAtomically), a line at a time.
base::Status saveReplay(const std::string& path, const Replay& replay);

/// Writes `text` to `path` atomically (replaceAtomically).
base::Status writeFileAtomically(const std::string& path, const std::string& text);

/// Makes the file at `path` (absent or a regular file, else refused) by `write` filling a new temporary of its
/// own beside it, named by its argument, then a rename; on any failure the temporary is removed and `path` is untouched.
/// First removes the temporaries of `path` whose writing process no longer exists.
base::Status replaceAtomically(const std::string& path, const std::function<base::Status(const std::string&)>& write);

/// Success when `path` is absent or a regular file and a temporary beside it can be created (and is removed).
base::Status checkCanWrite(const std::string& path);

}  // namespace replay
