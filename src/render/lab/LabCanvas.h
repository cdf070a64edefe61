#pragma once
// Where things go on the lab's 1280x720 logical canvas: the scene on the
// left two thirds, the verdict panel on the right third.

#include <SDL.h>

#include "render/draw/Palette.h"  // the lab's colours

namespace render {

/// The logical canvas (SDL_RenderSetLogicalSize): whatever the window, the lab draws on this.
inline constexpr int kLabWidth = 1280;
inline constexpr int kLabHeight = 720;
/// The scene spans x in [0, kLabSceneWidth); the panel the rest.
inline constexpr int kLabSceneWidth = 800;
/// The title and lesson lines above the scene.
inline constexpr int kLabHeaderHeight = 72;
/// Below the header, the pictures' caption lines (LabPictures.cpp) run down to about here at text scale 1.
inline constexpr int kLabCaptionsBottom = kLabHeaderHeight + 44;
/// The hint line at the bottom of the scene.
inline constexpr int kLabFooterHeight = 28;

}  // namespace render
