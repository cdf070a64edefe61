#include "base/RunLock.h"

#include <cerrno>
#include <cstring>
#include <utility>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace base {

namespace {

// A holder that removed the lock file (its hold ended) between our open and our lock leaves us a lock on a name
// no one else will open: then we open again. Each retry needs another holder to end in that instant.
constexpr int kAttempts = 8;
// A process id is at most this many digits.
constexpr std::size_t kPidDigits = 20;

// The process id the holder wrote in the lock file, as text ("" when it has not written it yet).
std::string holderOf(int descriptor) {
    char text[kPidDigits + 1] = {};
    const ssize_t got = ::pread(descriptor, text, kPidDigits, 0);
    std::string pid;
    for (ssize_t i = 0; i < got && text[i] >= '0' && text[i] <= '9'; ++i) pid += text[i];
    return pid;
}

// True when `descriptor` is still the file named `lockPath` (not one a former holder removed).
bool stillNamed(int descriptor, const std::string& lockPath) {
    struct stat open {};
    struct stat named {};
    return ::fstat(descriptor, &open) == 0 && ::stat(lockPath.c_str(), &named) == 0 && open.st_dev == named.st_dev &&
           open.st_ino == named.st_ino;
}

Error cannot(const std::string& reason, const std::string& lockPath) { return failure("cannot lock: " + reason, lockPath); }

}  // namespace

Result<RunLock> RunLock::hold(const std::string& path) {
    const std::string lockPath = path + ".lock";
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
        const int descriptor = ::open(lockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
        if (descriptor < 0) return cannot(std::strerror(errno), lockPath);
        int locked;
        while ((locked = ::flock(descriptor, LOCK_EX | LOCK_NB)) != 0 && errno == EINTR) {}
        if (locked != 0) {
            const int why = errno;
            const std::string pid = why == EWOULDBLOCK ? holderOf(descriptor) : std::string();
            ::close(descriptor);
            if (why != EWOULDBLOCK) return cannot(std::strerror(why), lockPath);
            return failure("in use by " + (pid.empty() ? std::string("another process") : "process " + pid) +
                               " (its lock is " + lockPath + "): one program writes a file at a time",
                           path);
        }
        if (!stillNamed(descriptor, lockPath)) {
            ::close(descriptor);
            continue;
        }
        const std::string pid = std::to_string(::getpid()) + "\n";
        if (::ftruncate(descriptor, 0) != 0 || ::pwrite(descriptor, pid.data(), pid.size(), 0) != static_cast<ssize_t>(pid.size())) {
            const std::string reason = std::strerror(errno);
            ::unlink(lockPath.c_str());
            ::close(descriptor);
            return cannot(reason, lockPath);
        }
        return RunLock(descriptor, lockPath);
    }
    return cannot("its lock file keeps being replaced", lockPath);
}

RunLock::RunLock(RunLock&& other) noexcept
    : descriptor_(std::exchange(other.descriptor_, -1)), lockPath_(std::move(other.lockPath_)) {}

RunLock::~RunLock() {
    if (descriptor_ < 0) return;
    ::unlink(lockPath_.c_str());  // while still held: whoever opens it next makes a new one (stillNamed)
    ::close(descriptor_);
}

}  // namespace base
