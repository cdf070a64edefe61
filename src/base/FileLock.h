#pragma once
// An advisory lock on a file, held for a read-merge-write of a small shared
// file (the high-score table), so two processes saving at once take turns
// instead of one overwriting the other's entry. The lock is on a file of its
// own beside the one it guards (PATH.lock), which is never renamed over, so
// the atomic rename of the guarded file cannot slip past it.

#include <string>

#include "base/Result.h"

namespace base {

class FileLock {
public:
    /// Waits for and takes the lock guarding `path` (on PATH.lock, made if missing), or says why it cannot.
    static Result<FileLock> acquire(const std::string& path);

    FileLock(FileLock&& other) noexcept;
    FileLock& operator=(FileLock&&) = delete;
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;
    /// Lets the lock go.
    ~FileLock();

private:
    explicit FileLock(int descriptor) : descriptor_(descriptor) {}
    int descriptor_ = -1;
};

}  // namespace base
