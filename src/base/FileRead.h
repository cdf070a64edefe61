#pragma once
// Reading a whole file, never more than it may be: the one place that opens a
// file for reading by name, for replays, scenes, settings and scores alike.
// Errors are placed in the file: "FILE: reason".

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <string>

#include "base/Result.h"

namespace base {

/// `path` opened for reading, or why not: missing, or a directory (`what`, e.g. "replay file", names what it should be).
Result<std::ifstream> openForReading(const std::string& path, const std::string& what);

/// Success when `path` is a regular file (or a link to one); else why not, without opening it: missing, a folder,
/// or "not a regular file (a FIFO or a device)", which opening would wait on or read forever (`what` as below).
Status checkRegularFile(const std::string& path, const std::string& what);

/// The whole file at `path`, refused when missing, a directory or over `maxBytes` (never reads more than
/// maxBytes + 1, so /dev/zero cannot hang it); `what` ("replay file") names what it should be in messages.
Result<std::string> readBoundedFile(const std::string& path, std::size_t maxBytes, const std::string& what);

/// "file is over N bytes, larger than any WHAT": the one message for a file past its size limit.
std::string tooLarge(std::uint64_t maxBytes, const std::string& what);

}  // namespace base
