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

// One step of `world` with the decisions recorded; returns them.
std::vector<sim::Decision> stepRecording(sim::World& world) {
    sim::StepContext context;
    context.recordDecisions = true;
    sim::step(world, {}, context);
    return context.report.decisions;
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
    const std::vector<sim::Decision> decisions = stepRecording(world);
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
    const std::vector<sim::Decision> decisions = stepRecording(world);
    const std::vector<std::string> lines = teach::explainPicked(decisions, {Picked::Kind::Asteroid, broken}, 1000);
    REQUIRE(lines.size() >= 2);
    CHECK(lines[0] == std::string("Why? asteroid ").append(std::to_string(broken)).append(", this tick:"));
    std::vector<std::string> expected;
    for (const sim::Decision& d : decisions) {
        if (d.asteroidId == broken) expected.push_back(sim::describeDecision(d));
    }
    CHECK(std::vector<std::string>(lines.begin() + 1, lines.end()) == expected);
    CHECK(lines.back().find(std::string(" is inside asteroid ").append(std::to_string(broken)).append(": the ray to the right crosses")) != std::string::npos);
}

TEST_CASE("an object no pair of the tick involved gets one line saying so") {
    const std::vector<std::string> lines = teach::explainPicked({}, {Picked::Kind::Ship}, 60);
    REQUIRE(lines.size() == 2);
    CHECK(lines[1] == "no pair with the ship was tested");
}

TEST_CASE("a long line breaks at spaces within the columns, continuations indented, no word lost or split") {
    const std::string line = "bullet#5 asteroid#3 stage=exact point=(762.415,24.6439) local=(11.0771,-41.3694) crossings=1 hit";
    const std::vector<std::string> pieces = teach::breakLine(line, 30);
    REQUIRE(pieces.size() > 1);
    std::string joined;
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        CHECK(pieces[i].size() <= 32);  // two spaces of indent on a continuation
        CHECK((i == 0) != pieces[i].starts_with("  "));
        if (i > 0) joined.push_back(' ');
        joined.append(pieces[i], i == 0 ? 0 : 2);
    }
    CHECK(joined == line);
    CHECK(teach::breakLine("short", 30) == std::vector<std::string>{"short"});
}

TEST_CASE("a click on a saucer picks it, and the panel explains the bullet that was tested against it") {
    sim::World world = testing::quietWorld();
    sim::Saucer saucer;
    saucer.id = world.nextId++;
    saucer.position = {500, 400};
    saucer.ticksLeft = saucer.fireCooldown = saucer.turnCooldown = 10000;
    world.saucers.push_back(saucer);
    world.bullets.push_back(testing::restingBullet(world, {500 + 19, 400 - 9}));  // in the saucer's box, beside its dome: outside
    const std::vector<sim::Decision> decisions = stepRecording(world);
    const Picked picked = teach::pickObject(world, decisions, {502, 401});
    REQUIRE(picked == Picked{.kind = Picked::Kind::Saucer, .saucerId = saucer.id});
    const std::vector<std::string> lines = teach::explainPicked(decisions, picked, 200);
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
    const std::vector<sim::Decision> decisions = stepRecording(world);
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
