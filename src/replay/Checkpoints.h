#pragma once
// Comparing a game with its recording: the state hashes at a checkpoint, and
// the final hash and score at the end. The first difference is a desync, and
// there is one way to say so, whoever finds it (headless or in a window).

#include <cstdint>
#include <optional>
#include <string>

#include "replay/Replay.h"
#include "sim/StateHash.h"

namespace replay {

/// Where a replayed game first differed from its recording.
struct Mismatch {
    std::uint64_t tick = 0;      ///< ticks stepped when it was found
    std::string part;            ///< "ship", "asteroids", ..., "whole", or "score"
    std::uint64_t expected = 0;  ///< a hash, or a score when isScore
    std::uint64_t got = 0;
    bool isScore = false;        ///< the final scores differ (the numbers are points, not hashes)
    friend bool operator==(const Mismatch&, const Mismatch&) = default;
};

/// The first part whose hash differs (or "whole" when only the whole hash
/// does: the file disagrees with itself); nullopt when all agree.
std::optional<Mismatch> compareHashes(std::uint64_t tick, const sim::StateHashes& expected, const sim::StateHashes& got);

/// `checkpoint` compared with `world` (which is at checkpoint.tick); nullopt when it matches.
std::optional<Mismatch> checkCheckpoint(const Checkpoint& checkpoint, const sim::World& world);

/// The end of `replay` compared with `last`: the whole hash, then the score (unless cut short); nullopt when both match.
std::optional<Mismatch> checkEnd(const Replay& replay, const sim::World& last);

/// The one desync message: "replay: desync at tick T: PART differs (expected H1, got H2)".
std::string desyncMessage(const Mismatch& mismatch);

}  // namespace replay
