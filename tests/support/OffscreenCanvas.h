#pragma once
// A picture drawn with no display: an ARGB8888 surface that SDL's software renderer draws into (no window, no GPU
// driver), read back pixel by pixel. One place for what the render and app tests each built by hand.

#include <doctest/doctest.h>

#include <SDL.h>

#include <memory>
#include <vector>

namespace testing {

/// A `width` x `height` surface with a software renderer drawing into it; its pixels start as 0 (transparent black).
class OffscreenCanvas {
public:
    OffscreenCanvas(int width, int height)
        : surface_(SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888), SDL_FreeSurface),
          renderer_(nullptr, SDL_DestroyRenderer) {
        REQUIRE_MESSAGE(surface_ != nullptr, SDL_GetError());
        renderer_.reset(SDL_CreateSoftwareRenderer(surface_.get()));
        REQUIRE_MESSAGE(renderer_ != nullptr, SDL_GetError());
    }

    /// The renderer that draws into the surface (what the code under test is given).
    SDL_Renderer* renderer() const { return renderer_.get(); }
    /// The surface drawn into.
    SDL_Surface* surface() const { return surface_.get(); }
    int width() const { return surface_->w; }
    int height() const { return surface_->h; }

    /// Sends what was drawn so far to the surface: SDL batches drawing until asked, so read after this.
    void present() const { SDL_RenderPresent(renderer_.get()); }
    /// Row `y` of the surface's pixels (ARGB8888), as it is now.
    const Uint32* row(int y) const {
        return reinterpret_cast<const Uint32*>(static_cast<const Uint8*>(surface_->pixels) + y * surface_->pitch);
    }
    /// The pixel at (x, y) with its alpha, as the surface holds it now.
    Uint32 pixel(int x, int y) const { return row(y)[x]; }
    /// Every pixel, row after row.
    std::vector<Uint32> pixels() const {
        std::vector<Uint32> all;
        for (int y = 0; y < height(); ++y) all.insert(all.end(), row(y), row(y) + width());
        return all;
    }
    /// Pixels in `area` whose colour (alpha aside) is not black.
    int litPixels(SDL_Rect area) const {
        int lit = 0;
        for (int y = area.y; y < area.y + area.h; ++y) {
            for (int x = area.x; x < area.x + area.w; ++x) lit += (pixel(x, y) & 0x00FFFFFFu) != 0 ? 1 : 0;
        }
        return lit;
    }

private:
    std::unique_ptr<SDL_Surface, decltype(&SDL_FreeSurface)> surface_;
    std::unique_ptr<SDL_Renderer, decltype(&SDL_DestroyRenderer)> renderer_;
};

/// A canvas as the game's screens draw: `width` x `height` pixels showing a 1280x720 logical canvas, blending on,
/// cleared to `background` (opaque).
inline OffscreenCanvas screenCanvas(int width, int height, SDL_Color background) {
    OffscreenCanvas canvas(width, height);
    REQUIRE(SDL_RenderSetLogicalSize(canvas.renderer(), 1280, 720) == 0);
    SDL_SetRenderDrawBlendMode(canvas.renderer(), SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(canvas.renderer(), background.r, background.g, background.b, 255);
    SDL_RenderClear(canvas.renderer());
    return canvas;
}

}  // namespace testing
