#include "base/FileLock.h"

#include <cerrno>
#include <cstring>
#include <utility>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace base {

Result<FileLock> FileLock::acquire(const std::string& path) {
    const std::string lockPath = path + ".lock";
    const int descriptor = ::open(lockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    if (descriptor < 0) return failure(std::string("cannot lock: ") + std::strerror(errno), lockPath);
    while (::flock(descriptor, LOCK_EX) != 0) {
        if (errno == EINTR) continue;
        const std::string reason = std::strerror(errno);
        ::close(descriptor);
        return failure("cannot lock: " + reason, lockPath);
    }
    return FileLock(descriptor);
}

FileLock::FileLock(FileLock&& other) noexcept : descriptor_(std::exchange(other.descriptor_, -1)) {}

FileLock::~FileLock() {
    if (descriptor_ >= 0) ::close(descriptor_);  // closing lets the lock go
}

}  // namespace base
