#include <doctest/doctest.h>

#include <algorithm>
#include <memory>

#include "geometry/PointInPolygon.h"
#include "sim/Autopilot.h"
#include "sim/Collision.h"
#include "sim/Crowd.h"
#include "sim/DecisionText.h"
#include "sim/Game.h"
#include "sim/StateHash.h"
#include "sim/internal/BroadPhaseScratch.h"
#include "sim/internal/Systems.h"
#include "sim/TestWorlds.h"

namespace {

const sim::GameEvent* destroyed(const sim::StepReport& report) {
    for (const sim::GameEvent& e : report.events) {
        if (e.kind == sim::GameEvent::Kind::AsteroidDestroyed) return &e;
    }
    return nullptr;
}

}  // namespace

TEST_CASE("the swept rule breaks the asteroid whose spike the classic rule lets a bullet fly through") {
    sim::World classic = testing::bulletAcrossSpike(false);
    sim::World swept = testing::bulletAcrossSpike(true);
    sim::StepContext classicContext;
    sim::StepContext sweptContext;
    sim::step(classic, {}, classicContext);
    sim::step(swept, {}, sweptContext);
    CHECK(classic.bullets.size() == 1);
    CHECK(destroyed(classicContext.report) == nullptr);
    CHECK(swept.bullets.empty());
    const sim::GameEvent* hit = destroyed(sweptContext.report);
    REQUIRE(hit != nullptr);
    CHECK(hit->by == sim::GameEvent::Cause::Bullet);
    // The strike is where the travel went into the spike, not the bullet's end beyond it.
    CHECK(hit->impact.x == doctest::Approx(400.0 - 1.0 / 3.0));
    CHECK(hit->impact.y == doctest::Approx(330.0));
}

TEST_CASE("the swept rule hits across the field's seam, the travel taken from the bullet's velocity") {
    sim::World world = testing::bulletAcrossSpike(true);
    world.asteroids[0].position = {0, 300};  // the spike's tip at (0, 340): the bullet wraps from x = -5 to 5.33
    world.bullets[0].position = {world.settings.fieldWidth - 5.0, 330};
    sim::StepContext context;
    sim::step(world, {}, context);
    const sim::GameEvent* hit = destroyed(context.report);
    REQUIRE(hit != nullptr);
    CHECK(hit->impact.x == doctest::Approx(world.settings.fieldWidth - 1.0 / 3.0));  // just before the seam, inside the field
}

TEST_CASE("under the swept rule a bullet breaks the asteroid its travel touched first, whatever their order") {
    sim::World world = testing::bulletAcrossSpike(true);
    // A second asteroid, earlier in the list, that the bullet ends inside: after the spike along its travel.
    world.asteroids.insert(world.asteroids.begin(), testing::restingAsteroid(world, sim::AsteroidSize::Small, {410, 330}, 6));
    const std::uint32_t spike = world.asteroids[1].id;
    sim::StepContext context;
    sim::step(world, {}, context);
    const sim::GameEvent* hit = destroyed(context.report);
    REQUIRE(hit != nullptr);
    CHECK(hit->id == spike);
    CHECK(context.report.counters.hits == 2);  // both tested as hits; one broken
}

TEST_CASE("a travel that misses the outline is a miss under the swept rule too, and a bullet ending inside is a hit as before") {
    sim::World world = testing::bulletAcrossSpike(true);
    world.bullets[0].position = {385, 330};  // ends at x = 395.33: short of the spike
    world.bullets.push_back({.id = world.nextId++, .position = {395, 305}, .velocity = {sim::kBulletSpeed, 0}, .ticksLeft = 30});  // ends in the body
    const geometry::Vec2 inBody = world.bullets[1].position + world.bullets[1].velocity * sim::kTickSeconds;
    const std::uint32_t shortOfIt = world.bullets[0].id;
    sim::StepContext context;
    sim::step(world, {}, context);
    REQUIRE(world.bullets.size() == 1);
    CHECK(world.bullets[0].id == shortOfIt);
    const sim::GameEvent* hit = destroyed(context.report);
    REQUIRE(hit != nullptr);
    CHECK(hit->impact == inBody);  // ended inside: struck where it ended, as the classic rule reports
}

