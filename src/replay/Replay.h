#pragma once
// A replay: the settings a game started with and its inputs, tick by tick,
// stored as changes (a held button costs one line when pressed and one when
// released), plus checkpoints of the state hashes to verify against. The text
// format is documented in docs/replay-format.md.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "sim/StateHash.h"
#include "sim/TickInput.h"
#include "sim/World.h"

namespace replay {

/// The first line of every replay file; the number is the format's version.
inline constexpr const char* kMagic = "polyroids-replay";
inline constexpr int kFormatVersion = 1;
/// Checkpoints are written after every this many ticks by default.
inline constexpr std::uint64_t kDefaultCheckpointInterval = 60;
/// No replay is longer than this (about 19 years at 60 Hz): a larger tick is an error, not a loop to run.
inline constexpr std::uint64_t kMaxTicks = 36'000'000'000ULL;

/// From `tick` on, these buttons are held (until the next change).
struct ButtonChange {
    std::uint64_t tick = 0;
    std::uint8_t buttons = 0;
    friend bool operator==(const ButtonChange&, const ButtonChange&) = default;
};

/// A click that spawned an asteroid during `tick`.
struct Spawn {
    std::uint64_t tick = 0;
    geometry::Vec2 at{};
    friend bool operator==(const Spawn&, const Spawn&) = default;
};

/// The state hashes after `tick` ticks had been stepped.
struct Checkpoint {
    std::uint64_t tick = 0;
    sim::StateHashes hashes{};
    friend bool operator==(const Checkpoint&, const Checkpoint&) = default;
};

struct Replay {
    sim::Settings settings{};
    int rulesVersion = 0;
    std::uint64_t checkpointInterval = kDefaultCheckpointInterval;
    std::vector<ButtonChange> buttonChanges;  ///< ticks strictly increasing
    std::vector<Spawn> spawns;                ///< ticks strictly increasing (one click per tick)
    std::vector<Checkpoint> checkpoints;      ///< ticks strictly increasing
    std::uint64_t totalTicks = 0;             ///< ticks in the game
    int finalScore = 0;
    std::uint64_t finalHash = 0;              ///< whole-state hash after totalTicks

    friend bool operator==(const Replay&, const Replay&) = default;
};

/// The replay as text, in the documented format.
std::string toText(const Replay& replay);

/// A file that could not be used: where and why.
struct ReplayError {
    int line = 0;        ///< 1-based line number; 0 when the file as a whole is at fault
    std::string reason;
};

/// Parses replay text. On failure returns nullopt and fills `error`.
/// Never trusts a number in the text to size anything.
std::optional<Replay> parseReplay(std::string_view text, ReplayError& error);

/// Reads and parses a replay file; errors are "FILE:LINE: reason" ready to print.
std::optional<Replay> loadReplay(const std::string& path, std::string& error);

/// Writes text to path through a temporary file and a rename, so that path
/// never holds half a file. Returns "" or an error message naming the path.
std::string writeFileAtomically(const std::string& path, const std::string& text);

/// "" when a file can be written at path (it creates and removes path.tmp,
/// the temporary writeFileAtomically uses), else an error naming the path.
std::string checkCanWrite(const std::string& path);

/// The input the replay gives for tick `tick` (binary search: for seeking).
sim::TickInput inputAt(const Replay& replay, std::uint64_t tick);

/// Walks a replay's inputs in tick order in O(1) per tick.
class InputCursor {
public:
    explicit InputCursor(const Replay& replay) : replay_(&replay) {}
    /// The input for `tick`; ticks must be asked for in increasing order.
    sim::TickInput next(std::uint64_t tick);

private:
    const Replay* replay_;
    std::size_t change_ = 0;
    std::size_t spawn_ = 0;
    std::uint8_t buttons_ = 0;
};

}  // namespace replay
