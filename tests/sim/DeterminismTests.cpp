#include <doctest/doctest.h>

#include <cmath>

#include "sim/Autopilot.h"
#include "sim/Game.h"
#include "sim/StateHash.h"

namespace {
sim::World playAutopilot(std::uint64_t seed, int ticks) {
    sim::World w = sim::newGame({.seed = seed});
    for (int i = 0; i < ticks; ++i) sim::step(w, sim::autopilotInput(w));
    return w;
}
}  // namespace

TEST_CASE("the same seed and inputs give the same state after 10,000 ticks") {
    const sim::World a = playAutopilot(42, 10000);
    const sim::World b = playAutopilot(42, 10000);
    CHECK(sim::hashState(a) == sim::hashState(b));
    CHECK(a.score == b.score);
    CHECK(a.score > 0);  // the autopilot really played
}

TEST_CASE("different seeds give different games") {
    CHECK(sim::hashState(playAutopilot(1, 600)).whole != sim::hashState(playAutopilot(2, 600)).whole);
}

TEST_CASE("a copied world steps exactly like the original") {
    sim::World a = playAutopilot(9, 1000);
    sim::World b = a;
    for (int i = 0; i < 1000; ++i) {
        const sim::TickInput input = sim::autopilotInput(a);
        sim::step(a, input);
        sim::step(b, input);
    }
    CHECK(sim::hashState(a) == sim::hashState(b));
}

TEST_CASE("each part hash changes only when its part changes") {
    sim::World a = playAutopilot(3, 300);
    sim::World b = a;
    b.ship.position.x = std::nextafter(b.ship.position.x, 1e9);  // one bit
    const sim::StateHashes ha = sim::hashState(a);
    const sim::StateHashes hb = sim::hashState(b);
    CHECK(ha.whole != hb.whole);
    CHECK(ha.parts[static_cast<std::size_t>(sim::StatePart::Ship)] != hb.parts[static_cast<std::size_t>(sim::StatePart::Ship)]);
    CHECK(ha.parts[static_cast<std::size_t>(sim::StatePart::Asteroids)] == hb.parts[static_cast<std::size_t>(sim::StatePart::Asteroids)]);
}
