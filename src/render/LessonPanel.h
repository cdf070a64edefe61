#pragma once
// What a lesson adds to the lab's canvas: its panel (the step's sentences, the
// task and whether the program found it done), the bullet's travel with each
// rule's verdict for the tunnelling lesson, and the grid for the broad-phase
// one. The panel's place is chosen in one function (lessonPanelPlace), to move
// onto a shared layout mechanism later.

#include <SDL.h>

#include <span>

#include "lab/LessonRun.h"
#include "layout/Board.h"
#include "render/Text.h"

namespace render {

/// Where the lesson panel of `size` goes on the lab's scene: the bottom left, else the top left under the captions,
/// else the right or left middle, the first that covers none of `keepClear` (the shapes); the bottom left when none.
SDL_Point lessonPanelPlace(SDL_Point size, std::span<const SDL_Rect> keepClear);

/// Draws the grid and the swept shot under the lesson panel, then the panel, clear of the shapes in `shapePoints`.
void drawLesson(SDL_Renderer* renderer, Text& text, const lab::LessonView& view, std::span<const geometry::Vec2> shapePoints);

/// A replay step's panel on the game's screen: placed on that screen's `board` (render::drawScene's layout: the HUD,
/// insets and legends) clear of `keepClear` (canvas points of what the step is about), wrapped or shortened to fit.
void drawMomentLesson(SDL_Renderer* renderer, Text& text, const lab::LessonView& view, layout::Board board,
                      std::span<const geometry::Vec2> keepClear);

}  // namespace render
