// "Why?": the decisions about the object the player clicked while paused, in
// the words `polyroids why` prints, on a backing at the left edge, low down,
// so the field's centre (where the ship respawns) stays clear, and above the
// bottom line, where the mute badge sits.
#include <algorithm>
#include <vector>

#include "render/Camera.h"
#include "render/Overlays.h"
#include "render/Palette.h"
#include "render/Primitives.h"
#include "render/WorldRenderer.h"

namespace render {

void drawWhyPanel(SDL_Renderer* renderer, Text& text, const sim::Settings& field, std::span<const std::string> lines) {
    if (lines.empty()) return;
    constexpr std::size_t kMostLines = 14;  // a crowded tick: the rest are in `polyroids why`
    std::vector<PanelLine> panel;
    for (std::size_t i = 0; i < lines.size() && i < kMostLines; ++i) {
        const bool continuation = lines[i].starts_with("  ");
        panel.push_back({lines[i], i == 0 ? kText : continuation ? kDimText : kCandidatePair});
    }
    if (lines.size() > kMostLines) panel.push_back({std::string("... ").append(std::to_string(lines.size() - kMostLines)).append(" more lines: polyroids why"), kDimText});
    const SDL_Point size = textPanelSize(text, panel);
    drawTextPanel(renderer, text, panel, 8, bottomLeftPanelTop(text, uiCanvas(field).y, size.y));
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
