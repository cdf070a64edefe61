#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <vector>

#include "audio/Mixer.h"

namespace {

const audio::SoundBank& bank() {
    static const audio::SoundBank sounds = audio::synthesiseSounds(11);
    return sounds;
}

std::vector<std::int16_t> renderSamples(audio::Mixer& mixer, std::size_t count) {
    std::vector<std::int16_t> out(count);
    mixer.render(out);
    return out;
}

int peak(const std::vector<std::int16_t>& samples) {
    int loudest = 0;
    for (const std::int16_t s : samples) loudest = std::max(loudest, std::abs(static_cast<int>(s)));
    return loudest;
}

// The largest sample the limiter can give, as a 16-bit value.
const int kCeilingSample = static_cast<int>(std::lround(audio::kMixCeiling * 32767.0));

}  // namespace

TEST_CASE("the soft limiter passes quiet samples unchanged and bends loud ones below the ceiling, smoothly and in order") {
    for (const double x : {0.0, 0.1, -0.3, 0.49, audio::kLimiterThreshold, -audio::kLimiterThreshold}) CHECK(audio::softLimit(x) == x);
    double before = audio::softLimit(-1000.0);
    for (double x = -1000.0; x <= 1000.0; x += 0.01) {
        const double y = audio::softLimit(x);
        REQUIRE(std::abs(y) < audio::kMixCeiling);
        REQUIRE(y >= before);
        REQUIRE(audio::softLimit(-x) == -y);
        before = y;
    }
    // Just above the threshold the slope is still about 1: no kink where limiting starts.
    const double step = 1e-6;
    CHECK((audio::softLimit(audio::kLimiterThreshold + step) - audio::kLimiterThreshold) / step == doctest::Approx(1.0).epsilon(1e-3));
    CHECK(audio::softLimit(1e300) < audio::kMixCeiling);
}

TEST_CASE("one sound alone comes out exactly as synthesised, untouched by the limiter") {
    audio::Mixer mixer(bank());
    mixer.start(audio::Sound::ShipBang);
    const auto& ship = bank()[audio::Sound::ShipBang];
    const auto out = renderSamples(mixer, ship.size() + 100);
    CHECK(std::equal(ship.begin(), ship.end(), out.begin()));
    CHECK(std::all_of(out.begin() + static_cast<std::ptrdiff_t>(ship.size()), out.end(), [](std::int16_t s) { return s == 0; }));
    CHECK(mixer.limitedSamples() == 0);
}

TEST_CASE("every voice playing the loudest sound at once, with thrust under it, stays below the ceiling") {
    audio::Mixer mixer(bank());
    for (std::size_t i = 0; i < audio::Mixer::kVoices; ++i) mixer.start(audio::Sound::ShipBang);
    mixer.holdLoop(audio::Sound::Thrust, audio::kSampleRate);
    const auto out = renderSamples(mixer, bank()[audio::Sound::ShipBang].size());
    const int loudest = peak(out);
    MESSAGE("12 ship explosions at once: peak ", 20 * std::log10(loudest / 32767.0), " dBFS, ", mixer.limitedSamples(), " samples limited");
    CHECK(loudest <= kCeilingSample);
    CHECK(loudest < 32767);
    CHECK(mixer.limitedSamples() > 1000);  // the worst case really did need the limiter
    CHECK(loudest > static_cast<int>(audio::kLimiterThreshold * 32767));
}

TEST_CASE("every sound in the bank started together, twice over, stays below the ceiling at full volume") {
    audio::Mixer mixer(bank());
    for (int round = 0; round < 2; ++round) {
        for (std::size_t i = 0; i < audio::kSoundCount; ++i) {
            if (static_cast<audio::Sound>(i) != audio::Sound::Thrust) mixer.start(static_cast<audio::Sound>(i));
        }
    }
    mixer.holdLoop(audio::Sound::Thrust, audio::kSampleRate * 2);
    CHECK(peak(renderSamples(mixer, 2 * audio::kSampleRate)) <= kCeilingSample);
}

TEST_CASE("a new sound always starts: with every voice busy it takes the one nearest its end") {
    audio::Mixer mixer(bank());
    for (std::size_t i = 0; i < audio::Mixer::kVoices; ++i) mixer.start(audio::Sound::ShipBang);
    renderSamples(mixer, 1000);
    mixer.start(audio::Sound::Shot);  // every voice is equally far on: the shot replaces one explosion
    audio::Mixer reference(bank());
    for (std::size_t i = 0; i + 1 < audio::Mixer::kVoices; ++i) reference.start(audio::Sound::ShipBang);
    renderSamples(reference, 1000);
    reference.start(audio::Sound::Shot);
    CHECK(renderSamples(mixer, 4000) == renderSamples(reference, 4000));
}

TEST_CASE("the master volume scales the mix, 0 is silence and values outside 0 to 1 are clamped") {
    const auto& shot = bank()[audio::Sound::Shot];
    audio::Mixer half(bank());
    half.setVolume(0.5);
    half.start(audio::Sound::Shot);
    const auto out = renderSamples(half, shot.size());
    for (std::size_t i = 0; i < shot.size(); ++i) REQUIRE(std::abs(out[i] - shot[i] * 0.5) <= 0.5);
    audio::Mixer silent(bank());
    silent.setVolume(0.0);
    silent.start(audio::Sound::ShipBang);
    CHECK(peak(renderSamples(silent, 4000)) == 0);
    silent.setVolume(7.0);
    CHECK(silent.volume() == 1.0);
    silent.setVolume(-1.0);
    CHECK(silent.volume() == 0.0);
    silent.setVolume(std::nan(""));
    CHECK(silent.volume() == 0.0);
}

TEST_CASE("the thrust loop fades in without a click, holds while renewed and fades out to silence when not") {
    audio::Mixer mixer(bank());
    const int hold = audio::kSampleRate / 10;
    mixer.holdLoop(audio::Sound::Thrust, hold);
    const auto start = renderSamples(mixer, 64);
    CHECK(std::abs(start[0]) <= 8);  // the first sample is nearly silent, not a step to the loop's level
    // Renewed for two seconds: longer than the loop itself, so it wraps round and keeps going.
    for (int i = 0; i < 20; ++i) {
        mixer.holdLoop(audio::Sound::Thrust, hold);
        CHECK(peak(renderSamples(mixer, audio::kSampleRate / 10)) > 1000);
    }
    const auto release = renderSamples(mixer, hold + audio::kSampleRate / 10);
    CHECK(peak(release) > 0);
    CHECK(peak(renderSamples(mixer, 1000)) == 0);
}

TEST_CASE("stopAll silences every voice and the loop at once") {
    audio::Mixer mixer(bank());
    mixer.start(audio::Sound::ShipBang);
    mixer.holdLoop(audio::Sound::Thrust, audio::kSampleRate);
    renderSamples(mixer, 100);
    mixer.stopAll();
    CHECK(peak(renderSamples(mixer, 1000)) == 0);
}
