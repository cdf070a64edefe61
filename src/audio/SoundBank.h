#pragma once
// The game's sounds, synthesised at start-up (no sound files to ship or
// lose): a falling square-wave blip for a shot, filtered noise bursts for
// explosions, a rumble for thrust, two low notes for the heartbeat, a rising
// arpeggio for an extra life. Each is scaled to a set peak level (kPeakDbfs),
// so the balance between them is one table. Pure C++: samples only.

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "sim/StepReport.h"

namespace audio {

enum class Sound { Shot, SmallBang, MediumBang, LargeBang, ShipBang, ExtraLife, Respawn, Thrust, BeatLow, BeatHigh };
inline constexpr std::size_t kSoundCount = 10;
inline constexpr int kSampleRate = 44100;

/// Each sound's peak in dB relative to full scale (all below the limiter's threshold, -6 dBFS,
/// so two loud ones overlapping still leave the mixer's limiter little to do).
inline constexpr std::array<double, kSoundCount> kPeakDbfs = {
    -18.0,  // Shot: frequent, and a square wave sounds loud for its peak
    -12.0,  // SmallBang
    -10.5,  // MediumBang
    -9.0,   // LargeBang
    -7.0,   // ShipBang: the loudest and longest thing in the game
    -13.0,  // ExtraLife
    -17.0,  // Respawn
    -15.0,  // Thrust: a loop under everything else
    -11.0,  // BeatLow
    -11.0,  // BeatHigh
};

/// The sound's name for messages and measurements ("shot", "ship-bang", ...).
const char* soundName(std::size_t index);

/// Mono signed 16-bit samples at kSampleRate for each Sound.
struct SoundBank {
    std::array<std::vector<std::int16_t>, kSoundCount> samples;

    const std::vector<std::int16_t>& operator[](Sound s) const { return samples[static_cast<std::size_t>(s)]; }
};

/// The sound a game event makes, if any (a wave starting or the game ending makes none).
std::optional<Sound> soundFor(const sim::GameEvent& event);

/// Synthesises every sound; `seed` drives the noise (cosmetic randomness,
/// never the game's generator). Sound::Thrust loops without a click.
SoundBank synthesiseSounds(std::uint64_t seed);

}  // namespace audio
