// Overlay 1: bounding boxes (the Russian sprite-collision article's MacroCollision),
// green when the object is in a pair the game tested past the box filter this
// step (teach::boxesShown, from the decision record). Two asteroids never
// collide, so their boxes overlapping colours nothing. Boxes are drawn where
// the object is, and again across the seam when they straddle it.
#include "render/draw/Palette.h"
#include "render/draw/internal/Primitives.h"
#include "render/game/WorldRenderer.h"
#include "render/overlays/Overlays.h"

namespace render {

void drawBoxOverlay(SDL_Renderer* renderer, const sim::Settings& field, std::span<const teach::BoxShown> boxes) {
    for (const teach::BoxShown& box : boxes) {
        const SDL_Color colour = box.tested ? kBoxOverlapping : kBoxIdle;
        const double half = box.half > 0.0 ? box.half : 2.0;  // a bullet's box is a point: draw it visibly
        forEachWrappedCopy(field, box.centre, half, [&](geometry::Vec2 offset) {
            drawBox(renderer, geometry::boxAround(box.centre + offset, {half, half}), colour);
        });
    }
}

}  // namespace render
