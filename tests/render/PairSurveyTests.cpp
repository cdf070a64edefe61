#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "render/PairSurvey.h"
#include "sim/Collision.h"
#include "sim/TestWorlds.h"

namespace {

sim::Saucer restingSaucer(sim::World& world, geometry::Vec2 at) {
    sim::Saucer saucer;
    saucer.id = world.nextId++;
    saucer.position = at;
    saucer.ticksLeft = saucer.fireCooldown = saucer.turnCooldown = 10000;
    return saucer;
}

sim::PairStage stageOf(const std::vector<render::SurveyedBodyPair>& pairs, geometry::Vec2 other) {
    const auto found = std::find_if(pairs.begin(), pairs.end(), [&](const render::SurveyedBodyPair& p) { return p.other == other; });
    REQUIRE(found != pairs.end());
    return found->stage;
}

}  // namespace

TEST_CASE("the overlays survey a saucer's pairs as the game tests them: the ship's bullets and hull against it, its bullets against the ship") {
    sim::World world = testing::quietWorld();
    world.ship.position = {900, 400};
    world.saucers.push_back(restingSaucer(world, {500, 400}));
    world.bullets.push_back(testing::restingBullet(world, {500, 400}));          // the ship's, at the saucer's centre
    world.bullets.push_back(testing::restingBullet(world, {500 + 19, 400 - 9}));  // the ship's, in the saucer's box beside its dome
    world.bullets.push_back(testing::restingBullet(world, {100, 100}));          // the ship's, nowhere near
    sim::Bullet fromSaucer = testing::restingBullet(world, {900, 400});           // the saucer's, on the ship
    fromSaucer.fromSaucer = true;
    world.bullets.push_back(fromSaucer);

    const std::vector<render::SurveyedBodyPair> pairs = render::surveyBodyPairs(world);
    CHECK(pairs.size() == 3);  // the far bullet fails the box filter; the ship is far from the saucer
    sim::TickCounters scratch;
    const sim::Body saucer = sim::bodyOf(world.saucers[0]);
    CHECK(stageOf(pairs, {500, 400}) == sim::PairStage::Hit);
    CHECK(stageOf(pairs, {519, 391}) == sim::testPoint(world.settings, {519, 391}, saucer, scratch));
    CHECK(stageOf(pairs, {519, 391}) != sim::PairStage::Hit);
    CHECK(stageOf(pairs, {900, 400}) == sim::PairStage::Hit);
    CHECK(std::none_of(pairs.begin(), pairs.end(), [](const render::SurveyedBodyPair& p) { return p.ship; }));
}

TEST_CASE("a ship over a saucer is surveyed as a hull pair, with the saucer seen the short way round the seam") {
    sim::World world = testing::quietWorld();
    world.saucers.push_back(restingSaucer(world, {5, 400}));
    world.ship.position = {world.settings.fieldWidth - 5, 400};
    const std::vector<render::SurveyedBodyPair> pairs = render::surveyBodyPairs(world);
    REQUIRE(pairs.size() == 1);
    CHECK(pairs[0].ship);
    CHECK(pairs[0].stage == sim::PairStage::Hit);
    CHECK(pairs[0].targetNear.x == doctest::Approx(world.settings.fieldWidth + 5));
    CHECK(pairs[0].targetNear.y == doctest::Approx(400));
}
