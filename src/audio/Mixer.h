#pragma once
// Mixes the sounds playing into one mono stream: a few one-shot voices and one
// held loop (thrust), scaled by the master volume, then through a soft
// limiter whose output never reaches kMixCeiling, so overlapping effects can
// never clip. Pure C++ (no SDL): the Speaker calls render() from the audio
// thread under its device lock; tests call it directly.

#include <array>
#include <cstdint>
#include <span>

#include "audio/SoundBank.h"

namespace audio {

/// Below this (linear, full scale 1) the mix passes unchanged: about -6 dBFS.
inline constexpr double kLimiterThreshold = 0.5;
/// The limiter's output stays strictly below this: about -3.1 dBFS.
inline constexpr double kMixCeiling = 0.7;

/// Identity up to kLimiterThreshold, then a tanh knee bending towards
/// kMixCeiling; continuous with slope 1 at the threshold, odd, monotonic.
double softLimit(double x);

class Mixer {
public:
    static constexpr std::size_t kVoices = 12;

    /// Plays sounds from `bank`, which must outlive the mixer.
    explicit Mixer(const SoundBank& bank) : bank_(&bank) {}

    /// Starts a one-shot sound on a free voice, else on the one nearest its end.
    void start(Sound sound);
    /// Keeps `sound` looping for the next `samples` samples (renewed by each
    /// call; with no renewal it fades out, e.g. when the game pauses).
    void holdLoop(Sound sound, int samples);
    /// Silences everything at once (mute).
    void stopAll();
    /// Master volume, clamped to 0..1 (1: the bank's levels unchanged).
    void setVolume(double volume);
    double volume() const { return volume_; }

    /// Writes the next out.size() samples of the mix (and advances every voice).
    void render(std::span<std::int16_t> out);
    /// Samples render() has bent with the limiter since the mixer was made.
    std::uint64_t limitedSamples() const { return limited_; }

private:
    struct Voice {
        const std::vector<std::int16_t>* samples = nullptr;
        std::size_t next = 0;
    };
    double loopSample();

    const SoundBank* bank_;
    std::array<Voice, kVoices> voices_{};
    Voice loop_{};
    int loopHeld_ = 0;       // samples the loop keeps its full level for
    double loopGain_ = 0.0;  // ramps, so starting and stopping thrust do not click
    double volume_ = 1.0;
    std::uint64_t limited_ = 0;
};

}  // namespace audio
