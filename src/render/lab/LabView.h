#pragma once
// The whole lab canvas: the scene (shapes A and B, the probe P, the picture
// drawn big) under a title and lesson, the verdict panel on the right, and
// the key help on F1 - all from one LabFrame, read through const&.

#include <SDL.h>

#include "lab/LabFrame.h"
#include <cstdint>

#include "render/draw/Text.h"
#include "render/lab/LabScreenLayout.h"

namespace render {

/// Draws one frame of the lab (does not present it), its words where fitLab puts them (a shrunk text tries to grow
/// back every kFramesBetweenGrowTries frames); returns that layout (a click on a row is looked up in it).
LabScreenLayout drawLab(SDL_Renderer* renderer, Text& text, const lab::LabFrame& frame, std::uint64_t frameNumber);

/// Draws one frame of the lab (does not present it): the scene, then its words where `placed` (fitLab's) puts them.
void drawLabLaidOut(SDL_Renderer* renderer, Text& text, const lab::LabFrame& frame, const LabScreenLayout& placed);

}  // namespace render
