#pragma once
// The game's sounds, synthesised at start-up (no sound files to ship or
// lose): a falling square-wave blip for a shot, filtered noise bursts for
// explosions, a rising arpeggio for an extra life. Pure C++: samples only.

#include <array>
#include <cstdint>
#include <vector>

namespace audio {

enum class Sound { Shot, SmallBang, MediumBang, LargeBang, ShipBang, ExtraLife, Respawn };
inline constexpr std::size_t kSoundCount = 7;
inline constexpr int kSampleRate = 44100;

/// Mono signed 16-bit samples at kSampleRate for each Sound.
struct SoundBank {
    std::array<std::vector<std::int16_t>, kSoundCount> samples;

    const std::vector<std::int16_t>& operator[](Sound s) const { return samples[static_cast<std::size_t>(s)]; }
};

/// Synthesises every sound; `seed` drives the noise (cosmetic randomness,
/// never the game's generator).
SoundBank synthesiseSounds(std::uint64_t seed);

}  // namespace audio
