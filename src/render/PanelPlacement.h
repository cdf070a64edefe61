#pragma once
// Where a panel goes so that it covers none of the panels already on show:
// the pause menu beside the key help or the game-over table, the why panel
// beside the object it explains. Plain rectangles, tested without a window.

#include <SDL.h>

#include <optional>
#include <span>

namespace render {

/// True when the two rectangles share a pixel.
bool rectsOverlap(const SDL_Rect& a, const SDL_Rect& b);

/// The first of `candidates` (top-left corners of a panel of `size`) that lies wholly on a `canvas`-sized screen with
/// an 8-pixel margin and overlaps none of `keepClear`; nothing when none does.
std::optional<SDL_Point> firstClearPlace(std::span<const SDL_Point> candidates, SDL_Point size, SDL_Point canvas,
                                         std::span<const SDL_Rect> keepClear);

/// A panel of `size` on a `canvas`-sized screen: centred if that covers none of `keepClear`, else the place nearest
/// the centre, beside them or at the screen's edges, where it covers none; centred when there is no such place.
SDL_Point placeBeside(SDL_Point size, SDL_Point canvas, std::span<const SDL_Rect> keepClear);

/// A panel of `size` in a corner of a `canvas`-sized screen, its top at `top` in the upper corners and its bottom at
/// `bottom` in the lower ones: bottom left, bottom right, top left, top right, the first that leaves `keepVisible`
/// uncovered (bottom left when none does).
SDL_Point cornerClearOf(SDL_Point size, SDL_Point canvas, int top, int bottom, const SDL_Rect& keepVisible);

}  // namespace render
