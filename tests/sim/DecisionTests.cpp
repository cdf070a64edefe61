#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "geometry/PointInPolygon.h"
#include "geometry/Sat.h"
#include "sim/AsteroidShapes.h"
#include "sim/Autopilot.h"
#include "sim/Collision.h"
#include "sim/DecisionText.h"
#include "sim/Game.h"
#include "sim/StateHash.h"
#include "sim/TestWorlds.h"

namespace {

const sim::Asteroid* findAsteroid(const sim::World& world, std::uint32_t id) {
    const auto it = std::find_if(world.asteroids.begin(), world.asteroids.end(), [&](const sim::Asteroid& a) { return a.id == id; });
    return it == world.asteroids.end() ? nullptr : &*it;
}

const sim::Decision* findDecision(const sim::StepReport& report, sim::Decision::Pair pair, sim::PairStage stage) {
    const auto it = std::find_if(report.decisions.begin(), report.decisions.end(),
                                 [&](const sim::Decision& d) { return d.pair == pair && d.stage == stage; });
    return it == report.decisions.end() ? nullptr : &*it;
}

// A still asteroid turned a little, and a still bullet inside it.
sim::World bulletInsideAsteroid() {
    sim::World world = testing::quietWorld();
    sim::Asteroid rock = testing::restingAsteroid(world, sim::AsteroidSize::Large, {400, 300}, 40);
    rock.angle = 0.3;
    world.asteroids.push_back(rock);
    world.bullets.push_back({.id = world.nextId++, .position = {412.5, 301.25}, .velocity = {}, .ticksLeft = 30});
    return world;
}

// The ship, vulnerable and still, poking into a still asteroid.
sim::World shipIntoAsteroid() {
    sim::World world = testing::quietWorld();
    world.ship.position = {400, 300};
    world.ship.velocity = {};
    world.ship.angle = 0.0;
    world.ship.invulnerableTicks = 0;
    sim::Asteroid rock = testing::restingAsteroid(world, sim::AsteroidSize::Large, {450, 303}, 40);
    rock.angle = 0.2;
    world.asteroids.push_back(rock);
    return world;
}

}  // namespace

TEST_CASE("a bullet's hit record matches pointInPolygon and crossingCount on the same point and outline") {
    sim::World world = bulletInsideAsteroid();
    const sim::World before = world;
    sim::StepContext context;
    context.recordDecisions = true;
    sim::step(world, {}, context);
    const sim::Decision* hit = findDecision(context.report, sim::Decision::Pair::BulletAsteroid, sim::PairStage::Hit);
    REQUIRE(hit != nullptr);
    const sim::Asteroid& rock = before.asteroids[0];
    CHECK(hit->asteroidId == rock.id);
    CHECK(hit->bulletId == before.bullets[0].id);
    CHECK(hit->point.world == before.bullets[0].position);
    CHECK(hit->point.local == sim::toAsteroidFrame(before.settings, rock, before.bullets[0].position));
    CHECK(hit->point.crossings == geometry::crossingCount(hit->point.local, rock.outline()));
    CHECK(hit->point.crossings % 2 == 1);
    CHECK(geometry::pointInPolygon(hit->point.local, rock.outline()));
    CHECK(hit->point.crossedEdges().size() == static_cast<std::size_t>(hit->point.crossings));
}

TEST_CASE("every bullet record of an autopilot game agrees with crossingCount on the asteroid's outline") {
    sim::World world = sim::newGame({.seed = 5});
    sim::StepContext context;
    context.recordDecisions = true;
    int exact = 0;
    for (int i = 0; i < 3000; ++i) {
        const sim::World before = world;
        sim::step(world, sim::autopilotInput(world), context);
        for (const sim::Decision& d : context.report.decisions) {
            if (d.pair != sim::Decision::Pair::BulletAsteroid || !d.reachedExact()) continue;
            if (d.asteroidId >= before.nextId) continue;  // clicked in during this step: not in `before`, no outline to check against
            const sim::Asteroid* rock = findAsteroid(before, d.asteroidId);
            REQUIRE(rock != nullptr);
            const int crossings = geometry::crossingCount(d.point.local, rock->outline());
            CHECK(d.point.crossings == crossings);
            CHECK(d.hit() == (crossings % 2 == 1));
            ++exact;
        }
    }
    CHECK(exact > 10);
}

