#pragma once
// The whole lab canvas: the scene (shapes A and B, the probe P, the picture
// drawn big) under a title and lesson, the verdict panel on the right, and
// the key help on F1 - all from one LabFrame, read through const&.

#include <SDL.h>

#include "lab/LabFrame.h"
#include "render/Text.h"

namespace render {

/// Draws one frame of the lab (does not present it).
void drawLab(SDL_Renderer* renderer, Text& text, const lab::LabFrame& frame);

}  // namespace render
