// Overlay 6: the work the collision code did this step beside what brute
// force would have cost (teach::statsLines), in the place the screen's layout
// gave it (bottom left, above the mute badge, unless something is there).
#include <vector>

#include "render/draw/Palette.h"
#include "render/game/ScreenLayout.h"
#include "render/overlays/Overlays.h"

namespace render {

void drawStatsPanel(SDL_Renderer* renderer, Text& text, const layout::PlacedPanel& placed, std::size_t lineCount) {
    std::vector<SDL_Color> inks;
    for (std::size_t i = 0; i < lineCount; ++i) inks.push_back(i == 0 || i + 1 == lineCount ? kText : kDimText);
    drawPlacedPanel(renderer, text, placed, inks);
}

}  // namespace render
