// The sentences `polyroids why` and the why panel print: the words a teacher
// would say, the SAT inset's names for pieces and edges.
#include <doctest/doctest.h>

#include <span>
#include <vector>

#include <string>

#include "sim/DecisionText.h"
#include "sim/Tuning.h"

namespace {

sim::Decision bulletAt(int crossings, std::initializer_list<std::size_t> edges) {
    sim::Decision d{.pair = sim::Decision::Pair::BulletAsteroid, .bulletId = 5, .asteroidId = 4};
    d.stage = crossings % 2 == 1 ? sim::PairStage::Hit : sim::PairStage::ExactMiss;
    d.point.crossings = crossings;
    for (std::size_t edge : edges) d.point.crossed[d.point.crossedCount++] = {.edge = edge, .point = {1, 2}, .direction = 1};
    return d;
}

sim::Decision shipTouching(bool hit) {
    sim::Decision d{.pair = sim::Decision::Pair::ShipAsteroid, .asteroidId = 83, .stage = hit ? sim::PairStage::Hit : sim::PairStage::ExactMiss};
    d.hull.piece = 6;
    d.hull.piecesTested = hit ? 7 : 11;
    d.hull.sat = {.hit = hit, .axis = {.fromA = !hit, .edge = 1}, .depth = hit ? 2.09651 : 1.5};
    return d;
}

sim::GameEvent shipDestroyedBy(sim::GameEvent::Cause cause, std::uint32_t byId) {
    sim::GameEvent death{.kind = sim::GameEvent::Kind::ShipDestroyed, .position = {412.5, 300.25}};
    death.by = cause;
    death.byId = byId;
    return death;
}

}  // namespace

TEST_CASE("a bullet's hit is told as the ray's crossings and their parity, in a sentence") {
    CHECK(sim::describeDecision(bulletAt(1, {10})) ==
          "Bullet 5 is inside asteroid 4: the ray along its own x axis crosses its outline once (edge 10); one is odd.");
    CHECK(sim::describeDecision(bulletAt(3, {1, 3, 7})) ==
          "Bullet 5 is inside asteroid 4: the ray along its own x axis crosses its outline 3 times (edges 1, 3 and 7); three is odd.");
}

TEST_CASE("a bullet's miss is told as an even crossing count, or as the filter that rejected it") {
    CHECK(sim::describeDecision(bulletAt(2, {3, 7})) ==
          "Bullet 5 is outside asteroid 4: the ray along its own x axis crosses its outline twice (edges 3 and 7); two is even.");
    CHECK(sim::describeDecision(bulletAt(0, {})) ==
          "Bullet 5 is outside asteroid 4: the ray along its own x axis crosses its outline nowhere; zero is even.");
    const sim::Decision box{.pair = sim::Decision::Pair::BulletAsteroid, .bulletId = 5, .asteroidId = 4, .stage = sim::PairStage::BoxMiss};
    CHECK(sim::describeDecision(box) == "Bullet 5 misses asteroid 4: it lies outside the bounding box.");
    const sim::Decision circle{.pair = sim::Decision::Pair::ShipAsteroid, .asteroidId = 9, .stage = sim::PairStage::CircleMiss};
    CHECK(sim::describeDecision(circle) == "The ship misses asteroid 9: their boxes overlap but their bounding circles do not.");
}

TEST_CASE("a mover's box misses against several asteroids are told as one sentence naming them all") {
    const auto miss = [](sim::Decision::Pair pair, std::uint32_t asteroid) {
        return sim::Decision{.pair = pair,
                             .bulletId = pair == sim::Decision::Pair::BulletAsteroid ? 5u : 0u,
                             .asteroidId = asteroid,
                             .stage = sim::PairStage::BoxMiss};
    };
    const std::vector<sim::Decision> ship{miss(sim::Decision::Pair::ShipAsteroid, 43), miss(sim::Decision::Pair::ShipAsteroid, 44),
                                          miss(sim::Decision::Pair::ShipAsteroid, 46)};
    CHECK(sim::describeBoxMisses(ship) == "The ship misses asteroids 43, 44 and 46: its bounding box overlaps none of theirs.");
    const std::vector<sim::Decision> bullet{miss(sim::Decision::Pair::BulletAsteroid, 3), miss(sim::Decision::Pair::BulletAsteroid, 4)};
    CHECK(sim::describeBoxMisses(bullet) == "Bullet 5 misses asteroids 3 and 4: it lies outside each of their bounding boxes.");
    CHECK(sim::describeBoxMisses(std::span(bullet).first(1)) == sim::describeDecision(bullet[0]));  // one is told as always
}

TEST_CASE("the ship's SAT verdict names the piece and the deciding edge as the inset does (P1, S1)") {
    CHECK(sim::describeDecision(shipTouching(true)) ==
          "The ship touches asteroid 83: SAT finds no gap on any of the 6 axes of the ship and piece 6; the overlap is least, "
          "2.097, along piece edge 1 (P1).");
    CHECK(sim::describeDecision(shipTouching(false)) ==
          "The ship misses asteroid 83: SAT tested 11 pieces; on the nearest, piece 6, ship edge 1 (S1) leaves a gap of 1.5.");
    sim::Decision harmless = shipTouching(true);
    harmless.hull.harmless = true;
    CHECK(sim::describeDecision(harmless).ends_with(" The ship is invulnerable, so nothing breaks."));
}

TEST_CASE("a saucer's bullet in the ship is named as a saucer bullet, and fields stay for scripts") {
    sim::Decision d = bulletAt(1, {2});
    d.pair = sim::Decision::Pair::BulletShip;
    d.bulletId = 12;
    CHECK(sim::describeDecision(d) == "Saucer bullet 12 is inside the ship: the ray along its own x axis crosses its outline once (edge 2); one is odd.");
    CHECK(sim::describeDecision(d, sim::Wording::Fields).starts_with("bullet#12 ship stage=exact "));
}

TEST_CASE("a death is told by what destroyed the ship: a rock, a saucer's bullet, or the hyperspace rule") {
    CHECK(sim::describeDeath(shipDestroyedBy(sim::GameEvent::Cause::Asteroid, 51)) == "The ship was destroyed by asteroid 51 at (412.5, 300.2).");
    CHECK(sim::describeDeath(shipDestroyedBy(sim::GameEvent::Cause::SaucerBullet, 12)) ==
          "The ship was destroyed by saucer bullet 12 at (412.5, 300.2).");
    CHECK(sim::describeDeath(shipDestroyedBy(sim::GameEvent::Cause::Hyperspace, 0)) ==
          "The ship was lost coming back from hyperspace at (412.5, 300.2): one return in " + std::to_string(sim::kHyperspaceFailOneIn) +
              " fails, by the game's random draw, so no collision decided it.");
}
