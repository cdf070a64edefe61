#pragma once
// The sign that the sound is off: a small speaker crossed out and the word
// MUTE, in the bottom-left corner, clear of the field's centre.

#include <SDL.h>

#include "render/draw/Text.h"

namespace render {

/// The badge's width in pixels: the icon and the word.
int muteBadgeWidth(const Text& text);

/// Draws the badge a line of text tall with its top-left corner at (left, top) (render::layoutScreen places it bottom left).
void drawMuteBadge(SDL_Renderer* renderer, Text& text, int left, int top);

}  // namespace render
