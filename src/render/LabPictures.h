#pragma once
// The lab's pictures: the layers of a LabFrame drawn over the scene - the
// boxes, the ray and its numbered crossings, projection axes with both
// shadows and the gap or the MTV, the convex pieces, the polar reaches - and
// the caption strip that says what they show.

#include <SDL.h>

#include "lab/LabFrame.h"
#include "render/Text.h"

namespace render {

/// Draws every picture layer of the frame, clipped to the scene.
void drawLabPicture(SDL_Renderer* renderer, Text& text, const lab::LabFrame& frame);

/// The colour of an ink (shared by the pictures and the panel).
SDL_Color inkColour(lab::Ink ink);

}  // namespace render
