// "Why?": the decisions about the object the player clicked while paused, in
// the words `polyroids why` prints, where render::layoutScreen put them: low
// at the left edge (the field's centre, where the ship respawns, stays clear),
// or elsewhere when that would cover the object explained.
#include <algorithm>
#include <vector>

#include "render/draw/Camera.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/Primitives.h"
#include "render/game/ScreenLayout.h"
#include "render/game/WorldRenderer.h"
#include "render/overlays/Overlays.h"

namespace render {

void drawWhyPanel(SDL_Renderer* renderer, Text& text, const layout::PlacedPanel& placed) {
    const SDL_Color inks[] = {kText, kCandidatePair};  // a sentence's continuation (indented) keeps its colour
    drawPlacedPanel(renderer, text, placed, inks);
}

layout::Rect pickedSpotRect(const Stage& stage, const teach::PickedSpot& spot) {
    const geometry::Vec2 centre = fieldToUi(stage, spot.centre);
    const int reach = static_cast<int>(spot.radius / unitsPerPixel(stage)) + 12;
    return {static_cast<int>(centre.x) - reach, static_cast<int>(centre.y) - reach, 2 * reach, 2 * reach};
}

void drawPickedMark(SDL_Renderer* renderer, const sim::Settings& field, const Stage& stage, const teach::PickedSpot& spot) {
    // Two rings a little outside the click radius: clear of the outline, and bold enough to find at a glance.
    const double gap = 6.0 * unitsPerPixel(stage);
    const double ring = spot.radius + gap;
    forEachWrappedCopy(field, spot.centre, ring + gap, [&](geometry::Vec2 offset) {
        drawCircle(renderer, spot.centre + offset, ring, kCandidatePair);
        drawCircle(renderer, spot.centre + offset, ring + 0.5 * gap, kCandidatePair);
    });
}

}  // namespace render
