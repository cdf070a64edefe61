#include <doctest/doctest.h>

#include "TestWorlds.h"
#include "sim/Collision.h"
#include "sim/DecisionText.h"
#include "support/FirstEvent.h"

using sim::AsteroidSize;
using testing::quietWorld;
using testing::restingAsteroid;
using testing::restingBullet;

namespace {

sim::Saucer restingSaucer(sim::World& world, sim::SaucerSize size, geometry::Vec2 at) {
    sim::Saucer s;
    s.id = world.nextId++;
    s.size = size;
    s.position = at;
    s.ticksLeft = 10000;
    s.fireCooldown = 10000;
    s.turnCooldown = 10000;
    return s;
}

const sim::Decision* findPair(const sim::StepReport& report, sim::Decision::Pair pair) {
    for (const sim::Decision& d : report.decisions) if (d.pair == pair && d.reachedExact()) return &d;
    return nullptr;
}

}  // namespace

TEST_CASE("from the second wave a saucer crosses the field once, shooting, and leaves") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.wave = sim::kSaucerFirstWave;
    w.saucerDelayTicks = 1;
    sim::step(w, {}, context);
    REQUIRE(w.saucers.size() == 1);
    REQUIRE(testing::firstEvent(context.report, sim::GameEvent::Kind::SaucerAppeared) != nullptr);
    int shots = 0;
    bool left = false;
    for (int t = 0; t < 20 * sim::kTicksPerSecond && !left; ++t) {
        sim::step(w, {}, context);
        for (const sim::GameEvent& e : context.report.events) shots += e.kind == sim::GameEvent::Kind::Shot && e.by == sim::GameEvent::Cause::Saucer;
        left = testing::firstEvent(context.report, sim::GameEvent::Kind::SaucerLeft) != nullptr;
    }
    CHECK(left);
    CHECK(w.saucers.empty());
    CHECK(shots >= 3);
    CHECK(w.saucerDelayTicks == sim::kSaucerDelayTicks - 1);  // the next one is counted down from the tick it left
}

TEST_CASE("no saucer comes in the first wave") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.wave = 1;
    w.saucerDelayTicks = 1;
    for (int t = 0; t < 2 * sim::kSaucerDelayTicks; ++t) sim::step(w, {}, context);
    CHECK(w.saucers.empty());
}

TEST_CASE("the ship's bullet inside a small saucer's outline destroys it for 1000, with a point-in-polygon record") {
    sim::World w = quietWorld();
    sim::StepContext context;
    context.recordDecisions = true;
    w.saucers.push_back(restingSaucer(w, sim::SaucerSize::Small, {600, 400}));
    w.bullets.push_back(restingBullet(w, {602, 398}));
    sim::step(w, {}, context);
    CHECK(w.saucers.empty());
    CHECK(w.bullets.empty());
    CHECK(w.score == 1000);
    const sim::Decision* d = findPair(context.report, sim::Decision::Pair::BulletSaucer);
    REQUIRE(d != nullptr);
    CHECK(d->hit());
    CHECK(d->point.crossings % 2 == 1);
    CHECK(sim::describeDecision(*d, sim::Wording::Fields).starts_with("bullet#"));
    CHECK(sim::describeDecision(*d, sim::Wording::Fields).find(" saucer#") != std::string::npos);
}

TEST_CASE("a bullet in a saucer's box but outside its outline misses") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.saucers.push_back(restingSaucer(w, sim::SaucerSize::Large, {600, 400}));
    w.bullets.push_back(restingBullet(w, {600 + 18, 400 - 9}));  // beside the dome: in the box, outside the outline
    sim::step(w, {}, context);
    CHECK(w.saucers.size() == 1);
    CHECK(w.score == 0);
}

TEST_CASE("a saucer's bullet kills a vulnerable ship, passes an invulnerable one, and scores nothing when it breaks an asteroid") {
    sim::World w = quietWorld();
    sim::StepContext context;
    context.recordDecisions = true;
    sim::Bullet shot = restingBullet(w, {102, 100});
    shot.fromSaucer = true;
    w.bullets.push_back(shot);
    sim::step(w, {}, context);
    CHECK(w.ship.alive);  // invulnerable
    w.ship.invulnerableTicks = 0;
    sim::step(w, {}, context);
    CHECK_FALSE(w.ship.alive);
    const sim::GameEvent* death = testing::firstEvent(context.report, sim::GameEvent::Kind::ShipDestroyed);
    REQUIRE(death != nullptr);
    CHECK(death->by == sim::GameEvent::Cause::SaucerBullet);
    CHECK(sim::describeEvent(*death, w).find("ship-destroyed by=saucer-bullet bullet=") != std::string::npos);
    const sim::Decision* d = findPair(context.report, sim::Decision::Pair::BulletShip);
    REQUIRE(d != nullptr);
    CHECK(d->hit());

    sim::Bullet another = restingBullet(w, {600, 400});
    another.fromSaucer = true;
    w.bullets.push_back(another);
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Large, {600, 400}, 60));
    const int score = w.score;
    sim::step(w, {}, context);
    CHECK(w.asteroids.size() == 2);
    CHECK(w.score == score);
}

TEST_CASE("a saucer touching an asteroid is destroyed with it, unscored, decided by SAT on convex pieces") {
    sim::World w = quietWorld();
    sim::StepContext context;
    context.recordDecisions = true;
    w.saucers.push_back(restingSaucer(w, sim::SaucerSize::Large, {600, 400}));
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Small, {600 + 20 + 14, 400}, 15));
    sim::step(w, {}, context);
    CHECK(w.saucers.empty());
    CHECK(w.asteroids.empty());
    CHECK(w.score == 0);
    const sim::Decision* d = findPair(context.report, sim::Decision::Pair::SaucerAsteroid);
    REQUIRE(d != nullptr);
    CHECK(d->hit());
    CHECK(d->hull.sat.hit);
    CHECK(sim::describeDecision(*d, sim::Wording::Fields).find(" mtv depth=") != std::string::npos);
}

TEST_CASE("a saucer near an asteroid but apart is a SAT miss with a separating axis") {
    sim::World w = quietWorld();
    sim::StepContext context;
    context.recordDecisions = true;
    w.saucers.push_back(restingSaucer(w, sim::SaucerSize::Large, {600, 400}));
    w.asteroids.push_back(restingAsteroid(w, AsteroidSize::Small, {600 + 12, 400 - 11 - 16}, 15));  // above the dome's corner, circles overlap
    sim::step(w, {}, context);
    CHECK(w.saucers.size() == 1);
    const sim::Decision* d = findPair(context.report, sim::Decision::Pair::SaucerAsteroid);
    REQUIRE(d != nullptr);
    CHECK_FALSE(d->hit());
    CHECK(sim::describeDecision(*d, sim::Wording::Fields).find(" separating axis=") != std::string::npos);
}

TEST_CASE("the ship flying into a large saucer dies and scores the saucer's 200") {
    sim::World w = quietWorld();
    sim::StepContext context;
    w.ship.invulnerableTicks = 0;
    w.saucers.push_back(restingSaucer(w, sim::SaucerSize::Large, {120, 100}));
    sim::step(w, {}, context);
    CHECK_FALSE(w.ship.alive);
    CHECK(w.saucers.empty());
    CHECK(w.score == 200);
}
