#include <doctest/doctest.h>

#include "app/cli/CommandLine.h"
#include "sim/Crowd.h"
#include "support/ParseCommandLine.h"

using testing::parse;
using testing::refusal;

TEST_CASE("--crowd N reads a size from 1 to the asteroid cap and skips the title screen") {
    const auto r = parse({"--crowd", "2000"});
    REQUIRE(r.ok());
    CHECK(r->crowd == 2000);
    CHECK_FALSE(r->showTitle);
    CHECK(parse({"--crowd", "1"})->crowd == 1);
    CHECK(parse({"--crowd", "12000"})->crowd == sim::kMaxCrowd);
}

TEST_CASE("--crowd refuses what is not a size from 1 to 12000, saying what it needs") {
    const std::string needs = "--crowd needs a whole number from 1 to 12000 (asteroids)";
    for (const char* bad : {"0", "-5", "12001", "99999999999999999999999", "lots", "2e3", "", " 5"}) {
        CAPTURE(bad);
        CHECK(refusal({"--crowd", bad}) == needs);
    }
    CHECK(refusal({"--crowd"}) == needs);
}

TEST_CASE("--crowd starts a game: not with a replay, the lab or --title") {
    CHECK(refusal({"--crowd", "300", "--replay", "a.replay"}).find("--crowd") != std::string::npos);
    CHECK(refusal({"--crowd", "300", "--lab"}).find("--crowd") != std::string::npos);
    CHECK(refusal({"--crowd", "300", "--title"}).find("--crowd") != std::string::npos);
}

TEST_CASE("--crowd goes with recording, overlays, pictures, the autopilot and the frame benchmark") {
    CHECK(parse({"--crowd", "300", "--headless", "--autopilot", "--ticks", "100", "--record", "c.replay"}).ok());
    CHECK(parse({"--crowd", "300", "--overlay", "stats", "--frames", "60", "--screenshot", "c.png"}).ok());
    CHECK(parse({"--crowd", "300", "--benchmark-frames", "300"}).ok());
}

TEST_CASE("the game settings are the crowd's with --crowd and the normal game's without") {
    const auto crowd = parse({"--crowd", "300", "--seed", "9"});
    REQUIRE(crowd.ok());
    CHECK(app::gameSettings(*crowd) == sim::crowdSettings(300, 9));
    const auto normal = parse({"--seed", "9"});
    REQUIRE(normal.ok());
    CHECK(app::gameSettings(*normal) == sim::Settings{.seed = 9});
}
