#include <doctest/doctest.h>

#include <SDL.h>

#include <algorithm>
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
}
