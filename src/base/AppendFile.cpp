#include "base/AppendFile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <utility>

#include <fcntl.h>
#include <sys/types.h>
#include <unistd.h>

#include "base/FileWrite.h"

namespace base {

namespace {
constexpr auto kSyncEvery = std::chrono::seconds(2);

// Asks the disk to keep the rename of a file in `path`'s folder (its directory entry), as a sync keeps its bytes.
void syncFolderOf(const std::string& path) {
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    const int folder = ::open(parent.empty() ? "." : parent.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder < 0) return;
    (void)::fsync(folder);  // best effort: the file itself is already whole
    ::close(folder);
}
}  // namespace

Result<AppendFile> AppendFile::createBeside(const std::string& path) {
    if (Status replaceable = checkReplaceable(path); !replaceable) return replaceable.error();
    removeStaleTemporaries(path);
    Result<std::string> temporary = createTemporaryBeside(path);
    if (!temporary) return temporary.error();
    const int descriptor = ::open(temporary->c_str(), O_RDWR | O_CLOEXEC);
    if (descriptor < 0) {
        const std::string reason = std::strerror(errno);
        std::remove(temporary->c_str());
        return failure("cannot open " + *temporary + ": " + reason, path);
    }
    return AppendFile(path, std::move(temporary).value(), descriptor);
}

AppendFile::AppendFile(std::string path, std::string temporary, int descriptor)
    : path_(std::move(path)), temporary_(std::move(temporary)), descriptor_(descriptor), lastSync_(std::chrono::steady_clock::now()) {}

AppendFile::AppendFile(AppendFile&& other) noexcept
    : path_(std::move(other.path_)), temporary_(std::exchange(other.temporary_, {})), descriptor_(std::exchange(other.descriptor_, -1)),
      written_(other.written_), pending_(std::move(other.pending_)), lastSync_(other.lastSync_) {}

AppendFile::~AppendFile() {
    if (descriptor_ >= 0) ::close(descriptor_);
    if (!temporary_.empty()) std::remove(temporary_.c_str());
}

Status AppendFile::failed(const std::string& what) const { return failure(what + ": " + std::strerror(errno), path_); }

Status AppendFile::flush() {
    if (descriptor_ < 0) return failure("cannot write: the file is closed", path_);
    std::size_t done = 0;
    while (done < pending_.size()) {
        const ::ssize_t n = ::write(descriptor_, pending_.data() + done, pending_.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            if (n == 0) errno = EIO;
            // What did reach the file stays counted, so a truncate() can cut a half-written piece off.
            written_ += done;
            pending_.erase(0, done);
            return failed("cannot write");
        }
        done += static_cast<std::size_t>(n);
    }
    written_ += done;
    pending_.clear();
    syncIfDue();
    return success();
}

void AppendFile::syncIfDue() {
    const auto now = std::chrono::steady_clock::now();
    if (now - lastSync_ < kSyncEvery) return;
    lastSync_ = now;
    (void)::fdatasync(descriptor_);  // against a power cut only: close() checks its own sync
}

Status AppendFile::publish() {
    if (Status flushed = flush(); !flushed) return flushed;
    if (temporary_.empty()) return success();
    if (Status replaceable = checkReplaceable(path_); !replaceable) return replaceable;  // it may have changed since
    if (::fsync(descriptor_) != 0) return failed("cannot write");
    if (std::rename(temporary_.c_str(), path_.c_str()) != 0) return failed("cannot move the file into place");
    temporary_.clear();
    syncFolderOf(path_);
    return success();
}

Status AppendFile::truncate(std::uint64_t bytes) {
    if (Status flushed = flush(); !flushed && bytes > written_) return flushed;
    pending_.clear();
    if (::ftruncate(descriptor_, static_cast<::off_t>(bytes)) != 0) return failed("cannot cut the file short");
    if (::lseek(descriptor_, static_cast<::off_t>(bytes), SEEK_SET) < 0) return failed("cannot cut the file short");
    written_ = bytes;
    return success();
}

Status AppendFile::sync() {
    if (Status flushed = flush(); !flushed) return flushed;
    if (::fdatasync(descriptor_) != 0) return failed("cannot write");
    lastSync_ = std::chrono::steady_clock::now();
    return success();
}

Result<std::string> AppendFile::readAt(std::uint64_t offset, std::size_t count) const {
    std::string bytes(count, '\0');
    std::size_t got = 0;
    while (got < count) {
        const ::ssize_t n = ::pread(descriptor_, bytes.data() + got, count - got, static_cast<::off_t>(offset + got));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return failed("cannot read back").error();
        if (n == 0) break;
        got += static_cast<std::size_t>(n);
    }
    bytes.resize(got);
    return bytes;
}

Status AppendFile::close() {
    Status result = publish();
    if (result && ::fsync(descriptor_) != 0) result = failed("cannot write");
    if (::close(descriptor_) != 0 && result) result = failed("cannot write");
    descriptor_ = -1;
    return result;
}

}  // namespace base
