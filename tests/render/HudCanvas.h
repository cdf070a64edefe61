#pragma once
// The HUD drawn into a surface by SDL's software renderer: no display needed.

#include <doctest/doctest.h>

#include <SDL.h>

#include "render/game/Hud.h"
#include "render/game/ScreenLayout.h"
#include "support/OffscreenCanvas.h"

namespace testing {

/// Pixels in `area` that are not black after drawing the HUD for `world` with `info` on a 1280x720 canvas.
inline int litHudPixels(const sim::World& world, const render::HudInfo& info, SDL_Rect area) {
    const OffscreenCanvas canvas(1280, 720);
    SDL_Renderer* renderer = canvas.renderer();
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255);
    SDL_RenderClear(renderer);
    auto text = render::Text::open({{POLYROIDS_TEST_SANS_FONT, POLYROIDS_TEST_FONT}});
    REQUIRE_MESSAGE(text.ok(), text.error().message());
    const teach::OverlayFrame noOverlays;
    const render::ScreenLayout placed = render::layoutScreen(**text, {world, info, noOverlays});
    render::drawHud(renderer, **text, world, info, placed);
    SDL_RenderPresent(renderer);
    const int lit = canvas.litPixels(area);
    (*text).reset();  // its cached textures belong to the renderer
    return lit;
}

}  // namespace testing
