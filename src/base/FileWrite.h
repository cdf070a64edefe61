#pragma once
// Writing files so that none is ever left half written: each write fills a
// temporary of its own beside the file (PATH.tmp-PID-XXXXXX) and renames it
// into place, so a file holds its old contents or its new ones, never a
// mixture. Only a new name or a writable regular file is ever replaced (never a
// device, a FIFO, a folder or a read-only file); a symbolic link is written
// through, so it stays a link. A temporary left by a writer that was killed (its
// process is gone) is removed by the next write to the same path. Errors are
// placed in the file: "FILE: reason".

#include <functional>
#include <iosfwd>
#include <string>

#include "base/Result.h"

namespace base {

/// Writes `text` to `path` atomically (replaceAtomically).
Status writeFileAtomically(const std::string& path, const std::string& text);

/// Writes what `fill` puts on a stream to `path` atomically (replaceAtomically); a failed write is an error
/// with the system's reason.
Status writeStreamAtomically(const std::string& path, const std::function<void(std::ostream&)>& fill);

/// Makes the file at `path` (absent or a regular file, else refused) by `write` filling a new temporary of its
/// own beside it, named by its argument, then a rename; on any failure the temporary is removed and `path` is untouched.
/// A symbolic link is written through (the file it names is replaced, the link kept); the replaced file's permissions
/// are kept. First removes the temporaries of `path` whose writing process no longer exists.
Status replaceAtomically(const std::string& path, const std::function<Status(const std::string&)>& write);

/// Asks the disk to keep the file at `path` (fsync), checking the close too; the error names the system's reason.
Status syncFile(const std::string& path);

/// Success when `path` is absent or a regular file and a temporary beside it can be created (and is removed).
Status checkCanWrite(const std::string& path);

/// Success when `path` is absent or a regular file (through symlinks) someone may write: nothing else is replaced.
Status checkReplaceable(const std::string& path);

/// A new, empty file of this process's own beside `path` (so a rename stays on one file system), named
/// PATH.tmp-PID-XXXXXX; the caller removes or renames it.
Result<std::string> createTemporaryBeside(const std::string& path);

/// Removes the temporaries of `path` whose writers are gone (killed mid-write); a live writer's are left alone.
void removeStaleTemporaries(const std::string& path);

}  // namespace base
