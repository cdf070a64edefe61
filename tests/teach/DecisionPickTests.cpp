#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "teach/DecisionPick.h"
#include "sim/DecisionText.h"
#include "sim/Game.h"
#include "sim/TestWorlds.h"

namespace {

using teach::Picked;

// One step of `world` with the decisions recorded; returns its report.
sim::StepReport stepReport(sim::World& world) {
    sim::StepContext context;
    context.recordDecisions = true;
    sim::step(world, {}, context);
    return context.report;
}

// One step of `world` with the decisions recorded; returns them.
std::vector<sim::Decision> decisionsOfStep(sim::World& world) { return stepReport(world).decisions; }

// A report of a tick where asteroid 51 destroyed the ship after their pair was tested, and bullet 7 missed asteroid 52.
sim::StepReport shipDestroyedBy51() {
    sim::StepReport report;
    report.events.push_back({.kind = sim::GameEvent::Kind::ShipDestroyed, .position = {412.5, 300.25}, .by = sim::GameEvent::Cause::Asteroid, .byId = 51});
    report.decisions.push_back({.pair = sim::Decision::Pair::ShipAsteroid, .asteroidId = 51});
    report.decisions.push_back({.pair = sim::Decision::Pair::BulletAsteroid, .bulletId = 7, .asteroidId = 52});
    return report;
}

}  // namespace

TEST_CASE("a click inside an asteroid's circle picks it, a click on the ship picks the ship, empty space picks nothing") {
    sim::World world = testing::bulletBreaksAsteroid();
    world.bullets.clear();
    const std::uint32_t right = world.asteroids[1].id;
    CHECK(teach::pickObject(world, {}, {720, 310}) == Picked{Picked::Kind::Asteroid, right});
    CHECK(teach::pickObject(world, {}, {105, 95}) == Picked{Picked::Kind::Ship});
    CHECK_FALSE(teach::pickObject(world, {}, {550, 300}));
}

TEST_CASE("where two circles overlap the click picks the object whose centre is nearer") {
    sim::World world = testing::quietWorld();
    world.asteroids.push_back(testing::restingAsteroid(world, sim::AsteroidSize::Large, {400, 300}, 40));
    world.asteroids.push_back(testing::restingAsteroid(world, sim::AsteroidSize::Large, {450, 300}, 40));
    CHECK(teach::pickObject(world, {}, {420, 300}).asteroidId == world.asteroids[0].id);
    CHECK(teach::pickObject(world, {}, {430, 300}).asteroidId == world.asteroids[1].id);
}

TEST_CASE("a click across the field's edge picks an asteroid that wraps round to it") {
    sim::World world = testing::quietWorld();
    world.asteroids.push_back(testing::restingAsteroid(world, sim::AsteroidSize::Large, {1270, 300}, 40));
    CHECK(teach::pickObject(world, {}, {15, 300}).asteroidId == world.asteroids[0].id);
}

TEST_CASE("a click where an asteroid broke this tick picks it from the decision record") {
    sim::World world = testing::bulletBreaksAsteroid();
    const std::uint32_t broken = world.asteroids[0].id;
    const std::vector<sim::Decision> decisions = decisionsOfStep(world);
    REQUIRE(std::ranges::none_of(world.asteroids, [&](const sim::Asteroid& a) { return a.id == broken; }));
    // The pieces it broke into lie under the click too, but only the broken one reached an exact test.
    CHECK(teach::pickObject(world, decisions, {400, 330}) == Picked{Picked::Kind::Asteroid, broken});
    CHECK_FALSE(teach::pickObject(world, {}, {400, 330}) == Picked{Picked::Kind::Asteroid, broken});
}

TEST_CASE("a dead ship is picked only on a tick that tested it") {
    sim::World world = testing::quietWorld();
    world.ship.alive = false;
    CHECK_FALSE(teach::pickObject(world, {}, {100, 100}));
    const std::vector<sim::Decision> tested{{.pair = sim::Decision::Pair::ShipAsteroid, .asteroidId = 3}};
    CHECK(teach::pickObject(world, tested, {100, 100}) == Picked{Picked::Kind::Ship});
}

