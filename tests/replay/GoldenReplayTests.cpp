// Covers the golden replays (tests/replays/) through replay/Files, Inputs and Verify: each still shows its story.
#include <doctest/doctest.h>

#include "replays/Scenarios.h"
#include "replay/Files.h"
#include "replay/Inputs.h"
#include "replay/Replay.h"
#include "replay/Verify.h"
#include "sim/Game.h"

// The golden replays are checked twice: here, that each still shows what it
// is for, and by CTest, that `polyroids --replay FILE --headless` verifies it
// (in the Release and the Debug build alike).

TEST_CASE("every golden replay verifies and still tells the story it was recorded for") {
    for (const goldens::Golden& golden : goldens::allGoldens()) {
        CAPTURE(golden.file);
        const base::Result<replay::Replay> replay = replay::loadReplay(std::string(POLYROIDS_GOLDEN_DIR) + "/" + golden.file);
        REQUIRE_MESSAGE(replay.ok(), (replay.ok() ? std::string() : replay.error().message()));
        CHECK(replay::verify(*replay).ok());
        CHECK(replay->totalTicks >= golden.minTicks);
        sim::World world = sim::newGame(replay->settings);
        sim::StepContext stepping;
        stepping.recordDecisions = golden.swept;
        CHECK(replay->settings.sweptBullets == golden.swept);
        goldens::Story story;
        replay::InputCursor inputs(*replay);
        while (world.tick < replay->totalTicks) {
            const sim::TickInput input = inputs.next(world.tick);
            const sim::World before = world;
            sim::step(world, input, stepping);
            story.note(before, world, stepping.report, input.spawnAsteroid);
        }
        CHECK(golden.complete(story));
    }
}
