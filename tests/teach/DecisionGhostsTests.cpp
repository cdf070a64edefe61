#include <doctest/doctest.h>

#include <vector>

#include "teach/DecisionGhosts.h"

namespace {

sim::Decision decision(sim::Decision::Pair pair, sim::PairStage stage, bool harmless = false) {
    sim::Decision d{.pair = pair, .asteroidId = 7, .stage = stage};
    d.hull.harmless = harmless;
    return d;
}

using Pair = sim::Decision::Pair;
using Stage = sim::PairStage;

}  // namespace

TEST_CASE("a bullet's hit and a ship's death leave ghosts; misses and a harmless touch of an invulnerable ship do not") {
    const std::vector<sim::Decision> step{
        decision(Pair::BulletAsteroid, Stage::BoxMiss),  decision(Pair::BulletAsteroid, Stage::ExactMiss),
        decision(Pair::BulletAsteroid, Stage::Hit),      decision(Pair::ShipAsteroid, Stage::CircleMiss),
        decision(Pair::ShipAsteroid, Stage::Hit, true),  decision(Pair::ShipAsteroid, Stage::Hit),
    };
    teach::DecisionGhosts ghosts;
    ghosts.add(step);
    REQUIRE(ghosts.ghosts().size() == 2);
    CHECK(ghosts.ghosts()[0].decision == step[2]);
    CHECK(ghosts.ghosts()[1].decision == step[5]);
    CHECK(ghosts.ghosts()[0].age == 0.0);
}

TEST_CASE("a ghost is drawn at full strength when new and fades linearly to nothing over a second") {
    CHECK(teach::DecisionGhosts::strength(0.0) == 1.0);
    CHECK(teach::DecisionGhosts::strength(0.25) == doctest::Approx(0.75));
    CHECK(teach::DecisionGhosts::strength(0.5) > teach::DecisionGhosts::strength(0.75));
    CHECK(teach::DecisionGhosts::strength(teach::DecisionGhosts::kLifetime) == 0.0);
    CHECK(teach::DecisionGhosts::strength(5.0) == 0.0);
}

TEST_CASE("at 60 frames a second a ghost stays about a second, while paused (no ageing) it stays at full strength") {
    teach::DecisionGhosts ghosts;
    const std::vector<sim::Decision> step{decision(Pair::BulletAsteroid, Stage::Hit)};
    ghosts.add(step);
    for (int frame = 0; frame < 1000; ++frame) ghosts.age(0.0);  // paused on the decisive tick
    REQUIRE(ghosts.ghosts().size() == 1);
    CHECK(teach::DecisionGhosts::strength(ghosts.ghosts()[0].age) == 1.0);
    int frames = 0;
    while (!ghosts.ghosts().empty() && frames < 1000) {
        ghosts.age(1.0 / 60.0);
        ++frames;
    }
    CHECK(frames >= 59);
    CHECK(frames <= 61);
}

TEST_CASE("clearing forgets every ghost, and a later step's ghosts are aged apart from the earlier ones") {
    teach::DecisionGhosts ghosts;
    const std::vector<sim::Decision> step{decision(Pair::BulletAsteroid, Stage::Hit)};
    ghosts.add(step);
    ghosts.age(0.5);
    ghosts.add(step);
    REQUIRE(ghosts.ghosts().size() == 2);
    CHECK(ghosts.ghosts()[0].age == 0.5);
    CHECK(ghosts.ghosts()[1].age == 0.0);
    ghosts.age(0.6);
    CHECK(ghosts.ghosts().size() == 1);
    ghosts.clear();
    CHECK(ghosts.ghosts().empty());
}