TEST_CASE("the swept rule's decision records the travel, its first crossing and both rules' verdicts, and no tunnel") {
    sim::World world = testing::bulletAcrossSpike(true);
    sim::StepContext context;
    context.recordDecisions = true;
    sim::step(world, {}, context);
    CHECK(context.report.tunnels.empty());  // what the point test let through, the swept rule hit
    const auto bulletPairs = std::count_if(context.report.decisions.begin(), context.report.decisions.end(),
                                           [](const sim::Decision& d) { return d.pair == sim::Decision::Pair::BulletAsteroid; });
    REQUIRE(bulletPairs == 1);
    const sim::Decision& d = context.report.decisions[0];  // bullets are tested first
    REQUIRE(d.pair == sim::Decision::Pair::BulletAsteroid);
    CHECK(d.hit());
    REQUIRE(d.swept.tested);
    CHECK_FALSE(d.swept.endInside);
    REQUIRE(d.swept.crossing.crosses);
    CHECK(d.swept.worldAt(d.swept.crossing.t).x == doctest::Approx(400.0 - 1.0 / 3.0));
    const std::string line = sim::describeDecision(d, sim::Wording::Fields);
    CAPTURE(line);
    CHECK(line.find(" travel from=(395,330) to=(405.333,330) crossing=(399.667,330) edge=4 t=0.451613 ") != std::string::npos);
    CHECK(line.find(" point-test=miss swept-test=hit hit") != std::string::npos);
}

TEST_CASE("the classic rule's decisions carry no swept record") {
    sim::World world = testing::bulletAcrossSpike(false);
    sim::StepContext context;
    context.recordDecisions = true;
    sim::step(world, {}, context);
    REQUIRE_FALSE(context.report.decisions.empty());
    for (const sim::Decision& d : context.report.decisions) CHECK_FALSE(d.swept.tested);
    CHECK(sim::describeDecision(context.report.decisions[0], sim::Wording::Fields).find("travel") == std::string::npos);
}

TEST_CASE("under the swept rule, recording decisions leaves the world and its hash unchanged") {
    for (const std::uint64_t seed : {1, 2}) {
        sim::World on = sim::newGame({.seed = seed, .sweptBullets = true});
        sim::World off = on;
        sim::StepContext recording;
        recording.recordDecisions = true;
        sim::StepContext plain;
        for (int i = 0; i < 1500; ++i) {
            sim::step(on, sim::autopilotInput(on), recording);
            sim::step(off, sim::autopilotInput(off), plain);
            REQUIRE(sim::hashState(on) == sim::hashState(off));
            CHECK(recording.report.counters == plain.report.counters);
        }
    }
}

TEST_CASE("the grid gives the swept rule every asteroid a bullet's travel touches in a crowd, with wrap-around") {
    sim::Settings settings = sim::crowdSettings(600, 5);
    settings.sweptBullets = true;
    sim::World world = sim::newGame(settings);
    sim::StepContext context;
    sim::BroadPhase grid;
    int touched = 0;
    for (int tick = 0; tick < 300; ++tick) {
        sim::step(world, {}, context);
        if (tick % 3 != 0) continue;
        // The bullets and asteroids as the next step's collision pass will see them.
        sim::World moved = world;
        sim::moveBullets(moved);
        sim::moveAsteroids(moved);
        sim::rebuild(grid, moved.settings, moved.asteroids);
        for (const sim::Bullet& bullet : moved.bullets) {
            const geometry::Vec2 travel = bullet.velocity * sim::kTickSeconds;
            const std::span<const std::uint32_t> around = sim::asteroidsAround(grid, sim::wrapIntoField(moved.settings, bullet.position - travel * 0.5), 0.5 * std::max(std::abs(travel.x), std::abs(travel.y)));
            for (std::uint32_t k = 0; k < moved.asteroids.size(); ++k) {
                sim::TickCounters counters;
                if (sim::testSweptBullet(moved.settings, bullet, moved.asteroids[k], counters).stage != sim::PairStage::Hit) continue;
                ++touched;
                CHECK(std::binary_search(around.begin(), around.end(), k));
            }
        }
    }
    CHECK(touched > 10);
}

TEST_CASE("autopilot games under either rule break asteroids with bullets and play the same twice") {
    int classicHits = 0;
    int sweptHits = 0;
    for (const std::uint64_t seed : {3, 4}) {
        for (const bool swept : {false, true}) {
            sim::World a = sim::newGame({.seed = seed, .sweptBullets = swept});
            sim::World b = a;
            sim::StepContext ca;
            sim::StepContext cb;
            for (int i = 0; i < 1200; ++i) {
                sim::step(a, sim::autopilotInput(a), ca);
                sim::step(b, sim::autopilotInput(b), cb);
                (swept ? sweptHits : classicHits) += static_cast<int>(std::count_if(ca.report.events.begin(), ca.report.events.end(), [](const sim::GameEvent& e) {
                    return e.kind == sim::GameEvent::Kind::AsteroidDestroyed && e.by == sim::GameEvent::Cause::Bullet;
                }));
            }
            CHECK(sim::hashState(a) == sim::hashState(b));
        }
    }
    CHECK(classicHits > 0);
    CHECK(sweptHits > 0);
}
