#pragma once
// Two views of one window: the field in world units, drawn on its stage, and
// the UI canvas the text and panels are laid out on. The stage is where the
// field shows on the canvas: the whole canvas in the game as it always was (a
// crowd's larger field shrunk onto a 1280 x 720 canvas), or, when words must
// lie beside the picture and never on it (overlays, a lesson, a menu), a
// smaller rectangle the screen's layout chose, the words in the room left
// (render/game/ScreenLayout.h). SDL applies the logical size and viewport
// when a draw is queued, so switching between the views within a frame is safe.

#include <SDL.h>

#include "geometry/Aabb.h"
#include "geometry/Vec2.h"
#include "layout/Rect.h"
#include "sim/World.h"

namespace render {

/// Where the field is drawn on the UI canvas: the field's point `seenFrom` at `rect`'s top left, `pixelsPerUnit` canvas
/// pixels a world unit (`rect` keeps the field's shape). The normal game's: the whole canvas, one pixel a unit, from
/// (0, 0). A close-up (closeUpOf) shows a part of the field, magnified, in the same rectangle.
struct Stage {
    layout::Size canvas;  ///< the UI canvas, logical pixels
    layout::Rect rect;  ///< the field's place on the canvas
    double pixelsPerUnit = 1.0;  ///< canvas pixels a world unit (the same both ways)
    geometry::Vec2 seenFrom{};  ///< the field's point at rect's top left, whole world units: (0, 0) but in a close-up
    double magnified = 1.0;  ///< how many times larger than the whole field on this rect: 1 but in a close-up
};

/// The UI canvas in logical pixels: the field's size in the normal game, 1280 x 720 for a crowd.
SDL_Point uiCanvas(const sim::Settings& field);

/// The field on the whole UI canvas (uiCanvas): the game's own stage.
Stage wholeField(const sim::Settings& field);

/// The field at `scale` (0 < scale <= 1) of the whole canvas's size, its top left at (left, top) on the canvas.
Stage stageAt(const sim::Settings& field, double scale, int left, int top);

/// True when the stage is the whole canvas: the words of the game (the HUD) lie on it, as they always did.
bool isWholeCanvas(const Stage& stage);

/// The most a close-up magnifies: more, and the objects' neighbours and their motion leave the picture.
inline constexpr double kMostMagnified = 6.0;
/// A close-up magnifies at least this much: less is not worth the whole field lost.
inline constexpr double kLeastMagnified = 1.25;

/// `stage` (not the whole canvas) turned into a close-up of `subjects` (a box of the field, world units, the short way
/// round: it may reach past the field's edges): as magnified as the box and a margin fit in its rectangle, up to
/// kMostMagnified, the box centred where the field allows; `stage` unchanged when that is under kLeastMagnified or
/// the box crosses the field's edge (the view does not wrap).
Stage closeUpOf(const Stage& stage, const sim::Settings& field, const geometry::Aabb& subjects);

/// The part of the field the stage shows, world units: the whole field but in a close-up.
geometry::Aabb seenArea(const Stage& stage);

/// The stage's rectangle in the field view's logical units (world units), the letterbox left out; empty for the whole
/// canvas.
SDL_Rect stageInFieldUnits(const Stage& stage);

/// The field view's viewport for the stage: stageInFieldUnits moved so that the field's origin lies `seenFrom` before
/// the stage's corner (and grown to keep the stage in it); empty for the whole canvas.
SDL_Rect stageViewport(const Stage& stage);

/// Draws what follows in world units, on the stage (nothing drawn leaves it but for the whole canvas's; a close-up
/// clips to the stage).
void useFieldView(SDL_Renderer* renderer, const Stage& stage);

/// Draws what follows on the UI canvas (uiCanvas), unclipped; also the view mouse events are read in.
void useUiView(SDL_Renderer* renderer, const Stage& stage);

/// World units per UI canvas pixel: 1 in the normal game, more for a crowd's larger field or a smaller stage.
double unitsPerPixel(const Stage& stage);

/// A point of the field where it shows on the UI canvas (marks drawn in whole pixels); the same point in the normal game.
geometry::Vec2 fieldToUi(const Stage& stage, geometry::Vec2 onField);
/// True when a point of the UI canvas is on the stage (a close-up shows a part of the field: its labels only of that).
bool onStage(const Stage& stage, geometry::Vec2 uiPoint);

/// A point on the UI canvas (a click) as a point of the field; the same point in the normal game.
geometry::Vec2 uiToField(const Stage& stage, geometry::Vec2 onCanvas);

/// A box of the field (world units) as the canvas box it shows in, rounded outwards.
layout::Rect fieldBoxToUi(const Stage& stage, const layout::Rect& onField);

}  // namespace render
