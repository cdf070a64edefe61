#include "audio/Mixer.h"

#include <algorithm>
#include <cmath>

namespace audio {

namespace {
// Thrust fades in over 10 ms and out over 60 ms: fast enough to follow the key, slow enough not to click.
constexpr double kLoopAttackPerSample = 1.0 / (0.010 * kSampleRate);
constexpr double kLoopReleasePerSample = 1.0 / (0.060 * kSampleRate);
constexpr double kFullScale = 32767.0;
}  // namespace

double softLimit(double x) {
    const double magnitude = std::abs(x);
    if (magnitude <= kLimiterThreshold) return x;
    const double room = kMixCeiling - kLimiterThreshold;
    const double bent = kLimiterThreshold + room * std::tanh((magnitude - kLimiterThreshold) / room);
    // tanh rounds to 1 for large arguments; keep the promise of staying below the ceiling.
    return std::copysign(std::min(bent, std::nextafter(kMixCeiling, 0.0)), x);
}

void Mixer::start(Sound sound) {
    auto voice = std::find_if(voices_.begin(), voices_.end(), [](const Voice& v) { return v.samples == nullptr; });
    if (voice == voices_.end()) {
        voice = std::max_element(voices_.begin(), voices_.end(),
                                 [](const Voice& a, const Voice& b) { return a.next * b.samples->size() < b.next * a.samples->size(); });
    }
    *voice = {&(*bank_)[sound], 0};
}

void Mixer::holdLoop(Sound sound, int samples) {
    const auto* wanted = &(*bank_)[sound];
    if (loop_.samples != wanted) loop_ = {wanted, 0};
    loopHeld_ = std::max(loopHeld_, samples);
}

void Mixer::stopAll() {
    voices_.fill({});
    loop_ = {};
    loopHeld_ = 0;
    loopGain_ = 0.0;
}

void Mixer::setVolume(double volume) { volume_ = std::clamp(std::isnan(volume) ? 0.0 : volume, 0.0, 1.0); }

// The loop's next sample with its fade applied; it wraps round its samples until the fade reaches zero.
double Mixer::loopSample() {
    if (loop_.samples == nullptr || loop_.samples->empty()) return 0.0;
    loopGain_ = loopHeld_ > 0 ? std::min(1.0, loopGain_ + kLoopAttackPerSample) : std::max(0.0, loopGain_ - kLoopReleasePerSample);
    loopHeld_ = std::max(0, loopHeld_ - 1);
    const double sample = (*loop_.samples)[loop_.next] * loopGain_;
    loop_.next = (loop_.next + 1) % loop_.samples->size();
    if (loopGain_ == 0.0 && loopHeld_ == 0) loop_ = {};
    return sample;
}

void Mixer::render(std::span<std::int16_t> out) {
    for (std::int16_t& sample : out) {
        double sum = loopSample();
        for (Voice& voice : voices_) {
            if (voice.samples == nullptr) continue;
            sum += (*voice.samples)[voice.next];
            if (++voice.next >= voice.samples->size()) voice = {};
        }
        const double level = sum * volume_ / kFullScale;
        const double limited = softLimit(level);
        if (limited != level) ++limited_;
        sample = static_cast<std::int16_t>(std::lround(limited * kFullScale));
    }
}

}  // namespace audio
