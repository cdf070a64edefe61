#pragma once
// The middle of the HUD's top line: the lives left drawn as small ships, as
// the arcade game showed them, then the wave.

#include <SDL.h>

#include "render/draw/Text.h"
#include "sim/World.h"

namespace render {

/// Lives drawn as ships; beyond this many, the rest as "+N".
inline constexpr int kMostLifeIcons = 10;

/// The width in pixels drawLivesAndWave takes for `world`.
int livesAndWaveWidth(const Text& text, const sim::World& world);

/// Up to kMostLifeIcons ship outlines pointing up (one a life left), then "WAVE N", from `left` with its top at `top`.
void drawLivesAndWave(SDL_Renderer* renderer, Text& text, const sim::World& world, int left, int top);

}  // namespace render
