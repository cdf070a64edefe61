#pragma once
// A file written from its start a piece at a time and kept whole at every
// flush: a recording streamed to disk as the game goes. It is made as a
// temporary of its own beside its path (base/FileWrite.h) and moved into
// place once its first piece is written, so the path never names an empty
// file; from then on each flush leaves the path holding everything appended
// before it, whatever kills the process afterwards. Every write is checked to
// the byte; an error names the file and the system's reason. A flush also
// asks the disk to keep what was written when the last such request is over
// two seconds old (against a power cut, without a sync per flush).

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "base/Result.h"

namespace base {

class AppendFile {
public:
    /// A new, empty temporary beside `path` (absent or a regular file, else refused), to be moved into place by publish().
    static Result<AppendFile> createBeside(const std::string& path);

    AppendFile(AppendFile&& other) noexcept;
    AppendFile& operator=(AppendFile&&) = delete;
    AppendFile(const AppendFile&) = delete;
    AppendFile& operator=(const AppendFile&) = delete;
    /// Closes the file unchecked (close() is the checked way); an unpublished temporary is removed.
    ~AppendFile();

    /// Adds `text` at the end (held in memory until the next flush).
    void append(std::string_view text) { pending_.append(text); }
    /// Writes what was appended, every byte, to the file.
    Status flush();
    /// Flushes, then renames the temporary to the path it was made for (once; later calls only flush).
    Status publish();
    /// Flushes, then cuts the file to its first `bytes` bytes (appending goes on from there).
    Status truncate(std::uint64_t bytes);
    /// Flushes and asks the disk to keep everything written so far.
    Status sync();
    /// Up to `count` bytes of the file from `offset` (flushed bytes only).
    Result<std::string> readAt(std::uint64_t offset, std::size_t count) const;
    /// Flushes, asks the disk to keep it all, and closes; the first failure is the error.
    Status close();

    /// The file's size with what is still held in memory.
    std::uint64_t size() const { return written_ + pending_.size(); }
    /// The path the file is for.
    const std::string& path() const { return path_; }

private:
    AppendFile(std::string path, std::string temporary, int descriptor);
    Status failed(const std::string& what) const;
    void syncIfDue();

    std::string path_;
    std::string temporary_;  // empty once published
    int descriptor_ = -1;
    std::uint64_t written_ = 0;
    std::string pending_;
    std::chrono::steady_clock::time_point lastSync_;
};

}  // namespace base
