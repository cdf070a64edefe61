#include <doctest/doctest.h>

#include <algorithm>
#include <array>

#include "sim/Autopilot.h"
#include "sim/Crowd.h"
#include "sim/Game.h"
#include "sim/StateHash.h"

namespace {

long turretBullets(const sim::World& world) {
    return std::count_if(world.bullets.begin(), world.bullets.end(), [](const sim::Bullet& b) { return b.fromSaucer; });
}

// Steps a crowd of n for `ticks` with no input; returns the mean number of turret bullets alive over the last `measured` ticks.
double meanBulletsAlive(sim::World& world, int ticks, int measured) {
    sim::StepContext context;
    double sum = 0.0;
    for (int t = 0; t < ticks; ++t) {
        sim::step(world, {}, context);
        if (t >= ticks - measured) sum += static_cast<double>(turretBullets(world));
    }
    return sum / measured;
}

}  // namespace

TEST_CASE("a crowd's field keeps the normal game's density and is 16 by 9") {
    CHECK(sim::normalDensity() == doctest::Approx(11 * 3.141592653589793 * 64 * 64 / (1280.0 * 720.0)));
    for (int n : {300, 2000, 10000, 12000}) {
        const sim::Settings s = sim::crowdSettings(n, 1);
        CHECK(s.crowd == n);
        CHECK(s.fieldWidth * 9 == s.fieldHeight * 16);
        const double density = sim::crowdDensity(n, s.fieldWidth, s.fieldHeight);
        CHECK(density <= sim::normalDensity());
        CHECK(density > 0.98 * sim::normalDensity());
    }
}

TEST_CASE("a small crowd gets the normal field, never a smaller one") {
    const sim::Settings s = sim::crowdSettings(5, 3);
    CHECK(s.fieldWidth == 1280.0);
    CHECK(s.fieldHeight == 720.0);
    CHECK(sim::crowdDensity(5, s.fieldWidth, s.fieldHeight) < sim::normalDensity());
}

TEST_CASE("a crowd starts with n asteroids, a third of each size, no waves and no bullets") {
    const sim::World w = sim::newGame(sim::crowdSettings(2000, 7));
    REQUIRE(w.asteroids.size() == 2000);
    std::array<int, 3> bySize{};
    for (const sim::Asteroid& a : w.asteroids) ++bySize[static_cast<std::size_t>(a.size)];
    CHECK(bySize[0] == 667);
    CHECK(bySize[1] == 667);
    CHECK(bySize[2] == 666);
    CHECK(w.waveDelayTicks == 0);
    CHECK(w.bullets.empty());
}

TEST_CASE("turrets stand on a lattice inside the field and turn with the tick") {
    const sim::Settings s = sim::crowdSettings(10000, 1);
    const std::vector<sim::Turret> now = sim::crowdTurrets(s, 0);
    const std::vector<sim::Turret> later = sim::crowdTurrets(s, 60);
    REQUIRE(now.size() >= 40);
    REQUIRE(now.size() == later.size());
    for (std::size_t i = 0; i < now.size(); ++i) {
        CHECK(now[i].position.x > 0.0);
        CHECK(now[i].position.x < s.fieldWidth);
        CHECK(now[i].position.y > 0.0);
        CHECK(now[i].position.y < s.fieldHeight);
        CHECK(now[i].position == later[i].position);
        CHECK(now[i].angle != later[i].angle);
    }
    CHECK(sim::crowdTurrets(sim::Settings{}, 0).empty());
}

TEST_CASE("in steady state about n turret bullets are alive, for 300 and 2000") {
    for (int n : {300, 2000}) {
        CAPTURE(n);
        sim::World w = sim::newGame(sim::crowdSettings(n, 11));
        const double mean = meanBulletsAlive(w, 600, 120);
        CHECK(mean > 0.9 * n);
        CHECK(mean <= n + 0.0);
        // Topped up before the collisions, so a tick's breaks may leave a few short of n; splits never take it past n.
        CHECK(static_cast<double>(w.asteroids.size()) >= 0.97 * n);
        CHECK(w.asteroids.size() <= static_cast<std::size_t>(n));
        std::array<int, 3> bySize{};
        for (const sim::Asteroid& a : w.asteroids) ++bySize[static_cast<std::size_t>(a.size)];
        for (int count : bySize) CHECK(count > n / 8);  // still mixed (large ones break first; the top-up brings them back)
    }
}

TEST_CASE("a crowd never ends: no game over, no saucers, the ship stays on the field through hyperspace and asteroids") {
    sim::World w = sim::newGame(sim::crowdSettings(500, 5));
    sim::StepContext context;
    for (int t = 0; t < 3000; ++t) {
        sim::TickInput input = sim::autopilotInput(w);
        input.buttons |= sim::kHyperspace;
        sim::step(w, input, context);
        REQUIRE(w.phase == sim::Phase::Playing);
        REQUIRE(sim::onField(w.ship));
        REQUIRE(w.saucers.empty());
    }
    CHECK(w.wave == 0);
    CHECK(w.lives == sim::kStartLives);
    CHECK(w.asteroids.size() >= 485);
}

TEST_CASE("the same crowd and seed give the same hashes, another seed another crowd") {
    auto play = [](std::uint64_t seed) {
        sim::World w = sim::newGame(sim::crowdSettings(1000, seed));
        sim::StepContext context;
        for (int t = 0; t < 400; ++t) sim::step(w, sim::autopilotInput(w), context);
        return sim::hashState(w);
    };
    CHECK(play(3) == play(3));
    CHECK(play(3).whole != play(4).whole);
}

TEST_CASE("crowd input drops hyperspace and keeps every other button and the click") {
    sim::TickInput input{static_cast<std::uint8_t>(sim::kAllButtons), true, {5.0, 6.0}};
    const sim::TickInput used = sim::crowdInput(input);
    CHECK(used.buttons == (sim::kAllButtons & ~sim::kHyperspace));
    CHECK(used.spawnAsteroid);
    CHECK(used.spawnAt == input.spawnAt);
}
