#pragma once
// A file held by one process for a whole run (a recording being written):
// a second process asking for it is refused at once, told which process holds
// it, instead of waiting or replacing the file under the first. The lock is an
// flock on PATH.lock, as base::FileLock's, holding the holder's process id as
// text; the lock file is removed when the hold ends (the kernel lets the lock
// go if the process dies, so a stale PATH.lock never blocks anyone).

#include <string>

#include "base/Result.h"

namespace base {

class RunLock {
public:
    /// Holds `path` for this process (PATH.lock, made if missing), or says at once who holds it or why it cannot.
    static Result<RunLock> hold(const std::string& path);

    RunLock(RunLock&& other) noexcept;
    RunLock& operator=(RunLock&&) = delete;
    RunLock(const RunLock&) = delete;
    RunLock& operator=(const RunLock&) = delete;
    /// Removes PATH.lock and lets the hold go.
    ~RunLock();

private:
    RunLock(int descriptor, std::string lockPath) : descriptor_(descriptor), lockPath_(std::move(lockPath)) {}
    int descriptor_ = -1;
    std::string lockPath_;
};

}  // namespace base
