#include "app/lab/LabInput.h"

#include <algorithm>
#include <cmath>

#include "app/platform/SdlSession.h"
#include "render/lab/LabScreenLayout.h"

namespace app {

namespace {

using lab::ShapeId;

// Each wheel notch scales by this much.
constexpr double kWheelStep = 1.1;

// The mouse is kept inside the scene, so nothing is dragged under the panel.
geometry::Vec2 clampToScene(int x, int y) {
    return {std::clamp(static_cast<double>(x), 4.0, render::kLabSceneWidth - 4.0),
            std::clamp(static_cast<double>(y), 4.0, render::kLabHeight - 4.0)};
}

}  // namespace

void LabInput::newScene() {
    held = {};
    ui.note.clear();
}

// What each key does is the key table's (prefs/KeyTable); here is only what each command does to the lab.
std::optional<prefs::Command> LabInput::key(const SDL_KeyboardEvent& e) {
    using C = prefs::Command;
    const std::optional<C> command = keys.commandOf(e.keysym);
    if (!command || (e.repeat && command != C::LabNextPicture)) return std::nullopt;
    const bool shift = (e.keysym.mod & KMOD_SHIFT) != 0;
    switch (*command) {
        case C::Quit: running = false; break;
        case C::Fullscreen: toggleFullscreen(window); break;
        case C::Help: ui.showHelp = !ui.showHelp; break;
        case C::TextSize: text.stepScale(); break;
        case C::LabNextPicture: model.stepPicture(shift ? -1 : 1); break;
        case C::LabScene: {
            // The keys 1-9 are presets 1-9, and 0 the tenth.
            const SDL_Keycode k = e.keysym.sym;
            model.loadScene(k == SDLK_0 ? 9 : static_cast<std::size_t>(k - SDLK_1));
            newScene();
            break;
        }
        case C::LabPreviousScene:
        case C::LabNextScene:
            model.stepScene(*command == C::LabNextScene ? 1 : -1);
            newScene();
            break;
        case C::LabReset:
            model.loadScene(model.sceneIndex());
            newScene();
            break;
        // A kind change or a new probe changes what a held grab refers to: let go.
        case C::LabCycleKind:
            model.cycleKind(shift ? ShapeId::A : ShapeId::B);
            held = {};
            break;
        case C::LabProbe:
            model.toggleProbe(mouse);
            held = {};
            break;
        default: return command;
    }
    return std::nullopt;
}

std::optional<prefs::Command> LabInput::handle(const SDL_Event& event) {
    switch (event.type) {
        case SDL_QUIT: running = false; break;
        case SDL_KEYDOWN: return key(event.key);
        case SDL_MOUSEMOTION: {
            const geometry::Vec2 now = clampToScene(event.motion.x, event.motion.y);
            model.drag(held, mouse, now);
            mouse = now;
            // Over the panel the mouse is held to the scene's edge: a position read there would be one it is not at.
            pointerOnScene = event.motion.x < render::kLabSceneWidth || held.part != lab::Grab::Part::None;
            break;
        }
        case SDL_MOUSEBUTTONDOWN: {
            pointerOnScene = event.button.x < render::kLabSceneWidth;
            if (event.button.x >= render::kLabSceneWidth) {
                // The panel: a click on a row shows that algorithm's picture.
                if (const auto row = render::labRowAt(rowBands, event.button.x, event.button.y)) {
                    model.setPicture(lab::algorithmAt(*row));
                }
                break;
            }
            mouse = clampToScene(event.button.x, event.button.y);
            if (event.button.button == SDL_BUTTON_LEFT) held = model.grabAt(mouse, kGrabTolerance);
            if (event.button.button == SDL_BUTTON_RIGHT) {
                held = {};  // vertex indices shift when one is added or removed
                ui.note = model.rightClick(mouse, kGrabTolerance);
            }
            break;
        }
        case SDL_MOUSEBUTTONUP:
            if (event.button.button == SDL_BUTTON_LEFT) held = {};
            break;
        case SDL_WINDOWEVENT:
            if (event.window.event == SDL_WINDOWEVENT_LEAVE) pointerOnScene = false;
            break;
        case SDL_MOUSEWHEEL:
            if (event.wheel.y != 0) model.scaleAt(mouse, std::pow(kWheelStep, event.wheel.y), kGrabTolerance);
            break;
        default: break;
    }
    return std::nullopt;
}

std::optional<geometry::Vec2> LabInput::pointer() const {
    if (!pointerOnScene) return std::nullopt;
    return mouse;
}

}  // namespace app
