#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "replay/Files.h"
#include "replay/Recorder.h"
#include "replay/Text.h"
#include "replay/Timeline.h"
#include "replay/Verify.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"
#include "support/FileContents.h"

namespace {

std::string recorderScratch(const std::string& name) { return "recorder-file-test-" + name; }

sim::TickInput fireOrAutopilot(const sim::World& world) {
    sim::TickInput fire;
    fire.buttons = sim::kFire;
    return world.tick % 90 < 30 ? fire : sim::autopilotInput(world);
}

}  // namespace

TEST_CASE("a recording streamed to a file is on disk at every checkpoint, and a copy taken there verifies up to it") {
    const std::string path = recorderScratch("streamed.replay");
    sim::World world = sim::newGame({.seed = 61});
    base::Result<replay::Recorder> recorder = replay::Recorder::toFile(path, world.settings);
    REQUIRE(recorder.ok());
    replay::Replay header;
    header.settings = world.settings;
    header.rulesVersion = sim::kRulesVersion;
    CHECK(testing::fileContents(path) == replay::headerText(header));
    sim::StepContext context;
    while (world.tick < 1000) {
        const sim::TickInput input = sim::autopilotInput(world);
        recorder->record(world, input);
        sim::step(world, input, context);
        recorder->afterStep(world);
        if (world.tick == 600) {  // as if the process were killed here: what is on disk is all there is
            const std::string copy = recorderScratch("killed-at-600.replay");
            std::ofstream(copy, std::ios::binary) << testing::fileContents(path);
            const base::Result<replay::Progress> verified = replay::verifyFile(copy);
            REQUIRE(verified.ok());
            CHECK(verified->ok());
            CHECK(verified->cutShort);
            CHECK(verified->ticks == 600);
            CHECK(verified->hash == sim::hashState(world).whole);
            CHECK(replay::exitStatusOf(*verified) == replay::kCutShortExitStatus);  // a partial result, told apart
            std::remove(copy.c_str());
        }
    }
    REQUIRE(recorder->saveEnd(world).ok());
    const base::Result<replay::Progress> whole = replay::verifyFile(path);
    REQUIRE(whole.ok());
    CHECK(whole->ok());
    CHECK_FALSE(whole->cutShort);
    CHECK(whole->ticks == 1000);
    CHECK(replay::exitStatusOf(*whole) == 0);
    std::remove(path.c_str());
}

TEST_CASE("a file recording rewritten from an earlier tick, several times, holds exactly what a recording in memory holds") {
    const std::string path = recorderScratch("rewritten.replay");
    sim::World world = sim::newGame({.seed = 62});
    base::Result<replay::Recorder> onDisk = replay::Recorder::toFile(path, world.settings, 1);  // a checkpoint every tick
    REQUIRE(onDisk.ok());
    replay::Recorder inMemory(world.settings, 1);
    replay::Timeline timeline(world);
    replay::Timeline twin(world);
    sim::World twinWorld = world;
    sim::StepContext context;
    const auto play = [&](const sim::TickInput& input) {
        replay::stepAndRecord(timeline, &*onDisk, world, input, context);
        replay::stepAndRecord(twin, &inMemory, twinWorld, input, context);
    };
    for (const std::uint64_t back : {333ULL, 700ULL, 64ULL, 1200ULL}) {
        while (world.tick < back + 500) play(fireOrAutopilot(world));
        world = timeline.worldAt(back, world, context);
        twinWorld = twin.worldAt(back, twinWorld, context);
        sim::TickInput click;
        click.spawnAsteroid = true;
        click.spawnAt = {640, 100};
        play(click);  // differs from what was played: the future goes
    }
    while (world.tick < 2000) play(sim::autopilotInput(world));
    REQUIRE(onDisk->saveEnd(world).ok());
    const replay::Replay expected = inMemory.finish(twinWorld);
    CHECK(testing::fileContents(path) == replay::toText(expected));
    const base::Result<replay::Replay> loaded = replay::loadReplay(path);
    REQUIRE(loaded.ok());
    CHECK(replay::verify(*loaded).ok());
    std::remove(path.c_str());
}

TEST_CASE("an end saved at game over is taken back when the game goes on, so the file ends once, at the last save") {
    const std::string path = recorderScratch("ended-twice.replay");
    sim::World world = sim::newGame({.seed = 63});
    base::Result<replay::Recorder> recorder = replay::Recorder::toFile(path, world.settings);
    REQUIRE(recorder.ok());
    sim::StepContext context;
    for (const std::uint64_t until : {500ULL, 800ULL}) {
        while (world.tick < until) {
            const sim::TickInput input = sim::autopilotInput(world);
            recorder->record(world, input);
            sim::step(world, input, context);
            recorder->afterStep(world);
        }
        REQUIRE(recorder->saveEnd(world).ok());
    }
    const base::Result<replay::Progress> verified = replay::verifyFile(path);
    REQUIRE(verified.ok());
    CHECK(verified->ok());
    CHECK(verified->ticks == 800);
    std::remove(path.c_str());
}
