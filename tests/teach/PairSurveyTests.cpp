#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "sim/Game.h"
#include "sim/TestWorlds.h"
#include "teach/internal/PairSurvey.h"

namespace {

sim::Saucer restingSaucer(sim::World& world, geometry::Vec2 at) {
    sim::Saucer saucer;
    saucer.id = world.nextId++;
    saucer.position = at;
    saucer.ticksLeft = saucer.fireCooldown = saucer.turnCooldown = 10000;
    return saucer;
}

std::vector<sim::Decision> stepRecording(sim::World& world) {
    sim::StepContext context;
    context.recordDecisions = true;
    sim::step(world, {}, context);
    return context.report.decisions;
}

const teach::TestedPair& pairFrom(const std::vector<teach::TestedPair>& pairs, geometry::Vec2 from) {
    const auto found = std::find_if(pairs.begin(), pairs.end(), [&](const teach::TestedPair& p) { return p.from == from; });
    REQUIRE(found != pairs.end());
    return *found;
}

}  // namespace

TEST_CASE("a saucer's pairs are taken from the decisions as the game tested them: the ship's bullets against it, its bullets against the ship") {
    sim::World world = testing::quietWorld();
    world.ship.position = {900, 400};
    world.saucers.push_back(restingSaucer(world, {500, 400}));
    world.bullets.push_back(testing::restingBullet(world, {500 + 19, 400 - 9}));  // the ship's, in the saucer's box beside its dome
    world.bullets.push_back(testing::restingBullet(world, {100, 600}));          // the ship's, nowhere near
    sim::Bullet fromSaucer = testing::restingBullet(world, {900, 400});           // the saucer's, on the ship
    fromSaucer.fromSaucer = true;
    world.bullets.push_back(fromSaucer);
    const std::vector<sim::Decision> decisions = stepRecording(world);
    const std::vector<teach::TestedPair> pairs = teach::testedPairs(world.settings, decisions);
    CHECK(pairs.size() == 2);  // the far bullet fails the box filter; the ship is far from the saucer
    const teach::TestedPair& beside = pairFrom(pairs, {519, 391});
    CHECK(beside.pair == sim::Decision::Pair::BulletSaucer);
    CHECK(beside.stage != sim::PairStage::Hit);
    CHECK(beside.targetNear == geometry::Vec2{500, 400});
    const teach::TestedPair& onShip = pairFrom(pairs, {900, 400});
    CHECK(onShip.pair == sim::Decision::Pair::BulletShip);
    CHECK(onShip.stage == sim::PairStage::Hit);
    CHECK(onShip.targetRadius == sim::kShipRadius);
}

TEST_CASE("a ship over a saucer is a hull pair, with the saucer seen the short way round the seam and both radii") {
    sim::World world = testing::quietWorld();
    world.saucers.push_back(restingSaucer(world, {5, 400}));
    world.ship.position = {world.settings.fieldWidth - 5, 400};
    const std::vector<teach::TestedPair> pairs = teach::testedPairs(world.settings, stepRecording(world));
    REQUIRE(pairs.size() == 1);
    CHECK(pairs[0].pair == sim::Decision::Pair::ShipSaucer);
    CHECK(pairs[0].stage == sim::PairStage::Hit);
    CHECK(pairs[0].fromRadius == sim::kShipRadius);
    CHECK(pairs[0].targetNear.x == doctest::Approx(world.settings.fieldWidth + 5));
    CHECK(pairs[0].targetNear.y == doctest::Approx(400));
}