TEST_CASE("the why panel gives describeDecision's words for the clicked object's pairs only, in test order") {
    sim::World world = testing::bulletBreaksAsteroid();
    const std::uint32_t broken = world.asteroids[0].id;
    const sim::StepReport report = stepReport(world);
    const std::vector<sim::Decision>& decisions = report.decisions;
    const std::vector<std::string> lines = teach::explainPicked(report, {Picked::Kind::Asteroid, broken});
    REQUIRE(lines.size() >= 2);
    CHECK(lines[0] == std::string("Why? asteroid ").append(std::to_string(broken)).append(", this tick:"));
    std::vector<std::string> expected;
    for (const sim::Decision& d : decisions) {
        if (d.asteroidId == broken) expected.push_back(sim::describeDecision(d));
    }
    CHECK(std::vector<std::string>(lines.begin() + 1, lines.end()) == expected);
    CHECK(lines.back().find(std::string(" is inside asteroid ").append(std::to_string(broken)).append(": the ray along its own x axis crosses")) != std::string::npos);
}

TEST_CASE("the why panel tells the ship's box misses as one sentence where the first was, the pair that matters after it") {
    sim::StepReport report;
    report.decisions.push_back({.pair = sim::Decision::Pair::ShipAsteroid, .asteroidId = 43, .stage = sim::PairStage::BoxMiss});
    report.decisions.push_back(
        {.pair = sim::Decision::Pair::BulletAsteroid, .bulletId = 7, .asteroidId = 44, .stage = sim::PairStage::BoxMiss});
    report.decisions.push_back({.pair = sim::Decision::Pair::ShipAsteroid, .asteroidId = 44, .stage = sim::PairStage::BoxMiss});
    report.decisions.push_back({.pair = sim::Decision::Pair::ShipAsteroid, .asteroidId = 51, .stage = sim::PairStage::CircleMiss});
    report.decisions.push_back({.pair = sim::Decision::Pair::ShipAsteroid, .asteroidId = 46, .stage = sim::PairStage::BoxMiss});
    const std::vector<std::string> lines = teach::whySentences(report, {Picked::Kind::Ship});
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == "The ship misses asteroids 43, 44 and 46: its bounding box overlaps none of theirs.");
    CHECK(lines[1] == sim::describeDecision(report.decisions[3]));
    // Nothing picked: every pair, each mover's misses folded; as fields, one line a pair as always.
    CHECK(teach::whySentences(report, {}).size() == 3);
    CHECK(teach::whySentences(report, {Picked::Kind::Ship}, sim::Wording::Fields).size() == 4);
}

TEST_CASE("an object no pair of the tick involved gets one line saying so") {
    const std::vector<std::string> lines = teach::explainPicked(sim::StepReport{}, {Picked::Kind::Ship});
    REQUIRE(lines.size() == 2);
    CHECK(lines[1] == "no pair with the ship was tested");
}

TEST_CASE("the why panel of the ship, and of the asteroid that destroyed it, opens with the sentence `why` prints") {
    const sim::StepReport report = shipDestroyedBy51();
    const std::string death = sim::describeDeath(report.events[0]);
    REQUIRE(death.starts_with("The ship was destroyed by asteroid 51"));
    const std::vector<std::string> ship = teach::explainPicked(report, {Picked::Kind::Ship});
    REQUIRE(ship.size() == 3);
    CHECK(ship[1] == death);
    CHECK(ship[2] == sim::describeDecision(report.decisions[0]));
    const std::vector<std::string> killer = teach::explainPicked(report, {Picked::Kind::Asteroid, 51});
    REQUIRE(killer.size() == 3);
    CHECK(killer[1] == death);
    const std::vector<std::string> other = teach::explainPicked(report, {Picked::Kind::Asteroid, 52});
    REQUIRE(other.size() == 2);
    CHECK(other[1] == sim::describeDecision(report.decisions[1]));
}

