#pragma once
// The lab's mouse and keys, shared by the lab and the lessons: drags, clicks,
// the wheel and the key table's shape-editing commands turned into LabModel
// edits. A command it does not handle (a lesson's next and back) is handed
// back to the window that owns it.

#include <SDL.h>

#include <optional>
#include <vector>

#include "app/platform/KeyCommands.h"
#include "lab/LabModel.h"
#include "lab/LabPresenter.h"
#include "layout/Rect.h"
#include "prefs/KeyTable.h"
#include "render/draw/Text.h"
#include "render/lab/LabCanvas.h"

namespace app {

/// How near (logical pixels) the mouse must be to take a vertex, a point or a rim.
inline constexpr double kGrabTolerance = 10.0;

/// Everything the keys and mouse change between frames.
struct LabInput {
    /// Edits `edited`, steps `font`'s size, toggles `shown`'s help; keys as the table gives them on `screens` (kLab, kLesson).
    LabInput(lab::LabModel& edited, render::Text& font, lab::LabUiState& shown, SDL_Window* shownIn, prefs::Screens screens)
        : model(edited), text(font), ui(shown), window(shownIn), keys(screens) {}

    lab::LabModel& model;
    render::Text& text;
    lab::LabUiState& ui;
    SDL_Window* window;
    lab::Grab held;
    geometry::Vec2 mouse{render::kLabSceneWidth / 2.0, render::kLabHeight / 2.0};
    bool pointerOnScene = false;  ///< the pointer has come over the scene (or holds a shape) and not left the window since
    bool running = true;
    KeyCommands keys;  ///< the key table for this screen
    std::vector<layout::Rect> rowBands;  ///< where the verdict rows were last drawn (render::LabScreenLayout): a click there picks one

    /// Lets go of whatever is held and clears the note: after the model was given other shapes.
    void newScene();
    /// One key press; the command it gives when the lab does not handle it (or nothing).
    std::optional<prefs::Command> key(const SDL_KeyboardEvent& e);
    /// One event; the command of a key press the lab does not handle (or nothing).
    std::optional<prefs::Command> handle(const SDL_Event& event);
    /// Where the pointer is on the scene, lab pixels: `mouse` once a motion or a press there said so, none before
    /// (`mouse` is then only the scene's middle) or while the pointer is over the panel or out of the window.
    std::optional<geometry::Vec2> pointer() const;
};

}  // namespace app
