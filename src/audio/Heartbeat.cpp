#include "audio/Heartbeat.h"

#include <algorithm>

namespace audio {

int remainingRock(const sim::World& world) {
    int rock = 0;
    for (const sim::Asteroid& a : world.asteroids) rock += a.size == sim::AsteroidSize::Large ? 7 : a.size == sim::AsteroidSize::Medium ? 3 : 1;
    return rock;
}

int beatInterval(int remaining, int peak) {
    if (peak <= 1) return kFastestBeatTicks;
    const double full = static_cast<double>(std::clamp(remaining, 1, peak) - 1) / (peak - 1);  // 1: untouched, 0: one small rock
    return kFastestBeatTicks + static_cast<int>(full * (kSlowestBeatTicks - kFastestBeatTicks) + 0.5);
}

std::optional<Sound> heartbeatTick(Heartbeat& heart, const sim::World& world) {
    const int remaining = remainingRock(world);
    if (world.wave != heart.wave) heart = {0, true, world.wave, 0};
    heart.wavePeak = std::max(heart.wavePeak, remaining);
    if (world.phase != sim::Phase::Playing || remaining == 0 || !world.ship.alive) {
        heart.ticksToNext = 0;  // the first note comes at once when the beat resumes
        return std::nullopt;
    }
    if (heart.ticksToNext > 0) {
        --heart.ticksToNext;
        return std::nullopt;
    }
    heart.ticksToNext = beatInterval(remaining, heart.wavePeak) - 1;
    const Sound note = heart.lowNext ? Sound::BeatLow : Sound::BeatHigh;
    heart.lowNext = !heart.lowNext;
    return note;
}

}  // namespace audio
