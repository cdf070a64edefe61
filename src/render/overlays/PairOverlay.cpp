// Overlays 2 and 5: the pairs that survived the box filter, and the bounding
// circles (the shoot-'em-up article's radius method) that may still reject them.
#include "render/draw/Camera.h"
#include "render/draw/Palette.h"
#include "render/draw/internal/Primitives.h"
#include "render/overlays/Overlays.h"

namespace render {

namespace {

// The fewest sides of a circle drawn on a crowd's UI canvas, where most are a few pixels across.
constexpr int kFewestCanvasSides = 8;

SDL_Color toneColour(teach::CircleShown::Tone tone) {
    switch (tone) {
        case teach::CircleShown::Tone::Rejected: return kOutside;
        case teach::CircleShown::Tone::Passed: return kInside;
        default: {
            SDL_Color dim = kBoxIdle;
            dim.a = 120;
            return dim;
        }
    }
}

}  // namespace

void drawPairOverlay(SDL_Renderer* renderer, std::span<const teach::PairLine> pairs) {
    // The line goes the short way round, so a pair across the seam is
    // drawn leaving the screen towards its partner.
    for (const teach::PairLine& p : pairs) {
        drawLine(renderer, p.from, p.to, kCandidatePair);
        drawMarker(renderer, p.to, 3.0, kCandidatePair);
    }
}

void drawCircleOverlay(SDL_Renderer* renderer, const Stage& stage, std::span<const teach::CircleShown> circles) {
    // Under a scale, SDL draws a line as dots a unit apart along it (its
    // length in logical units, not in pixels): a crowd's 10,000 circles, a
    // few pixels across but hundreds of units round, cost about 40 ms a
    // frame that way. So a crowd's circles go on the UI canvas, where a unit
    // is a pixel, with as few as 8 sides (they are a few pixels across).
    const double perPixel = unitsPerPixel(stage);
    const bool onCanvas = perPixel > 1.0;
    const SDL_Rect onStage{stage.rect.x, stage.rect.y, stage.rect.w, stage.rect.h};
    if (onCanvas) useUiView(renderer, stage);
    if (onCanvas) SDL_RenderSetClipRect(renderer, &onStage);  // as the field view keeps to the stage
    for (const teach::CircleShown& c : circles) {
        if (onCanvas)
            drawCircle(renderer, fieldToUi(stage, c.centre), c.radius / perPixel, toneColour(c.tone), kFewestCanvasSides);
        else drawCircle(renderer, c.centre, c.radius, toneColour(c.tone));
    }
    if (onCanvas) SDL_RenderSetClipRect(renderer, nullptr);
    if (onCanvas) useFieldView(renderer, stage);
}

}  // namespace render
