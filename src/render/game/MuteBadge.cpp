#include "render/game/internal/MuteBadge.h"

#include "render/draw/Palette.h"
#include "render/draw/internal/Primitives.h"

namespace render {

int muteBadgeWidth(const Text& text) { return static_cast<int>(text.lineHeight() * 1.3) + text.width("MUTE"); }

void drawMuteBadge(SDL_Renderer* renderer, Text& text, int left, int topEdge) {
    // The icon is as tall as a line of text, so it grows with the UI scale.
    const double h = text.lineHeight();
    const double x = left;
    const double top = topEdge;
    const double mid = top + h / 2;
    using geometry::Vec2;
    const Vec2 speaker[] = {{x, mid - h * 0.18}, {x + h * 0.25, mid - h * 0.18}, {x + h * 0.55, top + h * 0.1},
                            {x + h * 0.55, top + h * 0.9}, {x + h * 0.25, mid + h * 0.18}, {x, mid + h * 0.18}};
    for (std::size_t i = 0; i < std::size(speaker); ++i) drawLine(renderer, speaker[i], speaker[(i + 1) % std::size(speaker)], kDimText);
    const double crossLeft = x + h * 0.7;
    const double crossRight = x + h * 1.05;
    drawLine(renderer, {crossLeft, mid - h * 0.18}, {crossRight, mid + h * 0.18}, kWarning);
    drawLine(renderer, {crossLeft, mid + h * 0.18}, {crossRight, mid - h * 0.18}, kWarning);
    text.draw(renderer, "MUTE", static_cast<int>(x + h * 1.3), static_cast<int>(top), kDimText);
}

}  // namespace render
