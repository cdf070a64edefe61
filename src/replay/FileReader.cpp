#include "replay/FileReader.h"

#include <algorithm>

#include "base/FileRead.h"

namespace replay {

namespace {
constexpr std::size_t kChunkBytes = 64 * 1024;
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
            return std::optional<std::string_view>(line);
        }
        if (tooLong || !in_) {
            if (at_ == buffer_.size()) return std::optional<std::string_view>();
            const std::size_t length = std::min(buffer_.size() - at_, kMaxLineLength + 1);
            const std::string_view line(buffer_.data() + at_, length);
            at_ = buffer_.size();
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
    if (!*raw) return placed(text_.finish(lineNumber_).error());
    ++lineNumber_;
    base::Result<BodyLine> line = text_.line(**raw);
    if (!line) return placed(base::failure(line.error().reason, {}, lineNumber_));
    return line;
}

base::Result<BodyLine> FileReader::next() {
    if (text_.done()) return placed(base::failure("nothing follows the 'end' line to read"));
    for (;;) {
        base::Result<BodyLine> line = nextLine();
        if (!line || std::holds_alternative<std::monostate>(*line)) {
            if (!line) return line;
            continue;
        }
        if (!std::holds_alternative<EndLine>(*line)) return line;
        // The end: what follows may only be blank lines and comments.
        for (;;) {
            base::Result<std::optional<std::string_view>> raw = rawLine();
            if (!raw) return raw.error();
            if (!*raw) return line;
            ++lineNumber_;
            if (base::Result<BodyLine> after = text_.line(**raw); !after) {
                return placed(base::failure(after.error().reason, {}, lineNumber_));
            }
        }
    }
}

base::Error FileReader::placed(base::Error error) const { return std::move(error).inFile(path_); }

}  // namespace replay
