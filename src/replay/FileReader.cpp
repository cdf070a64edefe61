#include "replay/FileReader.h"

#include <algorithm>

#include "base/FileRead.h"

namespace replay {

namespace {
constexpr std::size_t kChunkBytes = 64 * 1024;
// Lines held back waiting for their checkpoint: a checkpoint interval of a normal game is a few dozen.
constexpr std::size_t kMaxHeldLines = 4096;
}  // namespace

FileReader::FileReader(std::string path, std::ifstream in, std::uint64_t maxBytes)
    : path_(std::move(path)), in_(std::move(in)), maxBytes_(maxBytes) {}

base::Result<std::unique_ptr<FileReader>> FileReader::open(const std::string& path, std::uint64_t maxBytes) {
    base::Result<std::ifstream> in = base::openForReading(path, "replay file");
    if (!in) return in.error();
    std::unique_ptr<FileReader> reader(new FileReader(path, std::move(in).value(), maxBytes));
    while (!reader->text_.inBody()) {
        base::Result<BodyLine> line = reader->nextLine();
        if (!line) return line.error();
    }
    return reader;
}

// The next line without its '\n' (nullopt at the end of the file). A line longer than any replay line is
// given cut short, for the parser to refuse, so the buffer never holds more than a chunk and a line.
base::Result<std::optional<std::string_view>> FileReader::rawLine() {
    for (;;) {
        const std::size_t newline = buffer_.find('\n', at_);
        const bool tooLong = (newline == std::string::npos ? buffer_.size() : newline) - at_ > kMaxLineLength;
        if (newline != std::string::npos && !tooLong) {
            const std::string_view line(buffer_.data() + at_, newline - at_);
            at_ = newline + 1;
            endsInNewline_ = true;
            return std::optional<std::string_view>(line);
        }
        if (tooLong || !in_) {
            if (at_ == buffer_.size()) return std::optional<std::string_view>();
            const std::size_t length = std::min(buffer_.size() - at_, kMaxLineLength + 1);
            const std::string_view line(buffer_.data() + at_, length);
            at_ = buffer_.size();
            endsInNewline_ = tooLong;
            return std::optional<std::string_view>(line);
        }
        buffer_.erase(0, at_);
        at_ = 0;
        const std::size_t had = buffer_.size();
        buffer_.resize(had + kChunkBytes);
        in_.read(buffer_.data() + had, static_cast<std::streamsize>(kChunkBytes));
        buffer_.resize(had + static_cast<std::size_t>(in_.gcount()));
        bytesRead_ += static_cast<std::uint64_t>(in_.gcount());
        if (in_.bad()) return base::failure("read error", path_);
        if (bytesRead_ > maxBytes_) return base::failure(base::tooLarge(maxBytes_, "replay file"), path_);
    }
}

// The next line through the parser: a body line, nothing (header, comment), or the error placed in the file.
base::Result<BodyLine> FileReader::nextLine() {
    base::Result<std::optional<std::string_view>> raw = rawLine();
    if (!raw) return raw.error();
    if (!*raw) return endOfText();
    ++lineNumber_;
    base::Result<BodyLine> line = text_.line(**raw);
    // A last line with no '\n' in the body was cut off as it was written (the writer was stopped): only a whole
    // `end` line is taken from it, since a cut checkpoint line can still parse.
    if (!endsInNewline_ && text_.inBody() && !(line && std::holds_alternative<EndLine>(*line))) return endOfText();
    if (!line) return placed(base::failure(line.error().reason, {}, lineNumber_));
    if (const auto* checkpoint = std::get_if<Checkpoint>(&*line)) lastCheckpoint_ = *checkpoint;
    return line;
}

// The text has run out: a whole replay has had its end line by now; a recording whose writer was stopped ends at
// its last checkpoint (docs/replay-format.md, "Cut short"); anything else stops too soon.
base::Result<BodyLine> FileReader::endOfText() {
    if (text_.inBody() && !text_.done() && lastCheckpoint_ && lastCheckpoint_->tick > 0) {
        cutShort_ = true;
        return BodyLine{EndLine{lastCheckpoint_->tick, 0, lastCheckpoint_->hashes.whole, true}};
    }
    return placed(text_.finish(lineNumber_).error());
}

// Inputs and spawns are held back until the checkpoint (or end) after them has been read, so that a file cut short
// gives none beyond its last checkpoint: a player stepping as it reads never passes the tick the file ends at.
base::Result<BodyLine> FileReader::next() {
    if (held_.empty()) {
        if (base::Status read = readThroughCheckpoint(); !read) return read.error();
    }
    if (held_.empty()) return placed(base::failure("nothing follows the 'end' line to read"));
    BodyLine line = std::move(held_.front());
    held_.pop_front();
    return line;
}

// Reads lines into held_ up to and including the next checkpoint or end (or past kMaxHeldLines of them).
base::Status FileReader::readThroughCheckpoint() {
    while (!text_.done() && !cutShort_) {
        base::Result<BodyLine> line = nextLine();
        if (!line) return line.error();
        if (std::holds_alternative<std::monostate>(*line)) continue;
        if (cutShort_) {
            // Only what the last checkpoint covers counts; a line already given past it would have let the game go further.
            if (gavePastCheckpoint_) return placed(text_.finish(lineNumber_).error());
            held_.clear();
        }
        held_.push_back(*line);
        if (std::holds_alternative<EndLine>(*line) && !cutShort_) return readAfterEnd();
        if (std::holds_alternative<Checkpoint>(*line) || cutShort_) return base::success();
        if (held_.size() >= kMaxHeldLines) {
            gavePastCheckpoint_ = true;
            return base::success();
        }
    }
    return base::success();
}

// What follows the end may only be blank lines and comments.
base::Status FileReader::readAfterEnd() {
    for (;;) {
        base::Result<std::optional<std::string_view>> raw = rawLine();
        if (!raw) return raw.error();
        if (!*raw) return base::success();
        ++lineNumber_;
        if (base::Result<BodyLine> after = text_.line(**raw); !after) return placed(base::failure(after.error().reason, {}, lineNumber_));
    }
}

base::Error FileReader::placed(base::Error error) const { return std::move(error).inFile(path_); }

}  // namespace replay
