#pragma once
// Where drawing can show anything: the renderer's logical canvas, a little
// wider each way. Loops that walk rows, dashes or cells walk only this, so
// their work is bounded by pixels, never by a shape's coordinates (a lab
// shape scaled to 1e59 draws as fast as one on screen).

#include <SDL.h>

#include "geometry/Aabb.h"

namespace render {

/// The renderer's clip rectangle when one is set, else its logical canvas (its output when it has no logical size), in
/// the units drawing uses, `margin` wider on every side.
geometry::Aabb visibleArea(SDL_Renderer* renderer, double margin = 64.0);

/// `v` rounded to a whole pixel, held within a million pixels of the canvas: a label of a shape 1e59 across is far off
/// the screen, not an int overflow.
int toPixel(double v);

}  // namespace render
