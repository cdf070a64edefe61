#include "app/LabLoop.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <utility>

#include "lab/LabAnalysis.h"
#include "lab/LabModel.h"
#include "lab/LabPresenter.h"
#include "app/KeyCommands.h"
#include "app/SceneFiles.h"
#include "app/Screen.h"
#include "app/SdlSession.h"
#include "app/StopSignal.h"
#include "prefs/KeyTable.h"
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
// The help panel sits over the scene (render/LabView): lines of at most this many characters fit.
constexpr std::size_t kLabHelpColumns = 64;

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
    KeyCommands keys{prefs::kLab};  // the key table for the lab

    void newScene() {
        held = {};
        ui.note.clear();
    }

    // What each key does is the key table's (prefs/KeyTable); here is only what each command does to the lab.
    void key(const SDL_KeyboardEvent& e) {
        using C = prefs::Command;
        const std::optional<C> command = keys.commandOf(e.keysym);
        if (!command || (e.repeat && command != C::LabNextPicture)) return;
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
            default: break;
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
        // Between the header (title, lesson, picture captions) and the footer's hint line, never under them.
        return LabModel(lab::placedInLab(*file, render::kLabSceneWidth, render::kLabHeight - render::kLabFooterHeight, render::kLabCaptionsBottom));
    }
    const auto start = options.preset.empty() ? base::Result<std::size_t>(std::size_t{0}) : lab::findLabScene(options.preset);
    if (!start) return start.error();
    return LabModel(*start);
}

// The lab's window: the model, what the keys and mouse change, and the frame count for --frames.
class LabWindow final : public Program {
public:
    LabWindow(const Options& options, Screen screen, LabModel model, bool waitForInput)
        : options_(options), screen_(std::move(screen)), model_(std::move(model)),
          input_{model_, *screen_.text, ui_, screen_.sdl->window(), {}}, scripted_(options.frames.has_value()),
          waitForInput_(waitForInput && !scripted_) {
        ui_.keyHelp = prefs::helpLines(prefs::Settings{}, prefs::kLab, kLabHelpColumns);
    }

    bool frame() override {
        if (ended_) return false;
        if (stopRequested()) return end(0);
        ++frame_;
        handleEvents();
        SDL_Renderer* renderer = screen_.sdl->renderer();
        const lab::LabAnalysis analysis = lab::analyseScene(model_);
        ui_.hover = input_.held.part != Grab::Part::None ? input_.held : model_.grabAt(input_.mouse, kGrabTolerance);
        render::drawLab(renderer, *screen_.text, lab::presentLab(model_, analysis, ui_));
        // --frames N ends here: the picture, if asked for, then stop.
        if (scripted_ && frame_ >= *options_.frames) {
            input_.running = false;
            if (!options_.screenshotPath.empty()) {
                if (const base::Status saved = saveScreenshot(renderer, options_.screenshotPath); !saved) {
                    std::fprintf(stderr, "polyroids: %s\n", saved.error().message().c_str());
                    return end(1);
                }
            }
        }
        SDL_RenderPresent(renderer);
        return input_.running || end(0);
    }

    int exitStatus() const override { return status_; }

private:
    // The events waiting; on the desktop, with none, it waits a while for one (nothing in the lab moves on its own).
    void handleEvents() {
        SDL_Event event;
        bool pending = waitForInput_ ? SDL_WaitEventTimeout(&event, kIdleWaitMilliseconds) != 0 : SDL_PollEvent(&event) != 0;
        while (pending) {
            input_.handle(event);
            pending = SDL_PollEvent(&event) != 0;
        }
    }

    // Always false: frame()'s answer once the lab has ended.
    bool end(int status) {
        ended_ = true;
        status_ = status;
        return false;
    }

    const Options& options_;
    Screen screen_;
    LabModel model_;
    LabUiState ui_;
    LabInput input_;  // refers to model_, the font and ui_ above
    const bool scripted_;      // --frames N: N frames, then the screenshot; no waiting for input then
    const bool waitForInput_;
    std::uint64_t frame_ = 0;
    bool ended_ = false;
    int status_ = 0;
};

}  // namespace

Started startLab(const Options& options, bool waitForInput) {
    base::Result<LabModel> start = startingModel(options);
    // The lab's layout is fixed: its text does not grow with a small window on its own (--ui-scale and F2 still work).
    auto screen = start ? Screen::open(options, "Polyroids collision lab", render::kLabWidth, render::kLabHeight, 1.0) : start.error();
    if (!screen) {
        std::fprintf(stderr, "polyroids: %s\n", screen.error().message().c_str());
        return {nullptr, start ? 1 : 2};
    }
    return {std::make_unique<LabWindow>(options, std::move(screen).value(), std::move(start).value(), waitForInput), 0};
}

int runLab(const Options& options) { return runFrames(startLab(options, kFramesMayWait)); }

}  // namespace app
