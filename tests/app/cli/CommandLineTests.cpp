#include <doctest/doctest.h>

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "app/cli/CommandLine.h"
#include "replay/Progress.h"
#include "sim/Autopilot.h"
#include "support/ParseCommandLine.h"

using testing::parse;
using testing::refusal;

TEST_CASE("no arguments means play with seed 1") {
    const auto r = parse({});
    CHECK(r.ok());
    CHECK(r->mode == app::Mode::Play);
    CHECK(r->seed == 1);
}

TEST_CASE("the screenshot options are read together") {
    const auto r = parse({"--seed", "7", "--frames", "120", "--screenshot", "shot.png"});
    CHECK(r.ok());
    CHECK(r->seed == 7);
    CHECK(r->frames == 120u);
    CHECK(r->screenshotPath == "shot.png");
}

TEST_CASE("unknown options and bad values are refused with a message naming them") {
    CHECK(refusal({"--bogus"}).find("--bogus") != std::string::npos);
    CHECK_FALSE(refusal({"--seed"}).empty());
    CHECK_FALSE(refusal({"--seed", "-1"}).empty());
    CHECK_FALSE(refusal({"--seed", "12x"}).empty());
    CHECK_FALSE(refusal({"--ticks", "1000000000000000"}).empty());
    CHECK_FALSE(refusal({"--screenshot", "a.png"}).empty());  // needs --frames
    CHECK_FALSE(refusal({"--headless"}).empty());              // nobody at the keyboard
    CHECK_FALSE(refusal({"--headless", "--autopilot"}).empty());  // never stops
    CHECK_FALSE(refusal({"--size", "10x10"}).empty());
}

TEST_CASE("headless replay and headless autopilot recording are accepted") {
    const auto a = parse({"--replay", "game.txt", "--headless"});
    CHECK(a.ok());
    CHECK(a->mode == app::Mode::Replay);
    const auto b = parse({"--headless", "--autopilot", "--seed", "7", "--ticks", "20000", "--record", "out.replay"});
    CHECK(b.ok());
    CHECK(b->recordPath == "out.replay");
    CHECK(b->ticks == 20000u);
}

TEST_CASE("geom takes only its own options") {
    CHECK(parse({"geom", "--explain"})->explain);
    CHECK(parse({"geom"})->mode == app::Mode::Geom);
    CHECK_FALSE(refusal({"geom", "--seed", "3"}).empty());
}

TEST_CASE("events takes one replay file and why a file and a tick from 1") {
    const auto events = parse({"events", "game.replay"});
    REQUIRE(events.ok());
    CHECK(events->mode == app::Mode::Events);
    CHECK(events->replayPath == "game.replay");
    const auto why = parse({"why", "game.replay", "1203"});
    REQUIRE(why.ok());
    CHECK(why->mode == app::Mode::Why);
    CHECK(why->whyTick == 1203u);
    CHECK(parse({"why", "--help"})->mode == app::Mode::Help);
    CHECK_FALSE(refusal({"events"}).empty());
    CHECK_FALSE(refusal({"events", "a.replay", "b.replay"}).empty());
    CHECK_FALSE(refusal({"why", "game.replay"}).empty());
    CHECK(refusal({"why", "game.replay", "0"}).find("'0'") != std::string::npos);
    CHECK_FALSE(refusal({"why", "game.replay", "12x"}).empty());
}

TEST_CASE("why speaks in sentences unless --fields asks for the key=value lines scripts read") {
    CHECK_FALSE(parse({"why", "game.replay", "1203"})->whyFields);
    const auto fields = parse({"why", "--fields", "game.replay", "1203"});
    REQUIRE(fields.ok());
    CHECK(fields->whyFields);
    CHECK(fields->replayPath == "game.replay");
    CHECK(fields->whyTick == 1203u);
    CHECK_FALSE(refusal({"why", "--fields", "game.replay"}).empty());
    CHECK_FALSE(refusal({"events", "--fields", "game.replay"}).empty());
}

TEST_CASE("--help says how often the autopilot clicks an asteroid in, as the pilot does") {
    const std::string usage = app::usageText();
    CHECK(usage.find("every " + std::to_string(sim::kAutopilotClickEveryTicks) + " ticks") != std::string::npos);
    CHECK(usage.find("fewer than " + std::to_string(sim::kAutopilotClickBelowAsteroids) + " are live") != std::string::npos);
}

TEST_CASE("--help tells each exit status apart, a cut recording's partial result among them") {
    const std::string usage = app::usageText();
    CHECK(usage.find("Exit status: 0 done; 1 a replay that does not verify") != std::string::npos);
    CHECK(usage.find(std::to_string(replay::kCutShortExitStatus) + " a replay\ncut short (no end line)") != std::string::npos);
    CHECK(usage.find("is in use") != std::string::npos);
}

TEST_CASE("--speed goes down to 1/16 (0.0625) for slow motion") {
    CHECK(parse({"--speed", "0.0625"})->speed == 0.0625);
    CHECK(parse({"--speed", "0.125"})->speed == 0.125);
    CHECK_FALSE(refusal({"--speed", "0.1"}).empty());
}

TEST_CASE("--ui-scale takes a number from 0.5 to 3, and without it the text follows the window") {
    CHECK(parse({})->uiScale == 0.0);
    CHECK(parse({"--ui-scale", "1.5"})->uiScale == 1.5);
    CHECK(refusal({"--ui-scale", "4"}).find("--ui-scale") != std::string::npos);
    CHECK_FALSE(refusal({"--ui-scale", "1.5x"}).empty());
    CHECK_FALSE(refusal({"--ui-scale"}).empty());
}

TEST_CASE("each mode's option rows have names and --help places of their own") {
    std::vector<const app::OptionRow*> rows;
    for (const std::span<const app::OptionRow> table : {app::gameOptionRows(), app::windowOptionRows(), app::replayOptionRows(), app::labOptionRows(),
                                                        app::lessonOptionRows(), app::pictureOptionRows(), app::clipOptionRows()}) {
        for (const app::OptionRow& row : table) rows.push_back(&row);
    }
    CHECK(rows.size() == 38u);
    for (const app::OptionRow* a : rows) {
        for (const app::OptionRow* b : rows) {
            if (a == b) continue;
            CAPTURE(a->usage);
            CAPTURE(b->usage);
            CHECK_FALSE((std::string_view(a->section) == b->section && a->helpPlace == b->helpPlace));
            CHECK(std::string_view(a->usage) != b->usage);
        }
    }
    // --help lists a heading's rows by their places, whichever file they come from.
    const std::string help = app::usageText();
    CHECK(help.find("--raster auto|gpu|cpu") > help.find("--fullscreen"));
    CHECK(help.find("--fullscreen") > help.find("--title"));
    CHECK(help.find("--pick OBJECT") < help.find("--screenshot FILE"));
    CHECK(help.find("--frames N") < help.find("--clip FROM-TO FILE"));
}
