#include <doctest/doctest.h>

#include "app/CommandLine.h"

namespace {
app::ParseResult parse(std::vector<std::string> args) { return app::parseCommandLine(args); }
}  // namespace

TEST_CASE("no arguments means play with seed 1") {
    const auto r = parse({});
    CHECK(r.error.empty());
    CHECK(r.options.mode == app::Mode::Play);
    CHECK(r.options.seed == 1);
}

TEST_CASE("the screenshot options are read together") {
    const auto r = parse({"--seed", "7", "--frames", "120", "--screenshot", "shot.png"});
    CHECK(r.error.empty());
    CHECK(r.options.seed == 7);
    CHECK(r.options.frames == 120u);
    CHECK(r.options.screenshotPath == "shot.png");
}

TEST_CASE("unknown options and bad values are refused with a message naming them") {
    CHECK(parse({"--bogus"}).error.find("--bogus") != std::string::npos);
    CHECK_FALSE(parse({"--seed"}).error.empty());
    CHECK_FALSE(parse({"--seed", "-1"}).error.empty());
    CHECK_FALSE(parse({"--seed", "12x"}).error.empty());
    CHECK_FALSE(parse({"--ticks", "1000000000000000"}).error.empty());
    CHECK_FALSE(parse({"--screenshot", "a.png"}).error.empty());  // needs --frames
    CHECK_FALSE(parse({"--headless"}).error.empty());              // nobody at the keyboard
    CHECK_FALSE(parse({"--headless", "--autopilot"}).error.empty());  // never stops
    CHECK_FALSE(parse({"--size", "10x10"}).error.empty());
}

TEST_CASE("headless replay and headless autopilot recording are accepted") {
    const auto a = parse({"--replay", "game.txt", "--headless"});
    CHECK(a.error.empty());
    CHECK(a.options.mode == app::Mode::Replay);
    const auto b = parse({"--headless", "--autopilot", "--seed", "7", "--ticks", "20000", "--record", "out.replay"});
    CHECK(b.error.empty());
    CHECK(b.options.recordPath == "out.replay");
    CHECK(b.options.ticks == 20000u);
}

TEST_CASE("geom takes only its own options") {
    CHECK(parse({"geom", "--explain"}).options.explain);
    CHECK(parse({"geom"}).options.mode == app::Mode::Geom);
    CHECK_FALSE(parse({"geom", "--seed", "3"}).error.empty());
}
