#include <doctest/doctest.h>

#include <memory>

#include "geometry/PointInPolygon.h"
#include "sim/Autopilot.h"
#include "sim/Collision.h"
#include "sim/DecisionText.h"
#include "sim/Game.h"
#include "sim/StateHash.h"
#include "sim/TestWorlds.h"

TEST_CASE("a fast bullet through a thin spike is recorded as a tunnel and is not a hit") {
    sim::World world = testing::bulletAcrossSpike();
    sim::StepContext context;
    context.recordDecisions = true;
    sim::step(world, {}, context);
    REQUIRE(world.bullets.size() == 1);  // the point test missed: the bullet flies on
    CHECK(world.asteroids.size() == 1);
    CHECK(context.report.counters.hits == 0);
    REQUIRE(context.report.tunnels.size() == 1);
    const sim::Tunnel& t = context.report.tunnels[0];
    CHECK(t.bulletId == world.bullets[0].id);
    CHECK(t.asteroidId == world.asteroids[0].id);
    CHECK(t.to == world.bullets[0].position);
    CHECK(t.from.x == doctest::Approx(395.0));
    CHECK(t.from.y == doctest::Approx(330.0));
    const auto outline = world.asteroids[0].outline();
    CHECK_FALSE(geometry::pointInPolygon(t.localFrom, outline));
    CHECK_FALSE(geometry::pointInPolygon(t.localTo, outline));
    REQUIRE(t.entry.crosses);
    REQUIRE(t.exit.crosses);
    CHECK(t.worldAt(t.entry.t).x == doctest::Approx(400.0 - 1.0 / 3.0));
    CHECK(t.worldAt(1.0 - t.exit.t).x == doctest::Approx(400.0 + 1.0 / 3.0));
}

TEST_CASE("a tunnel is recorded across the field's seam, the travel taken from the bullet's velocity") {
    sim::World world = testing::bulletAcrossSpike();
    world.asteroids[0].position = {0, 300};  // the spike's tip at (0, 340): the bullet wraps from x = -5 to 5.33
    world.bullets[0].position = {world.settings.fieldWidth - 5.0, 330};
    sim::StepContext context;
    context.recordDecisions = true;
    sim::step(world, {}, context);
    REQUIRE(context.report.tunnels.size() == 1);
    CHECK(context.report.tunnels[0].to.x == doctest::Approx(sim::kBulletSpeed * sim::kTickSeconds - 5.0));
    CHECK(context.report.tunnels[0].from.x == doctest::Approx(-5.0));
}

TEST_CASE("a bullet the point test hits, or one whose path misses the outline, records no tunnel") {
    sim::World world = testing::bulletAcrossSpike();
    world.bullets[0].position = {385, 330};  // ends at x = 395.33: short of the spike
    world.bullets.push_back({.id = world.nextId++, .position = {395, 305}, .velocity = {sim::kBulletSpeed, 0}, .ticksLeft = 30});  // ends in the body
    sim::StepContext context;
    context.recordDecisions = true;
    sim::step(world, {}, context);
    CHECK(context.report.counters.hits == 1);
    CHECK(context.report.tunnels.empty());
}

TEST_CASE("tunnels are recorded only when decisions are, and recording leaves the world and its hash unchanged") {
    sim::World on = testing::bulletAcrossSpike();
    sim::World off = on;
    sim::StepContext recording;
    recording.recordDecisions = true;
    sim::StepContext plain;
    sim::step(on, {}, recording);
    sim::step(off, {}, plain);
    CHECK(recording.report.tunnels.size() == 1);
    CHECK(plain.report.tunnels.empty());
    CHECK(sim::hashState(on) == sim::hashState(off));
    CHECK(recording.report.counters == plain.report.counters);
}

TEST_CASE("every tunnel of autopilot games has both ends outside and meets the outline, and hashes match unrecorded play") {
    int tunnels = 0;
    for (const std::uint64_t seed : {1, 2, 3}) {
        sim::World on = sim::newGame({.seed = seed});
        sim::World off = on;
        sim::StepContext recording;
        recording.recordDecisions = true;
        sim::StepContext plain;
        for (int i = 0; i < 2000; ++i) {
            const sim::World before = on;
            sim::step(on, sim::autopilotInput(on), recording);
            sim::step(off, sim::autopilotInput(off), plain);
            REQUIRE(sim::hashState(on) == sim::hashState(off));
            for (const sim::Tunnel& t : recording.report.tunnels) {
                CHECK(t.entry.crosses);
                CHECK(t.exit.crosses);
                CHECK(t.entry.t <= 1.0 - t.exit.t);
                ++tunnels;
            }
        }
    }
    CHECK(tunnels > 0);
}

TEST_CASE("a tunnel's line names the pair, the travel, where it went in and out and how far it was inside") {
    sim::World world = testing::bulletAcrossSpike();
    sim::StepContext context;
    context.recordDecisions = true;
    sim::step(world, {}, context);
    REQUIRE(context.report.tunnels.size() == 1);
    CHECK(sim::describeTunnel(context.report.tunnels[0], sim::Wording::Fields) ==
          "bullet#2 asteroid#1 tunnel from=(395,330) to=(405.333,330) in=(399.667,330) edge=4 out=(400.333,330) edge=3 "
          "inside=0.666667 point-test=miss");
}
