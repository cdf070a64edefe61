#pragma once
// The lab's pictures: the layers of a LabFrame drawn over the scene - the
// boxes, the ray and its crossings, projection axes with both shadows and the
// gap or the MTV, the convex pieces, the polar reaches. Their words are labels
// placed on the screen's board (LabPictureLabels) and drawn with the text.

#include <SDL.h>

#include "lab/LabFrame.h"
#include "render/lab/internal/LabAxisPlace.h"

namespace render {

/// Draws every picture layer of the frame, clipped to the scene; its words are labels on the board (LabPictureLabels).
void drawLabPicture(SDL_Renderer* renderer, const lab::LabFrame& frame);

/// The colour of a ray's crossings: the crossing colour, or with several rays the colour of the shape each tests.
SDL_Color crossingColour(const lab::RayLayer& ray, bool several);

/// The colour of an axis's meeting: the overlap's (the push) or the gap's (the separating axis).
SDL_Color meetingColour(const ShadowMeeting& m);

/// The colour of an ink (shared by the pictures and the panel).
SDL_Color inkColour(lab::Ink ink);

}  // namespace render
