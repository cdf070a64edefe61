#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "TestWorlds.h"
#include "sim/StateHash.h"

using sim::AsteroidSize;
using testing::quietWorld;
using testing::restingAsteroid;
using testing::restingBullet;

TEST_CASE("a bullet inside a large asteroid splits it into two medium ones and scores 20") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Large, {600, 400}, 60));
    w.bullets.push_back(restingBullet(w, {610, 405}));
    sim::step(w, {}, context);
    REQUIRE(w.asteroids.size() == 2);
    CHECK(w.asteroids[0].size == AsteroidSize::Medium);
    CHECK(w.asteroids[1].size == AsteroidSize::Medium);
    CHECK(w.score == 20);
    CHECK(w.bullets.empty());
    CHECK(context.report.counters.hits == 1);
}

TEST_CASE("a step reports each asteroid it broke, as it was when struck, in the order of its AsteroidDestroyed events") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Large, {600, 400}, 60));
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Small, {200, 200}, 15));
    w.asteroids.back().angle = 0.5;
    const sim::Asteroid large = w.asteroids[0], small = w.asteroids[1];
    w.bullets.push_back(restingBullet(w, {202, 201}));
    w.bullets.push_back(restingBullet(w, {610, 405}));
    sim::step(w, {}, context);
    std::vector<std::uint32_t> destroyed;
    for (const sim::GameEvent& e : context.report.events) {
        if (e.kind == sim::GameEvent::Kind::AsteroidDestroyed) destroyed.push_back(e.id);
    }
    REQUIRE(destroyed.size() == 2);
    REQUIRE(context.report.broken.size() == 2);
    for (std::size_t i = 0; i < 2; ++i) {
        const sim::BrokenAsteroid& b = context.report.broken[i];
        const sim::Asteroid& was = b.id == large.id ? large : small;
        CHECK(b.id == destroyed[i]);
        CHECK(b.position == was.position);
        CHECK(b.angle == was.angle);
        CHECK(b.shape == *was.shape);
    }
    sim::step(w, {}, context);
    CHECK(context.report.broken.empty());  // the next step reports its own
}

TEST_CASE("medium asteroids split into small ones for 50 and small ones vanish for 100") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Medium, {300, 300}, 30));
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Small, {900, 500}, 15));
    w.bullets.push_back(restingBullet(w, {300, 300}));
    w.bullets.push_back(restingBullet(w, {900, 500}));
    sim::step(w, {}, context);
    REQUIRE(w.asteroids.size() == 2);
    CHECK(w.asteroids[0].size == AsteroidSize::Small);
    CHECK(w.asteroids[1].size == AsteroidSize::Small);
    CHECK(w.score == 150);
}

TEST_CASE("a bullet in an asteroid's bounding box but outside its outline misses") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Large, {600, 400}, 60));
    w.bullets.push_back(restingBullet(w, {600 + 57, 400 + 57}));  // box corner: inside the box, outside the octagon
    sim::step(w, {}, context);
    CHECK(w.asteroids.size() == 1);
    CHECK(w.bullets.size() == 1);
    CHECK(context.report.counters.boxTests >= 1);
    CHECK(context.report.counters.pointInPolygonTests == 0);  // the bounding circle already rejected it
}

TEST_CASE("a bullet just right of x = 0 hits an asteroid that straddles x = width") {
    sim::World w = quietWorld();
    sim::StepContext context;
    const double width = w.settings.fieldWidth;
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Small, {width - 5, 360}, 20));
    w.bullets.push_back(restingBullet(w, {3, 361}));
    sim::step(w, {}, context);
    CHECK(w.asteroids.empty());
    CHECK(w.score == 100);
}

TEST_CASE("a bullet just below y = 0 across the seam hits an asteroid at the bottom edge") {
    sim::World w = quietWorld();
    sim::StepContext context;
    const double height = w.settings.fieldHeight;
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Small, {640, 4}, 20));
    w.bullets.push_back(restingBullet(w, {641, height - 6}));
    sim::step(w, {}, context);
    CHECK(w.asteroids.empty());
}

TEST_CASE("the ship dies on touching an asteroid, loses a life and respawns at the centre when it is clear") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.ship.invulnerableTicks = 0;
    w.ship.position = {200, 200};
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Small, {215, 200}, 15));
    const int lives = w.lives;
    sim::step(w, {}, context);
    CHECK_FALSE(w.ship.alive);
    CHECK(w.lives == lives - 1);
    CHECK(w.asteroids.empty());  // the small asteroid broke on the hull
    for (int i = 0; i < sim::kShipRespawnDelayTicks + 1; ++i) sim::step(w, {}, context);
    CHECK(w.ship.alive);
    CHECK(w.ship.position == geometry::Vec2{w.settings.fieldWidth / 2, w.settings.fieldHeight / 2});
    CHECK(w.ship.invulnerableTicks > 0);
}

TEST_CASE("the ship waits to respawn while an asteroid sits on the centre") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.ship.alive = false;
    w.ship.respawnTicks = 0;
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Large, {640, 360}, 60));
    for (int i = 0; i < 10; ++i) sim::step(w, {}, context);
    CHECK_FALSE(w.ship.alive);
}

TEST_CASE("an invulnerable ship passes through asteroids") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.ship.position = {200, 200};
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Small, {205, 200}, 15));
    sim::step(w, {}, context);
    CHECK(w.ship.alive);
    CHECK(w.asteroids.size() == 1);
    CHECK(context.report.counters.satTests > 0);
}

