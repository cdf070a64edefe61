#include <doctest/doctest.h>

#include "TestWorlds.h"
#include "sim/DecisionText.h"
#include "sim/Field.h"

using sim::AsteroidSize;
using testing::quietWorld;
using testing::restingAsteroid;
using testing::restingBullet;

namespace {

sim::TickInput clickAt(geometry::Vec2 at) { return {.buttons = 0, .spawnAsteroid = true, .spawnAt = at}; }

bool reported(const sim::StepReport& report, sim::GameEvent::Kind kind) {
    for (const sim::GameEvent& e : report.events) if (e.kind == kind) return true;
    return false;
}

// A world holding exactly kMaxLiveAsteroids small asteroids at rest, far from the ship.
sim::World fullWorld() {
    sim::World w = quietWorld();
    w.asteroids.reserve(sim::kMaxLiveAsteroids);
    while (static_cast<int>(w.asteroids.size()) < sim::kMaxLiveAsteroids) {
        w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Small, {900, 500}, 10));
    }
    return w;
}

}  // namespace

TEST_CASE("a click far from the ship places a marked asteroid where asked and the world remembers a spawn") {
    sim::World w = quietWorld();
    sim::StepContext context;
    CHECK_FALSE(w.spawnedThisGame);
    sim::step(w, clickAt({800, 500}), context);
    REQUIRE(w.asteroids.size() == 1);
    CHECK(w.asteroids[0].spawned);
    CHECK(w.spawnedThisGame);
    CHECK(w.lastSpawn.outcome == sim::SpawnNotice::Outcome::Placed);
    CHECK(reported(context.report, sim::GameEvent::Kind::Spawned));
}

TEST_CASE("a click on the ship is moved to the clearance distance straight away from it and says where it went") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.ship.position = {640, 360};
    sim::step(w, clickAt({660, 360}), context);
    REQUIRE(w.asteroids.size() == 1);
    CHECK(w.lastSpawn.outcome == sim::SpawnNotice::Outcome::MovedClear);
    CHECK(w.lastSpawn.asked == geometry::Vec2{660, 360});
    CHECK(w.lastSpawn.placed == geometry::Vec2{640 + sim::kSpawnShipClearance, 360});
    // It was placed there, then drifted for one tick.
    CHECK(length(sim::shortestDelta(w.settings, w.ship.position, w.asteroids[0].position)) > sim::kSpawnShipClearance - 5);
    CHECK(reported(context.report, sim::GameEvent::Kind::SpawnMoved));
}

TEST_CASE("a click across the seam from the ship is moved away the short way round") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.ship.position = {5, 360};
    sim::step(w, clickAt({w.settings.fieldWidth - 10, 360}), context);
    CHECK(w.lastSpawn.placed == geometry::Vec2{w.settings.fieldWidth + 5 - sim::kSpawnShipClearance, 360});
}

TEST_CASE("pieces of a clicked asteroid are marked too and breaking any of them scores nothing") {
    sim::World w = quietWorld();
    sim::StepContext context;
    sim::Asteroid rock = restingAsteroid(w, AsteroidSize::Large, {600, 400}, 60);
    rock.spawned = true;
    w.asteroids.push_back(rock);
    w.bullets.push_back(restingBullet(w, {610, 405}));
    sim::step(w, {}, context);
    REQUIRE(w.asteroids.size() == 2);
    CHECK(w.asteroids[0].spawned);
    CHECK(w.asteroids[1].spawned);
    CHECK(w.score == 0);
}

TEST_CASE("a click at the asteroid cap is refused, noted and reported") {
    sim::World w = fullWorld();
    sim::StepContext context;
    sim::step(w, clickAt({300, 300}), context);
    CHECK(static_cast<int>(w.asteroids.size()) == sim::kMaxLiveAsteroids);
    CHECK_FALSE(w.spawnedThisGame);
    CHECK(w.lastSpawn.outcome == sim::SpawnNotice::Outcome::RefusedFull);
    REQUIRE(reported(context.report, sim::GameEvent::Kind::SpawnRefused));
    const std::string text = sim::describeEvent(context.report.events.front(), w);
    CHECK(text.find("spawn-refused asked=300,300 reason=cap") != std::string::npos);
}

TEST_CASE("a split at the asteroid cap keeps only the pieces that fit") {
    sim::World w = fullWorld();
    sim::StepContext context;
    w.asteroids.pop_back();
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Large, {300, 300}, 60));  // one under the cap's worth of room: none
    w.bullets.push_back(restingBullet(w, {300, 300}));
    sim::step(w, {}, context);
    CHECK(static_cast<int>(w.asteroids.size()) == sim::kMaxLiveAsteroids - 1 + 1);  // the large one went, one medium came
    CHECK(w.asteroids.back().size == AsteroidSize::Medium);
}

TEST_CASE("clicks on every tick past the cap are refused one by one and the field stays at the cap") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.asteroids.reserve(sim::kMaxLiveAsteroids);
    while (static_cast<int>(w.asteroids.size()) < sim::kMaxLiveAsteroids - 3) w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Small, {900, 500}, 10));
    int refused = 0;
    for (int t = 0; t < 10; ++t) {
        sim::step(w, clickAt({300.0 + t, 300.0}), context);
        refused += reported(context.report, sim::GameEvent::Kind::SpawnRefused) ? 1 : 0;
    }
    CHECK(refused == 7);
    CHECK(static_cast<int>(w.asteroids.size()) == sim::kMaxLiveAsteroids);
}

TEST_CASE("a dead ship waits for a clear centre once its delay is over, and says so until it respawns") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.ship.alive = false;
    w.ship.respawnTicks = 2;
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Large, {w.settings.fieldWidth / 2, w.settings.fieldHeight / 2}, 60));
    CHECK_FALSE(sim::waitingForClearCentre(w));
    sim::step(w, {}, context);
    CHECK_FALSE(sim::waitingForClearCentre(w));
    sim::step(w, {}, context);
    CHECK(sim::waitingForClearCentre(w));
    w.asteroids.clear();
    w.waveDelayTicks = 100000;
    sim::step(w, {}, context);
    CHECK(w.ship.alive);
    CHECK_FALSE(sim::waitingForClearCentre(w));
}
