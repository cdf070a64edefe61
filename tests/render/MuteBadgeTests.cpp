#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "render/Hud.h"
#include "sim/Game.h"

// The HUD drawn into a surface by SDL's software renderer: no display needed.
namespace {

// Pixels in the rectangle that are not black, after drawing the HUD for `world` with `info`.
int litPixels(const sim::World& world, const render::HudInfo& info, SDL_Rect area) {
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 1280, 720, 32, SDL_PIXELFORMAT_ARGB8888);
    REQUIRE(surface != nullptr);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    REQUIRE(renderer != nullptr);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
    SDL_RenderClear(renderer);
    auto text = render::Text::open({POLYROIDS_TEST_FONT});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    render::drawHud(renderer, **text, world, info);
    SDL_RenderPresent(renderer);
    int lit = 0;
    for (int y = area.y; y < area.y + area.h; ++y) {
        const auto* row = reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(surface->pixels) + y * surface->pitch);
        for (int x = area.x; x < area.x + area.w; ++x) lit += (row[x] & 0x00FFFFFFu) != 0 ? 1 : 0;
    }
    (*text).reset();  // its cached textures belong to the renderer
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    return lit;
}

}  // namespace

TEST_CASE("muted, the HUD shows a badge in the bottom-left corner, and nothing there when the sound is on") {
    REQUIRE(TTF_Init() == 0);
    const sim::World world = sim::newGame({.seed = 1});
    const SDL_Rect corner{0, 720 - 60, 200, 60};
    render::HudInfo info;
    CHECK(litPixels(world, info, corner) == 0);
    info.muted = true;
    const int badge = litPixels(world, info, corner);
    CHECK(badge > 50);
    const SDL_Rect beside{200, 720 - 60, 200, 60};  // the badge stays small, in its corner
    CHECK(litPixels(world, info, beside) == 0);
    TTF_Quit();
}
