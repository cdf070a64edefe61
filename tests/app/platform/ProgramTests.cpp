// Covers app/platform/Program's frame() as each window mode implements it (GameProgram, LabProgram, the title screen).
#include <doctest/doctest.h>

#include <SDL.h>

#include <cstdint>
#include <string>
#include <vector>

#include "app/cli/CommandLine.h"
#include "app/game/GameProgram.h"
#include "app/game/WindowedGame.h"
#include "app/lab/LabProgram.h"
#include "app/platform/PlayerFiles.h"
#include "app/platform/Screen.h"
#include "replay/Hex.h"
#include "sim/Autopilot.h"
#include "sim/Game.h"
#include "sim/StateHash.h"

// The window's modes driven one frame() at a time from outside, as a browser's
// animation callback drives them, in SDL's offscreen video driver (no display)
// with its software renderer (no GPU driver loaded into the test).
namespace {

// SDL_Quit clears hints, so each test asks for the driver again before its window opens.
void useOffscreenVideo() {
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen");
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software");
}

app::Options optionsFor(std::vector<std::string> args) {
    args.insert(args.end(), {"--font", POLYROIDS_TEST_FONT, "--mute"});
    const base::Result<app::Options> options = app::parseCommandLine(args);
    REQUIRE_MESSAGE(options, (options ? "" : options.error().message()));
    return *options;
}

// Calls frame() until it returns false or `limit` frames have passed; how many frames it took.
std::uint64_t framesUntilEnd(app::Program& program, std::uint64_t limit) {
    std::uint64_t frames = 0;
    while (frames < limit) {
        ++frames;
        if (!program.frame()) break;
    }
    return frames;
}

}  // namespace

TEST_CASE("a game driven one frame at a time under --frames steps one tick a frame with the headless run's state hashes") {
    useOffscreenVideo();
    constexpr std::uint64_t kFrames = 900;  // past the first deaths and waves of seed 11
    const app::Options options = optionsFor({"--seed", "11", "--autopilot", "--frames", std::to_string(kFrames)});
    auto screen = app::Screen::open(options, "Polyroids", 1280, 720);
    REQUIRE_MESSAGE(screen, (screen ? "" : screen.error().message()));
    const sim::Settings settings = app::gameSettings(options);
    app::PlayerData player;  // no folder: nothing is read or written
    app::WindowedGame game(options, *screen, nullptr, settings, teach::OverlaySet{}, player, false);

    // app/offline/Headless's autopilot run: the same settings and inputs, no window and no decision record.
    sim::World headless = sim::newGame(settings);
    sim::StepContext stepping;
    std::uint64_t differing = 0;
    for (std::uint64_t frame = 1; frame <= kFrames; ++frame) {
        const bool goesOn = game.frame();
        sim::step(headless, sim::autopilotInput(headless), stepping);
        REQUIRE(game.world().tick == frame);
        if (sim::hashState(game.world()).whole != sim::hashState(headless).whole) ++differing;
        CHECK(goesOn == (frame < kFrames));  // the last frame of --frames ends the game
    }
    CHECK(differing == 0);
    CHECK(replay::hex(sim::hashState(game.world()).whole) == replay::hex(sim::hashState(headless).whole));
    CHECK(headless.score > 0);  // the stretch compared is a game with hits, not an idle field
    CHECK_FALSE(game.frame());  // once ended it stays ended
    CHECK(game.exitStatus() == 0);
    CHECK(game.ending() == app::Ending::Quit);
}

TEST_CASE("the windowed program, the title screen and the lab each end after --frames N frames driven from outside, exit status 0") {
    const std::vector<std::vector<std::string>> runs = {
        {"--seed", "3", "--autopilot", "--frames", "75"}, {"--title", "--frames", "75"}, {"--lab", "--frames", "75"}};
    for (const std::vector<std::string>& args : runs) {
        CAPTURE(args.front());
        useOffscreenVideo();
        const app::Options options = optionsFor(args);
        app::Started started = options.mode == app::Mode::Lab ? app::startLab(options, true) : app::startWindowed(options);
        REQUIRE(started.program != nullptr);
        CHECK(framesUntilEnd(*started.program, 1000) == 75);
        CHECK(started.program->exitStatus() == 0);
        CHECK_FALSE(started.program->frame());
    }
}

TEST_CASE("a windowed program that cannot start gives no program and exit status 2 for an unknown overlay") {
    const app::Started started = app::startWindowed(optionsFor({"--overlay", "xray", "--frames", "1"}));
    CHECK(started.program == nullptr);
    CHECK(started.status == 2);
}
