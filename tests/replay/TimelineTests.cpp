#include <doctest/doctest.h>

#include <vector>

#include "replay/Inputs.h"
#include "replay/Recorder.h"
#include "replay/Text.h"
#include "replay/Timeline.h"
#include "replay/Verify.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"
#include "sim/StateHash.h"

namespace {

using Kind = sim::GameEvent::Kind;
constexpr replay::EventKinds kHits = replay::eventKind(Kind::AsteroidDestroyed);
constexpr replay::EventKinds kDeaths = replay::eventKind(Kind::ShipDestroyed);

// The autopilot flies `ticks` ticks through a timeline; hashes[t] is the world at tick t.
struct Flown {
    replay::Timeline timeline;
    sim::World world;
    std::vector<sim::StateHashes> hashes;
    std::vector<replay::EventKinds> kinds;  // kinds[t]: the events of the step into tick t
};

Flown fly(std::uint64_t seed, std::uint64_t ticks) {
    sim::World world = sim::newGame({.seed = seed});
    Flown flown{replay::Timeline(world), world, {sim::hashState(world)}, {0}};
    sim::StepContext context;
    while (flown.world.tick < ticks) {
        flown.timeline.step(flown.world, sim::autopilotInput(flown.world), context);
        flown.hashes.push_back(sim::hashState(flown.world));
        flown.kinds.push_back(replay::kindsOf(context.report.events));
    }
    return flown;
}

sim::TickInput clickAt(double x, double y) { return {.buttons = 0, .spawnAsteroid = true, .spawnAt = {x, y}}; }

}  // namespace

TEST_CASE("stepping back tick by tick gives exactly the worlds that stepping forward gave") {
    Flown flown = fly(31, 1000);
    sim::StepContext context;
    sim::World now = flown.world;
    for (std::uint64_t tick = 999; tick >= 580; --tick) {
        now = flown.timeline.worldAt(tick, now, context);
        REQUIRE(now.tick == tick);
        REQUIRE(sim::hashState(now) == flown.hashes[tick]);
    }
    for (const std::uint64_t tick : {0u, 1u, 299u, 300u, 301u, 600u, 1000u}) {
        CAPTURE(tick);
        CHECK(sim::hashState(flown.timeline.worldAt(tick, now, context)) == flown.hashes[tick]);
    }
    CHECK(flown.timeline.worldAt(5000, now, context).tick == 1000);  // clamped to the end of the history
}

TEST_CASE("after travelling to a tick the report tells of the step into that tick") {
    Flown flown = fly(32, 1200);
    sim::StepContext context;
    for (std::uint64_t tick = 1; tick <= 1200; tick += 37) {
        CAPTURE(tick);
        flown.timeline.worldAt(tick, flown.world, context);
        CHECK(replay::kindsOf(context.report.events) == flown.kinds[tick]);
    }
}

TEST_CASE("the previous and next event are the nearest ticks whose steps had an event of those kinds") {
    Flown flown = fly(33, 6000);
    const replay::Timeline& timeline = flown.timeline;
    const auto hitAt = [&](std::uint64_t t) { return (flown.kinds[t] & kHits) != 0; };
    const std::optional<std::uint64_t> first = timeline.nextEvent(0, kHits);
    REQUIRE(first.has_value());
    for (std::uint64_t t = 1; t < *first; ++t) CHECK_FALSE(hitAt(t));
    CHECK(hitAt(*first));
    const std::optional<std::uint64_t> second = timeline.nextEvent(*first, kHits);
    REQUIRE(second.has_value());
    CHECK(*second > *first);
    CHECK(hitAt(*second));
    CHECK(timeline.previousEvent(*second, kHits) == first);
    CHECK_FALSE(timeline.previousEvent(*first, kHits).has_value());
    CHECK_FALSE(timeline.nextEvent(6000, kHits | kDeaths).has_value());
    const std::optional<std::uint64_t> death = timeline.nextEvent(0, kDeaths);
    REQUIRE(death.has_value());  // the careless autopilot dies within 100 seconds
    CHECK((flown.kinds[*death] & kDeaths) != 0);
    CHECK(timeline.previousEvent(6001, kDeaths) >= death);
}

TEST_CASE("stepping forward again from an earlier tick with the inputs of the history keeps the future") {
    Flown flown = fly(34, 900);
    sim::StepContext context;
    sim::World world = flown.timeline.worldAt(400, flown.world, context);
    while (world.tick < 900) CHECK(flown.timeline.step(world, flown.timeline.inputAt(world.tick), context) == replay::Stepped::Replayed);
    CHECK(flown.timeline.end() == 900);
    CHECK(sim::hashState(world) == flown.hashes[900]);
}

