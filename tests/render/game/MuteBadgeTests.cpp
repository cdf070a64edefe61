#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "render/HudCanvas.h"
#include "render/game/Hud.h"
#include "sim/Game.h"

using testing::litHudPixels;

TEST_CASE("muted, the HUD shows a badge in the bottom-left corner, and nothing there when the sound is on") {
    REQUIRE(TTF_Init() == 0);
    const sim::World world = sim::newGame({.seed = 1});
    const SDL_Rect corner{0, 720 - 60, 200, 60};
    render::HudInfo info;
    CHECK(litHudPixels(world, info, corner) == 0);
    info.muted = true;
    const int badge = litHudPixels(world, info, corner);
    CHECK(badge > 50);
    const SDL_Rect beside{200, 720 - 60, 200, 60};  // the badge stays small, in its corner
    CHECK(litHudPixels(world, info, beside) == 0);
    TTF_Quit();
}
