#include <doctest/doctest.h>

#include "app/cli/CommandLine.h"
#include "support/ParseCommandLine.h"

using testing::parse;
using testing::refusal;

TEST_CASE("with no mode option the game opens on the title screen") {
    CHECK(parse({})->showTitle);
    CHECK(parse({"--mute", "--size", "800x600"})->showTitle);
}

TEST_CASE("--seed, --play, --frames, --ticks, --autopilot and --record start a game at once") {
    for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
             {"--seed", "3"}, {"--play"}, {"--frames", "10"}, {"--ticks", "10"}, {"--autopilot"}, {"--record", "x.replay"}}) {
        const auto r = parse(args);
        REQUIRE(r.ok());
        CHECK_FALSE(r->showTitle);
    }
}

TEST_CASE("--title opens the title screen even with --frames and --seed") {
    const auto r = parse({"--title", "--frames", "100", "--seed", "4"});
    REQUIRE(r.ok());
    CHECK(r->showTitle);
}

TEST_CASE("--title is refused with options that start or replace a game") {
    CHECK(refusal({"--title", "--play"}).find("--title") != std::string::npos);
    CHECK(refusal({"--title", "--autopilot"}).find("--title") != std::string::npos);
    CHECK(refusal({"--title", "--replay", "x.replay"}).find("--title") != std::string::npos);
}

TEST_CASE("replays, the lab and headless runs never show the title") {
    CHECK_FALSE(parse({"--replay", "x.replay"})->showTitle);
    CHECK_FALSE(parse({"--lab"})->showTitle);
    CHECK_FALSE(parse({"--headless", "--autopilot", "--ticks", "5"})->showTitle);
}

TEST_CASE("--fullscreen and --vsync on or off are read, and --vsync refuses anything else") {
    const auto r = parse({"--fullscreen", "--vsync", "off"});
    REQUIRE(r.ok());
    CHECK(r->fullscreen);
    CHECK(r->vsync == std::optional<bool>(false));
    CHECK(parse({"--vsync", "on"})->vsync == std::optional<bool>(true));
    CHECK(refusal({"--vsync", "maybe"}) == "--vsync needs on or off");
    CHECK(refusal({"--vsync"}) == "--vsync needs on or off");
}

TEST_CASE("the settings file fills in what the command line left unsaid, and the command line wins") {
    prefs::Settings file;
    file.mute = false;
    file.fullscreen = true;
    file.vsync = false;
    file.uiScale = 1.5;
    file.volume = 0.3;
    const app::Options fromFile = app::withSettings(*parse({}), file);
    CHECK(fromFile.fullscreen);
    CHECK(fromFile.vsync == std::optional<bool>(false));
    CHECK(fromFile.uiScale == 1.5);
    CHECK(fromFile.volume == 0.3);
    CHECK_FALSE(fromFile.mute);
    const app::Options overridden = app::withSettings(*parse({"--vsync", "on", "--ui-scale", "2", "--mute"}), file);
    CHECK(overridden.vsync == std::optional<bool>(true));
    CHECK(overridden.uiScale == 2.0);
    CHECK(overridden.mute);
}

TEST_CASE("the FPS counter can be hidden from settings.ini (fps = hide) or the command line (--fps hide)") {
    prefs::Settings file;
    CHECK(app::withSettings(*parse({}), file).fps == std::optional<bool>(true));
    file.showFps = false;
    CHECK(app::withSettings(*parse({}), file).fps == std::optional<bool>(false));
    CHECK(app::withSettings(*parse({"--fps", "show"}), file).fps == std::optional<bool>(true));
    CHECK(parse({"--fps", "hide"})->fps == std::optional<bool>(false));
    CHECK(refusal({"--fps", "off"}).find("--fps needs show or hide") != std::string::npos);
}

TEST_CASE("--look glow or plain is read, refuses anything else, and wins over the settings file's look") {
    CHECK(parse({"--look", "plain"})->glow == std::optional<bool>(false));
    CHECK(parse({"--look", "glow"})->glow == std::optional<bool>(true));
    CHECK_FALSE(parse({})->glow.has_value());
    CHECK(refusal({"--look", "dim"}) == "--look needs glow or plain");
    CHECK(refusal({"--look"}) == "--look needs glow or plain");
    prefs::Settings plainFile;
    plainFile.glow = false;
    plainFile.shake = false;
    const app::Options fromFile = app::withSettings(*parse({}), plainFile);
    CHECK(fromFile.glow == std::optional<bool>(false));
    CHECK_FALSE(fromFile.shake);
    CHECK(app::withSettings(*parse({"--look", "glow"}), plainFile).glow == std::optional<bool>(true));
}
