#include <doctest/doctest.h>

#include "support/AutopilotRecording.h"

#include "support/ReplayErrors.h"
#include "replay/Recorder.h"
#include "replay/Text.h"
#include "replay/Verify.h"
#include "sim/Crowd.h"
#include "sim/Game.h"

namespace {

// A crowd line of `value` in an otherwise good header.
std::string withCrowd(std::string_view value) { return testing::emptyReplayWith("4496 2529", "crowd " + std::string(value) + "\n"); }

}  // namespace

TEST_CASE("a recorded crowd carries its size in the header and verifies") {
    const replay::Replay r = testing::recordAutopilot(sim::crowdSettings(300, 9), 240);
    CHECK(r.settings.crowd == 300);
    const std::string text = replay::toText(r);
    CHECK(text.find("\ncrowd 300\n") != std::string::npos);
    const base::Result<replay::Replay> back = replay::parseReplay(text);
    REQUIRE(back.ok());
    CHECK(back->settings == r.settings);
    const replay::Progress result = replay::verify(*back);
    CHECK(result.ok());
    CHECK(result.checkpointsPassed == 4);
}

TEST_CASE("a normal game's header has no crowd line, and a header without one is the normal game") {
    sim::World w = sim::newGame({.seed = 2});
    replay::Recorder recorder(w.settings);
    const std::string text = replay::toText(recorder.finish(w));
    CHECK(text.find("crowd") == std::string::npos);
    const base::Result<replay::Replay> back = replay::parseReplay(text);
    REQUIRE(back.ok());
    CHECK(back->settings.crowd == 0);
}

TEST_CASE("a hostile crowd line is refused naming its line") {
    CHECK(replay::parseReplay(withCrowd("300")).ok());
    CHECK(testing::refusalOf(withCrowd("-5")).starts_with("7: crowd '-5' is not a whole number"));
    CHECK(testing::refusalOf(withCrowd("0")).starts_with("7: crowd must be at least 1"));
    CHECK(testing::refusalOf(withCrowd("12001")).starts_with("7: crowd '12001' is out of range (at most 12000)"));
    CHECK(testing::refusalOf(withCrowd("99999999999999999999999")).starts_with("7: crowd '99999999999999999999999' is out of range"));
    CHECK(testing::refusalOf(withCrowd("lots")).starts_with("7: crowd 'lots' is not a whole number"));
    CHECK(testing::refusalOf(withCrowd("3 4")).starts_with("7: 'crowd' takes 1 value(s), found 2"));
    const std::string twice = testing::emptyReplayWith("4496 2529", "crowd 300\ncrowd 300\n");
    CHECK(testing::refusalOf(twice).starts_with("8: duplicate header line 'crowd'"));
}

TEST_CASE("a forged crowd header claiming a million ticks between checkpoints is refused at its header, before a tick is stepped") {
    const std::string rules = "rules " + std::to_string(sim::kRulesVersion) + "\n";
    const std::string forged = "polyroids-replay 1\n" + rules +
                               "seed 1\nfield 1280 720\nlives 3\ncheckpoint-interval 1000000\ncrowd 12000\nbullets swept\nbegin\n"
                               "end 1000000 0 0123456789abcdef\n";
    CHECK(testing::refusalOf(forged) == "6: checkpoint interval '1000000' is out of range (at most 3600)");
    // Within the normal game's bound, a crowd is still checked at least as often as a normal game: at most every 60 ticks.
    std::string crowd = forged;
    crowd.replace(crowd.find("1000000\n"), 8, "3600\n");
    CHECK(replay::maxCheckpointInterval(sim::crowdSettings(12000, 1)) == 60);
    CHECK(replay::maxCheckpointInterval(sim::Settings{}) == replay::kMaxCheckpointInterval);
    CHECK(testing::refusalOf(crowd) ==
          "9: a crowd replay has a checkpoint at least every 60 ticks (each crowd tick is many normal ones): "
          "its checkpoint-interval is 3600");
    std::string everySecond = crowd;
    everySecond.replace(everySecond.find("3600\n"), 5, "60\n");
    CHECK(testing::refusalOf(everySecond).starts_with("10: the game ends at tick 1000000, more than the checkpoint interval (60)"));
}

TEST_CASE("a crowd recorder asked for checkpoints further apart than a crowd may have them writes them at the crowd's bound") {
    const sim::Settings crowd = sim::crowdSettings(300, 9);
    sim::World w = sim::newGame(crowd);
    replay::Recorder recorder(w.settings, 1000);
    CHECK(recorder.finish(w).checkpointInterval == replay::maxCheckpointInterval(crowd));
    const base::Result<replay::Replay> back = replay::parseReplay(replay::toText(recorder.finish(w)));
    CHECK(back.ok());
}