TEST_CASE("losing the last life ends the game and restart begins a new one") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.lives = 1;
    w.ship.invulnerableTicks = 0;
    w.ship.position = {200, 200};
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Large, {210, 200}, 60));
    w.score = 500;
    sim::step(w, {}, context);
    CHECK(w.phase == sim::Phase::GameOver);
    CHECK(w.lives == 0);
    sim::step(w, {.buttons = sim::kRestart}, context);
    CHECK(w.phase == sim::Phase::GameOver);  // too soon: a held fire button must not skip the screen
    for (int i = 0; i < 60; ++i) sim::step(w, {}, context);
    sim::step(w, {.buttons = sim::kRestart}, context);
    CHECK(w.phase == sim::Phase::Playing);
    CHECK(w.score == 0);
    CHECK(w.lives == w.settings.startLives);
    CHECK(w.wave == 1);
}

TEST_CASE("the first wave has four large asteroids and the next wave one more") {
    sim::World w = sim::newGame({.seed = 5});
    sim::StepContext context;
    sim::step(w, {}, context);
    CHECK(w.wave == 1);
    REQUIRE(w.asteroids.size() == 4);
    for (const sim::Asteroid& a : w.asteroids) CHECK(a.size == AsteroidSize::Large);
    w.asteroids.clear();
    for (int i = 0; i < sim::kWaveDelayTicks + 1; ++i) sim::step(w, {}, context);
    CHECK(w.wave == 2);
    CHECK(w.asteroids.size() == 5);
}

TEST_CASE("held fire repeats at a fixed rate up to the cap of four live bullets") {
    sim::World w = quietWorld();
    sim::StepContext context;
    CHECK(sim::kMaxLiveBullets == 4);
    for (int i = 0; i < 3 * sim::kFireIntervalTicks; ++i) sim::step(w, {.buttons = sim::kFire}, context);
    CHECK(w.bullets.size() == 3);
    for (int i = 0; i < 200; ++i) {
        sim::step(w, {.buttons = sim::kFire}, context);
        CHECK(w.bullets.size() <= static_cast<std::size_t>(sim::kMaxLiveBullets));
    }
}

TEST_CASE("at the cap a held trigger waits for a bullet to go, and a hit frees its slot before a miss would") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.ship.angle = 0.0;  // firing along +x from (100, 100)
    for (int i = 0; i < 4 * sim::kFireIntervalTicks; ++i) sim::step(w, {.buttons = sim::kFire}, context);
    REQUIRE(w.bullets.size() == 4);
    const std::uint32_t next = w.nextId;
    sim::step(w, {.buttons = sim::kFire}, context);
    CHECK(w.nextId == next);  // refused: four alive
    // An asteroid in front of the newest bullet takes it: the next shot follows at once.
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Small, w.bullets.back().position + geometry::Vec2{6, 0}, 15));
    sim::step(w, {.buttons = sim::kFire}, context);
    sim::step(w, {.buttons = sim::kFire}, context);
    CHECK(w.bullets.size() == 4);
    CHECK(w.bullets.back().id > next);
}

TEST_CASE("bullets expire after their lifetime") {
    sim::World w = quietWorld();
    sim::StepContext context;
    sim::step(w, {.buttons = sim::kFire}, context);
    REQUIRE(w.bullets.size() == 1);
    for (int i = 0; i < sim::kBulletLifeTicks; ++i) sim::step(w, {}, context);
    CHECK(w.bullets.empty());
}

TEST_CASE("braking stops the ship but backs it up no faster than the cap") {
    sim::World w = quietWorld();
    sim::StepContext context;
    for (int i = 0; i < 60; ++i) sim::step(w, {.buttons = sim::kThrust}, context);
    const geometry::Vec2 nose = geometry::directionFromAngle(w.ship.angle);
    CHECK(dot(w.ship.velocity, nose) > 100.0);
    for (int i = 0; i < 600; ++i) sim::step(w, {.buttons = sim::kBrake}, context);
    CHECK(-dot(w.ship.velocity, nose) <= sim::kShipMaxReverseSpeed);
    CHECK(-dot(w.ship.velocity, nose) > 0.5 * sim::kShipMaxReverseSpeed);
}

TEST_CASE("turning left and right changes the heading in opposite directions") {
    sim::World w = quietWorld();
    sim::StepContext context;
    const double start = w.ship.angle;
    sim::step(w, {.buttons = sim::kTurnRight}, context);
    CHECK(w.ship.angle > start);
    sim::step(w, {.buttons = sim::kTurnLeft}, context);
    sim::step(w, {.buttons = sim::kTurnLeft}, context);
    CHECK(w.ship.angle < start);
}

TEST_CASE("a click spawns a large asteroid at the clicked point, wrapped into the field") {
    sim::World w = quietWorld();
    sim::StepContext context;
    sim::step(w, {.spawnAsteroid = true, .spawnAt = {w.settings.fieldWidth + 10, 600}}, context);
    REQUIRE(w.asteroids.size() == 1);
    CHECK(w.asteroids[0].size == AsteroidSize::Large);
    // It has drifted for one tick from the wrapped point (10, 600).
    const double oneTickOfDrift = sim::kAsteroidMaxSpeed[2] * sim::kMaxWaveSpeedup * sim::kTickSeconds;
    CHECK(std::abs(w.asteroids[0].position.x - 10) <= oneTickOfDrift);
    CHECK(std::abs(w.asteroids[0].position.y - 600) <= oneTickOfDrift);
}

TEST_CASE("an extra life is awarded every 10000 points") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.score = 9990;
    const int lives = w.lives;
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Large, {600, 400}, 60));
    w.bullets.push_back(restingBullet(w, {600, 400}));
    sim::step(w, {}, context);
    CHECK(w.lives == lives + 1);
}
