#pragma once
// The lab's verdict panel, right third of the canvas: the preset, the exact
// answer for A vs B, then one row per algorithm - its verdict coloured (green
// yes, red no, grey not applicable) with the number behind it, and a loose
// method that disagrees with the exact answer flagged "wrong".

#include <SDL.h>

#include <cstddef>
#include <optional>

#include "lab/LabFrame.h"
#include "render/Text.h"

namespace render {

/// Draws the panel of the frame; its selected row is highlighted.
void drawLabPanel(SDL_Renderer* renderer, Text& text, const lab::LabFrame& frame);

/// The index of the row at logical point (x, y) among `rowCount` rows, if any
/// (a click there picks that row's picture).
std::optional<std::size_t> labPanelRowAt(const Text& text, int x, int y, std::size_t rowCount);

}  // namespace render
