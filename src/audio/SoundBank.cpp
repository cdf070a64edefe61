#include "audio/SoundBank.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "sim/Random.h"

namespace audio {

namespace {

using Wave = std::vector<double>;  // samples in -1..1 before scaling to their peak

int sampleCount(double seconds) { return static_cast<int>(seconds * kSampleRate); }

// A square wave gliding from one pitch to another, with a linear fade: the
// classic arcade "pew".
Wave blip(double fromHz, double toHz, double seconds) {
    const int n = sampleCount(seconds);
    Wave out(static_cast<std::size_t>(n));
    double phase = 0.0;
    for (int i = 0; i < n; ++i) {
        const double t = static_cast<double>(i) / n;
        phase += (fromHz + (toHz - fromHz) * t) / kSampleRate;
        const double square = std::fmod(phase, 1.0) < 0.5 ? 1.0 : -1.0;
        out[static_cast<std::size_t>(i)] = square * (1.0 - t);
    }
    return out;
}

// White noise through a one-pole low-pass filter: a lower cutoff sounds bigger.
Wave filteredNoise(sim::Random& random, int n, double cutoffHz) {
    Wave out(static_cast<std::size_t>(n));
    const double smoothing = 1.0 - std::exp(-2.0 * std::numbers::pi * cutoffHz / kSampleRate);
    double filtered = 0.0;
    for (double& x : out) {
        filtered += smoothing * (sim::nextInRange(random, -1.0, 1.0) - filtered);
        x = filtered;
    }
    return out;
}

// Filtered noise decaying exponentially: a longer decay sounds like a bigger
// rock. The noise is driven into a tanh so its rare spikes do not set the
// peak: for the same peak the bang sounds about 8 dB louder.
Wave bang(sim::Random& random, double seconds, double cutoffHz) {
    Wave out = filteredNoise(random, sampleCount(seconds), cutoffHz);
    double loudest = 0.0;
    for (const double x : out) loudest = std::max(loudest, std::abs(x));
    constexpr double kDrive = 4.0;
    for (std::size_t i = 0; i < out.size(); ++i) {
        out[i] = std::tanh(kDrive * out[i] / loudest) * std::exp(-5.0 * static_cast<double>(i) / static_cast<double>(out.size()));
    }
    return out;
}

// Low rumbling noise whose end is cross-faded into its start, so it loops with no click.
Wave rumble(sim::Random& random, double seconds, double cutoffHz) {
    const int n = sampleCount(seconds);
    const int fade = n / 4;
    const Wave raw = filteredNoise(random, n + fade, cutoffHz);
    Wave out(raw.begin(), raw.begin() + n);
    for (int i = 0; i < fade; ++i) {
        const double w = static_cast<double>(i) / fade;
        out[static_cast<std::size_t>(i)] = w * raw[static_cast<std::size_t>(i)] + (1.0 - w) * raw[static_cast<std::size_t>(n + i)];
    }
    return out;
}

// One heartbeat note: a low sine with its octave, quick attack, fast decay.
Wave thump(double hz, double seconds) {
    const int n = sampleCount(seconds);
    Wave out(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) {
        const double time = static_cast<double>(i) / kSampleRate;
        const double attack = std::min(1.0, time / 0.004);
        const double body = std::sin(2 * std::numbers::pi * hz * time) + 0.4 * std::sin(4 * std::numbers::pi * hz * time);
        out[static_cast<std::size_t>(i)] = body * attack * std::exp(-4.0 * static_cast<double>(i) / n);
    }
    return out;
}

Wave arpeggio(std::initializer_list<double> notesHz, double noteSeconds) {
    Wave out;
    for (const double hz : notesHz) {
        const Wave note = blip(hz, hz, noteSeconds);
        out.insert(out.end(), note.begin(), note.end());
    }
    return out;
}

// Scales the wave so its loudest sample sits at `peakDbfs`.
std::vector<std::int16_t> atPeak(const Wave& wave, double peakDbfs) {
    double loudest = 0.0;
    for (const double x : wave) loudest = std::max(loudest, std::abs(x));
    const double gain = loudest > 0.0 ? std::pow(10.0, peakDbfs / 20.0) / loudest : 0.0;
    std::vector<std::int16_t> out(wave.size());
    std::transform(wave.begin(), wave.end(), out.begin(), [&](double x) { return static_cast<std::int16_t>(std::lround(x * gain * 32767.0)); });
    return out;
}

}  // namespace

const char* soundName(std::size_t index) {
    static constexpr std::array<const char*, kSoundCount> kNames = {"shot",       "small-bang", "medium-bang", "large-bang", "ship-bang",
                                                                    "extra-life", "respawn",    "thrust",      "beat-low",   "beat-high"};
    return index < kSoundCount ? kNames[index] : "unknown";
}

std::optional<Sound> soundFor(const sim::GameEvent& event) {
    using Kind = sim::GameEvent::Kind;
    switch (event.kind) {
        case Kind::Shot: return Sound::Shot;
        case Kind::AsteroidDestroyed:
            return event.size == sim::AsteroidSize::Large ? Sound::LargeBang : event.size == sim::AsteroidSize::Medium ? Sound::MediumBang : Sound::SmallBang;
        case Kind::ShipDestroyed: return Sound::ShipBang;
        case Kind::ExtraLife: return Sound::ExtraLife;
        case Kind::ShipRespawned: return Sound::Respawn;
        // The jump and the return share the respawn's chime: the ship appearing somewhere new.
        case Kind::HyperspaceJump:
        case Kind::HyperspaceReturn: return Sound::Respawn;
        case Kind::SaucerDestroyed: return Sound::MediumBang;
        case Kind::WaveStarted:
        case Kind::GameOver:
        case Kind::Spawned:
        case Kind::SpawnMoved:
        case Kind::SpawnRefused:
        case Kind::SaucerAppeared:
        case Kind::SaucerLeft: return std::nullopt;
    }
    return std::nullopt;
}

SoundBank synthesiseSounds(std::uint64_t seed) {
    sim::Random random = sim::makeRandom(seed, 0xA0D10);
    SoundBank bank;
    auto set = [&](Sound s, const Wave& wave) {
        const auto i = static_cast<std::size_t>(s);
        bank.samples[i] = atPeak(wave, kPeakDbfs[i]);
    };
    set(Sound::Shot, blip(1400.0, 500.0, 0.07));
    set(Sound::SmallBang, bang(random, 0.25, 2400.0));
    set(Sound::MediumBang, bang(random, 0.45, 1200.0));
    set(Sound::LargeBang, bang(random, 0.7, 600.0));
    set(Sound::ShipBang, bang(random, 1.4, 350.0));
    set(Sound::ExtraLife, arpeggio({523.3, 659.3, 784.0, 1046.5, 784.0, 1046.5}, 0.07));
    set(Sound::Respawn, arpeggio({392.0, 523.3}, 0.06));
    set(Sound::Thrust, rumble(random, 0.4, 260.0));
    set(Sound::BeatLow, thump(82.0, 0.14));
    set(Sound::BeatHigh, thump(98.0, 0.14));
    return bank;
}

}  // namespace audio
