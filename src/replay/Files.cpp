#include "replay/Files.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <string_view>
#include <variant>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include "replay/FileReader.h"
#include "replay/Text.h"

namespace replay {

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

// Success when `path` is absent or a regular file (through symlinks): nothing else may be renamed over.
base::Status checkReplaceable(const std::string& path) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return base::success();  // absent (or unreachable: creating the temporary says why)
    if (S_ISREG(info.st_mode)) return base::success();
    return base::failure("not a regular file (" + kindOf(info) + ")", path);
}

// Temporaries are named PATH.tmp-PID-XXXXXX: the writer's process id says,
// after a crash or a SIGKILL, whether the writer is gone and its file is junk.
constexpr const char* kTemporaryInfix = ".tmp-";

// The process id in `name` when it is a temporary of `base` (BASE.tmp-PID-XXXXXX), else 0.
::pid_t writerOfTemporary(const std::string& name, const std::string& base) {
    const std::string prefix = base + kTemporaryInfix;
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

// Removes the temporaries of `path` whose writers are gone (killed mid-write); a live writer's are left alone.
void removeStaleTemporaries(const std::string& path) {
    const std::filesystem::path target(path);
    const std::filesystem::path folder = target.parent_path().empty() ? std::filesystem::path(".") : target.parent_path();
    const std::string base = target.filename().string();
    std::error_code ec;
    std::filesystem::directory_iterator entries(folder, ec);
    for (; !ec && entries != std::filesystem::directory_iterator(); entries.increment(ec)) {
        const std::string name = entries->path().filename().string();
        const ::pid_t writer = writerOfTemporary(name, base);
        if (writer == 0 || writer == ::getpid() || !processGone(writer)) continue;
        std::error_code ignored;
        if (entries->is_regular_file(ignored) && !entries->is_symlink(ignored)) std::filesystem::remove(entries->path(), ignored);
    }
}

// A new, empty file with a name no one else is using, in the folder of `path` (so the rename stays on one
// file system): PATH.tmp-PID-XXXXXX. O_EXCL makes it ours alone; mode 0666 less the umask, as a plain create.
base::Result<std::string> createTemporaryBeside(const std::string& path) {
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
        if (errno != EEXIST) return base::failure("cannot create " + name + ": " + std::strerror(errno), path);
    }
    return base::failure("cannot create a temporary file beside it: every name tried was taken", path);
}

}  // namespace

base::Result<Replay> loadReplay(const std::string& path) {
    // A line at a time, as verification reads: a file that is not a replay (a 1 GB line, /dev/zero) is refused
    // at its first line too long, in a few kilobytes, instead of after reading up to kMaxFileBytes of it.
    base::Result<std::unique_ptr<FileReader>> reader = FileReader::open(path);
    if (!reader) return reader.error();
    Replay replay = (*reader)->header();
    for (;;) {
        base::Result<BodyLine> line = (*reader)->next();
        if (!line) return line.error();
        addLine(replay, *line);
        if (std::holds_alternative<EndLine>(*line)) return replay;
    }
}

base::Result<std::ifstream> openForReading(const std::string& path, const std::string& what) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec && status.type() != std::filesystem::file_type::not_found) return base::failure("cannot open: " + ec.message(), path);
    if (!std::filesystem::exists(status)) return base::failure("cannot open: no such file", path);
    if (std::filesystem::is_directory(status)) return base::failure("is a directory, not a " + what, path);
    std::ifstream in(path, std::ios::binary);
    if (!in) return base::failure("cannot open for reading", path);
    return in;
}

std::string tooLarge(std::uint64_t maxBytes, const std::string& what) {
    return "file is over " + std::to_string(maxBytes) + " bytes, larger than any " + what;
}

base::Result<std::string> readBoundedFile(const std::string& path, std::size_t maxBytes, const std::string& what) {
    base::Result<std::ifstream> opened = openForReading(path, what);
    if (!opened) return opened.error();
    std::ifstream& in = *opened;
    std::string text;
    std::string piece(64 * 1024, '\0');
    while (in && text.size() <= maxBytes) {
        const std::size_t want = std::min(piece.size(), maxBytes + 1 - text.size());
        in.read(piece.data(), static_cast<std::streamsize>(want));
        text.append(piece.data(), static_cast<std::size_t>(in.gcount()));
    }
    if (in.bad()) return base::failure("read error", path);
    if (text.size() > maxBytes) {
        return base::failure(tooLarge(maxBytes, what), path);
    }
    return text;
}

namespace {

// replaceAtomically with `fill` writing the temporary through a stream.
base::Status streamAtomically(const std::string& path, const std::function<void(std::ostream&)>& fill) {
    return replaceAtomically(path, [&fill](const std::string& temporary) -> base::Status {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        errno = 0;  // the stream keeps no reason; the failed write(2) leaves one here
        fill(out);
        out.flush();
        if (!out) return base::failure(errno != 0 ? std::string("cannot write: ") + std::strerror(errno) : std::string("cannot write (disk full?)"));
        return base::success();
    });
}

}  // namespace

base::Status saveReplay(const std::string& path, const Replay& replay) {
    // Written a line at a time: a file near kMaxFileBytes is never held whole in memory.
    return streamAtomically(path, [&replay](std::ostream& out) { writeText(out, replay); });
}

base::Status writeFileAtomically(const std::string& path, const std::string& text) {
    return streamAtomically(path, [&text](std::ostream& out) { out << text; });
}

base::Status replaceAtomically(const std::string& path, const std::function<base::Status(const std::string&)>& write) {
    if (base::Status replaceable = checkReplaceable(path); !replaceable) return replaceable;
    removeStaleTemporaries(path);
    const base::Result<std::string> temporary = createTemporaryBeside(path);
    if (!temporary) return temporary.error();
    base::Status written = write(*temporary);
    if (written) written = checkReplaceable(path);  // it may have changed while the file was written
    if (written && std::rename(temporary->c_str(), path.c_str()) != 0) {
        written = base::failure("cannot move the finished file into place: " + std::string(std::strerror(errno)));
    }
    if (!written) {
        std::remove(temporary->c_str());
        base::Error error = written.error();
        if (error.file.empty()) error.file = path;
        return error;
    }
    return base::success();
}

base::Status checkCanWrite(const std::string& path) {
    if (base::Status replaceable = checkReplaceable(path); !replaceable) return replaceable;
    const base::Result<std::string> temporary = createTemporaryBeside(path);
    if (!temporary) return base::failure("cannot write here (" + temporary.error().reason + ")", path);
    std::remove(temporary->c_str());
    return base::success();
}

}  // namespace replay
