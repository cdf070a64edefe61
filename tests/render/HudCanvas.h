#pragma once
// The HUD drawn into a surface by SDL's software renderer: no display needed.

#include <doctest/doctest.h>

#include <SDL.h>

#include "render/Hud.h"
#include "render/ScreenLayout.h"

namespace testing {

/// Pixels in `area` that are not black after drawing the HUD for `world` with `info` on a 1280x720 canvas.
inline int litHudPixels(const sim::World& world, const render::HudInfo& info, SDL_Rect area) {
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, 1280, 720, 32, SDL_PIXELFORMAT_ARGB8888);
    REQUIRE(surface != nullptr);
    SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
    REQUIRE(renderer != nullptr);
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
    SDL_RenderClear(renderer);
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    const teach::OverlayFrame noOverlays;
    const render::ScreenLayout placed = render::layoutScreen(**text, {world, info, noOverlays});
    render::drawHud(renderer, **text, world, info, placed);
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

}  // namespace testing
