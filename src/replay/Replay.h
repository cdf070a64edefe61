#pragma once
// A replay: the settings a game started with and its inputs, tick by tick,
// stored as changes (a held button costs one line when pressed and one when
// released), plus checkpoints of the state hashes to verify against. Plain
// data: replay/Text.h reads and writes it in the format documented in
// docs/replay-format.md, replay/Files.h on disk, replay/Player.h plays it.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "sim/StateHash.h"
#include "sim/World.h"

namespace replay {

/// The first line of every replay file; the number is the format's version.
inline constexpr const char* kMagic = "polyroids-replay";
inline constexpr int kFormatVersion = 1;
/// Checkpoints are written after every this many ticks by default.
inline constexpr std::uint64_t kDefaultCheckpointInterval = 60;
/// No replay has checkpoints further apart than this (a minute of play): verifying steps at most this many ticks
/// between two lines it can check, so a forged header cannot make it work for long before it is found out.
inline constexpr std::uint64_t kMaxCheckpointInterval = 3600;
/// A crowd's checkpoints are no further apart than this (a second of play; what the recorder writes), since each of
/// its ticks is the work of many normal ones: a crowd is checked at least as often as a normal game.
inline constexpr std::uint64_t kMaxCrowdCheckpointInterval = kDefaultCheckpointInterval;

/// The most ticks between two checkpoints a replay of a game with `settings` may have.
inline std::uint64_t maxCheckpointInterval(const sim::Settings& settings) {
    return settings.crowd > 0 ? kMaxCrowdCheckpointInterval : kMaxCheckpointInterval;
}

/// No replay is longer than this (about 19 years at 60 Hz): a larger tick is an error, not a loop to run.
inline constexpr std::uint64_t kMaxTicks = 36'000'000'000ULL;
/// No replay file is larger than this (512 MiB; about 100 million ticks, 19 days, of the autopilot's play):
/// readers refuse a larger file and a recorder stops before its file would grow past it.
inline constexpr std::uint64_t kMaxFileBytes = 512ULL << 20;

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

/// A whole recorded game.
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
    bool cutShort = false;                    ///< the file had no end: it ends at its last checkpoint, score unknown

    friend bool operator==(const Replay&, const Replay&) = default;
};

}  // namespace replay
