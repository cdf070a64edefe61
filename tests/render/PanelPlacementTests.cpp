#include <doctest/doctest.h>

#include <vector>

#include "render/PanelPlacement.h"

namespace {

const SDL_Point kCanvas{1280, 720};
const SDL_Point kMenu{470, 270};

SDL_Rect at(SDL_Point corner, SDL_Point size) { return {corner.x, corner.y, size.x, size.y}; }

}  // namespace

TEST_CASE("the pause menu stays centred when nothing is in the way") {
    const SDL_Point p = render::placeBeside(kMenu, kCanvas, {});
    CHECK(p.x == (1280 - 470) / 2);
    CHECK(p.y == (720 - 270) / 2);
}

TEST_CASE("with the key help open in the bottom-right corner, the menu moves left of it instead of covering it") {
    const std::vector<SDL_Rect> help{{860, 290, 412, 422}};
    const SDL_Point p = render::placeBeside(kMenu, kCanvas, help);
    CHECK_FALSE(render::rectsOverlap(at(p, kMenu), help[0]));
    CHECK(p.x >= 8);
    CHECK(p.x + kMenu.x <= 860);
}

TEST_CASE("at game over the menu goes below the high-score table, not over it") {
    const std::vector<SDL_Rect> table{{430, 120, 420, 290}};
    const SDL_Point p = render::placeBeside(kMenu, kCanvas, table);
    CHECK_FALSE(render::rectsOverlap(at(p, kMenu), table[0]));
    CHECK(p.y >= 410);
    CHECK(p.y + kMenu.y <= 720 - 8);
}

TEST_CASE("with both the table and the key help on show, the menu finds the corner of the screen free of them") {
    const std::vector<SDL_Rect> both{{330, 137, 620, 193}, {750, 297, 522, 415}};
    const SDL_Point menu{533, 278};
    const SDL_Point p = render::placeBeside(menu, kCanvas, both);
    for (const SDL_Rect& r : both) CHECK_FALSE(render::rectsOverlap(at(p, menu), r));
    CHECK(p.x >= 8);
    CHECK(p.y + menu.y <= 720 - 8);
}

TEST_CASE("when there is no room beside what it should keep clear, the menu is centred rather than lost off screen") {
    const std::vector<SDL_Rect> everything{{0, 0, 1280, 720}};
    const SDL_Point p = render::placeBeside(kMenu, kCanvas, everything);
    CHECK(p.x == (1280 - 470) / 2);
}

TEST_CASE("the why panel leaves the clicked asteroid in view: bottom left, else another corner") {
    const SDL_Point panel{480, 300};
    const SDL_Rect farAway{1000, 100, 60, 60};
    const SDL_Point usual = render::cornerClearOf(panel, kCanvas, 60, 690, farAway);
    CHECK(usual.x == 8);
    CHECK(usual.y == 690 - 300);
    const SDL_Rect bottomLeftRock{150, 500, 80, 80};
    const SDL_Point moved = render::cornerClearOf(panel, kCanvas, 60, 690, bottomLeftRock);
    CHECK_FALSE(render::rectsOverlap(at(moved, panel), bottomLeftRock));
    CHECK(moved.x > 640);  // bottom right
    CHECK(render::rectsOverlap({0, 0, 10, 10}, {9, 9, 5, 5}));
    CHECK_FALSE(render::rectsOverlap({0, 0, 10, 10}, {10, 0, 5, 5}));
}
