#include <doctest/doctest.h>

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "audio/Speaker.h"
#include "audio/SoundBank.h"

TEST_CASE("every sound is synthesised, audible and shorter than two seconds") {
    const audio::SoundBank bank = audio::synthesiseSounds(1);
    for (std::size_t i = 0; i < audio::kSoundCount; ++i) {
        const auto& s = bank.samples[i];
        CAPTURE(i);
        CHECK_FALSE(s.empty());
        CHECK(s.size() < 2u * audio::kSampleRate);
        const auto loudest = std::max_element(s.begin(), s.end(), [](auto a, auto b) { return std::abs(a) < std::abs(b); });
        CHECK(std::abs(*loudest) > 1000);
    }
    CHECK(bank[audio::Sound::Shot].size() < bank[audio::Sound::LargeBang].size());
}

TEST_CASE("each sound peaks at its level in the table, every one at least 6 dB below full scale") {
    const audio::SoundBank bank = audio::synthesiseSounds(2);
    for (std::size_t i = 0; i < audio::kSoundCount; ++i) {
        CAPTURE(audio::soundName(i));
        int loudest = 0;
        for (const std::int16_t s : bank.samples[i]) loudest = std::max(loudest, std::abs(static_cast<int>(s)));
        CHECK(20.0 * std::log10(loudest / 32767.0) == doctest::Approx(audio::kPeakDbfs[i]).epsilon(0.002));
        CHECK(audio::kPeakDbfs[i] <= -6.0);
    }
    CHECK(audio::kPeakDbfs[static_cast<std::size_t>(audio::Sound::Shot)] < audio::kPeakDbfs[static_cast<std::size_t>(audio::Sound::ShipBang)]);
}

TEST_CASE("the thrust loop joins its end to its start without a jump") {
    const audio::SoundBank bank = audio::synthesiseSounds(3);
    const auto& thrust = bank[audio::Sound::Thrust];
    int largestStep = 0;
    for (std::size_t i = 1; i < thrust.size(); ++i) largestStep = std::max(largestStep, std::abs(thrust[i] - thrust[i - 1]));
    CHECK(std::abs(thrust.front() - thrust.back()) <= largestStep);
}

TEST_CASE("explosion noise comes from its own seed and is the same for the same seed") {
    CHECK(audio::synthesiseSounds(5)[audio::Sound::LargeBang] == audio::synthesiseSounds(5)[audio::Sound::LargeBang]);
    CHECK(audio::synthesiseSounds(5)[audio::Sound::LargeBang] != audio::synthesiseSounds(6)[audio::Sound::LargeBang]);
}

TEST_CASE("the speaker plays game events on a silent device without trouble") {
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
    audio::Speaker speaker(3);
    CHECK(speaker.device().ok());
    const sim::GameEvent events[] = {{sim::GameEvent::Kind::Shot, {}, sim::AsteroidSize::Small, {}},
                                     {sim::GameEvent::Kind::AsteroidDestroyed, {}, sim::AsteroidSize::Large, {}}};
    for (int i = 0; i < 40; ++i) speaker.playEvents(events);  // more than there are voices
    SDL_Delay(30);
    speaker.setMuted(true);
    speaker.play(audio::Sound::ShipBang);
    CHECK(speaker.muted());
    speaker.setVolume(0.25);
    CHECK(speaker.volume() == 0.25);
    speaker.setVolume(3.0);
    CHECK(speaker.volume() == 1.0);
}

TEST_CASE("each game event makes its sound: an extra life its jingle, a rock a bang by its size, the ship its explosion, a jump the chime, a saucer a bang") {
    using Kind = sim::GameEvent::Kind;
    auto of = [](Kind kind, sim::AsteroidSize size = sim::AsteroidSize::Large) { return audio::soundFor({kind, {}, size}); };
    CHECK(of(Kind::ExtraLife) == audio::Sound::ExtraLife);
    CHECK(of(Kind::Shot) == audio::Sound::Shot);
    CHECK(of(Kind::AsteroidDestroyed, sim::AsteroidSize::Large) == audio::Sound::LargeBang);
    CHECK(of(Kind::AsteroidDestroyed, sim::AsteroidSize::Medium) == audio::Sound::MediumBang);
    CHECK(of(Kind::AsteroidDestroyed, sim::AsteroidSize::Small) == audio::Sound::SmallBang);
    CHECK(of(Kind::ShipDestroyed) == audio::Sound::ShipBang);
    CHECK(of(Kind::ShipRespawned) == audio::Sound::Respawn);
    CHECK_FALSE(of(Kind::WaveStarted).has_value());
    CHECK_FALSE(of(Kind::GameOver).has_value());
    CHECK(of(Kind::HyperspaceJump) == audio::Sound::Respawn);
    CHECK(of(Kind::HyperspaceReturn) == audio::Sound::Respawn);
    CHECK(of(Kind::SaucerDestroyed) == audio::Sound::MediumBang);
    CHECK_FALSE(of(Kind::SpawnRefused).has_value());
    CHECK_FALSE(of(Kind::SaucerAppeared).has_value());
    // The jingle is the longest of the short sounds: it should be heard over the shooting that earned it.
    const audio::SoundBank bank = audio::synthesiseSounds(1);
    CHECK(bank[audio::Sound::ExtraLife].size() > 5 * bank[audio::Sound::Shot].size());
}