TEST_CASE("resuming from an earlier tick with other input drops the future and keeps the new past") {
    Flown flown = fly(35, 900);
    replay::Timeline& timeline = flown.timeline;
    sim::StepContext context;
    sim::World world = timeline.worldAt(400, flown.world, context);
    CHECK(timeline.step(world, clickAt(100, 100), context) == replay::Stepped::Rewritten);
    CHECK(timeline.end() == 401);
    CHECK_FALSE(timeline.nextEvent(401, ~replay::EventKinds{0}).has_value());
    while (world.tick < 700) CHECK(timeline.step(world, sim::autopilotInput(world), context) == replay::Stepped::Appended);
    // The history now holds the game as finally played: re-simulated from tick 0 it reaches the same world.
    sim::World straight = sim::newGame({.seed = 35});
    sim::StepContext fresh;
    while (straight.tick < 700) sim::step(straight, timeline.inputAt(straight.tick), fresh);
    CHECK(sim::hashState(straight) == sim::hashState(world));
    CHECK(timeline.inputAt(400) == clickAt(100, 100));
    CHECK(sim::hashState(timeline.worldAt(650, world, context)) == sim::hashState(timeline.worldAt(650, straight, fresh)));
    CHECK(sim::hashState(timeline.worldAt(399, world, context)) == flown.hashes[399]);
}

TEST_CASE("a recording truncated where play resumed verifies with the inputs as finally played") {
    sim::World world = sim::newGame({.seed = 36});
    replay::Timeline timeline(world);
    replay::Recorder recorder(world.settings);
    sim::StepContext context;
    const auto play = [&](const sim::TickInput& input) { return replay::stepAndRecord(timeline, &recorder, world, input, context); };
    while (world.tick < 800) play(sim::autopilotInput(world));
    world = timeline.worldAt(333, world, context);
    while (world.tick < 500) CHECK(play(timeline.inputAt(world.tick)) == replay::Stepped::Replayed);  // N after B: the same past
    world = timeline.worldAt(333, world, context);
    CHECK(play(clickAt(640, 100)) == replay::Stepped::Rewritten);
    while (world.tick < 1000) play(world.tick % 90 < 30 ? sim::TickInput{.buttons = sim::kFire} : sim::autopilotInput(world));
    const replay::Replay recorded = recorder.finish(world);
    for (std::uint64_t tick = 0; tick < 1000; ++tick) REQUIRE(replay::inputAt(recorded, tick) == timeline.inputAt(tick));
    CHECK(replay::verify(recorded).ok());
    CHECK(replay::parseReplay(replay::toText(recorded)).ok());  // its checkpoints still cover every tick
    CHECK(replay::simulateTo(recorded, 1000).tick == 1000);
    CHECK(sim::hashState(replay::simulateTo(recorded, 1000)).whole == sim::hashState(world).whole);
}

TEST_CASE("a history past its memory limit forgets its oldest ticks and still travels exactly within what it keeps") {
    sim::World world = sim::newGame({.seed = 37});
    const std::uint64_t limit = 40'000;  // a few snapshots of a wave and 300 inputs each
    replay::Timeline timeline(world, limit);
    std::vector<sim::StateHashes> hashes{sim::hashState(world)};
    sim::StepContext context;
    while (world.tick < 6000) {
        timeline.step(world, sim::autopilotInput(world), context);
        hashes.push_back(sim::hashState(world));
        if (world.tick % 300 == 0) CHECK(timeline.bytes() <= limit);
    }
    const std::uint64_t first = timeline.first();
    CHECK(first > 0);
    CHECK(first % 300 == 0);
    CHECK(timeline.end() == 6000);
    for (const std::uint64_t tick : {first, first + 1, first + 299, first + 300, (first + 6000) / 2, std::uint64_t{5999}}) {
        CAPTURE(tick);
        CHECK(sim::hashState(timeline.worldAt(tick, world, context)) == hashes[tick]);
    }
    CHECK(timeline.worldAt(0, world, context).tick == first);  // the forgotten past is out of reach: clamped
    const std::optional<std::uint64_t> earliest = timeline.nextEvent(0, ~replay::EventKinds{0});
    if (earliest) CHECK(*earliest > first);
    CHECK_FALSE(timeline.previousEvent(first + 1, ~replay::EventKinds{0}).has_value());
}

TEST_CASE("a snapshot of a world with more asteroids is counted as more bytes") {
    sim::World world = sim::newGame({.seed = 38});
    const std::uint64_t before = replay::snapshotBytes(world);
    world.asteroids.push_back(sim::Asteroid{});
    CHECK(replay::snapshotBytes(world) >= before + sizeof(sim::Asteroid) + sizeof(sim::AsteroidShape));
}
