#include "app/LabLoop.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>

#include "lab/LabAnalysis.h"
#include "lab/LabModel.h"
#include "lab/LabPresenter.h"
#include "app/BrowserTurn.h"
#include "app/SceneFiles.h"
#include "app/Screen.h"
#include "app/SdlSession.h"
#include "app/StopSignal.h"
#include "render/LabLayout.h"
#include "render/LabPanel.h"
#include "render/LabView.h"
#include "render/Text.h"

namespace app {

namespace {

using lab::Grab;
using lab::LabModel;
using lab::LabUiState;
using lab::ShapeId;

// How near (logical pixels) the mouse must be to take a vertex, a point or a rim.
constexpr double kGrabTolerance = 10.0;
// Each wheel notch scales by this much.
constexpr double kWheelStep = 1.1;
// With nothing moving on its own, the loop sleeps until input or this long.
constexpr int kIdleWaitMilliseconds = 100;

// The mouse is kept inside the scene, so nothing is dragged under the panel.
geometry::Vec2 clampToScene(int x, int y) {
    return {std::clamp(static_cast<double>(x), 4.0, render::kLabSceneWidth - 4.0),
            std::clamp(static_cast<double>(y), 4.0, render::kLabHeight - 4.0)};
}

// Everything the keys and mouse change between frames.
struct LabInput {
    LabModel& model;
    render::Text& text;
    LabUiState& ui;
    SDL_Window* window;
    Grab held;
    geometry::Vec2 mouse{render::kLabSceneWidth / 2.0, render::kLabHeight / 2.0};
    bool running = true;

    void newScene() {
        held = {};
        ui.note.clear();
    }

    void key(const SDL_KeyboardEvent& e) {
        const SDL_Keycode k = e.keysym.sym;
        const bool shift = (e.keysym.mod & KMOD_SHIFT) != 0;
        if (k == SDLK_ESCAPE) running = false;
        if (e.repeat && k != SDLK_TAB) return;
        if (isFullscreenKey(e.keysym)) return toggleFullscreen(window);
        if (k == SDLK_F1) ui.showHelp = !ui.showHelp;
        if (k == SDLK_F2) text.stepScale();
        if (k == SDLK_TAB) model.stepPicture(shift ? -1 : 1);
        if (k >= SDLK_1 && k <= SDLK_9) {
            model.loadScene(static_cast<std::size_t>(k - SDLK_1));
            newScene();
        }
        if (k == SDLK_0) {
            model.loadScene(9);
            newScene();
        }
        if (k == SDLK_LEFTBRACKET || k == SDLK_PAGEUP) {
            model.stepScene(-1);
            newScene();
        }
        if (k == SDLK_RIGHTBRACKET || k == SDLK_PAGEDOWN || k == SDLK_SPACE || k == SDLK_RETURN) {
            model.stepScene(1);
            newScene();
        }
        if (k == SDLK_r) {
            model.loadScene(model.sceneIndex());
            newScene();
        }
        // A kind change or a new probe changes what a held grab refers to: let go.
        if (k == SDLK_c) {
            model.cycleKind(shift ? ShapeId::A : ShapeId::B);
            held = {};
        }
        if (k == SDLK_p) {
            model.toggleProbe(mouse);
            held = {};
        }
    }

    void handle(const SDL_Event& event) {
        switch (event.type) {
            case SDL_QUIT: running = false; break;
            case SDL_KEYDOWN: key(event.key); break;
            case SDL_MOUSEMOTION: {
                const geometry::Vec2 now = clampToScene(event.motion.x, event.motion.y);
                model.drag(held, mouse, now);
                mouse = now;
                break;
            }
            case SDL_MOUSEBUTTONDOWN: {
                if (event.button.x >= render::kLabSceneWidth) {
                    // The panel: a click on a row shows that algorithm's picture.
                    if (const auto row = render::labPanelRowAt(text, event.button.x, event.button.y, lab::kAlgorithmCount)) {
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
            case SDL_MOUSEWHEEL:
                if (event.wheel.y != 0) model.scaleAt(mouse, std::pow(kWheelStep, event.wheel.y), kGrabTolerance);
                break;
            default: break;
        }
    }
};

// The model --scene or --preset asks for (the first preset when neither), or why not.
base::Result<LabModel> startingModel(const Options& options) {
    if (!options.scenePath.empty()) {
        const base::Result<lab::SceneFile> file = loadSceneFile(options.scenePath);
        if (!file) return file.error();
        return LabModel(lab::placedInLab(*file, render::kLabSceneWidth, render::kLabHeight));
    }
    const auto start = options.preset.empty() ? base::Result<std::size_t>(std::size_t{0}) : lab::findLabScene(options.preset);
    if (!start) return start.error();
    return LabModel(*start);
}

// --frames N ends here: the picture, if asked for, then stop.
int finishScripted(SDL_Renderer* renderer, const Options& options, LabInput& input) {
    input.running = false;
    if (options.screenshotPath.empty()) return 0;
    if (const base::Status saved = saveScreenshot(renderer, options.screenshotPath); !saved) {
        std::fprintf(stderr, "polyroids: %s\n", saved.error().message().c_str());
        return 1;
    }
    return 0;
}

}  // namespace

int runLab(const Options& options) {
    base::Result<LabModel> start = startingModel(options);
    // The lab's layout is fixed: its text does not grow with a small window on its own (--ui-scale and F2 still work).
    auto screen = start ? Screen::open(options, "Polyroids collision lab", render::kLabWidth, render::kLabHeight, 1.0) : start.error();
    if (!screen) {
        std::fprintf(stderr, "polyroids: %s\n", screen.error().message().c_str());
        return start ? 1 : 2;
    }
    render::Text& text = *screen->text;
    SDL_Renderer* renderer = screen->sdl->renderer();
    LabModel& model = *start;
    LabUiState ui;
    LabInput input{model, text, ui, screen->sdl->window(), {}};
    // --frames N: N frames, then the screenshot; no waiting for input then.
    const bool scripted = options.frames.has_value();
    for (std::uint64_t frame = 1; input.running && !stopRequested(); ++frame) {
        SDL_Event event;
        bool pending = scripted ? SDL_PollEvent(&event) != 0 : SDL_WaitEventTimeout(&event, kIdleWaitMilliseconds) != 0;
        while (pending) {
            input.handle(event);
            pending = SDL_PollEvent(&event) != 0;
        }
        const lab::LabAnalysis analysis = lab::analyseScene(model);
        ui.hover = input.held.part != Grab::Part::None ? input.held : model.grabAt(input.mouse, kGrabTolerance);
        render::drawLab(renderer, text, lab::presentLab(model, analysis, ui));
        if (scripted && frame >= *options.frames) {
            if (const int status = finishScripted(renderer, options, input); status != 0) return status;
        }
        SDL_RenderPresent(renderer);
        giveBrowserItsTurn();
    }
    return 0;
}

}  // namespace app
