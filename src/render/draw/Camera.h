#pragma once
// Two views of one window: the field in world units (the whole field,
// letterboxed) and the UI canvas the text and panels are laid out on. In the
// normal game they are the same (the field is the canvas, as it always was);
// a crowd's field is many times larger, and its text keeps the normal size
// on a 1280 x 720 canvas. SDL applies the logical size when a draw is
// queued, so switching between the two within a frame is safe.

#include <SDL.h>

#include "geometry/Vec2.h"
#include "sim/World.h"

namespace render {

/// The UI canvas in logical pixels: the field's size in the normal game, 1280 x 720 for a crowd.
SDL_Point uiCanvas(const sim::Settings& field);

/// Draws what follows in world units: the whole field in view, letterboxed.
void useFieldView(SDL_Renderer* renderer, const sim::Settings& field);

/// Draws what follows on the UI canvas (uiCanvas); also the view mouse events are read in.
void useUiView(SDL_Renderer* renderer, const sim::Settings& field);

/// World units per UI canvas pixel: 1 in the normal game, more for a crowd's larger field.
double unitsPerPixel(const sim::Settings& field);

/// A point of the field where it shows on the UI canvas (marks drawn in whole pixels); the same point in the normal game.
geometry::Vec2 fieldToUi(const sim::Settings& field, geometry::Vec2 onField);

/// A point on the UI canvas (a click) as a point of the field; the same point in the normal game.
geometry::Vec2 uiToField(const sim::Settings& field, geometry::Vec2 onCanvas);

}  // namespace render
