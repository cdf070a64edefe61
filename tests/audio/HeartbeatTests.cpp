#include <doctest/doctest.h>

#include <optional>
#include <vector>

#include "audio/Heartbeat.h"
#include "sim/Game.h"

namespace {

// The ticks on which notes start over `ticks` ticks of an unchanging world, and the notes.
struct Beats {
    std::vector<int> ticks;
    std::vector<audio::Sound> notes;
};
Beats listen(audio::Heartbeat& heart, const sim::World& world, int ticks) {
    Beats beats;
    for (int t = 0; t < ticks; ++t) {
        if (const auto note = audio::heartbeatTick(heart, world)) {
            beats.ticks.push_back(t);
            beats.notes.push_back(*note);
        }
    }
    return beats;
}

sim::World firstWave() {
    sim::World world = sim::newGame({.seed = 4});
    sim::StepContext context;
    while (world.asteroids.empty()) sim::step(world, {}, context);
    return world;
}

}  // namespace

TEST_CASE("the beat runs from slowest with the wave untouched to fastest with one small rock left") {
    CHECK(audio::beatInterval(28, 28) == audio::kSlowestBeatTicks);
    CHECK(audio::beatInterval(1, 28) == audio::kFastestBeatTicks);
    for (int left = 2; left <= 28; ++left) CHECK(audio::beatInterval(left, 28) >= audio::beatInterval(left - 1, 28));
    CHECK(audio::beatInterval(14, 28) < audio::kSlowestBeatTicks);
    CHECK(audio::beatInterval(14, 28) > audio::kFastestBeatTicks);
}

TEST_CASE("rock left counts a large asteroid as seven shots, a medium as three, a small as one") {
    sim::World world = firstWave();
    const int large = static_cast<int>(world.asteroids.size());
    CHECK(audio::remainingRock(world) == 7 * large);
    world.asteroids[0].size = sim::AsteroidSize::Medium;
    CHECK(audio::remainingRock(world) == 7 * large - 4);
    world.asteroids[0].size = sim::AsteroidSize::Small;
    CHECK(audio::remainingRock(world) == 7 * large - 6);
}

TEST_CASE("the heartbeat alternates low and high notes and quickens as the wave empties") {
    sim::World world = firstWave();
    audio::Heartbeat heart;
    const Beats full = listen(heart, world, 400);
    REQUIRE(full.ticks.size() >= 3);
    CHECK(full.ticks[0] == 0);
    CHECK(full.ticks[1] - full.ticks[0] == audio::kSlowestBeatTicks);
    for (std::size_t i = 0; i < full.notes.size(); ++i) CHECK(full.notes[i] == (i % 2 == 0 ? audio::Sound::BeatLow : audio::Sound::BeatHigh));
    world.asteroids.resize(1);
    world.asteroids[0].size = sim::AsteroidSize::Small;
    const Beats last = listen(heart, world, 400);
    REQUIRE(last.ticks.size() >= 3);
    CHECK(last.ticks[2] - last.ticks[1] == audio::kFastestBeatTicks);
}

TEST_CASE("the heartbeat is silent between waves, while the ship is dead and after game over") {
    sim::World world = firstWave();
    audio::Heartbeat heart;
    sim::World cleared = world;
    cleared.asteroids.clear();
    CHECK(listen(heart, cleared, 200).ticks.empty());
    sim::World dead = world;
    dead.ship.alive = false;
    CHECK(listen(heart, dead, 200).ticks.empty());
    sim::World over = world;
    over.phase = sim::Phase::GameOver;
    CHECK(listen(heart, over, 200).ticks.empty());
    CHECK(listen(heart, world, 1).ticks.size() == 1);  // and resumes at once
}
