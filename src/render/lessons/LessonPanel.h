#pragma once
// What a lesson adds to the lab's canvas: its panel (the step's sentences, the
// task and whether the program found it done), the bullet's travel with each
// rule's verdict for the tunnelling lesson, and the grid for the broad-phase
// one. The panel goes on the screen's own layout board: the lab's (layoutLab)
// for a lab step, the game's (layoutScreen) for a replay step.

#include <SDL.h>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "lab/LabFrame.h"
#include "lab/lessons/LessonRun.h"
#include "layout/Board.h"
#include "render/draw/Text.h"
#include "render/game/ScreenLayout.h"
#include "render/lab/LabScreenLayout.h"

namespace render {

/// Places a lab step's lesson panel on the lab screen's `board` (render::layoutLab's for `frame`): in the scene, off
/// the verdict panel and the shot, nearest the scene's bottom left, wrapped; clear of the shapes' whole boxes, or with
/// `overShapes` of their outline points only; nothing when all its lines find no room (fitLessonLab shrinks the text).
std::optional<layout::PlacedPanel> placeLessonPanel(layout::Board& board, const Text& text, const lab::LessonView& view,
                                                    const lab::LabFrame& frame, bool overShapes);

/// A lesson's lab step laid out: the lab's layout with the lesson's panel on its board.
struct LessonLabLayout {
    LabScreenLayout lab;                       ///< fitLab's layout; its board holds the lesson panel too
    std::optional<layout::PlacedPanel> panel;  ///< the lesson panel, when it found room
    std::vector<std::string> leftOut;          ///< the lab's parts with no room, and "lesson panel" when it had none
    bool overShapes = false;                   ///< the panel keeps clear of the shapes' points only (they fill the scene)
};

/// The lab's layout for a lesson's lab step with the lesson panel placed too (placeLessonPanel): the text shrinks until
/// both find room, and a shrunk text tries one step larger when `tryLarger` (render/draw/TextFit.h).
LessonLabLayout fitLessonLab(Text& text, const lab::LabFrame& frame, const lab::LessonView& view, bool tryLarger);

/// A lab step's text size and panel place, chosen once for the step (kept from frame to frame by the window).
struct LessonLabPlace {
    std::string step;                 ///< the heading of the step they were chosen for
    double fit = 1.0;                 ///< the text's fit then
    std::optional<layout::Rect> room; ///< the panel's room then (its longest state)
    bool overShapes = false;          ///< the room keeps clear of the shapes' points only
};

/// fitLessonLab's layout, with the text size and the panel's room kept from `kept` while the step is the same and the
/// room stays free (the student drags, the task gets done: nothing moves or changes size); else chosen afresh and kept.
LessonLabLayout keptLessonLab(Text& text, const lab::LabFrame& frame, const lab::LessonView& view, LessonLabPlace& kept);

/// Draws a lesson's lab step (does not present it): the lab, the step's grid, shot and circles, and the lesson panel,
/// where keptLessonLab puts them; returns the lab's layout (a click on a row is looked up in it).
LabScreenLayout drawLessonLab(SDL_Renderer* renderer, Text& text, const lab::LabFrame& frame, const lab::LessonView& view, LessonLabPlace& kept);

/// A replay step's panel for the game screen's layout (render::layoutScreen places it before the overlays' panels): the
/// heading over the step's sentences as one paragraph, the task, whether it is done and the record's words; room kept
/// for `longestWhy` (the most words a tick of the step has) and either status, clear of `keepClear` (field points of
/// what the step is about, over all its ticks); the view's note goes in a panel of its own, under it.
ScreenLesson momentLesson(const lab::LessonView& view, std::span<const std::string> longestWhy, std::span<const geometry::Vec2> keepClear);

/// Draws a replay step's panel for `view` where the screen's layout put it (`placed.lesson`), if it did.
void drawMomentLesson(SDL_Renderer* renderer, Text& text, const ScreenLayout& placed, const lab::LessonView& view);

}  // namespace render
