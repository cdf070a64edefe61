#include <doctest/doctest.h>

#include "teach/CloseUp.h"

namespace {

using teach::Picked;

// A decision of bullet `bullet` at `from` against asteroid `asteroid` at `at` (radius 30), reaching `stage`.
sim::Decision bulletAgainst(std::uint32_t bullet, geometry::Vec2 from, std::uint32_t asteroid, geometry::Vec2 at, sim::PairStage stage) {
    sim::Decision d{.pair = sim::Decision::Pair::BulletAsteroid, .bulletId = bullet, .asteroidId = asteroid, .stage = stage, .from = from};
    d.asteroid.position = at;
    d.asteroid.radius = 30.0;
    return d;
}

}  // namespace

TEST_CASE("a close-up of a rock holds the rock and the bullet that reached its circle, not one its box turned away") {
    const sim::Settings field{};
    const Picked rock{Picked::Kind::Asteroid, 4};
    const std::vector<sim::Decision> decisions{
        bulletAgainst(7, {520.0, 300.0}, 4, {600.0, 300.0}, sim::PairStage::Hit),
        bulletAgainst(8, {900.0, 650.0}, 4, {600.0, 300.0}, sim::PairStage::BoxMiss),
        bulletAgainst(9, {100.0, 100.0}, 5, {150.0, 100.0}, sim::PairStage::Hit),
    };
    const std::optional<geometry::Aabb> box = teach::closeUpSubjects(field, decisions, rock, {{600.0, 300.0}, 30.0});
    REQUIRE(box);
    CHECK(box->min.x == 520.0);  // the bullet, a point
    CHECK(box->max.x == 630.0);  // the rock's circle
    CHECK(box->min.y == 270.0);
    CHECK(box->max.y == 330.0);
}

TEST_CASE("a close-up takes what the picked object met the short way round, past the field's edge") {
    const sim::Settings field{};
    const Picked rock{Picked::Kind::Asteroid, 4};
    const std::vector<sim::Decision> decisions{bulletAgainst(7, {1275.0, 300.0}, 4, {10.0, 300.0}, sim::PairStage::ExactMiss)};
    const std::optional<geometry::Aabb> box = teach::closeUpSubjects(field, decisions, rock, {{10.0, 300.0}, 30.0});
    REQUIRE(box);
    CHECK(box->min.x == -20.0);  // the rock's circle reaches past x = 0; the bullet at 1275 is 15 units left of it
    CHECK(box->max.x == 40.0);
}

TEST_CASE("nothing picked, no close-up") { CHECK_FALSE(teach::closeUpSubjects(sim::Settings{}, {}, Picked{}, {{600.0, 300.0}, 30.0})); }