TEST_CASE("a death's record shows the overlap with an MTV that matches satConvex on the same pieces") {
    sim::World world = shipIntoAsteroid();
    const sim::World before = world;
    sim::StepContext context;
    context.recordDecisions = true;
    sim::step(world, {}, context);
    REQUIRE_FALSE(world.ship.alive);
    const sim::Decision* death = findDecision(context.report, sim::Decision::Pair::ShipAsteroid, sim::PairStage::Hit);
    REQUIRE(death != nullptr);
    const sim::Asteroid& rock = before.asteroids[0];
    CHECK(death->asteroidId == rock.id);
    CHECK_FALSE(death->hull.harmless);
    const auto hull = sim::shipHullInAsteroidFrame(before.settings, before.ship, rock);
    const geometry::SatResult sat = geometry::satConvex(hull, sim::fanPiece(rock.outline(), death->hull.piece));
    CHECK(sat.hit);
    CHECK(death->hull.sat == sat);
    CHECK(death->hull.sat.depth > 0.0);
    const auto ends = [](const std::string& text, const std::string& end) { return text.ends_with(end); };
    CHECK(ends(sim::describeDecision(*death, sim::Wording::Fields), " hit"));
    CHECK(sim::describeDecision(*death, sim::Wording::Fields).find(" mtv depth=") != std::string::npos);
}

TEST_CASE("a hit's record keeps the broken asteroid's pose and outline, and a death's keeps the hull and piece SAT was given") {
    sim::World world = bulletInsideAsteroid();
    const sim::Asteroid rock = world.asteroids[0];
    sim::StepContext context;
    context.recordDecisions = true;
    sim::step(world, {}, context);
    REQUIRE(findAsteroid(world, rock.id) == nullptr);  // broken: the record is all that is left of it
    const sim::Decision* hit = findDecision(context.report, sim::Decision::Pair::BulletAsteroid, sim::PairStage::Hit);
    REQUIRE(hit != nullptr);
    CHECK(hit->asteroid.position == rock.position);
    CHECK(hit->asteroid.angle == rock.angle);
    CHECK(hit->asteroid.radius == rock.radius);
    CHECK(std::ranges::equal(hit->asteroid.outline(), rock.outline()));

    sim::World crash = shipIntoAsteroid();
    const sim::World before = crash;
    sim::step(crash, {}, context);
    const sim::Decision* death = findDecision(context.report, sim::Decision::Pair::ShipAsteroid, sim::PairStage::Hit);
    REQUIRE(death != nullptr);
    const sim::Asteroid& struck = before.asteroids[0];
    CHECK(death->hull.hullPoints == sim::shipHullInAsteroidFrame(before.settings, before.ship, struck));
    CHECK(death->hull.piecePoints == sim::fanPiece(struck.outline(), death->hull.piece));
    CHECK(geometry::satConvex(death->hull.hullPoints, death->hull.piecePoints) == death->hull.sat);
}

TEST_CASE("the ship's records agree with their verdicts: a hit overlaps, a miss has a gap on its axis") {
    sim::World world = sim::newGame({.seed = 3});
    sim::StepContext context;
    context.recordDecisions = true;
    int exact = 0;
    for (int i = 0; i < 4000; ++i) {
        sim::step(world, sim::autopilotInput(world), context);
        for (const sim::Decision& d : context.report.decisions) {
            if (d.pair != sim::Decision::Pair::ShipAsteroid || !d.reachedExact()) continue;
            CHECK(d.hull.sat.hit == d.hit());
            CHECK(d.hull.sat.depth >= 0.0);
            CHECK(d.hull.piecesTested >= d.hull.piece + 1);
            ++exact;
        }
    }
    CHECK(exact > 0);
}

TEST_CASE("recording decisions on or off gives identical worlds, counters and events over 4000 autopilot ticks") {
    sim::World off = sim::newGame({.seed = 11});
    sim::World on = off;
    sim::StepContext plain;
    sim::StepContext recording;
    recording.recordDecisions = true;
    std::size_t recorded = 0;
    for (int i = 0; i < 4000; ++i) {
        sim::step(off, sim::autopilotInput(off), plain);
        sim::step(on, sim::autopilotInput(on), recording);
        REQUIRE(sim::hashState(off) == sim::hashState(on));
        REQUIRE(plain.report.counters == recording.report.counters);
        REQUIRE(plain.report.events == recording.report.events);
        recorded += recording.report.decisions.size();
    }
    CHECK(recorded > 0);
}

