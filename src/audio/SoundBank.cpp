#include "audio/SoundBank.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "sim/Random.h"

namespace audio {

namespace {

std::int16_t toSample(double x) {
    return static_cast<std::int16_t>(std::clamp(x, -1.0, 1.0) * 32767.0);
}

// A square wave gliding from one pitch to another, with a linear fade: the
// classic arcade "pew".
std::vector<std::int16_t> blip(double fromHz, double toHz, double seconds, double volume) {
    const int n = static_cast<int>(seconds * kSampleRate);
    std::vector<std::int16_t> out(static_cast<std::size_t>(n));
    double phase = 0.0;
    for (int i = 0; i < n; ++i) {
        const double t = static_cast<double>(i) / n;
        phase += (fromHz + (toHz - fromHz) * t) / kSampleRate;
        const double square = std::fmod(phase, 1.0) < 0.5 ? 1.0 : -1.0;
        out[static_cast<std::size_t>(i)] = toSample(square * volume * (1.0 - t));
    }
    return out;
}

// White noise through a one-pole low-pass filter, decaying exponentially:
// a lower cutoff and a longer decay sound like a bigger rock.
std::vector<std::int16_t> bang(sim::Random& random, double seconds, double cutoffHz, double volume) {
    const int n = static_cast<int>(seconds * kSampleRate);
    std::vector<std::int16_t> out(static_cast<std::size_t>(n));
    const double smoothing = 1.0 - std::exp(-2.0 * std::numbers::pi * cutoffHz / kSampleRate);
    double filtered = 0.0;
    for (int i = 0; i < n; ++i) {
        const double t = static_cast<double>(i) / n;
        filtered += smoothing * (sim::nextInRange(random, -1.0, 1.0) - filtered);
        out[static_cast<std::size_t>(i)] = toSample(filtered * volume * std::exp(-5.0 * t));
    }
    return out;
}

std::vector<std::int16_t> arpeggio(std::initializer_list<double> notesHz, double noteSeconds, double volume) {
    std::vector<std::int16_t> out;
    for (const double hz : notesHz) {
        const std::vector<std::int16_t> note = blip(hz, hz, noteSeconds, volume);
        out.insert(out.end(), note.begin(), note.end());
    }
    return out;
}

}  // namespace

SoundBank synthesiseSounds(std::uint64_t seed) {
    sim::Random random = sim::makeRandom(seed, 0xA0D10);
    SoundBank bank;
    auto set = [&](Sound s, std::vector<std::int16_t> samples) { bank.samples[static_cast<std::size_t>(s)] = std::move(samples); };
    set(Sound::Shot, blip(1400.0, 500.0, 0.07, 0.18));
    set(Sound::SmallBang, bang(random, 0.25, 2400.0, 0.9));
    set(Sound::MediumBang, bang(random, 0.45, 1200.0, 1.2));
    set(Sound::LargeBang, bang(random, 0.7, 600.0, 1.6));
    set(Sound::ShipBang, bang(random, 1.4, 350.0, 2.0));
    set(Sound::ExtraLife, arpeggio({523.3, 659.3, 784.0, 1046.5}, 0.07, 0.2));
    set(Sound::Respawn, arpeggio({392.0, 523.3}, 0.06, 0.12));
    return bank;
}

}  // namespace audio
