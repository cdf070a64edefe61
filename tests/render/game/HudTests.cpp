// What the HUD draws where, measured in the pixels of a software canvas.
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "render/HudCanvas.h"
#include "render/game/Hud.h"
#include "sim/Game.h"

using testing::litHudPixels;

namespace {

const SDL_Rect kTopRight{1280 - 160, 0, 160, 40};     // the FPS counter
const SDL_Rect kMiddle{200, 200, 880, 320};           // game over, wave cleared
const SDL_Rect kTopCentre{400, 0, 480, 40};           // the top line's middle: the life ships and the wave

}  // namespace

TEST_CASE("the FPS counter is drawn top right unless it is hidden") {
    REQUIRE(TTF_Init() == 0);
    const sim::World world = sim::newGame({.seed = 1});
    render::HudInfo info;
    info.framesPerSecond = 60.0;
    CHECK(litHudPixels(world, info, kTopRight) > 20);
    info.showFps = false;
    CHECK(litHudPixels(world, info, kTopRight) == 0);
    TTF_Quit();
}

TEST_CASE("in the title screen's demo the game's GAME OVER and WAVE CLEARED stay out of the middle, under the title box") {
    REQUIRE(TTF_Init() == 0);
    sim::World world = sim::newGame({.seed = 1});
    world.phase = sim::Phase::GameOver;
    render::HudInfo info;
    CHECK(litHudPixels(world, info, kMiddle) > 100);
    info.attract = true;
    CHECK(litHudPixels(world, info, kMiddle) == 0);
    world.phase = sim::Phase::Playing;
    world.wave = 1;
    world.waveDelayTicks = 30;
    info.attract = false;
    CHECK(litHudPixels(world, info, kMiddle) > 100);
    info.attract = true;
    CHECK(litHudPixels(world, info, kMiddle) == 0);
    TTF_Quit();
}

TEST_CASE("lives are drawn as ships: each life more lights about a ship's outline more, and none leaves only the wave") {
    REQUIRE(TTF_Init() == 0);
    sim::World world = sim::newGame({.seed = 1});
    const render::HudInfo info;
    world.lives = 1;
    const int one = litHudPixels(world, info, kTopCentre);
    world.lives = 6;
    const int six = litHudPixels(world, info, kTopCentre);
    CHECK(six - one > 5 * 25);  // five more outlines of some 30 pixels each; "LIVES 6" for "LIVES 1" changes a few
    world.lives = 0;
    CHECK(litHudPixels(world, info, kTopCentre) < one);
    TTF_Quit();
}