TEST_CASE("the record is empty when recording is off") {
    sim::World world = sim::newGame({.seed = 11});
    sim::StepContext context;
    int tested = 0;
    for (int i = 0; i < 2000; ++i) {
        sim::step(world, sim::autopilotInput(world), context);
        tested += context.report.counters.boxTests;
        REQUIRE(context.report.decisions.empty());
    }
    CHECK(tested > 0);
}

TEST_CASE("every pair the step tests has one record, and the record of a step describes that step only") {
    sim::World world = bulletInsideAsteroid();
    sim::StepContext context;
    context.recordDecisions = true;
    sim::step(world, {}, context);
    CHECK(context.report.decisions.size() == static_cast<std::size_t>(context.report.counters.boxTests));
    sim::step(world, {}, context);  // the asteroid is broken, the bullet gone: only the ship is tested
    CHECK(context.report.decisions.size() == static_cast<std::size_t>(context.report.counters.boxTests));
    CHECK(std::none_of(context.report.decisions.begin(), context.report.decisions.end(),
                       [](const sim::Decision& d) { return d.pair == sim::Decision::Pair::BulletAsteroid; }));
}

TEST_CASE("a decision's line names the pair, the stage and the crossings, and ends with the verdict") {
    sim::Decision d{.pair = sim::Decision::Pair::BulletAsteroid, .bulletId = 17, .asteroidId = 5, .stage = sim::PairStage::Hit};
    d.point.world = {412.5, 300.25};
    d.point.local = {3, -1.5};
    d.point.crossings = 1;
    d.point.crossedCount = 1;
    d.point.crossed[0] = {.edge = 4, .point = {10.25, -1.5}, .direction = 1};
    CHECK(sim::describeDecision(d, sim::Wording::Fields) ==
          "bullet#17 asteroid#5 stage=exact point=(412.5,300.25) local=(3,-1.5) crossings=1 edges=[4] "
          "local-crossings=[(10.25,-1.5)] hit");
    const sim::Decision box{.pair = sim::Decision::Pair::ShipAsteroid, .asteroidId = 9, .stage = sim::PairStage::BoxMiss};
    CHECK(sim::describeDecision(box, sim::Wording::Fields) == "ship asteroid#9 stage=box miss");
}

TEST_CASE("an event's line is the tick, the kind, what struck and where") {
    sim::World after = testing::quietWorld();
    after.tick = 1203;
    sim::GameEvent death{.kind = sim::GameEvent::Kind::ShipDestroyed, .position = {412.5, 300.25}};
    death.by = sim::GameEvent::Cause::Asteroid;
    death.byId = 7;
    CHECK(sim::describeEvent(death, after) == "1203 ship-destroyed by=asteroid asteroid=7 at=412.5,300.25");
    sim::GameEvent broken{.kind = sim::GameEvent::Kind::AsteroidDestroyed, .position = {10, 20}, .size = sim::AsteroidSize::Medium,
                          .impact = {11, 21}, .id = 7, .by = sim::GameEvent::Cause::Ship};
    CHECK(sim::describeEvent(broken, after) == "1203 asteroid-destroyed asteroid=7 size=medium by=ship at=11,21 centre=10,20");
}

TEST_CASE("an event on the field's edge prints 0, not the rounding dust of a wrap (2.27374e-12)") {
    sim::World after = testing::quietWorld();
    after.tick = 8;
    const sim::GameEvent shot{.kind = sim::GameEvent::Kind::Shot, .position = {2.2737367544323206e-12, -3.1e-13}, .id = 4};
    CHECK(sim::describeEvent(shot, after) == "8 shot bullet=4 at=0,0");
    const sim::GameEvent small{.kind = sim::GameEvent::Kind::Shot, .position = {0.001, 1280}, .id = 4};
    CHECK(sim::describeEvent(small, after) == "8 shot bullet=4 at=0.001,1280");
}
