#include <doctest/doctest.h>

#include "support/AutopilotRecording.h"

#include "replay/Player.h"
#include "replay/Recorder.h"
#include "replay/Verify.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"
#include "sim/StateHash.h"

namespace {
using testing::recordAutopilot;

sim::World playTo(replay::Player& player, std::uint64_t tick) {
    sim::World w = player.start();
    while (w.tick < tick) player.step(w);
    return w;
}
}  // namespace

TEST_CASE("a watched replay reports the first checkpoint that does not match") {
    replay::Replay recorded = recordAutopilot(22, 600);
    recorded.checkpoints[2].hashes.parts[static_cast<std::size_t>(sim::StatePart::Ship)] ^= 4;
    replay::Player player(recorded);
    playTo(player, 600);
    REQUIRE(player.mismatch().has_value());
    CHECK(player.mismatch()->tick == 180);
    CHECK(player.mismatch()->part == "ship");
    CHECK(replay::desyncMessage(*player.mismatch()).starts_with("replay: desync at tick 180: ship differs (expected "));
}

TEST_CASE("watching and verifying a replay say the same thing about it") {
    replay::Replay recorded = recordAutopilot(23, 900);
    recorded.checkpoints[5].hashes.parts[static_cast<std::size_t>(sim::StatePart::Asteroids)] ^= 1;
    replay::Player player(recorded);
    const sim::World end = playTo(player, 900);
    const replay::Progress verified = replay::verify(recorded);
    REQUIRE(verified.mismatch.has_value());
    CHECK(player.mismatch() == verified.mismatch);
    CHECK(replay::describe(player.progress(end)) == replay::describe(verified));
}

TEST_CASE("a replay played to the end says ok with the line headless verification prints") {
    const replay::Replay recorded = recordAutopilot(24, 1200);
    replay::Player player(recorded);
    const sim::World end = playTo(player, 1200);
    const replay::Progress progress = player.progress(end);
    CHECK(progress.ok());
    CHECK(progress.checkpointsPassed == recorded.checkpoints.size());
    CHECK(replay::describe(progress) == replay::describe(replay::verify(recorded)));
    CHECK(replay::describe(progress).starts_with("replay: ok ticks=1200 "));
}

TEST_CASE("ticks played again after a jump back do not count a checkpoint twice, and a replay stopped early says where") {
    const replay::Replay recorded = recordAutopilot(25, 1800);
    replay::Player player(recorded);
    sim::World now = playTo(player, 1500);
    CHECK(player.progress(now).checkpointsPassed == 25);
    now = replay::simulateTo(recorded, 200);  // as the window's time travel hands it back
    while (now.tick < 700) player.step(now);
    const replay::Progress progress = player.progress(now);
    CHECK(progress.checkpointsPassed == 25);
    CHECK_FALSE(progress.finished());
    CHECK(replay::describe(progress) == "replay: stopped at tick 700 of 1800, checkpoints 25/30 passed");
}

TEST_CASE("a different final score is a desync given in points, not as a hash") {
    replay::Replay recorded = recordAutopilot(26, 600);
    recorded.finalScore += 10;
    const replay::Progress result = replay::verify(recorded);
    REQUIRE(result.mismatch.has_value());
    CHECK(result.mismatch->part == "score");
    CHECK(replay::desyncMessage(*result.mismatch) ==
          "replay: desync at tick 600: score differs (expected " + std::to_string(recorded.finalScore) + ", got " +
              std::to_string(recorded.finalScore - 10) + ")");
}
