#pragma once
// The lab's verdict panel, right third of the canvas, behind its words: the
// backing, the rules, and each row's band - the picked row highlighted, a
// loose method that disagrees with the exact answer on red. Its words are
// placed by LabScreenLayout.

#include <SDL.h>

#include <optional>

#include "lab/LabFrame.h"
#include "render/lab/LabScreenLayout.h"

namespace render {

/// Draws the panel's backing and the bands of the rows as `placed` put them; the picked row is highlighted.
void drawLabPanel(SDL_Renderer* renderer, const lab::LabFrame& frame, const LabScreenLayout& placed);

/// The colour the panel paints under `rect` (a row's band, else its backing), or none when `rect` is on the scene.
std::optional<SDL_Color> labPanelBackingAt(const lab::LabFrame& frame, const LabScreenLayout& placed, const layout::Rect& rect);

}  // namespace render
