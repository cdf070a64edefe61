#pragma once
// The lab's verdict panel, right third of the canvas, behind its words: the
// backing, the rules, and each row's band - the picked row highlighted, a
// loose method that disagrees with the exact answer on red. Its words are
// placed by LabScreenLayout.

#include <SDL.h>

#include "lab/LabFrame.h"
#include "render/LabScreenLayout.h"

namespace render {

/// Draws the panel's backing and the bands of the rows as `placed` put them; the picked row is highlighted.
void drawLabPanel(SDL_Renderer* renderer, const lab::LabFrame& frame, const LabScreenLayout& placed);

}  // namespace render
