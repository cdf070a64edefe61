#include <doctest/doctest.h>

#include <cmath>

#include "geometry/Rotation.h"
#include "render/game/Debris.h"
#include "render/game/Particles.h"
#include "sim/Collision.h"
#include "sim/Game.h"

namespace {

using geometry::Vec2;

double distanceBetween(Vec2 a, Vec2 b) { return geometry::length(a - b); }

// True when p lies on the segment a-b (to rounding).
bool onSegment(Vec2 p, Vec2 a, Vec2 b) { return std::abs(distanceBetween(a, p) + distanceBetween(p, b) - distanceBetween(a, b)) < 1e-9; }

sim::World worldWithRocks() {
    sim::World world = sim::newGame({.seed = 9});
    sim::StepContext context;
    while (world.asteroids.empty()) sim::step(world, {}, context);
    return world;
}

}  // namespace

TEST_CASE("the ship breaks into its three hull edges, which start where the hull was and drift apart") {
    sim::Ship ship;
    ship.position = {400, 300};
    ship.angle = 0.7;
    ship.velocity = {50, -20};
    sim::Random random = sim::makeRandom(1, 2);
    std::vector<render::Fragment> pieces = render::shipFragments(ship, random);
    REQUIRE(pieces.size() == sim::kShipHull.size());
    const geometry::Transform t{ship.position, geometry::rotationFromAngle(ship.angle)};
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto [a, b] = pieces[i].ends();
        CHECK(distanceBetween(a, geometry::apply(t, sim::kShipHull[i])) < 1e-9);
        CHECK(distanceBetween(b, geometry::apply(t, sim::kShipHull[(i + 1) % 3])) < 1e-9);
    }
    for (const render::Fragment& start : pieces) {
        const double length = distanceBetween(start.ends()[0], start.ends()[1]);
        const double before = distanceBetween(start.centre, ship.position);
        const render::Fragment f = render::fragmentAt(start, 1.0);
        CHECK(distanceBetween(f.ends()[0], f.ends()[1]) == doctest::Approx(length));
        // Apart, in the ship's drifting frame: the ship's centre carried as the pieces are (0.3 of its velocity, slowed alike).
        const Vec2 drifted = ship.position + ship.velocity * 0.3 * ((1.0 - std::exp(-0.8)) / 0.8);
        CHECK(distanceBetween(f.centre, drifted) > before);
        CHECK(f.life < f.maxLife);
    }
}

namespace {
// A rock as a step reports it broken.
sim::BrokenAsteroid brokenFrom(const sim::Asteroid& rock) { return {rock.id, rock.position, rock.velocity, rock.angle, *rock.shape}; }
}  // namespace

TEST_CASE("a breaking rock sheds one piece of each outline edge, lying on that edge and thrown outwards") {
    const sim::World world = worldWithRocks();
    const sim::BrokenAsteroid rock = brokenFrom(world.asteroids.front());
    sim::Random random = sim::makeRandom(3, 4);
    const std::vector<render::Fragment> pieces = render::rockFragments(rock, random);
    const auto outline = rock.shape.outline();
    REQUIRE(pieces.size() == outline.size());
    const geometry::Transform t{rock.position, geometry::rotationFromAngle(rock.angle)};
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const Vec2 a = geometry::apply(t, outline[i]);
        const Vec2 b = geometry::apply(t, outline[(i + 1) % outline.size()]);
        CHECK(onSegment(pieces[i].ends()[0], a, b));
        CHECK(onSegment(pieces[i].ends()[1], a, b));
        const Vec2 own = pieces[i].velocity - rock.velocity;  // outward relative to the rock
        CHECK(geometry::dot(own, pieces[i].centre - rock.position) > 0.0);
    }
}

TEST_CASE("particles make debris from what a step reports broken and the ship before it, and it all fades away") {
    const sim::World before = worldWithRocks();
    const sim::Asteroid& rock = before.asteroids.front();
    render::Particles particles;
    sim::StepReport report;
    report.events.push_back({sim::GameEvent::Kind::AsteroidDestroyed, rock.position, rock.size, rock.position, rock.id});
    report.broken.push_back(brokenFrom(rock));
    report.events.push_back({sim::GameEvent::Kind::ShipDestroyed, before.ship.position});
    particles.spawnFor(report, before.ship, before.tick);
    CHECK(particles.fragments().size() == rock.outline().size() + sim::kShipHull.size());
    sim::StepReport unknown;
    unknown.events.push_back(report.events.front());
    unknown.events.back().id = before.nextId + 100;  // no broken rock reported with this id: sparks only
    unknown.broken = report.broken;
    particles.spawnFor(unknown, before.ship, before.tick);
    CHECK(particles.fragments().size() == rock.outline().size() + sim::kShipHull.size());
    for (int i = 0; i < 4 * 60; ++i) particles.update(1.0 / 60);
    CHECK(particles.fragments().empty());
}
