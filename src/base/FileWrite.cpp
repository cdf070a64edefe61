#include "base/FileWrite.h"

#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <string_view>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace base {

namespace {

// What a path that exists but is not a regular file is, for messages.
std::string kindOf(const struct stat& info) {
    if (S_ISDIR(info.st_mode)) return "a directory";
    if (S_ISCHR(info.st_mode)) return "a character device";
    if (S_ISBLK(info.st_mode)) return "a block device";
    if (S_ISFIFO(info.st_mode)) return "a FIFO";
    if (S_ISSOCK(info.st_mode)) return "a socket";
    return "not a file";
}

// Temporaries are named PATH.tmp-PID-XXXXXX: the writer's process id says,
// after a crash or a SIGKILL, whether the writer is gone and its file is junk.
constexpr const char* kTemporaryInfix = ".tmp-";

// The process id in `name` when it is a temporary of `stem` (STEM.tmp-PID-XXXXXX), else 0.
::pid_t writerOfTemporary(const std::string& name, const std::string& stem) {
    const std::string prefix = stem + kTemporaryInfix;
    if (!name.starts_with(prefix)) return 0;
    const std::string_view rest = std::string_view(name).substr(prefix.size());
    const std::size_t dash = rest.find('-');
    if (dash == std::string_view::npos || rest.size() - dash - 1 != 6) return 0;
    ::pid_t pid = 0;
    const auto [end, ec] = std::from_chars(rest.data(), rest.data() + dash, pid);
    return ec == std::errc{} && end == rest.data() + dash && pid > 0 ? pid : 0;
}

// True when no process `pid` exists (EPERM means one does, owned by someone else).
bool processGone(::pid_t pid) { return ::kill(pid, 0) != 0 && errno == ESRCH; }

// The file a save replaces: `path`, or the file its symbolic links lead to, so that a link stays a link and the
// file it names is the one that changes (a link whose target cannot be resolved is left to the rename).
std::string throughLinks(const std::string& path) {
    std::error_code ec;
    if (!std::filesystem::is_symlink(std::filesystem::symlink_status(path, ec))) return path;
    const std::filesystem::path target = std::filesystem::weakly_canonical(path, ec);
    return ec ? path : target.string();
}

// Gives `temporary` the permissions of the file at `path` it replaces (a new file keeps the umask's), so a save
// never widens (or narrows) who may read the player's file.
Status keepPermissions(const std::string& path, const std::string& temporary) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return success();
    if (::chmod(temporary.c_str(), info.st_mode & 07777) != 0) return failure(std::string("cannot write: ") + std::strerror(errno), path);
    return success();
}

}  // namespace

Status checkReplaceable(const std::string& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return success();  // absent (or unreachable: creating the temporary says why)
    if (!S_ISREG(info.st_mode)) return failure("not a regular file (" + kindOf(info) + ")", path);
    // A file no one may write is the player's "leave it alone" (root could replace it, but a rename would also
    // make it writable): it is kept as it is.
    if ((info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0) return failure("read-only (no one may write it): kept as it is", path);
    return success();
}

void removeStaleTemporaries(const std::string& path) {
    const std::filesystem::path target(path);
    const std::filesystem::path folder = target.parent_path().empty() ? std::filesystem::path(".") : target.parent_path();
    const std::string stem = target.filename().string();
    std::error_code ec;
    std::filesystem::directory_iterator entries(folder, ec);
    for (; !ec && entries != std::filesystem::directory_iterator(); entries.increment(ec)) {
        const std::string name = entries->path().filename().string();
        const ::pid_t writer = writerOfTemporary(name, stem);
        if (writer == 0 || writer == ::getpid() || !processGone(writer)) continue;
        std::error_code ignored;
        if (entries->is_regular_file(ignored) && !entries->is_symlink(ignored)) std::filesystem::remove(entries->path(), ignored);
    }
}

// A new, empty file with a name no one else is using, in the folder of `path` (so the rename stays on one
// file system): PATH.tmp-PID-XXXXXX. O_EXCL makes it ours alone; mode 0666 less the umask, as a plain create.
Result<std::string> createTemporaryBeside(const std::string& path) {
    static constexpr char kLetters[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    std::mt19937_64 random(std::random_device{}() ^ (static_cast<std::uint64_t>(::getpid()) << 32));
    const std::string prefix = path + kTemporaryInfix + std::to_string(::getpid()) + "-";
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::string name = prefix;
        for (int i = 0; i < 6; ++i) name.push_back(kLetters[random() % (sizeof kLetters - 1)]);
        const int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0) {
            ::close(fd);
            return name;
        }
        if (errno != EEXIST) return failure("cannot create " + name + ": " + std::strerror(errno), path);
    }
    return failure("cannot create a temporary file beside it: every name tried was taken", path);
}

Status writeStreamAtomically(const std::string& path, const std::function<void(std::ostream&)>& fill) {
    return replaceAtomically(path, [&fill](const std::string& temporary) -> Status {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        errno = 0;  // the stream keeps no reason; the failed write(2) leaves one here
        fill(out);
        out.close();
        if (!out) return failure(errno != 0 ? std::string("cannot write: ") + std::strerror(errno) : std::string("cannot write (disk full?)"));
        return syncFile(temporary);
    });
}

Status syncFile(const std::string& path) {
    const int descriptor = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) return failure(std::string("cannot write: ") + std::strerror(errno), path);
    const bool synced = ::fsync(descriptor) == 0;
    const int reason = errno;
    if (::close(descriptor) != 0 && synced) return failure(std::string("cannot write: ") + std::strerror(errno), path);
    if (!synced) return failure(std::string("cannot write: ") + std::strerror(reason), path);
    return success();
}

Status writeFileAtomically(const std::string& path, const std::string& text) {
    return writeStreamAtomically(path, [&text](std::ostream& out) { out << text; });
}

Status replaceAtomically(const std::string& linkOrFile, const std::function<Status(const std::string&)>& write) {
    const std::string path = throughLinks(linkOrFile);
    if (Status replaceable = checkReplaceable(path); !replaceable) return replaceable;
    removeStaleTemporaries(path);
    const Result<std::string> temporary = createTemporaryBeside(path);
    if (!temporary) return temporary.error();
    Status written = write(*temporary);
    if (written) written = checkReplaceable(path);  // it may have changed while the file was written
    if (written) written = keepPermissions(path, *temporary);
    if (written && std::rename(temporary->c_str(), path.c_str()) != 0) {
        written = failure("cannot move the finished file into place: " + std::string(std::strerror(errno)));
    }
    if (!written) {
        std::remove(temporary->c_str());
        Error error = written.error();
        if (error.file.empty()) error.file = path;
        return error;
    }
    return success();
}

Status checkCanWrite(const std::string& path) {
    if (Status replaceable = checkReplaceable(path); !replaceable) return replaceable;
    const Result<std::string> temporary = createTemporaryBeside(path);
    if (!temporary) return failure("cannot write here (" + temporary.error().reason + ")", path);
    std::remove(temporary->c_str());
    return success();
}

}  // namespace base
