#pragma once
// The arcade's two-note heartbeat: low, high, low, high, slow while a wave is
// full and quicker as it empties. Pure C++: it reads the world each tick and
// says which note, if any, starts on that tick.

#include <optional>

#include "audio/SoundBank.h"
#include "sim/World.h"

namespace audio {

/// Ticks between notes with the wave untouched (about one a second) and with one small rock left.
inline constexpr int kSlowestBeatTicks = 56;
inline constexpr int kFastestBeatTicks = 14;

/// What the heartbeat remembers between ticks.
struct Heartbeat {
    int ticksToNext = 0;   ///< ticks until the next note
    bool lowNext = true;   ///< which of the two notes comes next
    int wave = -1;         ///< the wave the peak belongs to
    int wavePeak = 0;      ///< the most rock left in this wave so far (remainingRock)
};

/// Shots still needed to clear the field: 7 per large rock (it breaks into
/// two medium, each into two small), 3 per medium, 1 per small.
int remainingRock(const sim::World& world);

/// Ticks between notes with `remaining` of `peak` rock left, from kSlowestBeatTicks down to kFastestBeatTicks.
int beatInterval(int remaining, int peak);

/// Advances the heartbeat by the tick just stepped; the note to start now.
/// Silent between waves, after game over, and while the ship waits to respawn.
std::optional<Sound> heartbeatTick(Heartbeat& heart, const sim::World& world);

}  // namespace audio