TEST_CASE("whySentences with nothing picked is everything `why` prints (the death and every decision), and fields leave the death out") {
    const sim::StepReport report = shipDestroyedBy51();
    const std::vector<std::string> all = teach::whySentences(report, {});
    REQUIRE(all.size() == 3);
    CHECK(all[0].starts_with("The ship was destroyed by asteroid 51"));
    CHECK(teach::whySentences(report, {}, sim::Wording::Fields).size() == 2);
}

TEST_CASE("the why panel's sentences are whole, one a line, for the panel to wrap once to its width") {
    sim::World world = testing::bulletBreaksAsteroid();
    const std::uint32_t broken = world.asteroids[0].id;
    const sim::StepReport report = stepReport(world);
    const std::vector<std::string> lines = teach::explainPicked(report, {Picked::Kind::Asteroid, broken});
    REQUIRE(lines.size() >= 2);
    for (std::size_t i = 1; i < lines.size(); ++i) {
        CHECK_FALSE(lines[i].starts_with(" "));  // no continuation of a line broken before the panel's own wrap
        CHECK(lines[i].back() == '.');
    }
}

TEST_CASE("a click on a saucer picks it, and the panel explains the bullet that was tested against it") {
    sim::World world = testing::quietWorld();
    sim::Saucer saucer;
    saucer.id = world.nextId++;
    saucer.position = {500, 400};
    saucer.ticksLeft = saucer.fireCooldown = saucer.turnCooldown = 10000;
    world.saucers.push_back(saucer);
    world.bullets.push_back(testing::restingBullet(world, {500 + 19, 400 - 9}));  // in the saucer's box, beside its dome: outside
    const sim::StepReport report = stepReport(world);
    const Picked picked = teach::pickObject(world, report.decisions, {502, 401});
    REQUIRE(picked == Picked{.kind = Picked::Kind::Saucer, .saucerId = saucer.id});
    const std::vector<std::string> lines = teach::explainPicked(report, picked);
    REQUIRE(lines.size() >= 2);
    CHECK(lines[0] == "Why? saucer " + std::to_string(saucer.id) + ", this tick:");
    CHECK(lines[1].starts_with("Bullet "));
    INFO(lines[1]);
    const bool outside = lines[1].find(" is outside saucer " + std::to_string(saucer.id) + ": ") != std::string::npos && lines[1].ends_with(" is even.");
    CHECK((outside || lines[1].find(" misses saucer " + std::to_string(saucer.id) + ": ") != std::string::npos));
}

TEST_CASE("the picked object's spot is its centre and click radius, live or from the record of a rock broken this tick") {
    sim::World world = testing::bulletBreaksAsteroid();
    const sim::Asteroid live = world.asteroids[1];
    const sim::Asteroid brokenRock = world.asteroids[0];
    const std::vector<sim::Decision> decisions = decisionsOfStep(world);
    REQUIRE(std::ranges::none_of(world.asteroids, [&](const sim::Asteroid& a) { return a.id == brokenRock.id; }));
    const auto rock = teach::spotOf(world, decisions, Picked{Picked::Kind::Asteroid, live.id});
    REQUIRE(rock.has_value());
    CHECK(rock->centre == live.position);
    CHECK(rock->radius == live.radius);
    const auto broken = teach::spotOf(world, decisions, Picked{Picked::Kind::Asteroid, brokenRock.id});
    REQUIRE(broken.has_value());
    CHECK(broken->centre == brokenRock.position);
    CHECK(broken->radius == brokenRock.radius);
    const auto ship = teach::spotOf(world, decisions, Picked{Picked::Kind::Ship});
    REQUIRE(ship.has_value());
    CHECK(ship->centre == world.ship.position);
    CHECK_FALSE(teach::spotOf(world, decisions, Picked{}).has_value());
    CHECK_FALSE(teach::spotOf(world, decisions, Picked{Picked::Kind::Asteroid, 99999}).has_value());
    // Whatever a click at a spot's centre picks is the object the spot belongs to.
    CHECK(teach::pickObject(world, decisions, rock->centre) == Picked{Picked::Kind::Asteroid, live.id});
}
