#pragma once
// The legend of the teaching overlays that are on: each colour they draw in
// and what it means, in the words a teacher would say beside the picture.

#include <SDL.h>

#include <string>
#include <vector>

#include "teach/OverlaySet.h"

namespace render {

/// One line of the legend: what a colour means, in that colour.
struct LegendLine {
    std::string words;
    SDL_Color ink{};
};

/// The legend for the overlays `on`, a line a colour, in the overlays' order; none when no overlay with colours is on.
std::vector<LegendLine> overlayLegend(const teach::OverlaySet& on);

/// The legend collapsed for a screen with no room for the whole: a line an overlay, in its main colour, same order.
std::vector<LegendLine> overlayLegendShort(const teach::OverlaySet& on);

}  // namespace render
