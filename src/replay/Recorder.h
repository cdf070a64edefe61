#pragma once
// Recording a game as it is played: the inputs as changes, the clicks, and a
// checkpoint of the state hashes every interval. Works the same for a human
// in a window and for the autopilot headless. It counts the bytes its file
// will take and stops before the file would outgrow what a reader accepts
// (kMaxFileBytes): the game it has is then a whole replay that ends there.

#include <cstdint>
#include <optional>
#include <string>

#include "replay/Replay.h"
#include "sim/TickInput.h"

namespace replay {

class Recorder {
public:
    /// A recorder whose file will never be larger than `maxBytes` (at least a header, an end and a checkpoint).
    explicit Recorder(const sim::Settings& settings, std::uint64_t checkpointInterval = kDefaultCheckpointInterval,
                      std::uint64_t maxBytes = kMaxFileBytes);

    /// Notes the input about to be stepped from `before` (call just before sim::step). When its lines would
    /// take the file past the limit, records nothing more: the replay ends at `before` (full()).
    void record(const sim::World& before, const sim::TickInput& input);

    /// Writes a checkpoint when `after.tick` is a multiple of the interval (call just after sim::step).
    void afterStep(const sim::World& after);

    /// Forgets every input recorded from `tick` on and every checkpoint after it (the game resumed from `tick`).
    void truncate(std::uint64_t tick);

    /// True once the file is as large as it may grow: the replay ends at the tick it filled up.
    bool full() const { return stoppedAt_.has_value(); }
    /// Says where and why recording stopped (when full()).
    std::string fullMessage() const;

    /// The finished replay of a game now at `last` (or of the game when the recorder filled up).
    Replay finish(const sim::World& last) const;
    /// The bytes finish() will write (header, lines, and room for the longest end line).
    std::uint64_t fileBytes() const { return bytes_; }

private:
    void recount();

    Replay replay_;
    std::uint8_t buttons_ = 0;
    std::uint64_t maxBytes_;
    std::uint64_t bytes_ = 0;
    std::optional<Replay> stoppedAt_;  // the end (tick, score, hash) when the recorder filled up
};

}  // namespace replay
