#pragma once
// Recording a game as it is played: the inputs as changes, the clicks, and a
// checkpoint of the state hashes every interval, written out as text as the
// game goes. Works the same for a human in a window and for the autopilot
// headless. Recording to a file (toFile) holds only the lines since the last
// checkpoint and a small index, so its memory stays flat however long the
// game: at every checkpoint the file on disk is a valid start of the replay,
// which a reader verifies up to that checkpoint if the process dies there
// (docs/replay-format.md, "Cut short"). It counts the bytes its file will
// take and stops before the file would outgrow what a reader accepts
// (kMaxFileBytes): the game it has is then a whole replay that ends there.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/AppendFile.h"
#include "base/Result.h"
#include "replay/Replay.h"
#include "replay/Text.h"
#include "sim/TickInput.h"

namespace replay {

class Recorder {
public:
    /// A recorder kept in memory (finish() gives the replay), whose text will never be larger than `maxBytes`
    /// (at least a header, an end and a checkpoint), with a checkpoint every `checkpointInterval` ticks (at most
    /// maxCheckpointInterval(settings): it never writes a file a reader refuses).
    explicit Recorder(const sim::Settings& settings, std::uint64_t checkpointInterval = kDefaultCheckpointInterval,
                      std::uint64_t maxBytes = kMaxFileBytes);
    /// A recorder writing to the file at `path` as the game goes: the header is written and the file moved into
    /// place (replacing a regular file there) before this returns.
    static base::Result<Recorder> toFile(const std::string& path, const sim::Settings& settings,
                                         std::uint64_t checkpointInterval = kDefaultCheckpointInterval, std::uint64_t maxBytes = kMaxFileBytes);

    /// Notes the input about to be stepped from `before` (call just before sim::step). When its lines would
    /// take the file past the limit, records nothing more: the replay ends at `before` (full()).
    void record(const sim::World& before, const sim::TickInput& input);

    /// Writes a checkpoint when `after.tick` is a multiple of the interval (call just after sim::step); a file
    /// is then written out to there.
    void afterStep(const sim::World& after);

    /// Forgets every input recorded from `tick` on and every checkpoint after it (the game resumed from `tick`).
    void truncate(std::uint64_t tick);

    /// True once the file is as large as it may grow: the replay ends at the tick it filled up.
    bool full() const { return stoppedAt_.has_value(); }
    /// Says where and why recording stopped (when full()).
    std::string fullMessage() const;
    /// The first write to the file that failed: recording stopped there, the file cut back to its last whole line.
    const std::optional<base::Error>& writeError() const { return writeError_; }

    /// In memory: the finished replay of a game now at `last` (or of the game when the recorder filled up).
    Replay finish(const sim::World& last) const;
    /// To a file: ends the file with the game now at `last` (or where the recorder filled up) and asks the disk to
    /// keep it. Recording may go on (a window after game over): the lines after it wait in memory, up to 1 MiB,
    /// and the next saveEnd, a truncate() or that limit takes the end back and writes them.
    base::Status saveEnd(const sim::World& last);

    /// The bytes the file will hold once ended (header, lines, and room for the longest end line).
    std::uint64_t fileBytes() const { return written() + longestEndLine(); }

private:
    // Where the lines after a checkpoint start, and the buttons held there: every kMarkEvery-th checkpoint has one,
    // so truncate() reads back only a little of the file, and the index stays small.
    struct Mark {
        std::uint64_t tick = 0;
        std::uint64_t offset = 0;
        std::uint8_t buttons = 0;
    };

    Recorder(const sim::Settings& settings, std::uint64_t checkpointInterval, std::uint64_t maxBytes, std::optional<base::AppendFile> file);
    void write(const std::string& text);
    std::uint64_t written() const;
    void takeBackEnd();
    void writeOut();
    void fail(base::Error error);
    base::Result<std::string> readBack(std::uint64_t offset, std::size_t count) const;
    base::Status cutAt(std::uint64_t tick);

    Replay header_;  // settings, rules version and interval
    std::uint64_t maxBytes_;
    std::optional<base::AppendFile> file_;  // none: in memory
    std::string memory_;                   // the text so far, when in memory
    std::uint8_t buttons_ = 0;
    std::uint64_t checkpoints_ = 0;
    std::vector<Mark> marks_;
    std::uint64_t wholeBytes_ = 0;              // the file is whole lines up to here
    std::optional<std::uint64_t> endAt_;        // where an end line written by saveEnd starts
    std::string afterEnd_;                      // lines recorded since that end line, not yet written
    std::optional<EndLine> stoppedAt_;          // the end (tick, score, hash) when the recorder filled up
    std::optional<base::Error> writeError_;
};

}  // namespace replay
