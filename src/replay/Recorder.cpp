#include "replay/Recorder.h"

#include <algorithm>
#include <utility>

#include "sim/StateHash.h"

namespace replay {

namespace {
// One index mark every this many checkpoints: 10 million ticks keep about 2,600 marks (40 KB).
constexpr std::uint64_t kMarkEvery = 64;
// truncate() reads the file back in pieces of this size.
constexpr std::size_t kReadBackBytes = 64 * 1024;
// Lines after an end line held in memory at most (a game over shown for hours), before the end is taken back.
constexpr std::size_t kMaxAfterEnd = 1 << 20;

EndLine endOf(const sim::World& world) { return {world.tick, world.score, sim::hashState(world).whole}; }

Replay endedAs(const Replay& header, const EndLine& end) {
    Replay replay = header;
    replay.totalTicks = end.totalTicks;
    replay.finalScore = end.finalScore;
    replay.finalHash = end.finalHash;
    return replay;
}

// An offset into the text kept in memory (never past its end, so it fits a size_t on 32-bit targets too).
std::size_t inMemory(std::uint64_t offset) { return static_cast<std::size_t>(offset); }
}  // namespace

Recorder::Recorder(const sim::Settings& settings, std::uint64_t checkpointInterval, std::uint64_t maxBytes)
    : Recorder(settings, checkpointInterval, maxBytes, std::nullopt) {}

Recorder::Recorder(const sim::Settings& settings, std::uint64_t checkpointInterval, std::uint64_t maxBytes, std::optional<base::AppendFile> file)
    : maxBytes_(maxBytes), file_(std::move(file)) {
    header_.settings = settings;
    header_.rulesVersion = sim::kRulesVersion;
    header_.checkpointInterval = std::min(checkpointInterval, maxCheckpointInterval(settings));  // a file any reader accepts
    write(headerText(header_));
    wholeBytes_ = written();
    marks_.push_back({0, wholeBytes_, 0});
}

base::Result<Recorder> Recorder::toFile(const std::string& path, const sim::Settings& settings, std::uint64_t checkpointInterval,
                                        std::uint64_t maxBytes) {
    base::Result<base::AppendFile> file = base::AppendFile::createBeside(path);
    if (!file) return file.error();
    Recorder recorder(settings, checkpointInterval, maxBytes, std::move(file).value());
    if (base::Status placed = recorder.file_->publish(); !placed) return placed.error();
    return recorder;
}

// After an end line, lines wait in memory (up to kMaxAfterEnd) so that the file stays a whole replay, ending
// where the game ended, while the window shows the game over; the next saveEnd or cut writes them.
void Recorder::write(const std::string& text) {
    if (endAt_) {
        afterEnd_ += text;
        if (afterEnd_.size() > kMaxAfterEnd) takeBackEnd();
    } else if (file_) {
        file_->append(text);
    } else {
        memory_ += text;
    }
}

std::uint64_t Recorder::written() const {
    if (endAt_) return *endAt_ + afterEnd_.size();
    return file_ ? file_->size() : memory_.size();
}

void Recorder::record(const sim::World& before, const sim::TickInput& input) {
    if (full() || writeError_) return;
    // Only changes are stored; the file says nothing while nothing changes.
    const bool changed = input.buttons != buttons_;
    const std::string lines = (changed ? lineText(ButtonChange{before.tick, input.buttons}) : std::string()) +
                              (input.spawnAsteroid ? lineText(Spawn{before.tick, input.spawnAt}) : std::string());
    // Room is always kept for the checkpoint after this tick, so afterStep never goes over.
    if (fileBytes() + lines.size() + longestCheckpointLine() > maxBytes_) {
        stoppedAt_ = endOf(before);
        return;
    }
    write(lines);
    buttons_ = input.buttons;
}

void Recorder::afterStep(const sim::World& after) {
    if (full() || writeError_ || after.tick % header_.checkpointInterval != 0) return;
    write(lineText(Checkpoint{after.tick, sim::hashState(after)}));
    if (++checkpoints_ % kMarkEvery == 0) marks_.push_back({after.tick, written(), buttons_});
    writeOut();
}

// Hands everything recorded to the file: from here on it survives the process.
void Recorder::writeOut() {
    if (!file_) {
        wholeBytes_ = written();
        return;
    }
    if (base::Status flushed = file_->flush(); !flushed) return fail(flushed.error());
    wholeBytes_ = written();
}

// Stops recording at a failed write, cutting the file back to its last whole line (a size limit may have let half
// of one through), so what is on disk still verifies up to its last checkpoint.
void Recorder::fail(base::Error error) {
    writeError_ = std::move(error);
    if (file_) (void)file_->truncate(wholeBytes_);
}

void Recorder::takeBackEnd() {
    if (!endAt_) return;
    const std::uint64_t at = *std::exchange(endAt_, std::nullopt);
    if (!file_) {
        memory_.resize(inMemory(at));
    } else if (base::Status cut = file_->truncate(at); !cut) {
        return fail(cut.error());
    }
    write(std::exchange(afterEnd_, {}));
}

void Recorder::truncate(std::uint64_t tick) {
    if (writeError_) return;
    takeBackEnd();
    stoppedAt_.reset();
    if (base::Status cut = cutAt(tick); !cut) fail(cut.error());
}

base::Result<std::string> Recorder::readBack(std::uint64_t offset, std::size_t count) const {
    if (file_) return file_->readAt(offset, count);
    return offset < memory_.size() ? memory_.substr(inMemory(offset), count) : std::string();
}

// Cuts the text before the first input of `tick` or later, or checkpoint after it, reading back from the last mark
// before it through the same parser that reads replays (so the buttons held there come out as a reader sees them).
base::Status Recorder::cutAt(std::uint64_t tick) {
    if (file_) {
        if (base::Status flushed = file_->flush(); !flushed) return flushed;
    }
    const auto after = std::upper_bound(marks_.begin() + 1, marks_.end(), tick, [](std::uint64_t t, const Mark& m) { return t < m.tick; });
    marks_.erase(after, marks_.end());
    const Mark& from = marks_.back();
    TextReader reader = TextReader::resumedAfter(header_, from.tick);
    std::uint8_t buttons = from.buttons;
    std::uint64_t offset = from.offset;
    std::string text;
    for (bool more = true; more;) {
        base::Result<std::string> piece = readBack(offset + text.size(), kReadBackBytes);
        if (!piece) return piece.error();
        more = piece->size() == kReadBackBytes;
        text += *piece;
        std::size_t at = 0;
        for (std::size_t end; (end = text.find('\n', at)) != std::string::npos; at = end + 1) {
            const base::Result<BodyLine> line = reader.line(std::string_view(text).substr(at, end - at));
            const bool isCheckpoint = line && std::holds_alternative<Checkpoint>(*line);
            if (!line || tickOf(*line) > tick || (!isCheckpoint && tickOf(*line) == tick)) {
                more = false;
                break;
            }
            if (const auto* change = std::get_if<ButtonChange>(&*line)) buttons = change->buttons;
        }
        offset += at;
        text.erase(0, at);
    }
    buttons_ = buttons;
    if (file_) {
        if (base::Status cut = file_->truncate(offset); !cut) return cut;
    } else {
        memory_.resize(inMemory(offset));
    }
    wholeBytes_ = offset;
    return base::success();
}

std::string Recorder::fullMessage() const {
    const std::uint64_t tick = stoppedAt_ ? stoppedAt_->totalTicks : 0;
    return "recording stopped at tick " + std::to_string(tick) + ": a replay file may not grow past " + std::to_string(maxBytes_) +
           " bytes (what a reader accepts); the game up to there is saved";
}

Replay Recorder::finish(const sim::World& last) const {
    const EndLine end = stoppedAt_.value_or(endOf(last));
    base::Result<Replay> replay = parseReplay(memory_ + endText(endedAs(header_, end)));
    return replay ? std::move(replay).value() : endedAs(header_, end);  // a recorder's own text always parses
}

base::Status Recorder::saveEnd(const sim::World& last) {
    if (writeError_) return *writeError_;
    takeBackEnd();
    const EndLine end = stoppedAt_.value_or(endOf(last));
    const std::uint64_t at = written();
    write(endText(endedAs(header_, end)));
    endAt_ = at;
    if (file_) {
        if (base::Status kept = file_->sync(); !kept) {
            fail(kept.error());
            return kept;
        }
    }
    return base::success();
}

}  // namespace replay
