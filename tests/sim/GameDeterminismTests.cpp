#include <doctest/doctest.h>

#include <cmath>

#include "sim/Autopilot.h"
#include "sim/Game.h"
#include "sim/StateHash.h"

namespace {
sim::World playAutopilot(std::uint64_t seed, int ticks, sim::StepContext& context) {
    sim::World w = sim::newGame({.seed = seed});
    for (int i = 0; i < ticks; ++i) sim::step(w, sim::autopilotInput(w), context);
    return w;
}

sim::World playAutopilot(std::uint64_t seed, int ticks) {
    sim::StepContext context;
    return playAutopilot(seed, ticks, context);
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

TEST_CASE("a copied world stepped with a fresh context matches the original with its warm one, tick by tick") {
    sim::StepContext warm;
    sim::World a = playAutopilot(9, 1000, warm);
    sim::World b = a;  // a World copy carries no grid: b starts with an empty one
    sim::StepContext fresh;
    int events = 0;
    for (int i = 0; i < 1000; ++i) {
        const sim::TickInput input = sim::autopilotInput(a);
        sim::step(a, input, warm);
        sim::step(b, input, fresh);
        REQUIRE(sim::hashState(a) == sim::hashState(b));
        REQUIRE(warm.report == fresh.report);
        events += static_cast<int>(warm.report.events.size());
    }
    CHECK(events > 10);  // the game really went on: shots, breaks
}

TEST_CASE("one context shared by two games, as after a seek, changes neither") {
    sim::StepContext shared, ownA, ownB;
    sim::World a = playAutopilot(13, 300, ownA);
    sim::World b = playAutopilot(14, 300, ownB);
    sim::World sharedA = a, sharedB = b;
    for (int i = 0; i < 600; ++i) {
        const sim::TickInput inputA = sim::autopilotInput(a), inputB = sim::autopilotInput(b);
        sim::step(a, inputA, ownA);
        sim::step(sharedA, inputA, shared);
        REQUIRE(sim::hashState(a) == sim::hashState(sharedA));
        REQUIRE(ownA.report == shared.report);
        sim::step(b, inputB, ownB);
        sim::step(sharedB, inputB, shared);
        REQUIRE(sim::hashState(b) == sim::hashState(sharedB));
        REQUIRE(ownB.report == shared.report);
    }
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
