#pragma once
// The sign that the sound is off: a small speaker crossed out and the word
// MUTE, in the bottom-left corner, clear of the field's centre.

#include <SDL.h>

#include "render/Text.h"

namespace render {

/// Draws the badge with its bottom-left corner `margin` pixels in from the field's (x right, y down).
void drawMuteBadge(SDL_Renderer* renderer, Text& text, int fieldHeight, int margin);

}  // namespace render
