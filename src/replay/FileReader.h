#pragma once
// A replay file read a line at a time, in the same memory whatever its
// length: a 64 KiB buffer and one line (at most kMaxLineLength). Every read is
// bounded: past kMaxFileBytes the file is refused, as the whole-file reader
// refuses it. Errors are placed in the file: "FILE:LINE: reason". A file
// with no `end` line whose body has a checkpoint (a recording whose writer
// was stopped) ends at its last checkpoint: the end line given then is
// marked cutShort and carries that checkpoint's tick and hash.

#include <cstdint>
#include <deque>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "base/Result.h"
#include "replay/Replay.h"
#include "replay/Text.h"

namespace replay {

class FileReader {
public:
    /// Opens the replay at `path` and reads its header through `begin`; `maxBytes` is the largest file accepted.
    static base::Result<std::unique_ptr<FileReader>> open(const std::string& path, std::uint64_t maxBytes = kMaxFileBytes);

    /// The header: settings, rules version and checkpoint interval.
    const Replay& header() const { return text_.header(); }
    /// The next body line; the `end` line (or the cut-short end) is the last one given. After it, the rest of the file is
    /// read and checked (nothing may follow `end`) before the end line is returned.
    base::Result<BodyLine> next();

private:
    FileReader(std::string path, std::ifstream in, std::uint64_t maxBytes);

    base::Result<std::optional<std::string_view>> rawLine();
    base::Result<BodyLine> nextLine();
    base::Result<BodyLine> endOfText();
    base::Status readThroughCheckpoint();
    base::Status readAfterEnd();
    base::Error placed(base::Error error) const;

    std::string path_;
    std::ifstream in_;
    std::uint64_t maxBytes_;
    std::uint64_t bytesRead_ = 0;
    std::string buffer_;
    std::size_t at_ = 0;
    int lineNumber_ = 0;
    bool endsInNewline_ = true;             // the last raw line had its '\n'
    std::optional<Checkpoint> lastCheckpoint_;
    bool cutShort_ = false;                 // the text ran out after a checkpoint, with no end line
    std::deque<BodyLine> held_;             // lines read and not yet given (next())
    bool gavePastCheckpoint_ = false;       // lines were given before their checkpoint was read
    TextReader text_;
};

}  // namespace replay
