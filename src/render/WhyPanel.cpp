// "Why?": the decisions about the object the player clicked while paused, in
// the words `polyroids why` prints, on a backing at the left edge, low down,
// so the field's centre (where the ship respawns) stays clear, and above the
// bottom line, where the mute badge sits.
#include <algorithm>
#include <vector>

#include "render/Camera.h"
#include "render/Hud.h"
#include "render/PanelPlacement.h"
#include "render/Overlays.h"
#include "render/Palette.h"
#include "render/Primitives.h"
#include "render/WorldRenderer.h"

namespace render {

void drawWhyPanel(SDL_Renderer* renderer, Text& text, const sim::Settings& field, std::span<const std::string> lines,
                  std::optional<teach::PickedSpot> picked) {
    if (lines.empty()) return;
    constexpr std::size_t kMostLines = 14;  // a crowded tick: the rest are in `polyroids why`
    std::vector<PanelLine> panel;
    for (std::size_t i = 0; i < lines.size() && i < kMostLines; ++i) {
        panel.push_back({lines[i], i == 0 ? kText : kCandidatePair});  // a sentence's continuation (indented) keeps its colour
    }
    if (lines.size() > kMostLines) panel.push_back({std::string("... ").append(std::to_string(lines.size() - kMostLines)).append(" more lines: polyroids why"), kDimText});
    const SDL_Point size = textPanelSize(text, panel);
    const SDL_Point canvas = uiCanvas(field);
    const int bottom = bottomLeftPanelTop(text, canvas.y, size.y) + size.y;
    SDL_Point at{8, bottom - size.y};
    if (picked) {
        // The object and its ring stay in view: the panel takes another corner when this one would cover them.
        const geometry::Vec2 centre = fieldToUi(field, picked->centre);
        const int reach = static_cast<int>(picked->radius / unitsPerPixel(field)) + 12;
        const SDL_Rect spot{static_cast<int>(centre.x) - reach, static_cast<int>(centre.y) - reach, 2 * reach, 2 * reach};
        at = cornerClearOf(size, canvas, hudTopBand(text), bottom, spot);
    }
    drawTextPanel(renderer, text, panel, at.x, at.y);
}

void drawPickedMark(SDL_Renderer* renderer, const sim::Settings& field, const teach::PickedSpot& spot) {
    // Two rings a little outside the click radius: clear of the outline, and bold enough to find at a glance.
    const double gap = 6.0 * unitsPerPixel(field);
    const double ring = spot.radius + gap;
    forEachWrappedCopy(field, spot.centre, ring + gap, [&](geometry::Vec2 offset) {
        drawCircle(renderer, spot.centre + offset, ring, kCandidatePair);
        drawCircle(renderer, spot.centre + offset, ring + 0.5 * gap, kCandidatePair);
    });
}

}  // namespace render
