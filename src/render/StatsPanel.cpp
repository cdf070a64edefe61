// Overlay 6: the work the collision code did this step beside what brute
// force would have cost (teach::statsLines), in the bottom-left corner of the
// UI canvas, above the mute badge, as wide and as tall as its measured text.
#include <vector>

#include "render/Camera.h"
#include "render/Overlays.h"
#include "render/Palette.h"

namespace render {

void drawStatsPanel(SDL_Renderer* renderer, Text& text, const sim::Settings& field, std::span<const std::string> lines) {
    if (lines.empty()) return;
    std::vector<PanelLine> panel;
    for (std::size_t i = 0; i < lines.size(); ++i) panel.push_back({lines[i], i == 0 || i + 1 == lines.size() ? kText : kDimText});
    const SDL_Point size = textPanelSize(text, panel);
    drawTextPanel(renderer, text, panel, 8, bottomLeftPanelTop(text, uiCanvas(field).y, size.y));
}

}  // namespace render
